// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ReleaseWalletHandleRequest {
  'wallet_handle_token'?: (string);
}

export interface ReleaseWalletHandleRequest__Output {
  'wallet_handle_token': (string);
}
