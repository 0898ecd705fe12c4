// Original file: proto/algorun/algod/v2/algod.proto

import type { AppCallLogs as _algorun_algod_v2_AppCallLogs, AppCallLogs__Output as _algorun_algod_v2_AppCallLogs__Output } from '../../../algorun/algod/v2/AppCallLogs.js';

export interface GetBlockLogsResponse {
  'logs'?: (_algorun_algod_v2_AppCallLogs)[];
}

export interface GetBlockLogsResponse__Output {
  'logs': (_algorun_algod_v2_AppCallLogs__Output)[];
}
