// Original file: proto/kmd/v1/kmd.proto

import type { WalletHandle as _kmd_v1_WalletHandle, WalletHandle__Output as _kmd_v1_WalletHandle__Output } from '../../kmd/v1/WalletHandle.js';

export interface GetWalletInfoResponse {
  'wallet_handle'?: (_kmd_v1_WalletHandle | null);
}

export interface GetWalletInfoResponse__Output {
  'wallet_handle': (_kmd_v1_WalletHandle__Output | null);
}
