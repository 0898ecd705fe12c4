// Original file: proto/kmd/v1/kmd.proto

import type { Wallet as _kmd_v1_Wallet, Wallet__Output as _kmd_v1_Wallet__Output } from '../../kmd/v1/Wallet.js';

export interface CreateWalletResponse {
  'wallet'?: (_kmd_v1_Wallet | null);
}

export interface CreateWalletResponse__Output {
  'wallet': (_kmd_v1_Wallet__Output | null);
}
