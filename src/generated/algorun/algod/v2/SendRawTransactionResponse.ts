// Original file: proto/algorun/algod/v2/algod.proto


export interface SendRawTransactionResponse {
  /**
   * Rendered under the JSON key txId.
   */
  'tx_id'?: (string);
}

export interface SendRawTransactionResponse__Output {
  /**
   * Rendered under the JSON key txId.
   */
  'tx_id': (string);
}
