// Original file: proto/algorun/algod/v2/algod.proto


export interface AbortCatchupRequest {
  'catchpoint'?: (string);
}

export interface AbortCatchupRequest__Output {
  'catchpoint': (string);
}
