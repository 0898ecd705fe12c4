// The legacy RocksDB 6.x reader (src/store/legacy/): the real upgrade fixture read end to end, plus synthetic logs,
// tables and blocks for the cases the fixture does not hold (torn and corrupt logs, fragments, delta-encoded
// indexes, hash-indexed blocks, legacy footers, unsupported operations), and vectors for varints and CRC-32C.
import test from 'ava';
import type { ExecutionContext } from 'ava';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeAddress } from '../../src/core/crypto/address.js';
import { blockEntries, indexHandles } from '../../src/store/legacy/block.js';
import { ByteCursor } from '../../src/store/legacy/byte-cursor.js';
import { crc32c, maskCrc, unmaskCrc } from '../../src/store/legacy/crc32c.js';
import { isLegacyDirectory, readLegacyDirectory } from '../../src/store/legacy/legacy-dir.js';
import type { LegacySummary } from '../../src/store/legacy/legacy-dir.js';
import { readTableEntries } from '../../src/store/legacy/sst-reader.js';
import { LOG_BLOCK_BYTES, readLogFile } from '../../src/store/legacy/wal-reader.js';
import { decodeWriteBatch } from '../../src/store/legacy/write-batch.js';
import * as schema from '../../src/store/schema.js';

const FIXTURE = new URL('../fixtures/upgrade/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(FIXTURE, 'f9b1897.json'), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'legacy-reader-'));
const fixtureDb = join(scratch, 'fixture', 'db');
let dirCount = 0;

test.before(() => {
  mkdirSync(join(scratch, 'fixture'));
  execFileSync('tar', ['-xzf', join(FIXTURE, 'f9b1897.tar.gz'), '-C', join(scratch, 'fixture')]);
});
test.after.always(() => rmSync(scratch, { recursive: true, force: true }));

// ---- encoders for synthetic files (RocksDB's writer side, minimal) ----

function varint(n: number): Buffer {
  const out: number[] = [];
  for (; n >= 0x80; n = Math.floor(n / 128)) out.push((n % 128) | 0x80);
  out.push(n);
  return Buffer.from(out);
}
const prefixed = (b: Buffer): Buffer => Buffer.concat([varint(b.length), b]);
const u32 = (n: number): Buffer => Buffer.from(new Uint32Array([n]).buffer);
const u64 = (n: bigint): Buffer => Buffer.from(new BigUint64Array([n]).buffer);
type Op = [key: string, value: string | undefined];

function encodeBatch(seq: bigint, ops: Op[]): Buffer {
  const body = ops.map(([key, value]) =>
    value === undefined
      ? Buffer.concat([Buffer.of(0x00), prefixed(Buffer.from(key))])
      : Buffer.concat([Buffer.of(0x01), prefixed(Buffer.from(key)), prefixed(Buffer.from(value))]),
  );
  return Buffer.concat([u64(seq), u32(ops.length), ...body]);
}

/** Log records as RocksDB's log::Writer lays them out: block padding, first/middle/last fragments. */
function encodeLog(records: Buffer[]): Buffer {
  const out: Buffer[] = [];
  let position = 0;
  for (const record of records) {
    let left = record;
    for (let isFirst = true; isFirst || left.length > 0;) {
      const room = LOG_BLOCK_BYTES - (position % LOG_BLOCK_BYTES);
      if (room < 7) {
        out.push(Buffer.alloc(room));
        position += room;
        continue;
      }
      const length = Math.min(left.length, room - 7);
      const isLast = length === left.length;
      const type = isFirst ? (isLast ? 1 : 2) : isLast ? 4 : 3;
      const typed = Buffer.concat([Buffer.of(type), left.subarray(0, length)]);
      const header = Buffer.concat([u32(maskCrc(crc32c(typed))), Buffer.from(new Uint16Array([length]).buffer)]);
      out.push(header, typed);
      position += 7 + length;
      left = left.subarray(length);
      isFirst = false;
    }
  }
  return Buffer.concat(out);
}

/** A block with length-prefixed values and one restart point; `hashBuckets` appends a data-block hash map. */
function encodeBlock(entries: [Buffer, Buffer][], hashBuckets = 0): Buffer {
  let previous: Buffer = Buffer.alloc(0);
  const body = entries.map(([key, value]) => {
    let shared = 0;
    while (shared < Math.min(key.length, previous.length) && key[shared] === previous[shared]) shared++;
    previous = key;
    return Buffer.concat([
      varint(shared),
      varint(key.length - shared),
      varint(value.length),
      key.subarray(shared),
      value,
    ]);
  });
  const hash =
    hashBuckets === 0 ? [] : [Buffer.alloc(hashBuckets, 0xff), Buffer.from(new Uint16Array([hashBuckets]).buffer)];
  return Buffer.concat([...body, u32(0), ...hash, u32((1 | (hashBuckets === 0 ? 0 : 0x80000000)) >>> 0)]);
}

const internalKey = (key: string, seq: bigint, type: number): Buffer =>
  Buffer.concat([Buffer.from(key), u64((seq << 8n) | BigInt(type))]);

/** A one-data-block table: data, empty metaindex, index (full handles, no properties), footer. */
function encodeTable(entries: [Buffer, Buffer][], footer: 'v2' | 'legacy'): Buffer {
  const blocks: Buffer[] = [];
  const handles: Buffer[] = [];
  let offset = 0;
  const add = (contents: Buffer): Buffer => {
    const typed = Buffer.concat([contents, Buffer.of(0)]);
    blocks.push(typed, u32(maskCrc(crc32c(typed))));
    const handle = Buffer.concat([varint(offset), varint(contents.length)]);
    offset += contents.length + 5;
    return handle;
  };
  const data = add(encodeBlock(entries));
  handles.push(add(encodeBlock([])), add(encodeBlock([[entries.at(-1)![0], data]]))); // metaindex, index
  const tail =
    footer === 'legacy'
      ? [Buffer.concat(handles), Buffer.alloc(40 - Buffer.concat(handles).length), u64(0xdb4775248b80fb57n)]
      : [
          Buffer.of(1),
          Buffer.concat(handles),
          Buffer.alloc(40 - Buffer.concat(handles).length),
          u32(2),
          u64(0x88e241b785f4cff7n),
        ];
  return Buffer.concat([...blocks, ...tail]);
}

function newDir(files: Record<string, Buffer | string> = {}): string {
  const dir = join(scratch, `dir-${++dirCount}`);
  mkdirSync(dir);
  for (const [name, contents] of Object.entries(files)) writeFileSync(join(dir, name), contents);
  return dir;
}

async function readAll(dir: string): Promise<{ values: Map<string, Buffer>; summary: LegacySummary }> {
  const values = new Map<string, Buffer>();
  const summary = await readLegacyDirectory(dir, async (ops) => {
    for (const { key, value } of ops) values.set(key.toString('hex'), value);
  });
  return { values, summary };
}

// ---- the real fixture ----

test('reads the f9b1897 fixture: latest round, every block, accounts, kmd and admin records', async (t) => {
  const { values, summary } = await readAll(fixtureDb);
  t.like(summary, { tables: 1, logs: 1, droppedLogBytes: 0, logProblems: [] });
  t.is(summary.keys, values.size);
  // The table holds round 9 as latest; the log's newer write (round 10) must win.
  t.is(values.get(schema.latestKey().toString('hex'))?.readBigUInt64BE(0), BigInt(manifest.lastRound));
  for (let round = 0n; round <= BigInt(manifest.lastRound); round++) {
    t.true(values.has(schema.blockKey(round).toString('hex')), `block ${round}`);
  }
  t.false(values.has(schema.blockKey(BigInt(manifest.lastRound) + 1n).toString('hex')));
  for (const address of Object.keys(manifest.accounts)) {
    t.true(values.has(schema.accountKey(decodeAddress(address)).toString('hex')), address);
  }
  t.true(values.has(schema.genesisKey().toString('hex')));
  const namespaces = [...values.keys()].map((key) => key.slice(0, 2));
  t.true(namespaces.includes('6b'), 'kmd records');
  t.true(namespaces.filter((ns) => ns === '6f').length >= manifest.oauthApps.length, 'admin records');
});

test('isLegacyDirectory: true for the fixture, false for missing, empty and RocksDB 9 directories', (t) => {
  t.true(isLegacyDirectory(fixtureDb));
  t.false(isLegacyDirectory(join(scratch, 'absent')));
  t.false(isLegacyDirectory(newDir()));
  const modern = '[Version]\n  rocksdb_version=9.7.4\n[CFOptions "default"]\n  compression=kNoCompression\n';
  t.false(isLegacyDirectory(newDir({ 'OPTIONS-000007': modern })));
  // Only the newest OPTIONS file counts.
  const legacy = readFileSync(join(fixtureDb, 'OPTIONS-000012'));
  t.false(isLegacyDirectory(newDir({ 'OPTIONS-000012': legacy, 'OPTIONS-000020': modern })));
  t.true(isLegacyDirectory(newDir({ 'OPTIONS-000003': modern, 'OPTIONS-000012': legacy })));
  const snappy = modern.replace('kNoCompression', 'kSnappyCompression');
  t.true(isLegacyDirectory(newDir({ 'OPTIONS-000009': snappy })));
});

test('a log whose last record is cut halfway loses only that record', async (t) => {
  const log = readFileSync(join(fixtureDb, '000010.log'));
  // One more record (it fits in the first 32 KiB block, so encoding it alone gives the same bytes), cut halfway.
  const next = encodeLog([encodeBatch(1000n, [['k', 'v'.repeat(100)]])]);
  const half = Math.floor(next.length / 2);
  const torn = Buffer.concat([log, next.subarray(0, half)]);
  const dir = newDir({ '000008.sst': readFileSync(join(fixtureDb, '000008.sst')), '000010.log': torn });
  const { values, summary } = await readAll(dir);
  const { values: intact } = await readAll(fixtureDb);
  t.is(summary.droppedLogBytes, half);
  t.regex(summary.logProblems[0] ?? '', /^000010\.log: truncated record at byte 1365/);
  t.deepEqual(values, intact);
});

test('a garbled data block byte makes the table reader throw, naming the file', async (t) => {
  const sst = readFileSync(join(fixtureDb, '000008.sst'));
  sst.writeUInt8(sst.readUInt8(100) ^ 0x01, 100); // inside the first (Snappy) data block
  const dir = newDir({ '000008.sst': sst });
  const error = t.throws(() => [...readTableEntries(join(dir, '000008.sst'))]);
  t.regex(error.message, /000008\.sst: block at offset 0 .*checksum mismatch/);
  await t.throwsAsync(readAll(dir), { message: /000008\.sst/ });
});

// ---- synthetic logs ----

test('log records: fragments across blocks, padding, and a checksum failure ending the log', (t) => {
  const big = 'x'.repeat(2 * LOG_BLOCK_BYTES + 100);
  const records = [encodeBatch(1n, [['a', '1']]), encodeBatch(2n, [['b', big]]), encodeBatch(3n, [['c', '3']])];
  const bytes = encodeLog(records);
  const dir = newDir({ '000004.log': bytes });
  const read = readLogFile(join(dir, '000004.log'));
  t.deepEqual(
    read.batches.map((b) => [
      b.seq,
      b.entries[0]?.key.toString(),
      b.entries[0]?.type === 'put' && b.entries[0].value.length,
    ]),
    [
      [1n, 'a', 1],
      [2n, 'b', big.length],
      [3n, 'c', 1],
    ],
  );
  t.like(read, { validBytes: bytes.length, problem: undefined });
  const corrupt = Buffer.from(bytes);
  corrupt.writeUInt8(corrupt.readUInt8(corrupt.length - 2) ^ 0xff, corrupt.length - 2); // last record's payload
  writeFileSync(join(dir, '000005.log'), corrupt);
  const damaged = readLogFile(join(dir, '000005.log'));
  t.is(damaged.batches.length, 2);
  t.regex(damaged.problem ?? '', /checksum mismatch/);
  t.is(damaged.totalBytes - damaged.validBytes, records[2]!.length + 7);
});

test('log records: an empty first fragment at a block tail (old writers) is tolerated', (t) => {
  // 7-byte header + 32754-byte record leaves exactly 7 bytes in the block: room for a header and no payload.
  const filler = encodeBatch(1n, [['a', 'x'.repeat(32736)]]);
  t.is(filler.length, LOG_BLOCK_BYTES - 14);
  const bytes = encodeLog([filler, encodeBatch(2n, [['b', '2']])]);
  t.is(bytes[LOG_BLOCK_BYTES - 1], 2); // type "first", length 0
  const dir = newDir({ '000003.log': bytes });
  const read = readLogFile(join(dir, '000003.log'));
  t.deepEqual(
    read.batches.map((b) => b.seq),
    [1n, 2n],
  );
  t.is(read.problem, undefined);
});

test('point-in-time replay: after a torn log, a later log is kept only if it continues the sequence', async (t) => {
  const first = encodeLog([encodeBatch(1n, [['a', '1']]), encodeBatch(2n, [['b', '2']])]);
  const torn = first.subarray(0, first.length - 3);
  const continues = encodeLog([
    encodeBatch(2n, [
      ['c', '3'],
      ['a', undefined],
    ]),
  ]);
  const gap = encodeLog([encodeBatch(7n, [['d', '4']])]);
  const kept = await readAll(newDir({ '000001.log': torn, '000002.log': continues }));
  t.deepEqual([...kept.values.keys()].sort(), ['63']); // 'a' deleted by seq 3, 'b' torn away
  t.is(kept.summary.droppedLogBytes, first.length - 3 - encodeLog([encodeBatch(1n, [['a', '1']])]).length);
  const dropped = await readAll(newDir({ '000001.log': torn, '000002.log': gap }));
  t.deepEqual([...dropped.values.keys()], ['61']);
  t.is(dropped.summary.logProblems.length, 2);
  t.regex(dropped.summary.logProblems[1] ?? '', /000002\.log: sequence gap/);
});

test('write batches: sequence numbers, no-ops, and clear errors for what the store never wrote', (t) => {
  const batch = Buffer.concat([u64(10n), u32(2), Buffer.of(0x0d), Buffer.of(0x03), prefixed(Buffer.from('blob'))]);
  const ops = Buffer.concat([Buffer.of(0x05, 0x00), prefixed(Buffer.from('k')), prefixed(Buffer.from('v'))]);
  const decoded = decodeWriteBatch(Buffer.concat([batch, ops, Buffer.of(0x07), prefixed(Buffer.from('k'))]), 'b');
  t.deepEqual(
    decoded.entries.map((e) => [e.key.toString(), e.seq, e.type]),
    [
      ['k', 10n, 'put'],
      ['k', 11n, 'del'],
    ],
  );
  const header = Buffer.concat([u64(1n), u32(1)]);
  const cases: [Buffer, RegExp][] = [
    [
      Buffer.concat([header, Buffer.of(0x02), prefixed(Buffer.from('k')), prefixed(Buffer.from('v'))]),
      /unsupported merge/,
    ],
    [Buffer.concat([header, Buffer.of(0x05, 0x01), prefixed(Buffer.from('k'))]), /unsupported column family 1/],
    [Buffer.concat([header, Buffer.of(0x42)]), /unknown WriteBatch tag 0x42/],
    [Buffer.concat([u64(1n), u32(2), Buffer.of(0x00), prefixed(Buffer.from('k'))]), /counts 2 operations but holds 1/],
  ];
  for (const [payload, message] of cases) t.throws(() => decodeWriteBatch(payload, '000001.log record 0'), { message });
});

// ---- synthetic tables and blocks ----

test('tables with a legacy or a v2 footer; range deletions in a data block are refused', (t) => {
  const entries: [Buffer, Buffer][] = [
    [internalKey('a', 5n, 1), Buffer.from('A')],
    [internalKey('b', 4n, 0), Buffer.alloc(0)],
  ];
  for (const footer of ['legacy', 'v2'] as const) {
    const dir = newDir({ '000001.sst': encodeTable(entries, footer) });
    const read = [...readTableEntries(join(dir, '000001.sst'))].map((e) => [e.key.toString(), e.seq, e.type]);
    t.deepEqual(read, [
      ['a', 5n, 'put'],
      ['b', 4n, 'del'],
    ]);
  }
  const dir = newDir({ '000001.sst': encodeTable([[internalKey('a', 5n, 0x0f), Buffer.from('z')]], 'v2') });
  t.throws(() => [...readTableEntries(join(dir, '000001.sst'))], {
    message: /000001\.sst .*unsupported range deletion/,
  });
});

test('delta-encoded index blocks and hash-indexed data blocks', (t) => {
  const entry = (shared: number, key: string, value: Buffer) =>
    Buffer.concat([varint(shared), varint(key.length), Buffer.from(key), value]);
  const index = Buffer.concat([
    entry(0, 'a00', Buffer.concat([varint(0), varint(100)])),
    entry(2, '1', varint(40)), // size +20 (zigzag 40)
    entry(2, '2', varint(59)), // size -30 (zigzag 59)
    u32(0),
    u32(1),
  ]);
  t.deepEqual(indexHandles(index, 'index', { isDeltaEncoded: true, hasFirstKey: false }), [
    { offset: 0, size: 100 },
    { offset: 105, size: 120 },
    { offset: 230, size: 90 },
  ]);
  const pairs: [Buffer, Buffer][] = [
    [Buffer.from('key1'), Buffer.from('v1')],
    [Buffer.from('key2'), Buffer.from('v2')],
  ];
  for (const buckets of [0, 5]) {
    const read = [...blockEntries(encodeBlock(pairs, buckets), 'block')].map((e) => [
      e.key.toString(),
      e.value.toString(),
    ]);
    t.deepEqual(read, [
      ['key1', 'v1'],
      ['key2', 'v2'],
    ]);
  }
});

// ---- vectors ----

const varintCase = test.macro(
  (t: ExecutionContext, bytes: number[], read: (c: ByteCursor) => number, expected: number | RegExp) => {
    const cursor = new ByteCursor(Buffer.from(bytes), 'vector');
    if (expected instanceof RegExp) t.throws(() => read(cursor), { message: expected });
    else t.is(read(cursor), expected);
  },
);
const v32 = (c: ByteCursor) => c.varint32();
const v64 = (c: ByteCursor) => c.varint64();
const signed = (c: ByteCursor) => c.signedVarint64();
test('varint32 0', varintCase, [0x00], v32, 0);
test('varint32 127', varintCase, [0x7f], v32, 127);
test('varint32 128', varintCase, [0x80, 0x01], v32, 128);
test('varint32 300', varintCase, [0xac, 0x02], v32, 300);
test('varint32 2^32-1', varintCase, [0xff, 0xff, 0xff, 0xff, 0x0f], v32, 0xffffffff);
test('varint32 overflow', varintCase, [0xff, 0xff, 0xff, 0xff, 0x1f], v32, /overflows 32 bits/);
test('varint32 truncated', varintCase, [0x80], v32, /vector: truncated/);
test('varint64 2^53-1', varintCase, [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x0f], v64, 2 ** 53 - 1);
test('varint64 2^53 refused', varintCase, [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10], v64, /2\^53/);
test('varint64 11 bytes', varintCase, [...Array(10).fill(0x80), 0x00], v64, /longer than 10 bytes/);
test('zigzag 0', varintCase, [0x00], signed, 0);
test('zigzag -1', varintCase, [0x01], signed, -1);
test('zigzag 1', varintCase, [0x02], signed, 1);
test('zigzag -64', varintCase, [0x7f], signed, -64);
test('zigzag 2^31-1', varintCase, [0xfe, 0xff, 0xff, 0xff, 0x0f], signed, 2 ** 31 - 1);

const crcCase = test.macro((t: ExecutionContext, data: Buffer, expected: number) => t.is(crc32c(data), expected));
test('crc32c "123456789"', crcCase, Buffer.from('123456789'), 0xe3069283);
test('crc32c empty', crcCase, Buffer.alloc(0), 0);
test('crc32c 32 zero bytes', crcCase, Buffer.alloc(32), 0x8a9136aa);
test('crc32c 32 0xff bytes', crcCase, Buffer.alloc(32, 0xff), 0x62a8ab43);
test('crc32c 0..31', crcCase, Buffer.from(Array.from({ length: 32 }, (_, i) => i)), 0x46dd794e);

test('crc32c continues across chunks; mask and unmask are inverse', (t) => {
  const data = Buffer.from('123456789');
  t.is(crc32c(data.subarray(4), crc32c(data.subarray(0, 4))), 0xe3069283);
  t.is(maskCrc(0), 0xa282ead8);
  for (const crc of [0, 1, 0xe3069283, 0xffffffff]) t.is(unmaskCrc(maskCrc(crc)), crc);
});
