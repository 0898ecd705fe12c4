// Original file: proto/algorun/algod/v2/algod.proto


export interface GetLedgerStateDeltaForTransactionGroupResponse {
  /**
   * format=msgpack: msgpack StateDeltaSubset.
   */
  'delta_msgpack'?: (Buffer | Uint8Array | string);
  /**
   * format=json: its go-codec JSON text.
   */
  'delta_json'?: (string);
}

export interface GetLedgerStateDeltaForTransactionGroupResponse__Output {
  /**
   * format=msgpack: msgpack StateDeltaSubset.
   */
  'delta_msgpack': (Buffer);
  /**
   * format=json: its go-codec JSON text.
   */
  'delta_json': (string);
}
