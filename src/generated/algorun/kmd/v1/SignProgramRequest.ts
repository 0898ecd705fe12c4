// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignProgramRequest {
  'address'?: (string);
  'data'?: (Buffer | Uint8Array | string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface SignProgramRequest__Output {
  'address': (string);
  'data': (Buffer);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
