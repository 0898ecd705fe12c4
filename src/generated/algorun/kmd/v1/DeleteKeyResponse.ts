// Original file: proto/algorun/kmd/v1/kmd.proto


export interface DeleteKeyResponse {
}

export interface DeleteKeyResponse__Output {
}
