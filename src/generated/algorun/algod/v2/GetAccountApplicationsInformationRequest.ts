// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetAccountApplicationsInformationRequest {
  'address'?: (string);
  'limit'?: (number | string | Long);
  'next'?: (string);
  /**
   * Values of the comma-separated `include` parameter; "params" adds each app's params.
   */
  'include'?: (string)[];
  '_limit'?: "limit";
  '_next'?: "next";
}

export interface GetAccountApplicationsInformationRequest__Output {
  'address': (string);
  'limit'?: (string);
  'next'?: (string);
  /**
   * Values of the comma-separated `include` parameter; "params" adds each app's params.
   */
  'include': (string)[];
  '_limit'?: "limit";
  '_next'?: "next";
}
