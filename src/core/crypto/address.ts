/**
 * Address text form (docs/spec/protocol.md §2.1): base32 (RFC 4648, upper case, no padding) of
 * `addr32 || last4(sha512_256(addr32))`, 58 characters. Parsing is strict like go-algorand's: the text must decode,
 * carry the right checksum and re-render to exactly the same string (rejecting trailing bits, lower case, padding).
 * Also renders other 32-byte digests (TxID, group ID) as 52-character base32.
 */
import { bytesKey } from '../bytes.js';
import { AppError } from '../errors.js';
import { sha512_256 } from './hash.js';

export const ADDRESS_BYTES = 32;
export const CHECKSUM_BYTES = 4;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const DECODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >>> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Strict base32 decode (no padding, upper case only); returns undefined on any illegal character. */
export function base32Decode(text: string): Buffer | undefined {
  const out = Buffer.allocUnsafe(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? DECODE[c]! : -1;
    if (v < 0) return undefined;
    buffer = ((buffer << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >>> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

function checksum(addr: Uint8Array): Buffer {
  return sha512_256(addr).subarray(32 - CHECKSUM_BYTES);
}

/**
 * Recently converted addresses, both ways: a checksum is a SHA-512/256 (~4 µs), and hot paths (account reads,
 * block building) convert the same few addresses over and over. Bounded; cleared when full. Values handed out are
 * copies, so callers may keep or change them.
 */
const MEMO_LIMIT = 4096;
const textOf = new Map<string, string>();
const bytesOf = new Map<string, Buffer>();

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** 32 bytes → 58-character address text. @throws CORE_BAD_LENGTH */
export function encodeAddress(addr: Uint8Array): string {
  if (addr.length !== ADDRESS_BYTES) {
    throw new AppError('CORE_BAD_LENGTH', `address must be ${ADDRESS_BYTES} bytes, got ${addr.length}`);
  }
  const key = bytesKey(addr);
  return textOf.get(key) ?? remember(textOf, key, base32Encode(Buffer.concat([addr, checksum(addr)])));
}

/** decodeAddress for callers that need no bytes: no copy when the text is known. @throws CORE_BAD_ADDRESS */
export function checkAddress(text: string): void {
  if (!bytesOf.has(text)) decodeAddress(text);
}

/**
 * Address text → 32 bytes. Messages are go-algorand's (data/basics/address.go) so that callers can surface them.
 * @throws CORE_BAD_ADDRESS
 */
export function decodeAddress(text: string): Buffer {
  const known = bytesOf.get(text);
  if (known !== undefined) return Buffer.from(known);
  const decoded = base32Decode(text);
  if (decoded === undefined) {
    throw new AppError('CORE_BAD_ADDRESS', `failed to decode address ${text} from base 32`);
  }
  if (decoded.length < ADDRESS_BYTES + CHECKSUM_BYTES) {
    throw new AppError('CORE_BAD_ADDRESS', `decoded bad addr: ${text}`);
  }
  const addr = Buffer.from(decoded.subarray(0, ADDRESS_BYTES));
  const sum = decoded.subarray(ADDRESS_BYTES, ADDRESS_BYTES + CHECKSUM_BYTES);
  if (!checksum(addr).equals(sum)) {
    throw new AppError('CORE_BAD_ADDRESS', `address ${text} is malformed, checksum verification failed`);
  }
  // The checksum matched, so re-encoding needs no second hash: canonical iff these 36 bytes spell `text`.
  if (base32Encode(Buffer.concat([addr, sum])) !== text) {
    throw new AppError('CORE_BAD_ADDRESS', `address ${text} is non-canonical`);
  }
  remember(bytesOf, text, Buffer.from(addr));
  return addr;
}

export function isValidAddress(text: string): boolean {
  try {
    decodeAddress(text);
    return true;
  } catch {
    return false;
  }
}

/** 32-byte digest (TxID, group ID, block hash) → 52-character base32 text. */
export function encodeDigest(digest: Uint8Array): string {
  return base32Encode(digest);
}

/** 52-character base32 digest text → 32 bytes. @throws CORE_BAD_ARGUMENT */
export function decodeDigest(text: string): Buffer {
  const decoded = base32Decode(text);
  if (decoded === undefined || decoded.length !== 32 || base32Encode(decoded) !== text) {
    throw new AppError('CORE_BAD_ARGUMENT', `could not decode digest ${text}`);
  }
  return decoded;
}

export const ZERO_ADDRESS = encodeAddress(new Uint8Array(ADDRESS_BYTES));
