/**
 * Wallet-level kmd operations: list, create, init, rename, info, renew, release, master-key export
 * (docs/spec/kmd.md §3.1–3.8), in upstream's check order.
 *
 * Invariants:
 * - Names are at most 64 bytes (create and rename) and unique across wallets; a blank name at create becomes the
 *   wallet ID. Uniqueness is checked and the record written under one repository lock ('wallets').
 * - The password KDF runs before the lock (it is slow) and never on the event loop (wallet-crypto.ts). Init and
 *   rename check the password through the unlocker (a derivation on the first open in this process, a keyed hash
 *   afterwards, back-off on wrong passwords); rename drops the wallet's cached key, since it rewrites the record.
 * - Wallet listing order: upstream's database file name order, `<name>.<id>.db` (or `<id>.db` when the name is
 *   the ID), compared bytewise.
 */
import { randomBytes } from '../random.js';
import { AppError, isAppError } from '../../core/errors.js';
import type { WalletRecord } from '../../core/kmd/records.js';
import type { KmdRequest, KmdResponse } from '../kmd-api.js';
import type { Session } from './sessions.js';
import {
  DRIVER_ALIASES,
  DRIVER_NAME,
  MAX_WALLET_NAME_BYTES,
  walletMessage,
  walletOf,
  type KmdContext,
} from './context.js';
import { WALLET_ID_BYTES } from '../../store/schema.js';
import { isAllZero } from '../../core/bytes.js';

const WALLETS_LOCK = 'wallets';

function fileName(record: WalletRecord): Buffer {
  return Buffer.from(record.name === record.id ? `${record.id}.db` : `${record.name}.${record.id}.db`, 'utf8');
}

export async function listWallets(ctx: KmdContext): Promise<KmdResponse<'ListWallets'>> {
  const records = await ctx.repo.listWallets();
  records.sort((a, b) => Buffer.compare(fileName(a), fileName(b)));
  return { wallets: records.map(walletMessage) };
}

function checkName(name: string): void {
  if (Buffer.byteLength(name, 'utf8') > MAX_WALLET_NAME_BYTES) throw new AppError('KMD_NAME_TOO_LONG');
}

async function assertNameFree(ctx: KmdContext, name: string): Promise<void> {
  const wallets = await ctx.repo.listWallets();
  if (wallets.some((w) => w.name === name)) throw new AppError('KMD_DUPLICATE_NAME');
}

/**
 * @throws KMD_UNKNOWN_DRIVER, KMD_NOT_SUPPORTED, KMD_NAME_TOO_LONG, KMD_DUPLICATE_NAME, CORE_STORE_FAILURE
 */
export async function createWallet(
  ctx: KmdContext,
  request: KmdRequest<'CreateWallet'>,
  clock: () => number = Date.now,
): Promise<KmdResponse<'CreateWallet'>> {
  const driver = request.wallet_driver_name ?? 'sqlite'; // unset only over gRPC (REST sends the body's value)
  if (driver === 'ledger') throw new AppError('KMD_NOT_SUPPORTED');
  if (!DRIVER_ALIASES.has(driver)) throw new AppError('KMD_UNKNOWN_DRIVER');
  checkName(request.wallet_name);
  if (request.wallet_name !== '') await assertNameFree(ctx, request.wallet_name);
  const given = request.master_derivation_key;
  const mdk = isAllZero(given) ? randomBytes(32) : Buffer.from(given);
  let sealed;
  try {
    sealed = await ctx.crypto.createBoxes(request.wallet_password, mdk);
  } finally {
    mdk.fill(0);
  }
  const { mek, kdfMs, ...boxes } = sealed;
  try {
    const record = await ctx.repo.withLock(WALLETS_LOCK, async () => {
      let id: string;
      do id = randomBytes(WALLET_ID_BYTES).toString('hex');
      while ((await ctx.repo.getWallet(id)) !== undefined);
      const name = request.wallet_name === '' ? id : request.wallet_name;
      await assertNameFree(ctx, name);
      const created: WalletRecord = { id, name, driver: DRIVER_NAME, createdMs: clock(), ...boxes };
      await ctx.repo.commit([ctx.repo.walletOp(created)]);
      return created;
    });
    ctx.unlocker.remember(record, request.wallet_password, mek, kdfMs);
    return { wallet: walletMessage(record) };
  } finally {
    mek.release();
  }
}

/** @throws KMD_WALLET_NOT_FOUND, KMD_UNLOCK_FAILED (401) */
export async function initWalletHandle(
  ctx: KmdContext,
  request: KmdRequest<'InitWalletHandle'>,
): Promise<KmdResponse<'InitWalletHandle'>> {
  const record = await ctx.repo.getWallet(request.wallet_id);
  if (record === undefined) {
    ctx.unlocker.forget(request.wallet_id);
    throw new AppError('KMD_WALLET_NOT_FOUND');
  }
  let keys;
  try {
    keys = await ctx.unlocker.unlock(record, request.wallet_password);
  } catch (error) {
    if (isAppError(error) && error.code.startsWith('CORE_DECRYPT')) throw new AppError('KMD_UNLOCK_FAILED');
    throw error;
  }
  return { wallet_handle_token: ctx.sessions.open(record.id, keys, request.wallet_password) };
}

/** @throws KMD_WALLET_NOT_FOUND, KMD_NAME_TOO_LONG, KMD_DUPLICATE_NAME, CORE_DECRYPT_FAILED (400) */
export async function renameWallet(
  ctx: KmdContext,
  request: KmdRequest<'RenameWallet'>,
): Promise<KmdResponse<'RenameWallet'>> {
  const found = await ctx.repo.getWallet(request.wallet_id);
  if (found === undefined) throw new AppError('KMD_WALLET_NOT_FOUND');
  checkName(request.wallet_name);
  await assertNameFree(ctx, request.wallet_name);
  const keys = await ctx.unlocker.unlock(found, request.wallet_password);
  keys.mek.release();
  keys.mdk.release();
  const renamed = await ctx.repo.withLock(WALLETS_LOCK, () =>
    ctx.repo.withLock(found.id, async () => {
      await assertNameFree(ctx, request.wallet_name);
      const current = await walletOf(ctx, found.id);
      const next = { ...current, name: request.wallet_name };
      await ctx.repo.commit([ctx.repo.walletOp(next)]);
      ctx.unlocker.forget(found.id);
      return next;
    }),
  );
  return { wallet: walletMessage(renamed) };
}

async function handleMessage(ctx: KmdContext, session: Session): Promise<KmdResponse<'GetWalletInfo'>> {
  const record = await walletOf(ctx, session.walletId);
  const expires = ctx.sessions.remainingSeconds(session);
  return { wallet_handle: { expires_seconds: String(expires), wallet: walletMessage(record) } };
}

/** @throws KMD_BAD_HANDLE */
export function getWalletInfo(ctx: KmdContext, request: KmdRequest<'GetWalletInfo'>) {
  return handleMessage(ctx, ctx.sessions.get(request.wallet_handle_token));
}

/** @throws KMD_BAD_HANDLE */
export function renewWalletHandle(ctx: KmdContext, request: KmdRequest<'RenewWalletHandle'>) {
  return handleMessage(ctx, ctx.sessions.renew(request.wallet_handle_token));
}

/** @throws KMD_BAD_HANDLE */
export function releaseWalletHandle(ctx: KmdContext, request: KmdRequest<'ReleaseWalletHandle'>) {
  ctx.sessions.release(request.wallet_handle_token);
  return {};
}

/** @throws KMD_BAD_HANDLE, CORE_DECRYPT_FAILED */
export function exportMasterKey(
  ctx: KmdContext,
  request: KmdRequest<'ExportMasterKey'>,
): KmdResponse<'ExportMasterKey'> {
  const session = ctx.sessions.get(request.wallet_handle_token);
  session.checkPassword(request.wallet_password);
  return { master_derivation_key: Buffer.from(session.mdk.bytes) };
}
