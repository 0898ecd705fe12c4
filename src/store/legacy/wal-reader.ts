/**
 * A reader for one RocksDB 6.x write-ahead log (`NNNNNN.log`), with point-in-time recovery semantics.
 *
 * Physical format: the file is a sequence of 32 KiB blocks (the last one may be short). A block holds records
 *
 *   checksum (u32 LE, masked CRC-32C of everything after the length field) | length (u16 LE) | type (u8)
 *   | [log number (u32 LE), recyclable types only] | payload[length]
 *
 * A record never crosses a block boundary: fewer than 7 bytes left in a block are zero padding, and a logical
 * record too large for the rest of its block is split into first / middle… / last fragments (types 2 / 3 / 4; a
 * record that fits is type 1 "full"). Types 5–8 are the same for recycled log files, whose header carries the log
 * number: a record with another log's number is stale data from the file's previous life and ends the log. A type-0
 * record of length 0 is preallocated space and skips the rest of its block.
 *
 * Recovery: a crash can leave a torn tail (truncated header or body, a checksum mismatch, a fragment sequence cut
 * short). Like RocksDB's default kPointInTimeRecovery, reading stops at the first such problem and everything from
 * the start of the affected logical record on is dropped (`validBytes` marks the cut); nothing after a problem is
 * trusted even if it looks valid, since a corrupt length could make garbage look like a record.
 * Each logical record is one WriteBatch (write-batch.ts); one shorter than a batch header is also a problem.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { crc32c, unmaskCrc } from './crc32c.js';
import { BATCH_HEADER_BYTES, decodeWriteBatch } from './write-batch.js';
import type { WriteBatch } from './write-batch.js';

export const LOG_BLOCK_BYTES = 32 * 1024;
const HEADER_BYTES = 7;
const RECYCLABLE_HEADER_BYTES = 11;

/** A logical record; `offset` is where its first fragment's header starts. */
export type LogRecord = { offset: number; payload: Buffer };
/** The records before the first problem; `problem` is undefined when the log ends cleanly. */
export type LogScan = { records: LogRecord[]; validBytes: number; problem: string | undefined };
export type LogBatch = WriteBatch & { offset: number };
export type LogRead = { batches: LogBatch[]; validBytes: number; totalBytes: number; problem: string | undefined };

/**
 * Reads and decodes the log at `path`; its log number comes from the file name.
 * @throws CORE_STORE_FAILURE when an intact record holds a malformed or unsupported batch
 */
export function readLogFile(path: string): LogRead {
  const name = basename(path);
  const bytes = readFileSync(path);
  const scan = scanLogRecords(bytes, Number.parseInt(name, 10), name);
  const batches: LogBatch[] = [];
  for (const [i, { offset, payload }] of scan.records.entries()) {
    if (payload.length < BATCH_HEADER_BYTES) {
      return { batches, validBytes: offset, totalBytes: bytes.length, problem: `record at ${offset} is too small` };
    }
    batches.push({ ...decodeWriteBatch(payload, `${name} record ${i} at offset ${offset}`), offset });
  }
  return { batches, validBytes: scan.validBytes, totalBytes: bytes.length, problem: scan.problem };
}

/** Splits a log into logical records, stopping at the first problem. */
export function scanLogRecords(bytes: Buffer, logNumber: number, name: string): LogScan {
  const state: ScanState = { records: [], pending: undefined };
  let position = 0;
  for (;;) {
    const blockEnd = Math.min(bytes.length, (Math.floor(position / LOG_BLOCK_BYTES) + 1) * LOG_BLOCK_BYTES);
    const step = readPhysical(bytes, position, blockEnd, logNumber);
    let problem: string | undefined;
    if (step.kind === 'problem') problem = step.detail;
    else if (step.kind === 'end') {
      if (state.pending === undefined) return { records: state.records, validBytes: bytes.length, problem: undefined };
      problem = 'log ends inside a fragmented record';
    } else if (step.kind === 'skip') {
      if (state.pending !== undefined && step.isPreallocated) problem = 'preallocated space inside a record';
      else position = blockEnd;
    } else {
      problem = addFragment(state, step, position);
      if (problem === undefined) position = step.next;
    }
    if (problem !== undefined) {
      const validBytes = state.pending?.start ?? position;
      return { records: state.records, validBytes, problem: `${name}: ${problem} at byte ${position}` };
    }
  }
}

type Pending = { start: number; parts: Buffer[]; bytes: number };
type ScanState = { records: LogRecord[]; pending: Pending | undefined };

/** Adds the fragment found at `start` to `state`; returns a problem, or undefined. */
function addFragment(state: ScanState, step: RecordStep, start: number): string | undefined {
  const { part, payload } = step;
  if (part === 'full' || part === 'first') {
    // An empty first fragment left unfinished is tolerated: old writers emitted one at a block's tail.
    if (state.pending !== undefined && state.pending.bytes > 0) return 'fragmented record without its last part';
    if (part === 'full') state.records.push({ offset: start, payload });
    state.pending = part === 'first' ? { start, parts: [payload], bytes: payload.length } : undefined;
    return undefined;
  }
  const pending = state.pending;
  if (pending === undefined) return `${part} fragment without a first one`;
  pending.parts.push(payload);
  pending.bytes += payload.length;
  if (part === 'last') {
    state.records.push({ offset: pending.start, payload: Buffer.concat(pending.parts) });
    state.pending = undefined;
  }
  return undefined;
}

type RecordStep = { kind: 'record'; part: 'full' | 'first' | 'middle' | 'last'; payload: Buffer; next: number };
type Physical =
  RecordStep | { kind: 'skip'; isPreallocated: boolean } | { kind: 'end' } | { kind: 'problem'; detail: string };

const PARTS = ['full', 'first', 'middle', 'last'] as const;

/** The physical record at `position`, which lies in the block ending at `blockEnd`. */
function readPhysical(bytes: Buffer, position: number, blockEnd: number, logNumber: number): Physical {
  const room = blockEnd - position;
  if (room < HEADER_BYTES) {
    // The tail of a whole block is padding; a short tail of a short (last) block is a torn header.
    if (room === 0) return { kind: 'end' };
    if (blockEnd % LOG_BLOCK_BYTES === 0) return { kind: 'skip', isPreallocated: false };
    return { kind: 'problem', detail: 'truncated record header' };
  }
  const length = bytes.readUInt16LE(position + 4);
  const type = bytes[position + 6]!;
  if (type === 0 && length === 0) return { kind: 'skip', isPreallocated: true };
  if (type < 1 || type > 8) return { kind: 'problem', detail: `unknown record type ${type}` };
  const headerBytes = type >= 5 ? RECYCLABLE_HEADER_BYTES : HEADER_BYTES;
  if (room < headerBytes) return { kind: 'problem', detail: 'truncated record header' };
  if (type >= 5 && bytes.readUInt32LE(position + 7) !== logNumber >>> 0) return { kind: 'end' };
  const next = position + headerBytes + length;
  if (next > blockEnd) {
    return { kind: 'problem', detail: blockEnd === bytes.length ? 'truncated record' : 'bad record length' };
  }
  const expected = unmaskCrc(bytes.readUInt32LE(position));
  if (crc32c(bytes.subarray(position + 6, next)) !== expected) return { kind: 'problem', detail: 'checksum mismatch' };
  const part = PARTS[(type - 1) % 4]!;
  return { kind: 'record', part, payload: bytes.subarray(position + headerBytes, next), next };
}
