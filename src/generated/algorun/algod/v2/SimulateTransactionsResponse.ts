// Original file: proto/algorun/algod/v2/algod.proto


export interface SimulateTransactionsResponse {
  /**
   * The SimulateResponse in the requested encoding (docs/spec/simulate.md): canonical msgpack, or codec JSON
   * with sorted keys as algod writes it.
   */
  'simulate_response'?: (Buffer | Uint8Array | string);
}

export interface SimulateTransactionsResponse__Output {
  /**
   * The SimulateResponse in the requested encoding (docs/spec/simulate.md): canonical msgpack, or codec JSON
   * with sorted keys as algod writes it.
   */
  'simulate_response': (Buffer);
}
