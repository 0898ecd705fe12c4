// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: application-index, logs, txId (the outer transaction's id, also for inner calls' logs).
 */
export interface AppCallLogs {
  'application_index'?: (number | string | Long);
  'logs'?: (Buffer | Uint8Array | string)[];
  'tx_id'?: (string);
}

/**
 * JSON keys: application-index, logs, txId (the outer transaction's id, also for inner calls' logs).
 */
export interface AppCallLogs__Output {
  'application_index': (string);
  'logs': (Buffer)[];
  'tx_id': (string);
}
