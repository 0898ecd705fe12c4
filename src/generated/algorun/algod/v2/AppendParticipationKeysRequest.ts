// Original file: proto/algorun/algod/v2/algod.proto


export interface AppendParticipationKeysRequest {
  'participation_id'?: (string);
  /**
   * msgpack array of {rnd, key} state-proof signers.
   */
  'keys'?: (Buffer | Uint8Array | string);
}

export interface AppendParticipationKeysRequest__Output {
  'participation_id': (string);
  /**
   * msgpack array of {rnd, key} state-proof signers.
   */
  'keys': (Buffer);
}
