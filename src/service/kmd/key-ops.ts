/**
 * Key and multisig-preimage operations of kmd (docs/spec/kmd.md §3.9–3.13, §3.16–3.19, §6.3, §7.5), in upstream's
 * check order: address first on export/delete routes, then the handle, then the password.
 *
 * Invariants:
 * - Generated keys: i = stored max index + 1, skipping indexes whose address is already in the wallet; the key and
 *   the new max index are written in one atomic commit under the wallet's lock. The max index never decreases.
 * - Imported keys keep only the 32-byte seed of the given 64 bytes (the public half is recomputed) and carry no
 *   index, so they are not recoverable from the MDK.
 * - Deleting an absent key or preimage succeeds (as upstream).
 */
import { multisigAddress } from '../../core/crypto/accounts.js';
import { encodeAddress } from '../../core/crypto/address.js';
import { keyPairFromSeed, zero } from '../../core/crypto/ed25519.js';
import { deriveKeyPair } from '../../core/crypto/kmd-derivation.js';
import { AppError } from '../../core/errors.js';
import type { KmdRequest, KmdResponse } from '../kmd-api.js';
import { parseAddress, walletOf, type KmdContext } from './context.js';
import type { Session } from './sessions.js';
import { openMaxIndex, sealMaxIndex, sealSecretKey } from './wallet-crypto.js';
import { accountKey, importedSeed } from './request-rules.js';

const MAX_KEY_INDEX = 1n << 63n;

/** @throws KMD_BAD_HANDLE, KMD_NO_MNEMONIC_UX, KMD_TOO_MANY_KEYS */
export async function generateKey(
  ctx: KmdContext,
  request: KmdRequest<'GenerateKey'>,
): Promise<KmdResponse<'GenerateKey'>> {
  const session = ctx.sessions.get(request.wallet_handle_token);
  if (request.display_mnemonic) throw new AppError('KMD_NO_MNEMONIC_UX');
  const publicKey = await ctx.repo.withLock(session.walletId, () => generateLocked(ctx, session));
  return { address: encodeAddress(publicKey) };
}

async function generateLocked(ctx: KmdContext, session: Session): Promise<Buffer> {
  const record = await walletOf(ctx, session.walletId);
  let index = openMaxIndex(session.mek, record.maxIndexBox);
  for (;;) {
    index += 1n;
    if (index >= MAX_KEY_INDEX) throw new AppError('KMD_TOO_MANY_KEYS');
    const pair = deriveKeyPair(session.mdk.bytes, index);
    try {
      if ((await ctx.repo.getKey(session.walletId, pair.publicKey)) !== undefined) continue;
      const sealed = sealSecretKey(session.mek, pair.secretKey);
      await ctx.repo.commit([
        ctx.repo.keyOp(session.walletId, pair.publicKey, { index, sealedSecretKey: sealed }),
        ctx.repo.walletOp({ ...record, maxIndexBox: sealMaxIndex(session.mek, index) }),
      ]);
      return pair.publicKey;
    } finally {
      zero(pair.secretKey);
    }
  }
}

/** @throws KMD_BAD_HANDLE, KMD_BAD_REQUEST_BODY, KMD_KEY_EXISTS */
export async function importKey(ctx: KmdContext, request: KmdRequest<'ImportKey'>): Promise<KmdResponse<'ImportKey'>> {
  const session = ctx.sessions.get(request.wallet_handle_token);
  const seed = Buffer.from(importedSeed(request.private_key));
  const pair = keyPairFromSeed(seed);
  zero(seed);
  try {
    await ctx.repo.withLock(session.walletId, async () => {
      if ((await ctx.repo.getKey(session.walletId, pair.publicKey)) !== undefined) {
        throw new AppError('KMD_KEY_EXISTS');
      }
      const sealed = sealSecretKey(session.mek, pair.secretKey);
      await ctx.repo.commit([
        ctx.repo.keyOp(session.walletId, pair.publicKey, { index: undefined, sealedSecretKey: sealed }),
      ]);
    });
  } finally {
    zero(pair.secretKey);
  }
  return { address: encodeAddress(pair.publicKey) };
}

/** @throws CORE_BAD_ADDRESS, KMD_BAD_HANDLE, CORE_DECRYPT_FAILED, KMD_KEY_NOT_FOUND, KMD_KEY_MISMATCH */
export async function exportKey(ctx: KmdContext, request: KmdRequest<'ExportKey'>): Promise<KmdResponse<'ExportKey'>> {
  const publicKey = parseAddress(request.address);
  const session = ctx.sessions.get(request.wallet_handle_token);
  session.checkPassword(request.wallet_password);
  return { private_key: await ctx.signer.secretKey(session, publicKey) };
}

/** @throws CORE_BAD_ADDRESS, KMD_BAD_HANDLE, CORE_DECRYPT_FAILED */
export async function deleteKey(ctx: KmdContext, request: KmdRequest<'DeleteKey'>): Promise<KmdResponse<'DeleteKey'>> {
  const publicKey = parseAddress(request.address);
  const session = ctx.sessions.get(request.wallet_handle_token);
  session.checkPassword(request.wallet_password);
  await ctx.repo.deleteKey(session.walletId, publicKey);
  ctx.sessions.forgetKey(session.walletId, publicKey);
  return {};
}

/** @throws KMD_BAD_HANDLE */
export async function listKeys(ctx: KmdContext, request: KmdRequest<'ListKeys'>): Promise<KmdResponse<'ListKeys'>> {
  const session = ctx.sessions.get(request.wallet_handle_token);
  const keys = await ctx.repo.listKeys(session.walletId);
  return { addresses: keys.map(encodeAddress) };
}

/** @throws KMD_BAD_HANDLE, CORE_BAD_MULTISIG (`unknown version`, `Invalid threshold`), KMD_KEY_EXISTS */
export async function importMultisig(
  ctx: KmdContext,
  request: KmdRequest<'ImportMultisig'>,
): Promise<KmdResponse<'ImportMultisig'>> {
  const session = ctx.sessions.get(request.wallet_handle_token);
  const pks = request.pks.map((pk) => Buffer.from(accountKey(pk)));
  const version = request.multisig_version;
  const threshold = request.threshold;
  if (version !== 1) throw new AppError('CORE_BAD_MULTISIG', 'unknown version');
  if (threshold === 0 || pks.length === 0 || threshold > pks.length) {
    throw new AppError('CORE_BAD_MULTISIG', 'Invalid threshold');
  }
  const address = multisigAddress(version, threshold, pks);
  await ctx.repo.withLock(session.walletId, async () => {
    if ((await ctx.repo.getMultisig(session.walletId, address)) !== undefined) throw new AppError('KMD_KEY_EXISTS');
    await ctx.repo.putMultisig(session.walletId, address, { version, threshold, pks });
  });
  return { address: encodeAddress(address) };
}

/** @throws CORE_BAD_ADDRESS, KMD_BAD_HANDLE, KMD_MULTISIG_NOT_FOUND, KMD_KEY_MISMATCH */
export async function exportMultisig(
  ctx: KmdContext,
  request: KmdRequest<'ExportMultisig'>,
): Promise<KmdResponse<'ExportMultisig'>> {
  const address = parseAddress(request.address);
  const session = ctx.sessions.get(request.wallet_handle_token);
  const record = await ctx.repo.getMultisig(session.walletId, address);
  if (record === undefined) throw new AppError('KMD_MULTISIG_NOT_FOUND');
  if (!multisigAddress(record.version, record.threshold, record.pks).equals(address)) {
    throw new AppError('KMD_KEY_MISMATCH');
  }
  return { multisig_version: record.version, pks: record.pks.map(encodeAddress), threshold: record.threshold };
}

/** @throws KMD_BAD_HANDLE */
export async function listMultisig(
  ctx: KmdContext,
  request: KmdRequest<'ListMultisig'>,
): Promise<KmdResponse<'ListMultisig'>> {
  const session = ctx.sessions.get(request.wallet_handle_token);
  return { addresses: (await ctx.repo.listMultisig(session.walletId)).map(encodeAddress) };
}

/** @throws CORE_BAD_ADDRESS, KMD_BAD_HANDLE, CORE_DECRYPT_FAILED */
export async function deleteMultisig(
  ctx: KmdContext,
  request: KmdRequest<'DeleteMultisig'>,
): Promise<KmdResponse<'DeleteMultisig'>> {
  const address = parseAddress(request.address);
  const session = ctx.sessions.get(request.wallet_handle_token);
  session.checkPassword(request.wallet_password);
  await ctx.repo.deleteMultisig(session.walletId, address);
  return {};
}
