// Original file: proto/algorun/algod/v2/algod.proto


export interface GetParticipationKeyRequest {
  'participation_id'?: (string);
}

export interface GetParticipationKeyRequest__Output {
  'participation_id': (string);
}
