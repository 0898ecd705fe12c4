// Original file: proto/algorun/algod/v2/algod.proto


export interface StartCatchupResponse {
  'catchup_message'?: (string);
  /**
   * True when this call started a catch-up (HTTP 201); false when one was already running or not needed (200).
   */
  'started'?: (boolean);
}

export interface StartCatchupResponse__Output {
  'catchup_message': (string);
  /**
   * True when this call started a catch-up (HTTP 201); false when one was already running or not needed (200).
   */
  'started': (boolean);
}
