// Original file: proto/algorun/algod/v2/algod.proto

import type { DryrunTxnResult as _algorun_algod_v2_DryrunTxnResult, DryrunTxnResult__Output as _algorun_algod_v2_DryrunTxnResult__Output } from '../../../algorun/algod/v2/DryrunTxnResult.js';

export interface DryrunTealResponse {
  'error'?: (string);
  'protocol_version'?: (string);
  'txns'?: (_algorun_algod_v2_DryrunTxnResult)[];
}

export interface DryrunTealResponse__Output {
  'error': (string);
  'protocol_version': (string);
  'txns': (_algorun_algod_v2_DryrunTxnResult__Output)[];
}
