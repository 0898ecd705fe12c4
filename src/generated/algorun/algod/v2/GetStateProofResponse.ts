// Original file: proto/algorun/algod/v2/algod.proto


export interface GetStateProofResponse {
  /**
   * msgpack of the state-proof transaction's message and proof; never produced by a dev node.
   */
  'state_proof_msgpack'?: (Buffer | Uint8Array | string);
}

export interface GetStateProofResponse__Output {
  /**
   * msgpack of the state-proof transaction's message and proof; never produced by a dev node.
   */
  'state_proof_msgpack': (Buffer);
}
