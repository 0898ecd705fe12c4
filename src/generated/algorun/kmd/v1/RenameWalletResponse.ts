// Original file: proto/algorun/kmd/v1/kmd.proto

import type { Wallet as _algorun_kmd_v1_Wallet, Wallet__Output as _algorun_kmd_v1_Wallet__Output } from '../../../algorun/kmd/v1/Wallet.js';

export interface RenameWalletResponse {
  'wallet'?: (_algorun_kmd_v1_Wallet | null);
}

export interface RenameWalletResponse__Output {
  'wallet': (_algorun_kmd_v1_Wallet__Output | null);
}
