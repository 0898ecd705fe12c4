// Original file: proto/algorun/algod/v2/algod.proto

import type { ParticipationKey as _algorun_algod_v2_ParticipationKey, ParticipationKey__Output as _algorun_algod_v2_ParticipationKey__Output } from '../../../algorun/algod/v2/ParticipationKey.js';

export interface ListParticipationKeysResponse {
  'participation_keys'?: (_algorun_algod_v2_ParticipationKey)[];
}

export interface ListParticipationKeysResponse__Output {
  'participation_keys': (_algorun_algod_v2_ParticipationKey__Output)[];
}
