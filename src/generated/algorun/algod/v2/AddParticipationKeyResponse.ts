// Original file: proto/algorun/algod/v2/algod.proto


export interface AddParticipationKeyResponse {
  /**
   * Rendered under the JSON key partId.
   */
  'part_id'?: (string);
}

export interface AddParticipationKeyResponse__Output {
  /**
   * Rendered under the JSON key partId.
   */
  'part_id': (string);
}
