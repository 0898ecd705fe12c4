// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportKeyRequest {
  'address'?: (string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface ExportKeyRequest__Output {
  'address': (string);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
