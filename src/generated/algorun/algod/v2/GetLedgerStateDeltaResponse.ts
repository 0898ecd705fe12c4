// Original file: proto/algorun/algod/v2/algod.proto


export interface GetLedgerStateDeltaResponse {
  /**
   * format=msgpack: the canonical msgpack ledgercore.StateDelta.
   */
  'delta_msgpack'?: (Buffer | Uint8Array | string);
  /**
   * format=json: its go-codec JSON text (Txleases null, as upstream).
   */
  'delta_json'?: (string);
}

export interface GetLedgerStateDeltaResponse__Output {
  /**
   * format=msgpack: the canonical msgpack ledgercore.StateDelta.
   */
  'delta_msgpack': (Buffer);
  /**
   * format=json: its go-codec JSON text (Txleases null, as upstream).
   */
  'delta_json': (string);
}
