// Original file: proto/algorun/algod/v2/algod.proto


export interface AddParticipationKeyRequest {
  /**
   * The participation-key file as produced by `goal account addpartkey`.
   */
  'key_file'?: (Buffer | Uint8Array | string);
}

export interface AddParticipationKeyRequest__Output {
  /**
   * The participation-key file as produced by `goal account addpartkey`.
   */
  'key_file': (Buffer);
}
