// Original file: proto/algorun/algod/v2/algod.proto

import type { ParticipationKey as _algorun_algod_v2_ParticipationKey, ParticipationKey__Output as _algorun_algod_v2_ParticipationKey__Output } from '../../../algorun/algod/v2/ParticipationKey.js';

export interface GetParticipationKeyResponse {
  'participation_key'?: (_algorun_algod_v2_ParticipationKey | null);
}

export interface GetParticipationKeyResponse__Output {
  'participation_key': (_algorun_algod_v2_ParticipationKey__Output | null);
}
