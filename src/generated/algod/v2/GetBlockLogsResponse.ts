// Original file: proto/algod/v2/algod.proto

import type { AppCallLogs as _algod_v2_AppCallLogs, AppCallLogs__Output as _algod_v2_AppCallLogs__Output } from '../../algod/v2/AppCallLogs.js';

export interface GetBlockLogsResponse {
  'logs'?: (_algod_v2_AppCallLogs)[];
}

export interface GetBlockLogsResponse__Output {
  'logs': (_algod_v2_AppCallLogs__Output)[];
}
