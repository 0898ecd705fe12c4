// Original file: proto/algorun/algod/v2/algod_models.proto

import type { AccountParticipation as _algorun_algod_v2_AccountParticipation, AccountParticipation__Output as _algorun_algod_v2_AccountParticipation__Output } from '../../../algorun/algod/v2/AccountParticipation.js';
import type { Long } from '@grpc/proto-loader';

/**
 * Optional rounds are omitted when 0, except effective_first_valid, which is sent as 0 when
 * effective_last_valid is set.
 */
export interface ParticipationKey {
  'address'?: (string);
  'effective_first_valid'?: (number | string | Long);
  'effective_last_valid'?: (number | string | Long);
  'id'?: (string);
  'key'?: (_algorun_algod_v2_AccountParticipation | null);
  'last_block_proposal'?: (number | string | Long);
  'last_state_proof'?: (number | string | Long);
  'last_vote'?: (number | string | Long);
  '_effective_first_valid'?: "effective_first_valid";
  '_effective_last_valid'?: "effective_last_valid";
  '_last_block_proposal'?: "last_block_proposal";
  '_last_state_proof'?: "last_state_proof";
  '_last_vote'?: "last_vote";
}

/**
 * Optional rounds are omitted when 0, except effective_first_valid, which is sent as 0 when
 * effective_last_valid is set.
 */
export interface ParticipationKey__Output {
  'address': (string);
  'effective_first_valid'?: (string);
  'effective_last_valid'?: (string);
  'id': (string);
  'key': (_algorun_algod_v2_AccountParticipation__Output | null);
  'last_block_proposal'?: (string);
  'last_state_proof'?: (string);
  'last_vote'?: (string);
  '_effective_first_valid'?: "effective_first_valid";
  '_effective_last_valid'?: "effective_last_valid";
  '_last_block_proposal'?: "last_block_proposal";
  '_last_state_proof'?: "last_state_proof";
  '_last_vote'?: "last_vote";
}
