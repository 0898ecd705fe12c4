// Original file: proto/algorun/algod/v2/algod.proto


export interface CompileTealRequest {
  /**
   * TEAL source text as sent.
   */
  'source'?: (Buffer | Uint8Array | string);
  'sourcemap'?: (boolean);
}

export interface CompileTealRequest__Output {
  /**
   * TEAL source text as sent.
   */
  'source': (Buffer);
  'sourcemap': (boolean);
}
