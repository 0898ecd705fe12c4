// Original file: proto/algorun/algod/v2/algod.proto

import type { ResponseFormat as _algorun_common_v1_ResponseFormat, ResponseFormat__Output as _algorun_common_v1_ResponseFormat__Output } from '../../../algorun/common/v1/ResponseFormat.js';

export interface SimulateTransactionsRequest {
  /**
   * A SimulateRequest as msgpack or JSON (tried in that order), exactly as the REST body.
   */
  'request'?: (Buffer | Uint8Array | string);
  /**
   * Encoding of `simulate_response`: msgpack, or algod's codec JSON (the default).
   */
  'format'?: (_algorun_common_v1_ResponseFormat);
}

export interface SimulateTransactionsRequest__Output {
  /**
   * A SimulateRequest as msgpack or JSON (tried in that order), exactly as the REST body.
   */
  'request': (Buffer);
  /**
   * Encoding of `simulate_response`: msgpack, or algod's codec JSON (the default).
   */
  'format': (_algorun_common_v1_ResponseFormat__Output);
}
