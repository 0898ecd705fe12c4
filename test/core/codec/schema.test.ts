import test from 'ava';
import algosdk from 'algosdk';
import {
  decodeMsgpack,
  decodeMsgpackAt,
  decodeMsgpackValue,
  encodeMsgpack,
  encodeMsgpackValue,
  type MsgpackValue,
} from '../../../src/core/codec/msgpack.js';
import { defineSchema, mergeSchemas, Omit, t as ty } from '../../../src/core/codec/schema.js';

type Inner = { n?: bigint; s?: string };
type Sample = {
  u?: bigint;
  i?: bigint;
  small?: number;
  flag?: boolean;
  text?: string;
  raw?: Uint8Array | string;
  data?: Uint8Array;
  digest?: Uint8Array;
  who?: Uint8Array;
  inner?: Inner;
  list?: Inner[];
  nums?: bigint[];
  byId?: Map<bigint, Inner>;
  byName?: Map<string, bigint>;
  opaque?: MsgpackValue;
  always?: string;
  pointer?: Inner;
};

const innerSchema = defineSchema<Inner>('Inner', [
  ['s', 's', ty.str],
  ['n', 'n', ty.u64],
]);

const sampleSchema = defineSchema<Sample>('Sample', [
  ['u', 'u', ty.u64],
  ['i', 'i', ty.i64],
  ['sm', 'small', ty.num(255)],
  ['f', 'flag', ty.bool],
  ['tx', 'text', ty.str],
  ['rw', 'raw', ty.strBytes],
  ['d', 'data', ty.bytes],
  ['dg', 'digest', ty.fixed(32)],
  ['w', 'who', ty.addr],
  ['in', 'inner', ty.struct(innerSchema)],
  ['ls', 'list', ty.array(ty.struct(innerSchema))],
  ['ns', 'nums', ty.array(ty.u64)],
  ['bi', 'byId', ty.map('u64', ty.struct(innerSchema))],
  ['bn', 'byName', ty.map('bytes', ty.u64)],
  ['op', 'opaque', ty.any],
  ['al', 'always', ty.str, Omit.NEVER],
  ['pt', 'pointer', ty.struct(innerSchema), Omit.NIL],
]);

/** algosdk's raw msgpack encoder with sorted keys serves as an independent canonical writer for plain maps. */
function sdkCanonical(value: unknown): string {
  return Buffer.from(algosdk.msgpackRawEncode(value as never)).toString('hex');
}

test('schema fields are sorted by key bytes once, at definition', (t) => {
  t.deepEqual(
    sampleSchema.fields.map((f) => f.key),
    ['al', 'bi', 'bn', 'd', 'dg', 'f', 'i', 'in', 'ls', 'ns', 'op', 'pt', 'rw', 'sm', 'tx', 'u', 'w'],
  );
  const upper = defineSchema<{ a?: bigint; b?: bigint; c?: bigint }>('Case', [
    ['voteLst', 'a', ty.u64],
    ['voteKD', 'b', ty.u64],
    ['voteFst', 'c', ty.u64],
  ]);
  t.deepEqual(
    upper.fields.map((f) => f.key),
    ['voteFst', 'voteKD', 'voteLst'],
  );
});

test('an empty model writes only the never-omitted field', (t) => {
  t.is(encodeMsgpack(sampleSchema, {}).toString('hex'), '81a2616ca0');
});

test('zero values are omitted, recursively for nested structs, never inside arrays', (t) => {
  const value: Sample = {
    u: 0n,
    i: 0n,
    small: 0,
    flag: false,
    text: '',
    data: new Uint8Array(0),
    digest: new Uint8Array(32),
    who: new Uint8Array(32),
    inner: { n: 0n, s: '' },
    list: [{}, { n: 0n }],
    nums: [0n, 5n],
    always: 'x',
  };
  const expected = new Map<string, unknown>([
    ['al', 'x'],
    ['ls', [new Map(), new Map()]],
    ['ns', [0, 5]],
  ]);
  t.is(encodeMsgpack(sampleSchema, value).toString('hex'), sdkCanonical(expected));
});

test('a NIL-mode struct is written whenever present, even if empty', (t) => {
  t.is(encodeMsgpack(sampleSchema, { always: 'a', pointer: {} }).toString('hex'), '82a2616ca161a270748' + '0');
});

test('every kind round-trips and matches an independent canonical writer', (t) => {
  const who = Buffer.alloc(32, 3);
  const value: Sample = {
    u: 2n ** 64n - 1n,
    i: -5n,
    small: 200,
    flag: true,
    text: 'héllo',
    raw: Buffer.from([0xff, 0x00, 0x41]),
    data: Buffer.from('data'),
    digest: Buffer.alloc(32, 9),
    who,
    inner: { n: 7n },
    list: [{ s: 'a' }],
    nums: [1n, 2n ** 53n + 1n],
    byId: new Map([
      [10n, { n: 1n }],
      [2n, {}],
    ]),
    byName: new Map([
      ['b', 2n],
      ['a\u00ff', 1n],
      ['a', 0n],
    ]),
    opaque: new Map<string | bigint, MsgpackValue>([
      ['z', 1n],
      ['a', [Buffer.from([1]), 'x', null, true]],
    ]),
    always: 'k',
  };
  const bytes = encodeMsgpack(sampleSchema, value);
  const expected = new Map<string, unknown>([
    ['al', 'k'],
    [
      'bi',
      new Map<number, unknown>([
        [2, new Map()],
        [10, new Map([['n', 1]])],
      ]),
    ],
    ['d', Buffer.from('data')],
    ['dg', Buffer.alloc(32, 9)],
    ['f', true],
    ['i', -5],
    ['in', new Map([['n', 7]])],
    ['ls', [new Map([['s', 'a']])]],
    ['ns', [1, 2n ** 53n + 1n]],
    [
      'op',
      new Map<string, unknown>([
        ['a', [Buffer.from([1]), 'x', null, true]],
        ['z', 1],
      ]),
    ],
    ['sm', 200],
    ['tx', 'héllo'],
    ['u', 2n ** 64n - 1n],
    ['w', who],
  ]);
  const hex = bytes.toString('hex');
  // rw (raw bytes as str) and bn (binary-string keys) have no counterpart in the oracle: check them by hand.
  t.true(hex.includes('a27277' + 'a3ff0041'));
  t.true(hex.includes('a2626e' + '83' + 'a16100' + 'a261ff01' + 'a16202'));
  const decoded = decodeMsgpack(sampleSchema, bytes);
  t.deepEqual(encodeMsgpack(sampleSchema, decoded), bytes);
  t.deepEqual(
    decoded.byName,
    new Map([
      ['a', 0n],
      ['a\u00ff', 1n],
      ['b', 2n],
    ]),
  );
  t.deepEqual(decoded.raw, Buffer.from([0xff, 0x00, 0x41]));
  const {
    rw: _rw,
    bn: _bn,
    ...rest
  } = Object.fromEntries((decodeMsgpackValue(bytes).value as Map<string, unknown>).entries());
  t.is(
    encodeMsgpackValue(new Map(Object.entries(rest) as [string, MsgpackValue][])).toString('hex'),
    sdkCanonical(expected),
  );
});

test('decoding normalises: explicit zeros are dropped, so non-canonical and canonical input decode alike', (t) => {
  const canonical = encodeMsgpack(sampleSchema, { u: 300n, always: '' });
  // keys out of order, wide ints, explicit zero fields, nil for empty containers, str where bin is expected
  const noisy = Buffer.from(
    '86' +
      'a175' +
      'cf000000000000012c' +
      'a166' +
      'c2' +
      'a26c73' +
      'c0' +
      'a164' +
      'a0' +
      'a2616c' +
      'a0' +
      'a169' +
      'd300000000' +
      '00000000',
    'hex',
  );
  const decoded = decodeMsgpack(sampleSchema, noisy);
  t.deepEqual(decoded, { u: 300n, always: '' });
  t.deepEqual(encodeMsgpack(sampleSchema, decoded), canonical);
});

test('decodeMsgpackAt reports the end so concatenated objects can be read', (t) => {
  const a = encodeMsgpack(innerSchema, { n: 1n });
  const b = encodeMsgpack(innerSchema, { s: 'two' });
  const body = Buffer.concat([a, b]);
  const first = decodeMsgpackAt(innerSchema, body);
  t.is(first.end, a.length);
  const second = decodeMsgpackAt(innerSchema, body, first.end);
  t.deepEqual(second, { value: { s: 'two' }, end: body.length });
  const err = t.throws(() => decodeMsgpack(innerSchema, body));
  t.is((err as { code?: string }).code, 'CORE_MSGPACK_DECODE');
  t.deepEqual(decodeMsgpack(innerSchema, body, { allowTrailing: true }), { n: 1n });
});

test('merged schemas flatten their fields and reject duplicate keys', (t) => {
  const other = defineSchema<{ z?: bigint }>('Other', [['z', 'z', ty.u64]]);
  const merged = mergeSchemas<Inner & { z?: bigint }>('Merged', innerSchema, other);
  t.deepEqual(
    merged.fields.map((f) => f.key),
    ['n', 's', 'z'],
  );
  t.is(encodeMsgpack(merged, { z: 1n, n: 2n }).toString('hex'), '82a16e02a17a01');
  const err = t.throws(() => mergeSchemas('Dup', innerSchema, innerSchema));
  t.is((err as { code?: string }).code, 'CORE_INTERNAL');
});

test('properties the schema does not know are ignored when encoding', (t) => {
  const value = { n: 1n, extra: 'ignored' } as Inner;
  t.is(encodeMsgpack(innerSchema, value).toString('hex'), '81a16e01');
});

const badValue = test.macro({
  exec(t, value: Sample, message: RegExp) {
    const err = t.throws(() => encodeMsgpack(sampleSchema, value));
    t.is((err as { code?: string }).code, 'CORE_MSGPACK_ENCODE');
    t.regex(err!.message, message);
  },
  title: (name) => `encode rejects ${name}`,
});

test('a short address', badValue, { who: Buffer.alloc(31, 1) }, /field w expects 32 bytes/);
test('a number where bytes are expected', badValue, { data: 5 as never }, /field d expects bytes/);
test('a uint8 out of range', badValue, { small: 256 }, /field sm expects an integer in \[0, 255\]/);
test('a negative uint64', badValue, { u: -1n }, /outside uint64/);
test('uint64 overflow', badValue, { u: 2n ** 64n }, /outside uint64/);
test('a string in a bool field', badValue, { flag: 'yes' as never }, /field f expects a boolean/);
test('number map keys in a uint64 map', badValue, { byId: new Map([[1, {}]]) as never }, /bigint map keys/);

test('schema property names must be plain identifiers that objects do not inherit', (t) => {
  for (const name of ['constructor', 'toString', 'a-b', '1x', 'x; y']) {
    const err = t.throws(() => defineSchema('Bad', [['k', name as never, ty.u64]]));
    t.is((err as { code?: string }).code, 'CORE_INTERNAL', name);
  }
});

test('encoding a non-object is a typed error', (t) => {
  for (const value of [null, 5, 'x']) {
    const err = t.throws(() => encodeMsgpack(innerSchema, value as never));
    t.is((err as { code?: string }).code, 'CORE_MSGPACK_ENCODE');
  }
});
