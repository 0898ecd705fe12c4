// Original file: proto/algorun/kmd/v1/kmd.proto


export interface ImportMultisigResponse {
  'address'?: (string);
}

export interface ImportMultisigResponse__Output {
  'address': (string);
}
