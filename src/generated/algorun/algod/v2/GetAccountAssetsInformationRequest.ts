// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetAccountAssetsInformationRequest {
  'address'?: (string);
  /**
   * Absent = 1000 (upstream's default).
   */
  'limit'?: (number | string | Long);
  /**
   * The last asset id of the previous page, as sent.
   */
  'next'?: (string);
  '_limit'?: "limit";
  '_next'?: "next";
}

export interface GetAccountAssetsInformationRequest__Output {
  'address': (string);
  /**
   * Absent = 1000 (upstream's default).
   */
  'limit'?: (string);
  /**
   * The last asset id of the previous page, as sent.
   */
  'next'?: (string);
  '_limit'?: "limit";
  '_next'?: "next";
}
