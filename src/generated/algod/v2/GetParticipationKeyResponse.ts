// Original file: proto/algod/v2/algod.proto

import type { ParticipationKey as _algod_v2_ParticipationKey, ParticipationKey__Output as _algod_v2_ParticipationKey__Output } from '../../algod/v2/ParticipationKey.js';

export interface GetParticipationKeyResponse {
  'participation_key'?: (_algod_v2_ParticipationKey | null);
}

export interface GetParticipationKeyResponse__Output {
  'participation_key': (_algod_v2_ParticipationKey__Output | null);
}
