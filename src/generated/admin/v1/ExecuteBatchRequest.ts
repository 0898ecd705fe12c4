// Original file: proto/admin/v1/admin.proto

import type { AdminCall as _admin_v1_AdminCall, AdminCall__Output as _admin_v1_AdminCall__Output } from '../../admin/v1/AdminCall.js';

export interface ExecuteBatchRequest {
  'calls'?: (_admin_v1_AdminCall)[];
}

export interface ExecuteBatchRequest__Output {
  'calls': (_admin_v1_AdminCall__Output)[];
}
