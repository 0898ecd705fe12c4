// Original file: proto/algorun/algod/v2/algod.proto


export interface DeleteParticipationKeyResponse {
}

export interface DeleteParticipationKeyResponse__Output {
}
