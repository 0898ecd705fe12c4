/**
 * A WriteBatch as RocksDB 6.x logs it (one per WAL record):
 *
 *   sequence (u64 LE) | count (u32 LE) | operation*
 *
 * Operation tags (first byte): 0x01 put (key, value), 0x00 delete (key), 0x07 single delete (key), their
 * column-family forms 0x05 / 0x04 / 0x08 (varint32 family id first; only the default family 0 exists here),
 * 0x03 log data (a blob, not an operation) and 0x0D no-op. Keys, values and blobs are length-prefixed (varint32).
 * The batch's operations take consecutive sequence numbers from `sequence` in order; log data and no-ops take none,
 * and `count` must equal the number of operations.
 *
 * Merge (0x02 / 0x06), range deletion (0x0F / 0x0E), blob index (0x11 / 0x10) and the two-phase-commit markers
 * (0x09 to 0x0C, 0x12, 0x13) come from features the legacy store never used; they throw, as do unknown tags.
 */
import { ByteCursor } from './byte-cursor.js';
import type { LegacyEntry } from './internal-key.js';

export type WriteBatch = { seq: bigint; count: number; entries: LegacyEntry[] };

/** The smallest valid batch: its 12-byte header. */
export const BATCH_HEADER_BYTES = 12;

const TAG_LOG_DATA = 0x03;
const TAG_NOOP = 0x0d;
/** Column-family tag → the plain tag it prefixes with a family id. */
const FAMILY_TAGS: ReadonlyMap<number, number> = new Map([
  [0x04, 0x00],
  [0x05, 0x01],
  [0x08, 0x07],
]);
const UNSUPPORTED: ReadonlyMap<number, string> = new Map([
  ...[0x02, 0x06].map((tag) => [tag, 'merge'] as const),
  ...[0x0e, 0x0f].map((tag) => [tag, 'range deletion'] as const),
  ...[0x10, 0x11].map((tag) => [tag, 'blob index'] as const),
  ...[0x09, 0x0a, 0x0b, 0x0c, 0x12, 0x13].map((tag) => [tag, 'transaction marker'] as const),
]);

/**
 * Decodes one logged batch.
 * @param label names the log and record in error messages
 * @throws CORE_STORE_FAILURE on a malformed batch, an unsupported operation or a non-default column family
 */
export function decodeWriteBatch(payload: Buffer, label: string): WriteBatch {
  const cursor = new ByteCursor(payload, label);
  const seq = cursor.fixed64();
  const count = cursor.fixed32();
  const entries: LegacyEntry[] = [];
  while (cursor.remaining > 0) {
    const entry = readOperation(cursor, seq + BigInt(entries.length));
    if (entry !== undefined) entries.push(entry);
  }
  if (entries.length !== count) throw cursor.fail(`batch counts ${count} operations but holds ${entries.length}`);
  return { seq, count, entries };
}

/** The next operation as an entry with sequence number `seq`, or undefined for log data and no-ops. */
function readOperation(cursor: ByteCursor, seq: bigint): LegacyEntry | undefined {
  let tag = cursor.take(1)[0]!;
  if (tag === TAG_NOOP) return undefined;
  if (tag === TAG_LOG_DATA) {
    cursor.lengthPrefixed();
    return undefined;
  }
  const plainTag = FAMILY_TAGS.get(tag);
  if (plainTag !== undefined) {
    const family = cursor.varint32();
    if (family !== 0) throw cursor.fail(`unsupported column family ${family}`);
    tag = plainTag;
  }
  const unsupported = UNSUPPORTED.get(tag);
  if (unsupported !== undefined) throw cursor.fail(`unsupported ${unsupported} operation (tag 0x${tag.toString(16)})`);
  if (tag !== 0x00 && tag !== 0x01 && tag !== 0x07) throw cursor.fail(`unknown WriteBatch tag 0x${tag.toString(16)}`);
  const key = cursor.lengthPrefixed();
  return tag === 0x01 ? { key, seq, type: 'put', value: cursor.lengthPrefixed() } : { key, seq, type: 'del' };
}
