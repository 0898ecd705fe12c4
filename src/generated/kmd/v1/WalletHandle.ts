// Original file: proto/kmd/v1/kmd.proto

import type { Wallet as _kmd_v1_Wallet, Wallet__Output as _kmd_v1_Wallet__Output } from '../../kmd/v1/Wallet.js';
import type { Long } from '@grpc/proto-loader';

export interface WalletHandle {
  'expires_seconds'?: (number | string | Long);
  'wallet'?: (_kmd_v1_Wallet | null);
}

export interface WalletHandle__Output {
  'expires_seconds': (string);
  'wallet': (_kmd_v1_Wallet__Output | null);
}
