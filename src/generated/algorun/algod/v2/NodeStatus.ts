// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

/**
 * GET /v2/status and wait-for-block-after. The upgrade_* fields exist only while an upgrade vote is open.
 */
export interface NodeStatus {
  'catchpoint'?: (string);
  'catchpoint_acquired_blocks'?: (number | string | Long);
  'catchpoint_processed_accounts'?: (number | string | Long);
  'catchpoint_processed_kvs'?: (number | string | Long);
  'catchpoint_total_accounts'?: (number | string | Long);
  'catchpoint_total_blocks'?: (number | string | Long);
  'catchpoint_total_kvs'?: (number | string | Long);
  'catchpoint_verified_accounts'?: (number | string | Long);
  'catchpoint_verified_kvs'?: (number | string | Long);
  /**
   * Nanoseconds.
   */
  'catchup_time'?: (number | string | Long);
  'last_catchpoint'?: (string);
  'last_round'?: (number | string | Long);
  'last_version'?: (string);
  'next_version'?: (string);
  'next_version_round'?: (number | string | Long);
  'next_version_supported'?: (boolean);
  'stopped_at_unsupported_round'?: (boolean);
  /**
   * Nanoseconds since the node last saw a new block.
   */
  'time_since_last_round'?: (number | string | Long);
  'upgrade_delay'?: (number | string | Long);
  'upgrade_next_protocol_vote_before'?: (number | string | Long);
  'upgrade_no_votes'?: (number | string | Long);
  'upgrade_node_vote'?: (boolean);
  'upgrade_vote_rounds'?: (number | string | Long);
  'upgrade_votes'?: (number | string | Long);
  'upgrade_votes_required'?: (number | string | Long);
  'upgrade_yes_votes'?: (number | string | Long);
  '_upgrade_delay'?: "upgrade_delay";
  '_upgrade_next_protocol_vote_before'?: "upgrade_next_protocol_vote_before";
  '_upgrade_no_votes'?: "upgrade_no_votes";
  '_upgrade_node_vote'?: "upgrade_node_vote";
  '_upgrade_vote_rounds'?: "upgrade_vote_rounds";
  '_upgrade_votes'?: "upgrade_votes";
  '_upgrade_votes_required'?: "upgrade_votes_required";
  '_upgrade_yes_votes'?: "upgrade_yes_votes";
}

/**
 * GET /v2/status and wait-for-block-after. The upgrade_* fields exist only while an upgrade vote is open.
 */
export interface NodeStatus__Output {
  'catchpoint': (string);
  'catchpoint_acquired_blocks': (string);
  'catchpoint_processed_accounts': (string);
  'catchpoint_processed_kvs': (string);
  'catchpoint_total_accounts': (string);
  'catchpoint_total_blocks': (string);
  'catchpoint_total_kvs': (string);
  'catchpoint_verified_accounts': (string);
  'catchpoint_verified_kvs': (string);
  /**
   * Nanoseconds.
   */
  'catchup_time': (string);
  'last_catchpoint': (string);
  'last_round': (string);
  'last_version': (string);
  'next_version': (string);
  'next_version_round': (string);
  'next_version_supported': (boolean);
  'stopped_at_unsupported_round': (boolean);
  /**
   * Nanoseconds since the node last saw a new block.
   */
  'time_since_last_round': (string);
  'upgrade_delay'?: (string);
  'upgrade_next_protocol_vote_before'?: (string);
  'upgrade_no_votes'?: (string);
  'upgrade_node_vote'?: (boolean);
  'upgrade_vote_rounds'?: (string);
  'upgrade_votes'?: (string);
  'upgrade_votes_required'?: (string);
  'upgrade_yes_votes'?: (string);
  '_upgrade_delay'?: "upgrade_delay";
  '_upgrade_next_protocol_vote_before'?: "upgrade_next_protocol_vote_before";
  '_upgrade_no_votes'?: "upgrade_no_votes";
  '_upgrade_node_vote'?: "upgrade_node_vote";
  '_upgrade_vote_rounds'?: "upgrade_vote_rounds";
  '_upgrade_votes'?: "upgrade_votes";
  '_upgrade_votes_required'?: "upgrade_votes_required";
  '_upgrade_yes_votes'?: "upgrade_yes_votes";
}
