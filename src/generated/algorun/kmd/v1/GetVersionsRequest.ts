// Original file: proto/algorun/kmd/v1/kmd.proto


export interface GetVersionsRequest {
}

export interface GetVersionsRequest__Output {
}
