// Original file: proto/algod/v2/algod.proto


export interface GetLedgerStateDeltaForTransactionGroupResponse {
  'delta_msgpack'?: (Buffer | Uint8Array | string);
}

export interface GetLedgerStateDeltaForTransactionGroupResponse__Output {
  'delta_msgpack': (Buffer);
}
