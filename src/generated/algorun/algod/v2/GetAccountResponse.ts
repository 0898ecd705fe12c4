// Original file: proto/algorun/algod/v2/algod.proto

import type { Account as _algorun_algod_v2_Account, Account__Output as _algorun_algod_v2_Account__Output } from '../../../algorun/algod/v2/Account.js';

export interface GetAccountResponse {
  'account'?: (_algorun_algod_v2_Account | null);
  /**
   * format=msgpack: the ledger record as stored (not the Account model).
   */
  'account_msgpack'?: (Buffer | Uint8Array | string);
  'result'?: "account"|"account_msgpack";
}

export interface GetAccountResponse__Output {
  'account'?: (_algorun_algod_v2_Account__Output | null);
  /**
   * format=msgpack: the ledger record as stored (not the Account model).
   */
  'account_msgpack'?: (Buffer);
  'result'?: "account"|"account_msgpack";
}
