// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface EvaluateGroupResponse {
  /**
   * True when SendRawTransaction would admit the group now.
   */
  'would_succeed'?: (boolean);
  /**
   * When it would not: the message SendRawTransaction would answer with.
   */
  'failure_message'?: (string);
  /**
   * The round the group was evaluated for (the next block's).
   */
  'round'?: (number | string | Long);
  /**
   * When it would succeed: one msgpack PendingTransactionResponse record per transaction (docs/spec/algod.md §10.7,
   * without confirmed-round), carrying its ApplyData: state deltas, logs, inner transactions, created ids.
   */
  'pending_transactions_msgpack'?: (Buffer | Uint8Array | string)[];
}

export interface EvaluateGroupResponse__Output {
  /**
   * True when SendRawTransaction would admit the group now.
   */
  'would_succeed': (boolean);
  /**
   * When it would not: the message SendRawTransaction would answer with.
   */
  'failure_message': (string);
  /**
   * The round the group was evaluated for (the next block's).
   */
  'round': (string);
  /**
   * When it would succeed: one msgpack PendingTransactionResponse record per transaction (docs/spec/algod.md §10.7,
   * without confirmed-round), carrying its ApplyData: state deltas, logs, inner transactions, created ids.
   */
  'pending_transactions_msgpack': (Buffer)[];
}
