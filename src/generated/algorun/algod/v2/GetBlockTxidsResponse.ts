// Original file: proto/algorun/algod/v2/algod.proto


export interface GetBlockTxidsResponse {
  /**
   * Top-level transaction ids in payset order; rendered under the JSON key blockTxids.
   */
  'block_txids'?: (string)[];
}

export interface GetBlockTxidsResponse__Output {
  /**
   * Top-level transaction ids in payset order; rendered under the JSON key blockTxids.
   */
  'block_txids': (string)[];
}
