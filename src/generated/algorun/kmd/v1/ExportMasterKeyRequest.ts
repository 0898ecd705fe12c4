// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportMasterKeyRequest {
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface ExportMasterKeyRequest__Output {
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
