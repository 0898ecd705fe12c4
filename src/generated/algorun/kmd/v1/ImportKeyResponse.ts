// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ImportKeyResponse {
  'address'?: (string);
}

export interface ImportKeyResponse__Output {
  'address': (string);
}
