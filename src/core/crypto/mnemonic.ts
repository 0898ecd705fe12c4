/**
 * 25-word mnemonics for 32-byte keys (docs/spec/protocol.md §2.5, go-algorand crypto/passphrase).
 *
 * Invariants:
 * - The 256 key bits are read least-significant-bit first (byte 0 fills the low bits) and cut into 24 groups of 11
 *   bits; the 24th group holds the last 3 key bits and 8 zero bits. Each group indexes the BIP-39 English list.
 * - Word 25 is the word for the first 11 bits (same packing) of SHA-512/256(key).
 * - Parsing splits on single spaces and drops empty pieces (so repeated spaces are tolerated, as upstream), then
 *   requires exactly 25 listed words, zero padding bits and a matching checksum word. Every failure is an
 *   `AppError('CORE_BAD_MNEMONIC')` whose message starts with go-algorand's text and whose `data.reason` names the
 *   failure class: `word-count`, `unknown-word`, `padding`, `checksum`.
 * - Key material is returned in sodium-guarded memory (keyPairFromSeed) where it is a secret key; intermediate
 *   buffers holding key bits are zeroed before returning.
 */
import { AppError } from '../errors.js';
import { keyPairFromSeed, zero, SEED_BYTES, SECRET_KEY_BYTES, type KeyPair } from './ed25519.js';
import { sha512_256 } from './hash.js';
import { ENGLISH_WORDLIST } from './wordlist-english.js';

export const MNEMONIC_WORDS = 25;
const KEY_WORDS = 24;
const BITS_PER_WORD = 11;
const WORD_MASK = 0x7ff;

const WORD_INDEX: ReadonlyMap<string, number> = new Map(ENGLISH_WORDLIST.map((w, i) => [w, i]));

type FailureReason = 'word-count' | 'unknown-word' | 'padding' | 'checksum' | 'key-length';

function fail(reason: FailureReason, message: string): AppError {
  return new AppError('CORE_BAD_MNEMONIC', message, { data: { reason } });
}

/** Bytes → 11-bit groups, low bits first; a partial last group is kept (its high bits are zero). */
function toElevenBitGroups(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc |= byte << bits;
    bits += 8;
    if (bits >= BITS_PER_WORD) {
      out.push(acc & WORD_MASK);
      acc >>>= BITS_PER_WORD;
      bits -= BITS_PER_WORD;
    }
  }
  if (bits > 0) out.push(acc & WORD_MASK);
  return out;
}

/** 11-bit groups → bytes, low bits first; 24 groups give 33 bytes, the last one holding the padding bits. */
function fromElevenBitGroups(groups: readonly number[]): Buffer {
  const out = Buffer.alloc(Math.ceil((groups.length * BITS_PER_WORD) / 8));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const group of groups) {
    acc |= group << bits;
    bits += BITS_PER_WORD;
    while (bits >= 8) {
      out[o++] = acc & 0xff;
      acc >>>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) out[o++] = acc & 0xff;
  return out;
}

function checksumWord(key: Uint8Array): string {
  const digest = sha512_256(key);
  return ENGLISH_WORDLIST[digest[0]! | ((digest[1]! & 0x07) << 8)]!;
}

/**
 * 32-byte key (ed25519 seed or kmd master derivation key) → 25 words separated by single spaces.
 * @throws CORE_BAD_MNEMONIC (`key length must be 32 bytes`)
 */
export function mnemonicFromKey(key: Uint8Array): string {
  if (key.length !== SEED_BYTES) {
    throw fail('key-length', `key length must be ${SEED_BYTES} bytes`);
  }
  const words = toElevenBitGroups(key).map((g) => ENGLISH_WORDLIST[g]!);
  words.push(checksumWord(key));
  return words.join(' ');
}

function splitWords(mnemonic: string): string[] {
  return mnemonic.split(' ').filter((w) => w !== '');
}

/**
 * 25 words → the 32-byte key they encode (a fresh Buffer the caller owns and should zero after use).
 * @throws CORE_BAD_MNEMONIC wrong word count, unknown word, non-zero padding bits or checksum mismatch
 */
export function keyFromMnemonic(mnemonic: string): Buffer {
  const words = splitWords(mnemonic);
  if (words.length !== MNEMONIC_WORDS) {
    throw fail('word-count', `mnemonic must be ${MNEMONIC_WORDS} words, got ${words.length}`);
  }
  const groups: number[] = [];
  for (const word of words) {
    const index = WORD_INDEX.get(word);
    if (index === undefined) throw fail('unknown-word', `${word} is not in the words list`);
    groups.push(index);
  }
  const bytes = fromElevenBitGroups(groups.slice(0, KEY_WORDS));
  try {
    if (bytes[SEED_BYTES] !== 0) {
      throw fail('padding', 'checksum failed to validate: the 24th word carries non-zero padding bits');
    }
    const key = Buffer.from(bytes.subarray(0, SEED_BYTES));
    if (checksumWord(key) !== words[KEY_WORDS]) {
      zero(key);
      throw fail('checksum', 'checksum failed to validate');
    }
    return key;
  } finally {
    zero(bytes);
  }
}

/** True iff `mnemonic` parses (word count, words, padding and checksum). */
export function isValidMnemonic(mnemonic: string): boolean {
  try {
    zero(keyFromMnemonic(mnemonic));
    return true;
  } catch {
    return false;
  }
}

/**
 * 64-byte libsodium secret key (seed || pk) → mnemonic of its seed (algosdk `secretKeyToMnemonic`).
 * @throws CORE_BAD_LENGTH
 */
export function secretKeyToMnemonic(secretKey: Uint8Array): string {
  if (secretKey.length !== SECRET_KEY_BYTES) {
    throw new AppError('CORE_BAD_LENGTH', `secret key must be ${SECRET_KEY_BYTES} bytes, got ${secretKey.length}`);
  }
  return mnemonicFromKey(secretKey.subarray(0, SEED_BYTES));
}

/**
 * Mnemonic → ed25519 keypair (algosdk `mnemonicToSecretKey`); the secret key lives in sodium-guarded memory.
 * @throws CORE_BAD_MNEMONIC
 */
export function mnemonicToKeyPair(mnemonic: string): KeyPair {
  const seed = keyFromMnemonic(mnemonic);
  try {
    return keyPairFromSeed(seed);
  } finally {
    zero(seed);
  }
}

/** kmd master derivation key (32 bytes) → mnemonic. @throws CORE_BAD_MNEMONIC (wrong key length) */
export function masterDerivationKeyToMnemonic(mdk: Uint8Array): string {
  return mnemonicFromKey(mdk);
}

/** Mnemonic → kmd master derivation key (32 bytes, caller zeroes it after use). @throws CORE_BAD_MNEMONIC */
export function mnemonicToMasterDerivationKey(mnemonic: string): Buffer {
  return keyFromMnemonic(mnemonic);
}
