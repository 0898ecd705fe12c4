// Original file: proto/algorun/algod/v2/algod_models.proto

import type { EvalDelta as _algorun_algod_v2_EvalDelta, EvalDelta__Output as _algorun_algod_v2_EvalDelta__Output } from '../../../algorun/algod/v2/EvalDelta.js';

export interface EvalDeltaKeyValue {
  'key'?: (Buffer | Uint8Array | string);
  'value'?: (_algorun_algod_v2_EvalDelta | null);
}

export interface EvalDeltaKeyValue__Output {
  'key': (Buffer);
  'value': (_algorun_algod_v2_EvalDelta__Output | null);
}
