// Original file: proto/algorun/algod/v2/algod.proto


export interface AppendParticipationKeysResponse {
}

export interface AppendParticipationKeysResponse__Output {
}
