// Original file: proto/algorun/kmd/v1/kmd.proto


export interface MultisigSubsig {
  /**
   * The participant's address (58-character string). REST carries it as the base64 32-byte key.
   */
  'pk'?: (string);
  /**
   * Empty for a slot that is not signed yet.
   */
  's'?: (Buffer | Uint8Array | string);
}

export interface MultisigSubsig__Output {
  /**
   * The participant's address (58-character string). REST carries it as the base64 32-byte key.
   */
  'pk': (string);
  /**
   * Empty for a slot that is not signed yet.
   */
  's': (Buffer);
}
