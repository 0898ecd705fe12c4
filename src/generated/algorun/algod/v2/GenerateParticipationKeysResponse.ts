// Original file: proto/algorun/algod/v2/algod.proto


export interface GenerateParticipationKeysResponse {
}

export interface GenerateParticipationKeysResponse__Output {
}
