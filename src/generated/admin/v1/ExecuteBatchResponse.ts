// Original file: proto/admin/v1/admin.proto

import type { AdminReply as _admin_v1_AdminReply, AdminReply__Output as _admin_v1_AdminReply__Output } from '../../admin/v1/AdminReply.js';

export interface ExecuteBatchResponse {
  'replies'?: (_admin_v1_AdminReply)[];
}

export interface ExecuteBatchResponse__Output {
  'replies': (_admin_v1_AdminReply__Output)[];
}
