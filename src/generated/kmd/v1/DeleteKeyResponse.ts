// Original file: proto/kmd/v1/kmd.proto


export interface DeleteKeyResponse {
}

export interface DeleteKeyResponse__Output {
}
