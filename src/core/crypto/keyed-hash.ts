/**
 * BLAKE2b-256 (libsodium `crypto_generichash`), keyed or not: the password verifiers of kmd's handle table and
 * key cache, and fixed derivations. Inputs made here from text are zeroed after use, since they may hold a
 * password.
 */
import sodium from 'sodium-native';
import { asBuffer } from '../bytes.js';

const KEYED_HASH_BYTES = 32;

/** BLAKE2b-256 of the concatenated parts, keyed with `key` (16–64 bytes) when given. */
export function blake2b256(parts: readonly Uint8Array[], key?: Uint8Array): Buffer {
  const input = parts.length === 1 ? asBuffer(parts[0]!) : Buffer.concat(parts);
  const out = Buffer.alloc(KEYED_HASH_BYTES);
  if (key === undefined) sodium.crypto_generichash(out, input);
  else sodium.crypto_generichash(out, input, asBuffer(key));
  return out;
}

/** Keyed BLAKE2b-256 of `prefix || UTF-8(text)`; the UTF-8 copy of the text is zeroed afterwards. */
export function keyedTextHash(key: Uint8Array, text: string, prefix?: Uint8Array): Buffer {
  // Without a prefix the UTF-8 copy is the input (kmd's per-request password check: one copy, no concat).
  const utf8 = Buffer.from(text, 'utf8');
  const input = prefix === undefined || prefix.length === 0 ? utf8 : Buffer.concat([prefix, utf8]);
  if (input !== utf8) sodium.sodium_memzero(utf8);
  try {
    return blake2b256([input], key);
  } finally {
    sodium.sodium_memzero(input);
  }
}

const NO_BYTES = Buffer.alloc(0);

/**
 * `keyedTextHash(key, text)` written into `out` (32 bytes) for a caller that checks many texts (kmd's per-request
 * password check): no output allocation, and no UTF-8 copy for the empty text; any copy is zeroed after use.
 */
export function keyedTextHashInto(out: Buffer, key: Buffer, text: string): void {
  const utf8 = text === '' ? NO_BYTES : Buffer.from(text, 'utf8');
  try {
    sodium.crypto_generichash(out, utf8, key);
  } finally {
    if (utf8.length > 0) sodium.sodium_memzero(utf8);
  }
}
