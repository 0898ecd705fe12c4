// Original file: proto/algorun/algod/v2/algod.proto


export interface ListParticipationKeysRequest {
}

export interface ListParticipationKeysRequest__Output {
}
