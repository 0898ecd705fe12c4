// Original file: proto/algorun/admin/v1/admin.proto

import type { AdminCall as _algorun_admin_v1_AdminCall, AdminCall__Output as _algorun_admin_v1_AdminCall__Output } from '../../../algorun/admin/v1/AdminCall.js';

export interface ExecuteBatchRequest {
  'calls'?: (_algorun_admin_v1_AdminCall)[];
}

export interface ExecuteBatchRequest__Output {
  'calls': (_algorun_admin_v1_AdminCall__Output)[];
}
