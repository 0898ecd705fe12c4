// Original file: proto/algorun/kmd/v1/kmd.proto

import type { Wallet as _algorun_kmd_v1_Wallet, Wallet__Output as _algorun_kmd_v1_Wallet__Output } from '../../../algorun/kmd/v1/Wallet.js';
import type { Long } from '@grpc/proto-loader';

export interface WalletHandle {
  'expires_seconds'?: (number | string | Long);
  'wallet'?: (_algorun_kmd_v1_Wallet | null);
}

export interface WalletHandle__Output {
  'expires_seconds': (string);
  'wallet': (_algorun_kmd_v1_Wallet__Output | null);
}
