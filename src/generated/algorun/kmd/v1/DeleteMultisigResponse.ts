// Original file: proto/algorun/kmd/v1/kmd.proto


export interface DeleteMultisigResponse {
}

export interface DeleteMultisigResponse__Output {
}
