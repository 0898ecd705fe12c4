// Original file: proto/algod/v2/algod.proto

import type { DryrunTxnResult as _algod_v2_DryrunTxnResult, DryrunTxnResult__Output as _algod_v2_DryrunTxnResult__Output } from '../../algod/v2/DryrunTxnResult.js';

export interface DryrunTealResponse {
  'error'?: (string);
  'protocol_version'?: (string);
  'txns'?: (_algod_v2_DryrunTxnResult)[];
}

export interface DryrunTealResponse__Output {
  'error': (string);
  'protocol_version': (string);
  'txns': (_algod_v2_DryrunTxnResult__Output)[];
}
