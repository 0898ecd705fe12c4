/**
 * skipAny: moves past exactly one msgpack value of any kind readAny accepts (property-tested against writeAny's
 * encodings, nested and followed by more bytes), builds nothing, and refuses truncation and types readAny refuses
 * with the same CORE_MSGPACK_DECODE code. countValues counts a body's concatenated values; mapHeaderAt reads a map
 * header.
 */
import test from 'ava';
import fc from 'fast-check';
import { MsgpackReader } from '../../../src/core/codec/msgpack-reader.js';
import { readAny, skipAny, writeAny, type MsgpackValue } from '../../../src/core/codec/msgpack-value.js';
import { countValues, mapHeaderAt } from '../../../src/core/codec/msgpack-skip.js';
import { MsgpackWriter } from '../../../src/core/codec/msgpack-writer.js';

const value: fc.Arbitrary<MsgpackValue> = fc.letrec<{ v: MsgpackValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.bigInt({ min: -(1n << 63n), max: (1n << 64n) - 1n }),
    fc.double({ noNaN: true }).filter((d) => !Number.isSafeInteger(d)),
    fc.string({ maxLength: 300 }),
    fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
    fc.array(tie('v'), { maxLength: 20 }),
    fc
      .array(fc.tuple(fc.string({ maxLength: 12 }), tie('v')), { maxLength: 20 })
      .map((entries) => new Map<string | bigint, MsgpackValue>(entries)),
  ),
})).v;

function encode(v: MsgpackValue): Buffer {
  const w = new MsgpackWriter();
  writeAny(w, v);
  return w.finish();
}

test('skipAny ends exactly where the value ends, as readAny does, and leaves what follows', (t) => {
  fc.assert(
    fc.property(value, fc.uint8Array({ maxLength: 8 }), (v, tail) => {
      const bytes = Buffer.concat([encode(v), tail]);
      const skipped = new MsgpackReader(bytes);
      skipAny(skipped);
      const read = new MsgpackReader(bytes);
      readAny(read);
      return skipped.pos === read.pos && skipped.pos === bytes.length - tail.length;
    }),
  );
  t.pass();
});

test('every integer width and str/bin header form is skipped', (t) => {
  const forms = [
    [0x05],
    [0xe0],
    [0xcc, 1],
    [0xcd, 1, 2],
    [0xce, 1, 2, 3, 4],
    [0xcf, 1, 2, 3, 4, 5, 6, 7, 8],
    [0xd0, 1],
    [0xd1, 1, 2],
    [0xd2, 1, 2, 3, 4],
    [0xd3, 1, 2, 3, 4, 5, 6, 7, 8],
    [0xca, 1, 2, 3, 4],
    [0xcb, 1, 2, 3, 4, 5, 6, 7, 8],
    [0xc0],
    [0xc2],
    [0xc3],
    [0xa2, 0x61, 0x62],
    [0xd9, 2, 0x61, 0x62],
    [0xda, 0, 2, 0x61, 0x62],
    [0xdb, 0, 0, 0, 2, 0x61, 0x62],
    [0xc4, 2, 1, 2],
    [0xc5, 0, 2, 1, 2],
    [0xc6, 0, 0, 0, 2, 1, 2],
    [0x92, 0x01, 0xa1, 0x61],
    [0xdc, 0, 1, 0x01],
    [0xdd, 0, 0, 0, 1, 0x01],
    [0x81, 0xa1, 0x61, 0x01],
    [0xde, 0, 1, 0xa1, 0x61, 0x01],
    [0xdf, 0, 0, 0, 1, 0xa1, 0x61, 0x01],
  ];
  for (const form of forms) {
    const r = new MsgpackReader(Buffer.from([...form, 0xff]));
    skipAny(r);
    t.is(r.pos, form.length, Buffer.from(form).toString('hex'));
  }
});

const refused: [string, number[]][] = [
  ['truncated uint32', [0xce, 1, 2]],
  ['truncated float64', [0xcb, 1]],
  ['truncated str8 body', [0xd9, 5, 0x61]],
  ['truncated map', [0x82, 0xa1, 0x61, 0x01]],
  ['array longer than the input', [0xdd, 0xff, 0xff, 0xff, 0xff]],
  ['never-used byte 0xc1', [0xc1]],
  ['fixext1', [0xd4, 1, 2]],
  ['ext8', [0xc7, 1, 1, 2]],
  ['empty input', []],
];
for (const [name, bytes] of refused) {
  test(`refused: ${name}`, (t) => {
    const error = t.throws(() => skipAny(new MsgpackReader(Buffer.from(bytes))));
    t.is((error as { code?: string }).code, 'CORE_MSGPACK_DECODE');
  });
}

test('countValues counts concatenated values up to its limit; truncated, unknown or too many is undefined', (t) => {
  fc.assert(
    fc.property(fc.array(value, { maxLength: 18 }), (values) => {
      const bytes = Buffer.concat(values.map(encode));
      const counted = countValues(bytes, 16);
      return values.length <= 16 ? counted === values.length : counted === undefined;
    }),
  );
  const two = Buffer.concat([encode(new Map([['a', 1n]])), encode('x')]);
  t.is(countValues(two, 2), 2);
  t.is(countValues(two, 1), undefined);
  t.is(countValues(two.subarray(0, two.length - 1), 16), undefined);
  t.is(countValues(Buffer.from([0x01, 0xc1]), 16), undefined);
  t.is(countValues(Buffer.alloc(0), 16), 0);
});

test('mapHeaderAt reads the count and first entry of every map header form; anything else is undefined', (t) => {
  const table: [number[], number, { count: number; start: number } | undefined][] = [
    [[0x80], 0, { count: 0, start: 1 }],
    [[0x01, 0x8f], 1, { count: 15, start: 2 }],
    [[0xde, 0x01, 0x02], 0, { count: 0x0102, start: 3 }],
    [[0xdf, 0x00, 0x01, 0x00, 0x00], 0, { count: 0x10000, start: 5 }],
    [[0xde, 0x01], 0, undefined],
    [[0xdf, 0, 0, 0], 0, undefined],
    [[0x90], 0, undefined],
    [[0xa3, 0x61], 0, undefined],
    [[], 0, undefined],
  ];
  for (const [bytes, pos, expected] of table) t.deepEqual(mapHeaderAt(Buffer.from(bytes), pos), expected, `${bytes}`);
});
