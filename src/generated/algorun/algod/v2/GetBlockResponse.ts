// Original file: proto/algorun/algod/v2/algod.proto


export interface GetBlockResponse {
  /**
   * msgpack map {"block": <block or header>, "cert"?: <certificate>}.
   */
  'block_msgpack'?: (Buffer | Uint8Array | string);
}

export interface GetBlockResponse__Output {
  /**
   * msgpack map {"block": <block or header>, "cert"?: <certificate>}.
   */
  'block_msgpack': (Buffer);
}
