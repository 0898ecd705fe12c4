import test from 'ava';
import { renderE2, withSchema, writeCodecJson } from '../../../src/core/codec/json-codec.js';
import { writeStructJson, type JsonValue } from '../../../src/core/codec/json-e1.js';
import { quoteJson, quoteUtf8Bytes } from '../../../src/core/codec/json-out.js';
import { defineSchema, Omit, t as ty } from '../../../src/core/codec/schema.js';

const e1 = test.macro({
  exec(t, value: JsonValue, expected: string, pretty?: boolean) {
    t.is(writeStructJson(value, pretty === true ? { pretty } : undefined), expected);
  },
  title: (name) => `E1 ${name}`,
});

test('escapes <>& like Go and ends with a newline', e1, { a: '<b>&' }, '{"a":"\\u003cb\\u003e\\u0026"}\n');
test(
  'writes bigints beyond 2^53 exactly',
  e1,
  { big: 2n ** 64n - 1n, n: 9007199254740993n },
  '{"big":18446744073709551615,"n":9007199254740993}\n',
);
test('keeps the given key order and skips undefined', e1, { z: 1, a: undefined, m: null }, '{"z":1,"m":null}\n');
test('writes bytes as padded base64', e1, { b: Buffer.from([0xfb, 0xff]) }, '{"b":"+/8="}\n');
test('writes empty containers', e1, { a: [], o: {} }, '{"a":[],"o":{}}\n');
test(
  'escapes control characters and U+2028/2029',
  e1,
  '\b\f\n\r\t\u0001\u2028\u2029"\\',
  '"\\b\\f\\n\\r\\t\\u0001\\u2028\\u2029\\"\\\\"\n',
);
test('keeps other unicode verbatim', e1, ['é€😀'], '["é€😀"]\n');
test(
  'pretty-prints with two spaces',
  e1,
  { a: [1, { b: true }], e: [], o: {} },
  '{\n  "a": [\n    1,\n    {\n      "b": true\n    }\n  ],\n  "e": [],\n  "o": {}\n}\n',
  true,
);

test('E1 refuses non-finite numbers', (t) => {
  const err = t.throws(() => writeStructJson({ x: Number.NaN }));
  t.is((err as { code?: string }).code, 'CORE_INTERNAL');
});

test('codec JSON (kmd/E2 layout): sorted keys, ": ", 2-space indent, no newline, no HTML escaping', (t) => {
  const body = {
    wallet: { supported_txs: ['pay', 'keyreg'], name: 'a<b>&c', id: 'x', mnemonic_ux: false, driver_version: 1 },
    expires_seconds: 0n,
    empty: {},
    list: [],
  };
  t.is(
    writeCodecJson(body),
    '{\n  "empty": {},\n  "expires_seconds": 0,\n  "list": [],\n  "wallet": {\n    "driver_version": 1,\n    "id": "x",\n' +
      '    "mnemonic_ux": false,\n    "name": "a<b>&c",\n    "supported_txs": [\n      "pay",\n      "keyreg"\n    ]\n  }\n}',
  );
});

test('codec JSON omitEmpty drops zero values recursively but never inside arrays', (t) => {
  const body = { error: false, message: '', addresses: [], n: 0n, keep: [0, ''], o: { a: { b: 0 } }, x: 1 };
  t.is(writeCodecJson(body, { omitEmpty: true }), '{\n  "keep": [\n    0,\n    ""\n  ],\n  "x": 1\n}');
  t.is(writeCodecJson({}, { omitEmpty: true }), '{}');
});

test('codec JSON sorts keys by UTF-8 bytes', (t) => {
  t.is(
    writeCodecJson({ b: 1, B: 2, é: 3, '😀': 4, '\uffff': 5 }),
    '{\n  "B": 2,\n  "b": 1,\n  "é": 3,\n  "\uffff": 5,\n  "😀": 4\n}',
  );
});

type Rec = {
  n?: bigint;
  who?: Uint8Array;
  raw?: Uint8Array | string;
  data?: Uint8Array;
  deep?: { n?: bigint };
  keep?: string;
  byId?: Map<bigint, bigint>;
  byKey?: Map<string, bigint>;
  ptr?: { n?: bigint };
};
const inner = defineSchema<{ n?: bigint }>('In', [['n', 'n', ty.u64]]);
const recSchema = defineSchema<Rec>('Rec', [
  ['n', 'n', ty.u64],
  ['w', 'who', ty.addr],
  ['r', 'raw', ty.strBytes],
  ['d', 'data', ty.bytes],
  ['dp', 'deep', ty.struct(inner)],
  ['k', 'keep', ty.str, Omit.NEVER],
  ['bi', 'byId', ty.map('u64', ty.u64)],
  ['bk', 'byKey', ty.map('bytes', ty.u64)],
  ['p', 'ptr', ty.struct(inner), Omit.NIL],
]);

test('E2 renders schema values with short keys, base64 bytes, address text and quoted uint64 map keys', (t) => {
  const value: Rec = {
    n: 2n ** 64n - 1n,
    who: Buffer.alloc(32),
    raw: Buffer.from([0x61, 0xff, 0x3c]),
    data: Buffer.from([1, 2, 3]),
    deep: { n: 0n },
    byId: new Map([
      [10n, 1n],
      [9n, 0n],
    ]),
    byKey: new Map([['\u00ffz', 1n]]),
    ptr: {},
  };
  t.is(
    renderE2(recSchema, value),
    '{\n  "bi": {\n    "9": 0,\n    "10": 1\n  },\n  "bk": {\n    "\\ufffdz": 1\n  },\n  "d": "AQID",\n  "k": "",\n' +
      '  "n": 18446744073709551615,\n  "r": "a\\ufffd<"\n}',
  );
});

test('E2 writes ADDR fields as 58-character address text', (t) => {
  const text = renderE2(recSchema, { who: Buffer.alloc(32, 0xff) });
  t.regex(text, /"w": "7777777777777777777777777777777777777777777777777774MSJUVU"/);
});

test('schema values embed in plain codec JSON', (t) => {
  const out = writeCodecJson({ 'pool-error': '', txn: withSchema(recSchema, { n: 5n }) });
  t.is(out, '{\n  "pool-error": "",\n  "txn": {\n    "k": "",\n    "n": 5\n  }\n}');
});

const invalidUtf8 = test.macro({
  exec(t, bytes: number[], expected: string) {
    t.is(quoteUtf8Bytes(Buffer.from(bytes), false), expected);
  },
  title: (name) => `invalid UTF-8: ${name}`,
});

test('a lone continuation byte', invalidUtf8, [0x41, 0x80, 0x42], '"A\\ufffdB"');
test('a truncated sequence', invalidUtf8, [0xe2, 0x82], '"\\ufffd\\ufffd"');
test('an overlong encoding', invalidUtf8, [0xc0, 0xaf], '"\\ufffd\\ufffd"');
test('a UTF-16 surrogate', invalidUtf8, [0xed, 0xa0, 0x80], '"\\ufffd\\ufffd\\ufffd"');
test(
  'valid sequences around an invalid byte',
  invalidUtf8,
  [0xe2, 0x82, 0xac, 0xff, 0xf0, 0x9f, 0x98, 0x80],
  '"€\\ufffd😀"',
);

test('quoteJson escapes HTML only when asked', (t) => {
  t.is(quoteJson('<&>', false), '"<&>"');
  t.is(quoteJson('<&>', true), '"\\u003c\\u0026\\u003e"');
});

test('undefined inside arrays is written as null by both writers', (t) => {
  const arr = [1, undefined, 2] as unknown as JsonValue;
  t.is(writeStructJson(arr), '[1,null,2]\n');
  t.is(writeCodecJson(arr), '[\n  1,\n  null,\n  2\n]');
});
