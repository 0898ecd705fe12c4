// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ListKeysResponse {
  'addresses'?: (string)[];
}

export interface ListKeysResponse__Output {
  'addresses': (string)[];
}
