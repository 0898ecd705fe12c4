// Original file: proto/algod/v2/algod.proto

import type { ResponseFormat as _common_v1_ResponseFormat, ResponseFormat__Output as _common_v1_ResponseFormat__Output } from '../../common/v1/ResponseFormat.js';

export interface GetAccountRequest {
  'address'?: (string);
  'format'?: (_common_v1_ResponseFormat);
  /**
   * Values of the comma-separated `exclude` parameter, as sent.
   */
  'exclude'?: (string)[];
}

export interface GetAccountRequest__Output {
  'address': (string);
  'format': (_common_v1_ResponseFormat__Output);
  /**
   * Values of the comma-separated `exclude` parameter, as sent.
   */
  'exclude': (string)[];
}
