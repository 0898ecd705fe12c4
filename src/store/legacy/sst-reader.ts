/**
 * A sequential reader for one block-based table file (`*.sst`) written by RocksDB 6.x.
 *
 * File layout: data blocks, meta blocks (filter, properties, …), the metaindex block (meta block name → handle),
 * the index block (one handle per data block, in key order), then a fixed-size footer:
 * - format_version ≥ 1 (53 bytes): checksum type (varint32), metaindex handle, index handle, zero padding up to
 *   41 bytes, format_version (u32 LE), magic 0x88e241b785f4cff7 (u64 LE);
 * - legacy (48 bytes): metaindex handle, index handle, padding up to 40 bytes, magic 0xdb4775248b80fb57;
 *   its checksum type is always CRC-32C.
 * Every block is followed by a 5-byte trailer: compression type (0 none, 1 Snappy in raw format: no size prefix
 * even with format_version ≥ 2, which only prefixes the other codecs) and a masked checksum of the block bytes
 * plus that type byte. Checksums are verified before anything is decoded; a mismatch throws.
 *
 * The index layout is taken from the properties block (`rocksdb.index.value.is.delta.encoded`,
 * `rocksdb.block.based.table.index.type`), not guessed from format_version. Partitioned indexes, range deletion
 * blocks and ingested files (whose keys take a global sequence number from outside) are not supported: the legacy
 * store never enabled them, so the reader throws rather than produce a wrong view.
 *
 * Errors are AppError CORE_STORE_FAILURE whose message names the file and byte offset.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { uncompress } from 'snappyjs';
import { AppError } from '../../core/errors.js';
import { BLOCK_TRAILER_BYTES, blockEntries, indexHandles, readHandle } from './block.js';
import type { BlockHandle, IndexFormat } from './block.js';
import { ByteCursor } from './byte-cursor.js';
import { crc32c, maskCrc } from './crc32c.js';
import { fromInternalKey } from './internal-key.js';
import type { LegacyEntry } from './internal-key.js';

const MAGIC = 0x88e241b785f4cff7n;
const LEGACY_MAGIC = 0xdb4775248b80fb57n;
const FOOTER_BYTES = 53;
const LEGACY_FOOTER_BYTES = 48;
const MAX_FORMAT_VERSION = 5;
const CHECKSUM_NONE = 0;
const CHECKSUM_CRC32C = 1;
const MAX_BLOCK_BYTES = 256 * 1024 * 1024;
const COMPRESSION_NAMES = ['none', 'Snappy', 'zlib', 'bzip2', 'LZ4', 'LZ4HC', 'XPRESS', 'ZSTD'];
const INDEX_TYPE_NAMES = ['binary search', 'hash search', 'two-level (partitioned)', 'binary search with first key'];

type Table = { fd: number; name: string; checksumType: number; metaindex: BlockHandle; index: BlockHandle };

/**
 * Every entry of the table at `path`, block by block in key order (a key's versions newest first).
 * Reads block by block, so memory stays at one block whatever the file size.
 * @throws CORE_STORE_FAILURE on a corrupt or unsupported file (the message names the file and offset)
 */
export function* readTableEntries(path: string): Generator<LegacyEntry> {
  const fd = openSync(path, 'r');
  try {
    const table = openTable(fd, basename(path));
    for (const handle of dataHandles(table)) {
      const label = `${table.name} data block at ${handle.offset}`;
      for (const { key, value } of blockEntries(readBlock(table, handle), label)) {
        yield fromInternalKey(key, value, label);
      }
    }
  } finally {
    closeSync(fd);
  }
}

function openTable(fd: number, name: string): Table {
  const fileBytes = fstatSync(fd).size;
  const tail = readAt(fd, name, Math.max(0, fileBytes - FOOTER_BYTES), Math.min(fileBytes, FOOTER_BYTES));
  const fail = (detail: string) => new AppError('CORE_STORE_FAILURE', `legacy database: ${name}: ${detail}`);
  if (tail.length < LEGACY_FOOTER_BYTES) throw fail(`${fileBytes} bytes is too short for a table`);
  const magic = tail.readBigUInt64LE(tail.length - 8);
  if (magic === LEGACY_MAGIC) {
    const cursor = new ByteCursor(tail, `${name} footer`, tail.length - LEGACY_FOOTER_BYTES);
    return { fd, name, checksumType: CHECKSUM_CRC32C, metaindex: readHandle(cursor), index: readHandle(cursor) };
  }
  if (magic !== MAGIC) throw fail(`not a block-based table (magic 0x${magic.toString(16)})`);
  if (tail.length < FOOTER_BYTES) throw fail(`${fileBytes} bytes is too short for a table`);
  const formatVersion = tail.readUInt32LE(tail.length - 12);
  if (formatVersion > MAX_FORMAT_VERSION) throw fail(`unsupported format_version ${formatVersion}`);
  const cursor = new ByteCursor(tail, `${name} footer`);
  const checksumType = cursor.varint32();
  if (checksumType !== CHECKSUM_NONE && checksumType !== CHECKSUM_CRC32C) {
    throw fail(`unsupported checksum type ${checksumType} (only CRC-32C is read)`);
  }
  return { fd, name, checksumType, metaindex: readHandle(cursor), index: readHandle(cursor) };
}

/** The data block handles, after checking the table uses only features this reader understands. */
function dataHandles(table: Table): BlockHandle[] {
  const meta = new Map<string, BlockHandle>();
  for (const { key, value } of blockEntries(readBlock(table, table.metaindex), `${table.name} metaindex`)) {
    meta.set(key.toString('latin1'), readHandle(new ByteCursor(value, `${table.name} metaindex`)));
  }
  const fail = (detail: string) => new AppError('CORE_STORE_FAILURE', `legacy database: ${table.name}: ${detail}`);
  if (meta.has('rocksdb.range_del')) throw fail('unsupported range deletions (rocksdb.range_del block)');
  const propertiesHandle = meta.get('rocksdb.properties') ?? meta.get('rocksdb.stats');
  const properties = new Map<string, Buffer>();
  if (propertiesHandle !== undefined) {
    for (const { key, value } of blockEntries(readBlock(table, propertiesHandle), `${table.name} properties`)) {
      properties.set(key.toString('latin1'), value);
    }
  }
  if (properties.has('rocksdb.external_sst_file.version')) throw fail('unsupported ingested (external) table');
  return indexHandles(readBlock(table, table.index), `${table.name} index block`, indexFormat(properties, fail));
}

function indexFormat(properties: Map<string, Buffer>, fail: (detail: string) => AppError): IndexFormat {
  const typeBytes = properties.get('rocksdb.block.based.table.index.type');
  const indexType = typeBytes === undefined || typeBytes.length < 4 ? 0 : typeBytes.readUInt32LE(0);
  if (indexType !== 0 && indexType !== 1 && indexType !== 3) {
    throw fail(`unsupported index type: ${INDEX_TYPE_NAMES[indexType] ?? indexType}`);
  }
  const delta = properties.get('rocksdb.index.value.is.delta.encoded');
  const isDeltaEncoded = delta !== undefined && new ByteCursor(delta, 'properties').varint64() !== 0;
  return { isDeltaEncoded, hasFirstKey: indexType === 3 };
}

/** A block's contents: trailer checksum verified, then decompressed. */
function readBlock(table: Table, handle: BlockHandle): Buffer {
  const where = `${table.name}: block at offset ${handle.offset} (${handle.size} bytes)`;
  const fail = (detail: string) => new AppError('CORE_STORE_FAILURE', `legacy database: ${where}: ${detail}`);
  if (handle.size > MAX_BLOCK_BYTES) throw fail('implausible block size');
  const raw = readAt(table.fd, table.name, handle.offset, handle.size + BLOCK_TRAILER_BYTES);
  const compression = raw[handle.size]!;
  if (table.checksumType === CHECKSUM_CRC32C) {
    const stored = raw.readUInt32LE(handle.size + 1);
    if (maskCrc(crc32c(raw.subarray(0, handle.size + 1))) !== stored) throw fail('checksum mismatch');
  }
  const contents = raw.subarray(0, handle.size);
  if (compression === 0) return contents;
  if (compression !== 1) throw fail(`unsupported compression: ${COMPRESSION_NAMES[compression] ?? compression}`);
  try {
    return uncompress(contents, MAX_BLOCK_BYTES);
  } catch (cause) {
    throw new AppError('CORE_STORE_FAILURE', `legacy database: ${where}: bad Snappy data`, { cause });
  }
}

function readAt(fd: number, name: string, position: number, length: number): Buffer {
  const bytes = Buffer.allocUnsafe(length);
  const read = readSync(fd, bytes, 0, length, position);
  if (read !== length) {
    throw new AppError('CORE_STORE_FAILURE', `legacy database: ${name}: truncated at ${position + read}`);
  }
  return bytes;
}
