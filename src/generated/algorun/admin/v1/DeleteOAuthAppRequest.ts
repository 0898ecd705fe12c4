// Original file: proto/algorun/admin/v1/admin.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteOAuthAppRequest {
  'id'?: (number | string | Long);
}

export interface DeleteOAuthAppRequest__Output {
  'id': (string);
}
