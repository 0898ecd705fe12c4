// Original file: proto/admin/v1/admin.proto

import type { Long } from '@grpc/proto-loader';

export interface ListOAuthAppsRequest {
  'name'?: (string);
  'client_id'?: (string);
  /**
   * 1-based; the gateway fills in the default 1.
   */
  'page'?: (number | string | Long);
  /**
   * Filter; the gateway fills in the default false (upstream lists only untrusted apps by default).
   */
  'trusted'?: (boolean);
  /**
   * The gateway fills in the default 50.
   */
  'page_size'?: (number | string | Long);
  '_name'?: "name";
  '_client_id'?: "client_id";
}

export interface ListOAuthAppsRequest__Output {
  'name'?: (string);
  'client_id'?: (string);
  /**
   * 1-based; the gateway fills in the default 1.
   */
  'page': (string);
  /**
   * Filter; the gateway fills in the default false (upstream lists only untrusted apps by default).
   */
  'trusted': (boolean);
  /**
   * The gateway fills in the default 50.
   */
  'page_size': (string);
  '_name'?: "name";
  '_client_id'?: "client_id";
}
