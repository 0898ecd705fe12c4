// Original file: proto/algorun/kmd/v1/kmd.proto

import type { Wallet as _algorun_kmd_v1_Wallet, Wallet__Output as _algorun_kmd_v1_Wallet__Output } from '../../../algorun/kmd/v1/Wallet.js';

export interface CreateWalletResponse {
  'wallet'?: (_algorun_kmd_v1_Wallet | null);
}

export interface CreateWalletResponse__Output {
  'wallet': (_algorun_kmd_v1_Wallet__Output | null);
}
