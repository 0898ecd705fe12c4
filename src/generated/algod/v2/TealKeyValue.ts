// Original file: proto/algod/v2/algod_models.proto

import type { TealValue as _algod_v2_TealValue, TealValue__Output as _algod_v2_TealValue__Output } from '../../algod/v2/TealValue.js';

export interface TealKeyValue {
  'key'?: (Buffer | Uint8Array | string);
  'value'?: (_algod_v2_TealValue | null);
}

export interface TealKeyValue__Output {
  'key': (Buffer);
  'value': (_algod_v2_TealValue__Output | null);
}
