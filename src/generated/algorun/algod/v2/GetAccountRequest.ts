// Original file: proto/algorun/algod/v2/algod.proto

import type { ResponseFormat as _algorun_common_v1_ResponseFormat, ResponseFormat__Output as _algorun_common_v1_ResponseFormat__Output } from '../../../algorun/common/v1/ResponseFormat.js';

export interface GetAccountRequest {
  'address'?: (string);
  'format'?: (_algorun_common_v1_ResponseFormat);
  /**
   * Values of the comma-separated `exclude` parameter, as sent.
   */
  'exclude'?: (string)[];
}

export interface GetAccountRequest__Output {
  'address': (string);
  'format': (_algorun_common_v1_ResponseFormat__Output);
  /**
   * Values of the comma-separated `exclude` parameter, as sent.
   */
  'exclude': (string)[];
}
