// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ReleaseWalletHandleResponse {
}

export interface ReleaseWalletHandleResponse__Output {
}
