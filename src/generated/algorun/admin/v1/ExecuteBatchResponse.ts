// Original file: proto/algorun/admin/v1/admin.proto

import type { AdminReply as _algorun_admin_v1_AdminReply, AdminReply__Output as _algorun_admin_v1_AdminReply__Output } from '../../../algorun/admin/v1/AdminReply.js';

export interface ExecuteBatchResponse {
  'replies'?: (_algorun_admin_v1_AdminReply)[];
}

export interface ExecuteBatchResponse__Output {
  'replies': (_algorun_admin_v1_AdminReply__Output)[];
}
