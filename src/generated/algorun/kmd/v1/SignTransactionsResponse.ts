// Original file: proto/algorun/kmd/v1/kmd.proto

import type { SignTransactionsResult as _algorun_kmd_v1_SignTransactionsResult, SignTransactionsResult__Output as _algorun_kmd_v1_SignTransactionsResult__Output } from '../../../algorun/kmd/v1/SignTransactionsResult.js';

export interface SignTransactionsResponse {
  /**
   * One result per transaction, in request order.
   */
  'results'?: (_algorun_kmd_v1_SignTransactionsResult)[];
}

export interface SignTransactionsResponse__Output {
  /**
   * One result per transaction, in request order.
   */
  'results': (_algorun_kmd_v1_SignTransactionsResult__Output)[];
}
