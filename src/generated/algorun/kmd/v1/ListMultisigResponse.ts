// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ListMultisigResponse {
  'addresses'?: (string)[];
}

export interface ListMultisigResponse__Output {
  'addresses': (string)[];
}
