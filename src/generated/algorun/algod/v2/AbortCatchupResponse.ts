// Original file: proto/algorun/algod/v2/algod.proto


export interface AbortCatchupResponse {
  'catchup_message'?: (string);
}

export interface AbortCatchupResponse__Output {
  'catchup_message': (string);
}
