// Original file: proto/algorun/admin/v1/admin.proto

import type { Long } from '@grpc/proto-loader';

export interface IssueTokenResponse {
  'access_token'?: (string);
  /**
   * Always "Bearer".
   */
  'token_type'?: (string);
  'expires_in_seconds'?: (number | string | Long);
  /**
   * The granted scopes, space-separated.
   */
  'scope'?: (string);
  /**
   * Unix seconds.
   */
  'created_at'?: (number | string | Long);
}

export interface IssueTokenResponse__Output {
  'access_token': (string);
  /**
   * Always "Bearer".
   */
  'token_type': (string);
  'expires_in_seconds': (string);
  /**
   * The granted scopes, space-separated.
   */
  'scope': (string);
  /**
   * Unix seconds.
   */
  'created_at': (string);
}
