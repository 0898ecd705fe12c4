// Original file: proto/algod/v2/algod.proto

import type { Account as _algod_v2_Account, Account__Output as _algod_v2_Account__Output } from '../../algod/v2/Account.js';

export interface GetAccountResponse {
  'account'?: (_algod_v2_Account | null);
  /**
   * format=msgpack: the ledger record as stored (not the Account model).
   */
  'account_msgpack'?: (Buffer | Uint8Array | string);
  'result'?: "account"|"account_msgpack";
}

export interface GetAccountResponse__Output {
  'account'?: (_algod_v2_Account__Output | null);
  /**
   * format=msgpack: the ledger record as stored (not the Account model).
   */
  'account_msgpack'?: (Buffer);
  'result'?: "account"|"account_msgpack";
}
