// Original file: proto/algorun/algod/v2/algod.proto


export interface GetTransactionGroupLedgerStateDeltasForRoundResponse {
  /**
   * format=msgpack: msgpack {"Deltas": [{"Delta": StateDeltaSubset, "Ids": [...]}]}.
   */
  'deltas_msgpack'?: (Buffer | Uint8Array | string);
  /**
   * format=json: its go-codec JSON text.
   */
  'deltas_json'?: (string);
}

export interface GetTransactionGroupLedgerStateDeltasForRoundResponse__Output {
  /**
   * format=msgpack: msgpack {"Deltas": [{"Delta": StateDeltaSubset, "Ids": [...]}]}.
   */
  'deltas_msgpack': (Buffer);
  /**
   * format=json: its go-codec JSON text.
   */
  'deltas_json': (string);
}
