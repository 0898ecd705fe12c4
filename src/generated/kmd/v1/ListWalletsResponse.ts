// Original file: proto/kmd/v1/kmd.proto

import type { Wallet as _kmd_v1_Wallet, Wallet__Output as _kmd_v1_Wallet__Output } from '../../kmd/v1/Wallet.js';

export interface ListWalletsResponse {
  'wallets'?: (_kmd_v1_Wallet)[];
}

export interface ListWalletsResponse__Output {
  'wallets': (_kmd_v1_Wallet__Output)[];
}
