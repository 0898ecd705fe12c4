// Original file: proto/kmd/v1/kmd.proto


export interface DeleteMultisigResponse {
}

export interface DeleteMultisigResponse__Output {
}
