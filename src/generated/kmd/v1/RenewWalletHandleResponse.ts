// Original file: proto/kmd/v1/kmd.proto

import type { WalletHandle as _kmd_v1_WalletHandle, WalletHandle__Output as _kmd_v1_WalletHandle__Output } from '../../kmd/v1/WalletHandle.js';

export interface RenewWalletHandleResponse {
  'wallet_handle'?: (_kmd_v1_WalletHandle | null);
}

export interface RenewWalletHandleResponse__Output {
  'wallet_handle': (_kmd_v1_WalletHandle__Output | null);
}
