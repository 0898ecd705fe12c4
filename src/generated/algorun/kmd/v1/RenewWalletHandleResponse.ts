// Original file: proto/algorun/kmd/v1/kmd.proto

import type { WalletHandle as _algorun_kmd_v1_WalletHandle, WalletHandle__Output as _algorun_kmd_v1_WalletHandle__Output } from '../../../algorun/kmd/v1/WalletHandle.js';

export interface RenewWalletHandleResponse {
  'wallet_handle'?: (_algorun_kmd_v1_WalletHandle | null);
}

export interface RenewWalletHandleResponse__Output {
  'wallet_handle': (_algorun_kmd_v1_WalletHandle__Output | null);
}
