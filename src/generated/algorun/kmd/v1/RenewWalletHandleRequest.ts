// Original file: proto/algorun/kmd/v1/kmd.proto


export interface RenewWalletHandleRequest {
  'wallet_handle_token'?: (string);
}

export interface RenewWalletHandleRequest__Output {
  'wallet_handle_token': (string);
}
