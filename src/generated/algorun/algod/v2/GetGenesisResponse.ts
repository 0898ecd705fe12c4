// Original file: proto/algorun/algod/v2/algod.proto


export interface GetGenesisResponse {
  /**
   * The genesis file text, served verbatim.
   */
  'genesis_json'?: (string);
}

export interface GetGenesisResponse__Output {
  /**
   * The genesis file text, served verbatim.
   */
  'genesis_json': (string);
}
