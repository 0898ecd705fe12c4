// Original file: proto/algorun/algod/v2/algod.proto


export interface RegisterParticipationKeysResponse {
}

export interface RegisterParticipationKeysResponse__Output {
}
