// Original file: proto/algorun/algod/v2/algod.proto


export interface DryrunTealRequest {
  /**
   * A DryrunRequest as JSON or msgpack (tried in that order).
   */
  'request'?: (Buffer | Uint8Array | string);
}

export interface DryrunTealRequest__Output {
  /**
   * A DryrunRequest as JSON or msgpack (tried in that order).
   */
  'request': (Buffer);
}
