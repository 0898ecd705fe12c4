// Original file: proto/algod/v2/algod.proto


export interface GetTransactionGroupLedgerStateDeltasForRoundResponse {
  /**
   * msgpack {"Deltas": [...]}.
   */
  'deltas_msgpack'?: (Buffer | Uint8Array | string);
}

export interface GetTransactionGroupLedgerStateDeltasForRoundResponse__Output {
  /**
   * msgpack {"Deltas": [...]}.
   */
  'deltas_msgpack': (Buffer);
}
