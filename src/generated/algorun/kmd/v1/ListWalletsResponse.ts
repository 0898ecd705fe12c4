// Original file: proto/algorun/kmd/v1/kmd.proto

import type { Wallet as _algorun_kmd_v1_Wallet, Wallet__Output as _algorun_kmd_v1_Wallet__Output } from '../../../algorun/kmd/v1/Wallet.js';

export interface ListWalletsResponse {
  'wallets'?: (_algorun_kmd_v1_Wallet)[];
}

export interface ListWalletsResponse__Output {
  'wallets': (_algorun_kmd_v1_Wallet__Output)[];
}
