// Original file: proto/algorun/admin/v1/admin.proto

import type { Long } from '@grpc/proto-loader';

export interface ListOAuthAppsRequest {
  'name'?: (string);
  'client_id'?: (string);
  /**
   * 1-based; unset = 1 (the REST default).
   */
  'page'?: (number | string | Long);
  /**
   * Filter; unset = false, so by default only untrusted apps are listed (as upstream does).
   */
  'trusted'?: (boolean);
  /**
   * Unset = 50 (the REST default).
   */
  'page_size'?: (number | string | Long);
  '_name'?: "name";
  '_client_id'?: "client_id";
  '_page'?: "page";
  '_page_size'?: "page_size";
}

export interface ListOAuthAppsRequest__Output {
  'name'?: (string);
  'client_id'?: (string);
  /**
   * 1-based; unset = 1 (the REST default).
   */
  'page'?: (string);
  /**
   * Filter; unset = false, so by default only untrusted apps are listed (as upstream does).
   */
  'trusted': (boolean);
  /**
   * Unset = 50 (the REST default).
   */
  'page_size'?: (string);
  '_name'?: "name";
  '_client_id'?: "client_id";
  '_page'?: "page";
  '_page_size'?: "page_size";
}
