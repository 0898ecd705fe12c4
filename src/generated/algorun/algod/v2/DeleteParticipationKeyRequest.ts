// Original file: proto/algorun/algod/v2/algod.proto


export interface DeleteParticipationKeyRequest {
  'participation_id'?: (string);
}

export interface DeleteParticipationKeyRequest__Output {
  'participation_id': (string);
}
