// Original file: proto/algorun/kmd/v1/kmd.proto


export interface GenerateKeyRequest {
  'display_mnemonic'?: (boolean);
  'wallet_handle_token'?: (string);
}

export interface GenerateKeyRequest__Output {
  'display_mnemonic': (boolean);
  'wallet_handle_token': (string);
}
