// Original file: proto/algorun/kmd/v1/kmd.proto


export interface InitWalletHandleRequest {
  'wallet_id'?: (string);
  'wallet_password'?: (string);
}

export interface InitWalletHandleRequest__Output {
  'wallet_id': (string);
  'wallet_password': (string);
}
