// Original file: proto/kmd/v1/kmd.proto

import type { SignTransactionsResult as _kmd_v1_SignTransactionsResult, SignTransactionsResult__Output as _kmd_v1_SignTransactionsResult__Output } from '../../kmd/v1/SignTransactionsResult.js';

export interface SignTransactionsResponse {
  /**
   * One result per transaction, in request order.
   */
  'results'?: (_kmd_v1_SignTransactionsResult)[];
}

export interface SignTransactionsResponse__Output {
  /**
   * One result per transaction, in request order.
   */
  'results': (_kmd_v1_SignTransactionsResult__Output)[];
}
