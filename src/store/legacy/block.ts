/**
 * The contents of one (already decompressed) block of a block-based table, as RocksDB 6.x writes it:
 *
 *   entry*  restart[num_restarts] (u32 LE each)  [hash map]  footer (u32 LE)
 *   entry = shared varint32 | non_shared varint32 | value_length varint32 | key[shared..] | value
 *
 * - Keys are prefix-compressed: an entry keeps only the bytes after the first `shared` bytes of the previous key.
 *   Restart points (listed in the restart array) have shared = 0. A sequential scan ignores the array.
 * - The footer's top bit flags a data-block hash map (format ≥ 4, kDataBlockBinaryAndHash) placed between the
 *   restart array and the footer: one byte per bucket, then the bucket count (u16 LE). The flag is only meaningful
 *   in blocks of at most 64 KiB (larger blocks never carry the map, so a set bit there is part of the count).
 * - Index blocks whose values are delta-encoded (format ≥ 4) omit value_length: the value is a full block handle
 *   (varint64 offset, varint64 size) when shared = 0, else a zigzag varint64 size delta from the previous handle,
 *   whose block is contiguous with it: offset = previous offset + previous size + 5-byte block trailer.
 * - An index built as kBinarySearchWithFirstKey appends the block's first key (length-prefixed) to every value.
 */
import { ByteCursor } from './byte-cursor.js';

/** Where a block lives in its file; `size` excludes the 5-byte trailer (compression type + checksum). */
export type BlockHandle = { offset: number; size: number };
export type BlockEntry = { key: Buffer; value: Buffer };
export type IndexFormat = { isDeltaEncoded: boolean; hasFirstKey: boolean };

export const BLOCK_TRAILER_BYTES = 5;
const HASH_INDEX_MAX_BLOCK_BYTES = 1 << 16;
const HASH_INDEX_FLAG = 0x80000000;

/** The offset where the entries of `contents` end (the restart array starts). */
export function entriesEnd(contents: Buffer, label: string): number {
  const cursor = new ByteCursor(contents, label);
  if (contents.length < 4) throw cursor.fail('block shorter than its footer');
  let limit = contents.length - 4;
  let restarts = contents.readUInt32LE(limit);
  if (contents.length <= HASH_INDEX_MAX_BLOCK_BYTES && (restarts & HASH_INDEX_FLAG) !== 0) {
    restarts = (restarts & ~HASH_INDEX_FLAG) >>> 0;
    if (limit < 2) throw cursor.fail('block too short for its hash map');
    limit -= 2 + contents.readUInt16LE(limit - 2);
  }
  if (restarts * 4 > limit) throw cursor.fail(`block too short for ${restarts} restart points`);
  return limit - restarts * 4;
}

/** Every entry of a block whose values are length-prefixed (data, metaindex, properties blocks), in order. */
export function* blockEntries(contents: Buffer, label: string): Generator<BlockEntry> {
  const cursor = new ByteCursor(contents, label, 0, entriesEnd(contents, label));
  let previous: Buffer = Buffer.alloc(0);
  while (cursor.remaining > 0) {
    const shared = cursor.varint32();
    const unshared = cursor.varint32();
    const valueLength = cursor.varint32();
    if (shared > previous.length) throw cursor.fail(`entry shares ${shared} bytes of a ${previous.length}-byte key`);
    const key =
      shared === 0 ? cursor.take(unshared) : Buffer.concat([previous.subarray(0, shared), cursor.take(unshared)]);
    yield { key, value: cursor.take(valueLength) };
    previous = key;
  }
}

/** The block handles listed by an index block, in key order (= file order). */
export function indexHandles(contents: Buffer, label: string, format: IndexFormat): BlockHandle[] {
  const cursor = new ByteCursor(contents, label, 0, entriesEnd(contents, label));
  const handles: BlockHandle[] = [];
  let previous: BlockHandle | undefined;
  let keyLength = 0;
  while (cursor.remaining > 0) {
    const shared = cursor.varint32();
    const unshared = cursor.varint32();
    if (shared > keyLength) throw cursor.fail(`entry shares ${shared} bytes of a ${keyLength}-byte key`);
    keyLength = shared + unshared;
    if (format.isDeltaEncoded) {
      cursor.take(unshared);
      previous = previous !== undefined && shared !== 0 ? nextHandle(previous, cursor) : readHandle(cursor);
      if (format.hasFirstKey) cursor.lengthPrefixed();
    } else {
      const valueLength = cursor.varint32();
      cursor.take(unshared);
      const value = new ByteCursor(cursor.take(valueLength), label);
      previous = readHandle(value);
    }
    handles.push(previous);
  }
  return handles;
}

/** A block handle: varint64 offset, varint64 size. */
export function readHandle(cursor: ByteCursor): BlockHandle {
  const offset = cursor.varint64();
  return { offset, size: cursor.varint64() };
}

function nextHandle(previous: BlockHandle, cursor: ByteCursor): BlockHandle {
  const size = previous.size + cursor.signedVarint64();
  if (size < 0) throw cursor.fail('delta-encoded index value gives a negative block size');
  return { offset: previous.offset + previous.size + BLOCK_TRAILER_BYTES, size };
}
