// Original file: proto/algorun/algod/v2/algod_models.proto

import type { TealValue as _algorun_algod_v2_TealValue, TealValue__Output as _algorun_algod_v2_TealValue__Output } from '../../../algorun/algod/v2/TealValue.js';

export interface TealKeyValue {
  'key'?: (Buffer | Uint8Array | string);
  'value'?: (_algorun_algod_v2_TealValue | null);
}

export interface TealKeyValue__Output {
  'key': (Buffer);
  'value': (_algorun_algod_v2_TealValue__Output | null);
}
