// Original file: proto/algorun/algod/v2/algod.proto


export interface GetBlockHashResponse {
  /**
   * Base32 (no padding) of SHA-512/256("BH" || header); rendered under the JSON key blockHash.
   */
  'block_hash'?: (string);
}

export interface GetBlockHashResponse__Output {
  /**
   * Base32 (no padding) of SHA-512/256("BH" || header); rendered under the JSON key blockHash.
   */
  'block_hash': (string);
}
