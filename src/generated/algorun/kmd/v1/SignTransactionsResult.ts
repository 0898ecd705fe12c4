// Original file: proto/algorun/kmd/v1/kmd.proto

import type { CallError as _algorun_common_v1_CallError, CallError__Output as _algorun_common_v1_CallError__Output } from '../../../algorun/common/v1/CallError.js';

export interface SignTransactionsResult {
  /**
   * msgpack SignedTxn, byte-identical to SignTransaction's answer for the same input.
   */
  'signed_transaction'?: (Buffer | Uint8Array | string);
  'error'?: (_algorun_common_v1_CallError | null);
  'result'?: "signed_transaction"|"error";
}

export interface SignTransactionsResult__Output {
  /**
   * msgpack SignedTxn, byte-identical to SignTransaction's answer for the same input.
   */
  'signed_transaction'?: (Buffer);
  'error'?: (_algorun_common_v1_CallError__Output | null);
  'result'?: "signed_transaction"|"error";
}
