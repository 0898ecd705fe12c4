// Original file: proto/algorun/kmd/v1/kmd.proto


export interface GenerateKeyResponse {
  'address'?: (string);
}

export interface GenerateKeyResponse__Output {
  'address': (string);
}
