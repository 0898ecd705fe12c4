/**
 * Authenticated encryption at rest (docs/spec/kmd.md §6.5): NaCl secretbox (XSalsa20-Poly1305) with a type tag.
 *
 * Layouts (all ours; nothing upstream reads them):
 * - sealed box   = nonce(24, random per call) || secretbox(frame)          where frame = u8 len(tag) || tag || data
 * - password box = 0x01 (format) || 0x01 (argon2id13) || opsLimit u32be || memLimitBytes u64be || salt(16)
 *                  || sealed box under deriveKeyFromPassword(password, those parameters)
 *
 * Invariants:
 * - The tag is inside the authenticated plaintext, so it cannot be swapped without the key; `open` checks it after
 *   authentication and reports a mismatch distinctly from a failed authentication (kmd's two texts).
 * - The password-box header is not separately authenticated: changing any parameter or the salt changes the key,
 *   so authentication fails. Out-of-range parameters are rejected before any work (password-kdf.ts).
 * - Decrypted plaintext is returned as a `Secret`; intermediate frames are zeroed.
 */
import sodium from 'sodium-native';
import { AppError } from '../errors.js';
import { asBuffer } from '../bytes.js';
import {
  checkKdfParams,
  deriveKeyFromPassword,
  newKdfParams,
  KDF_ALGORITHM,
  KDF_SALT_BYTES,
  type KdfParams,
} from './password-kdf.js';
import type { RandomSource } from './random.js';
import { Secret } from './secret.js';

const SECRETBOX_KEY_BYTES: number = sodium.crypto_secretbox_KEYBYTES;
export const SECRETBOX_NONCE_BYTES: number = sodium.crypto_secretbox_NONCEBYTES;
export const SECRETBOX_MAC_BYTES: number = sodium.crypto_secretbox_MACBYTES;

/** The type tags kmd uses; any ASCII string of 1..255 bytes is accepted. */
export type BoxTag = 'master_key' | 'master_derivation_key' | 'secret_key' | 'max_key_idx' | (string & {});

const PASSWORD_BOX_FORMAT = 0x01;
const PASSWORD_BOX_ARGON2ID13 = 0x01;
const PASSWORD_HEADER_BYTES = 2 + 4 + 8 + KDF_SALT_BYTES;

function tagBytes(tag: BoxTag): Buffer {
  const bytes = Buffer.from(tag, 'ascii');
  if (bytes.length === 0 || bytes.length > 255) {
    throw new AppError('CORE_BAD_ARGUMENT', 'box tag must be 1..255 ASCII bytes');
  }
  return bytes;
}

function requireKey(key: Uint8Array): void {
  if (key.length !== SECRETBOX_KEY_BYTES) {
    throw new AppError('CORE_BAD_LENGTH', `secretbox key must be ${SECRETBOX_KEY_BYTES} bytes, got ${key.length}`);
  }
}

/**
 * Encrypts `data` under a 32-byte key with a fresh nonce drawn from `random`.
 * @throws CORE_BAD_LENGTH key size; CORE_BAD_ARGUMENT bad tag
 */
export function seal(key: Uint8Array, tag: BoxTag, data: Uint8Array, random: RandomSource): Buffer {
  requireKey(key);
  const t = tagBytes(tag);
  const frame = Buffer.alloc(1 + t.length + data.length);
  frame[0] = t.length;
  t.copy(frame, 1);
  frame.set(data, 1 + t.length);
  const out = Buffer.alloc(SECRETBOX_NONCE_BYTES + SECRETBOX_MAC_BYTES + frame.length);
  const nonce = out.subarray(0, SECRETBOX_NONCE_BYTES);
  const fresh = random(SECRETBOX_NONCE_BYTES);
  if (fresh.length !== SECRETBOX_NONCE_BYTES)
    throw new AppError('CORE_BAD_LENGTH', 'random source returned a short nonce');
  nonce.set(fresh);
  sodium.crypto_secretbox_easy(out.subarray(SECRETBOX_NONCE_BYTES), frame, nonce, asBuffer(key));
  sodium.sodium_memzero(frame);
  return out;
}

/**
 * Decrypts a sealed box and checks its tag.
 * @throws CORE_DECRYPT_FAILED authentication failed (wrong key/password, or tampered);
 *   CORE_DECRYPT_WRONG_TYPE authentic but holds another kind of data; CORE_BAD_LENGTH key size
 */
export function open(key: Uint8Array, tag: BoxTag, sealed: Uint8Array): Secret {
  requireKey(key);
  const expected = tagBytes(tag);
  if (sealed.length < SECRETBOX_NONCE_BYTES + SECRETBOX_MAC_BYTES + 1) throw new AppError('CORE_DECRYPT_FAILED');
  const box = asBuffer(sealed);
  const frame = Secret.alloc(box.length - SECRETBOX_NONCE_BYTES - SECRETBOX_MAC_BYTES);
  try {
    const nonce = box.subarray(0, SECRETBOX_NONCE_BYTES);
    const cipher = box.subarray(SECRETBOX_NONCE_BYTES);
    const ok = sodium.crypto_secretbox_open_easy(frame.bytes, cipher, nonce, asBuffer(key));
    if (!ok) throw new AppError('CORE_DECRYPT_FAILED');
    const f = frame.bytes;
    const tagLength = f[0]!;
    if (1 + tagLength > f.length || !f.subarray(1, 1 + tagLength).equals(expected)) {
      throw new AppError('CORE_DECRYPT_WRONG_TYPE');
    }
    return Secret.copyOf(f.subarray(1 + tagLength));
  } finally {
    frame.release();
  }
}

function encodeHeader(params: KdfParams): Buffer {
  const header = Buffer.alloc(PASSWORD_HEADER_BYTES);
  header[0] = PASSWORD_BOX_FORMAT;
  header[1] = PASSWORD_BOX_ARGON2ID13;
  header.writeUInt32BE(params.opsLimit, 2);
  header.writeBigUInt64BE(BigInt(params.memLimitBytes), 6);
  header.set(params.salt, 14);
  return header;
}

function corrupt(cause: unknown): AppError {
  return new AppError('CORE_DECRYPT_FAILED', undefined, { cause });
}

/**
 * The KDF parameters stored in a password box, validated against the accepted ranges.
 * @throws CORE_DECRYPT_FAILED unknown format, truncated header or out-of-range parameters (a damaged blob)
 */
export function readPasswordBoxParams(box: Uint8Array): KdfParams {
  const b = asBuffer(box);
  if (b.length < PASSWORD_HEADER_BYTES || b[0] !== PASSWORD_BOX_FORMAT || b[1] !== PASSWORD_BOX_ARGON2ID13) {
    throw corrupt('unknown password box format');
  }
  const memLimit = b.readBigUInt64BE(6);
  const params: KdfParams = {
    algorithm: KDF_ALGORITHM,
    opsLimit: b.readUInt32BE(2),
    memLimitBytes: memLimit > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(memLimit),
    salt: Buffer.from(b.subarray(14, PASSWORD_HEADER_BYTES)),
  };
  try {
    checkKdfParams(params);
  } catch (cause) {
    throw corrupt(cause);
  }
  return params;
}

/**
 * Encrypts `data` under a key derived from `password`; the KDF parameters travel in the returned blob.
 * @throws CORE_BAD_ARGUMENT bad tag or parameters
 */
export function sealWithPassword(
  password: string | Uint8Array,
  tag: BoxTag,
  data: Uint8Array,
  random: RandomSource,
  params?: KdfParams,
): Buffer {
  const p = params ?? newKdfParams(random);
  const key = deriveKeyFromPassword(password, p);
  try {
    return Buffer.concat([encodeHeader(p), seal(key.bytes, tag, data, random)]);
  } finally {
    key.release();
  }
}

/**
 * Opens a password box.
 * @throws CORE_DECRYPT_FAILED wrong password, tampered or damaged blob; CORE_DECRYPT_WRONG_TYPE authentic but
 *   another kind of data
 */
export function openWithPassword(password: string | Uint8Array, tag: BoxTag, box: Uint8Array): Secret {
  const params = readPasswordBoxParams(box);
  const key = deriveKeyFromPassword(password, params);
  try {
    return open(key.bytes, tag, box.subarray(PASSWORD_HEADER_BYTES));
  } finally {
    key.release();
  }
}
