/**
 * RocksDB's internal key: the user key followed by an 8-byte little-endian trailer `(sequence << 8) | type`.
 * The sequence number orders every write of the database (56 bits); a key's newest version is the one with the
 * highest sequence number. Of the value types, the legacy store could only have written these:
 * 0x00 deletion, 0x01 value, 0x07 single deletion. Merge operands (0x02), range deletions (0x0F, normally kept in
 * their own meta block), blob indexes (0x11) and timestamped deletions (0x14) belong to features it never enabled,
 * so meeting one means the directory is not what we think it is: that throws rather than being guessed at.
 */
import { AppError } from '../../core/errors.js';

/** One version of one user key, from a table or a log. A `del` hides every older version of its key. */
export type LegacyEntry =
  { key: Buffer; seq: bigint; type: 'put'; value: Buffer } | { key: Buffer; seq: bigint; type: 'del' };

const UNSUPPORTED: ReadonlyMap<number, string> = new Map([
  [0x02, 'merge operand'],
  [0x0f, 'range deletion'],
  [0x11, 'blob index'],
  [0x14, 'deletion with timestamp'],
]);

/**
 * Maps a value type byte to put/del.
 * @param where names the file and position for the error message
 * @throws CORE_STORE_FAILURE for any other type
 */
function entryKind(type: number, where: string): 'put' | 'del' {
  if (type === 0x01) return 'put';
  if (type === 0x00 || type === 0x07) return 'del';
  const name = UNSUPPORTED.get(type);
  const detail = name === undefined ? `unknown value type 0x${type.toString(16)}` : `unsupported ${name}`;
  throw new AppError('CORE_STORE_FAILURE', `legacy database: ${where}: ${detail}`);
}

/** Splits an internal key (from a table's data block) into a LegacyEntry with `value`. @throws CORE_STORE_FAILURE */
export function fromInternalKey(internalKey: Buffer, value: Buffer, where: string): LegacyEntry {
  if (internalKey.length < 8) {
    throw new AppError('CORE_STORE_FAILURE', `legacy database: ${where}: internal key shorter than its trailer`);
  }
  const userLength = internalKey.length - 8;
  const trailer = internalKey.readBigUInt64LE(userLength);
  const key = internalKey.subarray(0, userLength);
  const seq = trailer >> 8n;
  return entryKind(Number(trailer & 0xffn), where) === 'put'
    ? { key, seq, type: 'put', value }
    : { key, seq, type: 'del' };
}
