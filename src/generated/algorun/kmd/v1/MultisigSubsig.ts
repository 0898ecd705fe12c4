// Original file: proto/algorun/kmd/v1/kmd.proto


export interface MultisigSubsig {
  'pk'?: (Buffer | Uint8Array | string);
  /**
   * Empty for a slot that is not signed yet.
   */
  's'?: (Buffer | Uint8Array | string);
}

export interface MultisigSubsig__Output {
  'pk': (Buffer);
  /**
   * Empty for a slot that is not signed yet.
   */
  's': (Buffer);
}
