// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ListKeysRequest {
  'wallet_handle_token'?: (string);
}

export interface ListKeysRequest__Output {
  'wallet_handle_token': (string);
}
