// Original file: proto/algod/v2/algod_models.proto

import type { EvalDelta as _algod_v2_EvalDelta, EvalDelta__Output as _algod_v2_EvalDelta__Output } from '../../algod/v2/EvalDelta.js';

export interface EvalDeltaKeyValue {
  'key'?: (Buffer | Uint8Array | string);
  'value'?: (_algod_v2_EvalDelta | null);
}

export interface EvalDeltaKeyValue__Output {
  'key': (Buffer);
  'value': (_algod_v2_EvalDelta__Output | null);
}
