// Original file: proto/algod/v2/algod.proto


export interface GetLedgerStateDeltaResponse {
  /**
   * msgpack ledgercore.StateDelta.
   */
  'delta_msgpack'?: (Buffer | Uint8Array | string);
}

export interface GetLedgerStateDeltaResponse__Output {
  /**
   * msgpack ledgercore.StateDelta.
   */
  'delta_msgpack': (Buffer);
}
