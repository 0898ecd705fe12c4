// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetApplicationBoxesRequest {
  'application_id'?: (number | string | Long);
  /**
   * Legacy (unpaginated) listing: the most names wanted, 0 = no preference.
   */
  'max'?: (number | string | Long);
  /**
   * Paginated listing (any of limit, next, prefix, include_values, round selects it): page size, 0 = server's.
   */
  'limit'?: (number | string | Long);
  /**
   * Continuation token of the previous page (goal form, e.g. "b64:..."), as sent.
   */
  'next'?: (string);
  /**
   * Only names starting with this (goal form), as sent; "" = all.
   */
  'prefix'?: (string);
  'include_values'?: (boolean);
  'round'?: (number | string | Long);
  '_next'?: "next";
  '_round'?: "round";
}

export interface GetApplicationBoxesRequest__Output {
  'application_id': (string);
  /**
   * Legacy (unpaginated) listing: the most names wanted, 0 = no preference.
   */
  'max': (string);
  /**
   * Paginated listing (any of limit, next, prefix, include_values, round selects it): page size, 0 = server's.
   */
  'limit': (string);
  /**
   * Continuation token of the previous page (goal form, e.g. "b64:..."), as sent.
   */
  'next'?: (string);
  /**
   * Only names starting with this (goal form), as sent; "" = all.
   */
  'prefix': (string);
  'include_values': (boolean);
  'round'?: (string);
  '_next'?: "next";
  '_round'?: "round";
}
