// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignProgramMultisigResponse {
  'multisig'?: (Buffer | Uint8Array | string);
}

export interface SignProgramMultisigResponse__Output {
  'multisig': (Buffer);
}
