// Original file: proto/algod/v2/algod_models.proto

import type { EvalDeltaKeyValue as _algod_v2_EvalDeltaKeyValue, EvalDeltaKeyValue__Output as _algod_v2_EvalDeltaKeyValue__Output } from '../../algod/v2/EvalDeltaKeyValue.js';

export interface AccountStateDelta {
  'address'?: (string);
  'delta'?: (_algod_v2_EvalDeltaKeyValue)[];
}

export interface AccountStateDelta__Output {
  'address': (string);
  'delta': (_algod_v2_EvalDeltaKeyValue__Output)[];
}
