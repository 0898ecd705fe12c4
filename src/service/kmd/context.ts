/**
 * What the kmd service's operation modules share: the repository, the encryption helper, the unlocker, the
 * handle table and the signer; plus the driver constants and the small request helpers every route uses.
 *
 * Invariants: addresses in requests parse only when canonical (`could not decode address`, 400); responses carry
 * canonical addresses.
 */
import { decodeAddress } from '../../core/crypto/address.js';
import { AppError } from '../../core/errors.js';
import type { WalletRecord } from '../../core/kmd/records.js';
import type { Wallet__Output } from '../../generated/algorun/kmd/v1/Wallet.js';
import type { SessionTable } from './sessions.js';
import type { KmdSigner } from './signing.js';
import type { WalletCrypto } from './wallet-crypto.js';
import type { WalletUnlocker } from './wallet-unlocker.js';
import type { WalletRepository } from './wallet-repository.js';

/** Our wallet driver (RocksDB-backed); `sqlite`, the SDK's default driver name, is accepted as an alias. */
export const DRIVER_NAME = 'algorun';
const DRIVER_VERSION = 1;
export const DRIVER_ALIASES: ReadonlySet<string> = new Set([DRIVER_NAME, 'sqlite']);
const SUPPORTED_TXS: readonly string[] = Object.freeze(['pay', 'keyreg']);
export const MAX_WALLET_NAME_BYTES = 64;

export interface KmdContext {
  readonly repo: WalletRepository;
  readonly crypto: WalletCrypto;
  /** Password checks of init and rename: cached keys, back-off (wallet-unlocker.ts). */
  readonly unlocker: WalletUnlocker;
  readonly sessions: SessionTable;
  readonly signer: KmdSigner;
}

/** @throws CORE_BAD_ADDRESS (`could not decode address`) */
export function parseAddress(text: string): Buffer {
  try {
    return decodeAddress(text);
  } catch {
    throw new AppError('CORE_BAD_ADDRESS');
  }
}

export function walletMessage(record: WalletRecord): Wallet__Output {
  return {
    driver_name: DRIVER_NAME,
    driver_version: DRIVER_VERSION,
    id: record.id,
    mnemonic_ux: false,
    name: record.name,
    supported_txs: [...SUPPORTED_TXS],
  };
}

/** The wallet of a live handle. @throws CORE_INTERNAL when it vanished (there is no wallet delete route) */
export async function walletOf(ctx: KmdContext, walletId: string): Promise<WalletRecord> {
  const record = await ctx.repo.getWallet(walletId);
  if (record === undefined) throw new AppError('CORE_INTERNAL', 'wallet of the handle is missing');
  return record;
}
