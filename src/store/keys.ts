/**
 * Key schema of the single RocksDB database. Every key starts with a one-byte namespace so that the three surfaces
 * (and the store's own metadata) never collide, followed by a one-byte table tag and the table's key parts.
 *
 * Part encodings are chosen so that byte order equals logical order:
 * - bigint → 8-byte big-endian unsigned (rounds, ids: iteration is numeric order);
 * - Uint8Array → raw bytes (callers use fixed-length values such as 32-byte addresses, or put them last);
 * - string → UTF-8 followed by a 0x00 terminator (strings must not contain NUL; checked).
 */
import { AppError } from '../core/errors.js';

export const Namespace = {
  meta: 0x00,
  algod: 0x61, // 'a'
  kmd: 0x6b, // 'k'
  admin: 0x6f, // 'o'
} as const;

export type NamespaceName = keyof typeof Namespace;
export type KeyPart = bigint | Uint8Array | string;

const MAX_U64 = (1n << 64n) - 1n;

function encodePart(part: KeyPart): Buffer {
  if (typeof part === 'bigint') {
    if (part < 0n || part > MAX_U64) throw new AppError('CORE_BAD_ARGUMENT', `key part ${part} is not a uint64`);
    const out = Buffer.allocUnsafe(8);
    out.writeBigUInt64BE(part);
    return out;
  }
  if (typeof part === 'string') {
    const bytes = Buffer.from(part, 'utf8');
    if (bytes.includes(0)) throw new AppError('CORE_BAD_ARGUMENT', 'key strings must not contain NUL');
    return Buffer.concat([bytes, Buffer.of(0)]);
  }
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength);
}

/** Key for `table` (a one-byte tag chosen by the owning module) inside `namespace`. */
export function makeKey(namespace: NamespaceName, table: number, ...parts: KeyPart[]): Buffer {
  return Buffer.concat([Buffer.of(Namespace[namespace], table), ...parts.map(encodePart)]);
}

/** Half-open range [prefix, successor(prefix)) covering every key that starts with `prefix`. */
export function prefixRange(prefix: Buffer): { gte: Buffer; lt: Buffer } {
  const lt = Buffer.from(prefix);
  for (let i = lt.length - 1; i >= 0; i--) {
    if (lt[i]! < 0xff) {
      lt[i] = lt[i]! + 1;
      return { gte: prefix, lt: lt.subarray(0, i + 1) };
    }
  }
  throw new AppError('CORE_BAD_ARGUMENT', 'prefix has no successor');
}
