// Original file: proto/algorun/algod/v2/algod_models.proto

import type { EvalDeltaKeyValue as _algorun_algod_v2_EvalDeltaKeyValue, EvalDeltaKeyValue__Output as _algorun_algod_v2_EvalDeltaKeyValue__Output } from '../../../algorun/algod/v2/EvalDeltaKeyValue.js';

export interface AccountStateDelta {
  'address'?: (string);
  'delta'?: (_algorun_algod_v2_EvalDeltaKeyValue)[];
}

export interface AccountStateDelta__Output {
  'address': (string);
  'delta': (_algorun_algod_v2_EvalDeltaKeyValue__Output)[];
}
