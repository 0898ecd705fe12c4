// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ExportMultisigRequest {
  'address'?: (string);
  'wallet_handle_token'?: (string);
}

export interface ExportMultisigRequest__Output {
  'address': (string);
  'wallet_handle_token': (string);
}
