// Original file: proto/algorun/admin/v1/admin.proto

import type { Long } from '@grpc/proto-loader';

/**
 * JSON key order: id, name, client_id, client_secret, redirect_uri, website, trusted.
 */
export interface OAuthApp {
  'id'?: (number | string | Long);
  'name'?: (string);
  'client_id'?: (string);
  'client_secret'?: (string);
  /**
   * The stored redirect_uris string, verbatim.
   */
  'redirect_uri'?: (string);
  /**
   * Unset = JSON null.
   */
  'website'?: (string);
  /**
   * Always set by algorun (never null).
   */
  'trusted'?: (boolean);
  '_website'?: "website";
  '_trusted'?: "trusted";
}

/**
 * JSON key order: id, name, client_id, client_secret, redirect_uri, website, trusted.
 */
export interface OAuthApp__Output {
  'id': (string);
  'name': (string);
  'client_id': (string);
  'client_secret': (string);
  /**
   * The stored redirect_uris string, verbatim.
   */
  'redirect_uri': (string);
  /**
   * Unset = JSON null.
   */
  'website'?: (string);
  /**
   * Always set by algorun (never null).
   */
  'trusted'?: (boolean);
  '_website'?: "website";
  '_trusted'?: "trusted";
}
