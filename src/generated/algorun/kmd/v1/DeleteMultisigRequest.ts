// Original file: proto/algorun/kmd/v1/kmd.proto


export interface DeleteMultisigRequest {
  'address'?: (string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface DeleteMultisigRequest__Output {
  'address': (string);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
