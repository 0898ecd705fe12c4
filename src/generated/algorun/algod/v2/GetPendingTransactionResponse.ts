// Original file: proto/algorun/algod/v2/algod.proto


export interface GetPendingTransactionResponse {
  /**
   * msgpack PendingTransactionResponse record (docs/spec/algod.md §10.7).
   */
  'pending_transaction_msgpack'?: (Buffer | Uint8Array | string);
}

export interface GetPendingTransactionResponse__Output {
  /**
   * msgpack PendingTransactionResponse record (docs/spec/algod.md §10.7).
   */
  'pending_transaction_msgpack': (Buffer);
}
