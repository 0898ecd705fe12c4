// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ListMultisigRequest {
  'wallet_handle_token'?: (string);
}

export interface ListMultisigRequest__Output {
  'wallet_handle_token': (string);
}
