// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

export interface AccountParticipation {
  'selection_participation_key'?: (Buffer | Uint8Array | string);
  'state_proof_key'?: (Buffer | Uint8Array | string);
  'vote_first_valid'?: (number | string | Long);
  'vote_key_dilution'?: (number | string | Long);
  'vote_last_valid'?: (number | string | Long);
  'vote_participation_key'?: (Buffer | Uint8Array | string);
  '_state_proof_key'?: "state_proof_key";
}

export interface AccountParticipation__Output {
  'selection_participation_key': (Buffer);
  'state_proof_key'?: (Buffer);
  'vote_first_valid': (string);
  'vote_key_dilution': (string);
  'vote_last_valid': (string);
  'vote_participation_key': (Buffer);
  '_state_proof_key'?: "state_proof_key";
}
