// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ListWalletsRequest {
}

export interface ListWalletsRequest__Output {
}
