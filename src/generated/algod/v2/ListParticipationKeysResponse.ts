// Original file: proto/algod/v2/algod.proto

import type { ParticipationKey as _algod_v2_ParticipationKey, ParticipationKey__Output as _algod_v2_ParticipationKey__Output } from '../../algod/v2/ParticipationKey.js';

export interface ListParticipationKeysResponse {
  'participation_keys'?: (_algod_v2_ParticipationKey)[];
}

export interface ListParticipationKeysResponse__Output {
  'participation_keys': (_algod_v2_ParticipationKey__Output)[];
}
