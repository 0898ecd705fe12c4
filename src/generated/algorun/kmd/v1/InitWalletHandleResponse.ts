// Original file: proto/algorun/kmd/v1/kmd.proto


export interface InitWalletHandleResponse {
  'wallet_handle_token'?: (string);
}

export interface InitWalletHandleResponse__Output {
  'wallet_handle_token': (string);
}
