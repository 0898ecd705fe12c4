/**
 * kmd deterministic keys (docs/spec/kmd.md §6.3, go-algorand daemon/kmd/wallet/driver/sqlite.go).
 *
 * Invariants:
 * - seed_i = HMAC-SHA-512/256(key = MDK, msg = "AlgorandDeterministicKey-" + decimal(i) || 0x01), i.e. one block
 *   of HKDF-Expand with the MDK as PRK and no Extract step; keypair = libsodium seed_keypair(seed_i).
 * - i is a uint64 (bigint). kmd's first generated key uses i = 1; index 0 is derivable but never generated.
 * - The MDK is exactly 32 bytes. The intermediate seed is zeroed; the secret key lives in sodium-guarded memory.
 */
import { createHmac } from 'node:crypto';
import { AppError } from '../errors.js';
import { keyPairFromSeed, zero, type KeyPair } from './ed25519.js';
import { MAX_UINT64 } from './accounts.js';

const MASTER_DERIVATION_KEY_BYTES = 32;
const INFO_PREFIX = 'AlgorandDeterministicKey-';
const HKDF_FIRST_BLOCK = Uint8Array.of(0x01);

function checkInputs(mdk: Uint8Array, index: bigint): void {
  if (mdk.length !== MASTER_DERIVATION_KEY_BYTES) {
    throw new AppError(
      'CORE_BAD_LENGTH',
      `master derivation key must be ${MASTER_DERIVATION_KEY_BYTES} bytes, got ${mdk.length}`,
    );
  }
  if (index < 0n || index > MAX_UINT64) {
    throw new AppError('CORE_BAD_ARGUMENT', `key index ${index} is not a uint64`);
  }
}

/**
 * The 32-byte ed25519 seed of key `index` (caller owns it and should zero it).
 * @throws CORE_BAD_LENGTH MDK not 32 bytes; CORE_BAD_ARGUMENT index outside uint64
 */
export function deriveKeySeed(mdk: Uint8Array, index: bigint): Buffer {
  checkInputs(mdk, index);
  return createHmac('sha512-256', mdk)
    .update(Buffer.from(INFO_PREFIX + index.toString(10), 'ascii'))
    .update(HKDF_FIRST_BLOCK)
    .digest();
}

/**
 * Keypair of key `index` derived from the wallet's master derivation key.
 * @throws CORE_BAD_LENGTH, CORE_BAD_ARGUMENT (see deriveKeySeed)
 */
export function deriveKeyPair(mdk: Uint8Array, index: bigint): KeyPair {
  const seed = deriveKeySeed(mdk, index);
  try {
    return keyPairFromSeed(seed);
  } finally {
    zero(seed);
  }
}
