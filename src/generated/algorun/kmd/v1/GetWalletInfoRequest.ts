// Original file: proto/algorun/kmd/v1/kmd.proto


export interface GetWalletInfoRequest {
  'wallet_handle_token'?: (string);
}

export interface GetWalletInfoRequest__Output {
  'wallet_handle_token': (string);
}
