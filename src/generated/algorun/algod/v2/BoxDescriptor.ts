// Original file: proto/algorun/algod/v2/algod.proto


/**
 * JSON keys: boxes, next-token, round.
 */
export interface BoxDescriptor {
  'name'?: (Buffer | Uint8Array | string);
  'value'?: (Buffer | Uint8Array | string);
  '_value'?: "value";
}

/**
 * JSON keys: boxes, next-token, round.
 */
export interface BoxDescriptor__Output {
  'name': (Buffer);
  'value'?: (Buffer);
  '_value'?: "value";
}
