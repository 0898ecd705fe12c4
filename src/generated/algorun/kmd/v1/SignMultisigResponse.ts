// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignMultisigResponse {
  /**
   * msgpack MultisigSig.
   */
  'multisig'?: (Buffer | Uint8Array | string);
}

export interface SignMultisigResponse__Output {
  /**
   * msgpack MultisigSig.
   */
  'multisig': (Buffer);
}
