// Original file: proto/algorun/kmd/v1/kmd.proto


export interface DeleteKeyRequest {
  'address'?: (string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface DeleteKeyRequest__Output {
  'address': (string);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
