/**
 * Recognising canonical input while decoding (schema-canonical.ts): "canonical" must only ever be said of bytes
 * equal to the re-encoding, whatever the input; and it should be said of the canonical encodings of the plain
 * transaction types, which is what makes skipping the re-encode worth it.
 */
import test from 'ava';
import { decodeMsgpackCanonical, encodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { defineSchema, Omit, t as ty } from '../../../src/core/codec/schema.js';
import { MsgpackReader } from '../../../src/core/codec/msgpack-reader.js';
import { readAny } from '../../../src/core/codec/msgpack-value.js';
import { transactionSchema } from '../../../src/core/txn/schemas.js';
import {
  bytesToSign,
  decodeTransaction,
  decodeTransactionToSign,
  encodeTransaction,
} from '../../../src/core/txn/transaction.js';
import { BUILDERS, Rng, randomPair } from './random-txn.js';

const TYPES = Object.keys(BUILDERS) as (keyof typeof BUILDERS)[];
/** Types whose fields are all scalars or byte strings: their canonical encodings must be recognised. */
const FLAT_TYPES = new Set(['pay', 'axfer', 'keyreg', 'afrz']);

function decode(bytes: Buffer): { value: unknown; canonical: boolean } {
  return decodeMsgpackCanonical(transactionSchema, bytes);
}

test('the canonical encoding of every random transaction is recognised or conservatively refused, never misjudged', (t) => {
  for (const type of TYPES) {
    let recognised = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const { label, ours } = randomPair(new Rng(seed * 31 + type.length), type);
      const bytes = encodeTransaction(ours);
      const { value, canonical } = decode(bytes);
      if (canonical) recognised++;
      if (FLAT_TYPES.has(type) && !canonical) t.fail(`${label} seed ${seed}: canonical input not recognised`);
      t.deepEqual(encodeTransaction(value as never), bytes, label);
    }
    if (FLAT_TYPES.has(type)) t.is(recognised, 100, type);
  }
});

type Entry = { key: Buffer; value: Buffer };

/** The top-level map of `bytes` as raw key and value encodings. */
function entries(bytes: Buffer): Entry[] {
  const r = new MsgpackReader(bytes);
  const n = r.readMapHeader();
  const out: Entry[] = [];
  for (let i = 0; i < n; i++) {
    const k = r.pos;
    const keyLength = r.readKeyHeader(); // `r.pos += r.readKeyHeader()` would add to the pos read before the call
    r.pos += keyLength;
    const v = r.pos;
    readAny(r);
    out.push({ key: bytes.subarray(k, v), value: bytes.subarray(v, r.pos) });
  }
  return out;
}

function map(list: readonly Entry[], wide = false): Buffer {
  const header = wide || list.length >= 16 ? Buffer.from([0xde, 0, list.length]) : Buffer.from([0x80 | list.length]);
  return Buffer.concat([header, ...list.flatMap((e) => [e.key, e.value])]);
}

/** `entries` with the first value accepted by `change` replaced; undefined when no value qualifies. */
function replaceFirst(list: readonly Entry[], change: (value: Buffer) => Buffer | undefined): Buffer | undefined {
  for (let i = 0; i < list.length; i++) {
    const value = change(list[i]!.value);
    if (value !== undefined) return map(list.map((e, j) => (j === i ? { key: e.key, value } : e)));
  }
  return undefined;
}

/** Same model, other bytes: each yields an encoding that decodes like the canonical one but is not it. */
const MUTATIONS: Record<string, (list: readonly Entry[]) => Buffer | undefined> = {
  'keys in reverse order': (list) => (list.length > 1 ? map([...list].reverse()) : undefined),
  'map16 header': (list) => (list.length < 16 ? map(list, true) : undefined),
  'a key as bin': (list) => {
    const [first, ...rest] = list;
    const key = Buffer.concat([Buffer.from([0xc4, first!.key.length - 1]), first!.key.subarray(1)]);
    return map([{ key, value: first!.value }, ...rest]);
  },
  'a key repeated': (list) => map([...list, list[list.length - 1]!]),
  'a nil field added': (list) => {
    const key = Buffer.from([0xa4, ...Buffer.from('note')]);
    return list.some((e) => e.key.equals(key)) ? undefined : map([...list, { key, value: Buffer.from([0xc0]) }]);
  },
  'a fixint widened to uint8': (list) =>
    replaceFirst(list, (v) => (v[0]! < 0x80 && v.length === 1 ? Buffer.from([0xcc, v[0]!]) : undefined)),
  'a fixint as int8': (list) =>
    replaceFirst(list, (v) => (v[0]! < 0x80 && v.length === 1 ? Buffer.from([0xd0, v[0]!]) : undefined)),
  'a uint32 as int32 (same length)': (list) =>
    replaceFirst(list, (v) =>
      v[0] === 0xce && v.readUInt32BE(1) < 0x8000_0000 ? Buffer.from([0xd2, ...v.subarray(1)]) : undefined,
    ),
  'a uint64 holding a small value': (list) =>
    replaceFirst(list, (v) => {
      if (v[0] !== 0xce) return undefined;
      const wide = Buffer.alloc(9);
      wide[0] = 0xcf;
      wide.writeBigUInt64BE(BigInt(v.readUInt32BE(1)), 1);
      return wide;
    }),
  'bytes as str8': (list) =>
    replaceFirst(list, (v) => (v[0] === 0xc4 ? Buffer.from([0xd9, ...v.subarray(1)]) : undefined)),
  'bytes as bin16': (list) =>
    replaceFirst(list, (v) => (v[0] === 0xc4 ? Buffer.from([0xc5, 0, ...v.subarray(1)]) : undefined)),
  'text as str8': (list) =>
    replaceFirst(list, (v) =>
      (v[0]! & 0xe0) === 0xa0 ? Buffer.from([0xd9, v[0]! & 0x1f, ...v.subarray(1)]) : undefined,
    ),
  'text as bin': (list) =>
    replaceFirst(list, (v) =>
      (v[0]! & 0xe0) === 0xa0 ? Buffer.from([0xc4, v[0]! & 0x1f, ...v.subarray(1)]) : undefined,
    ),
};

for (const [name, mutate] of Object.entries(MUTATIONS)) {
  test(`not canonical: ${name}`, (t) => {
    let applied = 0;
    for (const type of FLAT_TYPES) {
      for (let seed = 1; seed <= 40; seed++) {
        const { label, ours } = randomPair(new Rng(seed * 131 + type.length), type as keyof typeof BUILDERS);
        const bytes = encodeTransaction(ours);
        const mutated = mutate(entries(bytes));
        if (mutated === undefined) continue;
        applied++;
        const { value, canonical } = decode(mutated);
        t.false(canonical, `${label} seed ${seed}: ${mutated.toString('hex')}`);
        t.deepEqual(encodeTransaction(value as never), bytes, `${label} seed ${seed}: decodes to the same transaction`);
      }
    }
    t.true(applied >= 20, `the mutation applied to only ${applied} transactions`);
  });
}

test('bytes changed at random: whatever decodes and is called canonical equals its re-encoding', (t) => {
  const rng = new Rng(20261125);
  let decoded = 0;
  let canonicalCount = 0;
  for (let i = 0; i < 4000; i++) {
    const bytes = Buffer.from(encodeTransaction(randomPair(new Rng(1 + rng.int(1_000_000))).ours));
    for (let k = 1 + rng.int(3); k > 0; k--) bytes[rng.int(bytes.length)] = rng.int(256);
    let result: { value: unknown; canonical: boolean };
    try {
      result = decode(bytes);
    } catch {
      continue;
    }
    decoded++;
    if (!result.canonical) continue;
    canonicalCount++;
    const again = encodeTransaction(result.value as never);
    if (!again.equals(bytes))
      t.fail(
        `called canonical but re-encodes differently:\n in  ${bytes.toString('hex')}\n out ${again.toString('hex')}`,
      );
  }
  t.true(decoded > 500 && canonicalCount > 100, `${decoded} decoded, ${canonicalCount} canonical`);
});

test('decodeTransactionToSign answers the message bytesToSign answers, for canonical and other input', (t) => {
  for (let seed = 1; seed <= 60; seed++) {
    const { label, ours } = randomPair(new Rng(seed));
    const canonical = encodeTransaction(ours);
    for (const input of [canonical, map([...entries(canonical)].reverse())]) {
      const { txn, message } = decodeTransactionToSign(input);
      t.deepEqual(message, bytesToSign(decodeTransaction(input)), label);
      t.deepEqual(encodeTransaction(txn), canonical, label);
    }
  }
});

test('kept fields (Omit.NIL) and never-omitted ones: canonical only where the encoder writes the same bytes', (t) => {
  type Kept = { h?: Buffer; n?: bigint; s?: string };
  const kept = defineSchema<Kept>('Kept', [
    ['h', 'h', ty.fixed(32), Omit.NIL],
    ['n', 'n', ty.u64, Omit.NIL],
    ['s', 's', ty.str],
  ]);
  const encode = (value: Kept): Buffer => encodeMsgpack(kept, value);
  const check = (bytes: Buffer): boolean => decodeMsgpackCanonical(kept, bytes).canonical;
  t.true(check(encode({ h: Buffer.alloc(32), n: 0n, s: 'x' })), 'zero values of kept fields, written by the encoder');
  t.true(check(encode({ n: 5n })));
  // {h: empty bin}: decodes to 32 zero bytes, which the encoder writes in full.
  t.false(check(Buffer.from([0x81, 0xa1, 0x68, 0xc4, 0x00])));
  // {n: nil}: decodes to 0, written 0x00.
  t.false(check(Buffer.from([0x81, 0xa1, 0x6e, 0xc0])));
  const never = defineSchema<{ a?: bigint }>('Never', [['a', 'a', ty.u64, Omit.NEVER]]);
  const written = encodeMsgpack(never, { a: 7n });
  t.false(decodeMsgpackCanonical(never, written).canonical, 'schemas with never-omitted fields are not checked');
});
