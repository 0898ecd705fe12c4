import test from 'ava';
import fc from 'fast-check';
import {
  decodeMsgpack,
  decodeMsgpackValue,
  encodeMsgpackValue,
  MAX_DEPTH,
  type MsgpackValue,
} from '../../../src/core/codec/msgpack.js';
import { defineSchema, t as ty } from '../../../src/core/codec/schema.js';
import { isAppError } from '../../../src/core/errors.js';

type M = { u?: bigint; b?: boolean; a?: Uint8Array; s?: number; x?: MsgpackValue; l?: bigint[]; t?: bigint };
const schema = defineSchema<M>('M', [
  ['u', 'u', ty.u64],
  ['b', 'b', ty.bool],
  ['a', 'a', ty.addr],
  ['s', 's', ty.num(255)],
  ['x', 'x', ty.any],
  ['l', 'l', ty.array(ty.u64)],
  ['t', 't', ty.i64],
]);

const hex = (s: string): Buffer => Buffer.from(s.replace(/\s+/g, ''), 'hex');

const decodes = test.macro({
  exec(t, input: string, expected: M) {
    t.deepEqual(decodeMsgpack(schema, hex(input)), expected);
  },
  title: (name) => `decodes ${name}`,
});

test('any int width for a uint64', decodes, '81 a175 d1 0100', { u: 256n });
test('a signed width holding a non-negative value', decodes, '81 a175 d3 0000000000000005', { u: 5n });
test('uint64 max', decodes, '81 a175 cf ffffffffffffffff', { u: 2n ** 64n - 1n });
test('nil as zero of every kind', decodes, '85 a175 c0 a162 c0 a161 c0 a16c c0 a178 c0', {});
test('str where bin is expected', decodes, `81 a161 d9 20 ${'41'.repeat(32)}`, { a: Buffer.alloc(32, 0x41) });
test('an empty bin for a fixed field as zero', decodes, '81 a161 c4 00', {});
test('a bin key', decodes, '81 c40175 07', { u: 7n });
test('a negative int64', decodes, '81 a174 d0 80', { t: -128n });
test('a repeated key keeping the last value', decodes, '82 a175 01 a175 02', { u: 2n });
test('a repeated key whose last value is zero', decodes, '82 a175 01 a175 00', {});

const rejects = test.macro({
  exec(t, input: string, code: string, message: RegExp) {
    const err = t.throws(() => decodeMsgpack(schema, hex(input)));
    t.is((err as { code?: string }).code, code);
    t.regex(err!.message, message);
  },
  title: (name) => `rejects ${name}`,
});

test('an unknown key, naming it', rejects, '81 a3 7a7a7a 01', 'CORE_UNKNOWN_FIELD', /with key zzz \(M\)/);
test('a negative value for an unsigned field', rejects, '81 a175 ff', 'CORE_MSGPACK_DECODE', /negative integer -1/);
test('a uint8 overflow', rejects, '81 a173 cd 0100', 'CORE_MSGPACK_DECODE', /overflows \(max 255\)/);
test('an int64 overflow', rejects, '81 a174 cf 8000000000000000', 'CORE_MSGPACK_DECODE', /overflows int64/);
test(
  'a short address',
  rejects,
  `81 a161 c4 1f ${'01'.repeat(31)}`,
  'CORE_BAD_LENGTH',
  /M\.a must be 32 bytes, got 31/,
);
test('a long address', rejects, `81 a161 c4 21 ${'01'.repeat(33)}`, 'CORE_BAD_LENGTH', /got 33/);
test('an int in a bool field', rejects, '81 a162 01', 'CORE_MSGPACK_DECODE', /expected bool/);
test('a float in a uint field', rejects, '81 a175 cb 3ff0000000000000', 'CORE_MSGPACK_DECODE', /expected integer/);
test('a string in a uint field', rejects, '81 a175 a131', 'CORE_MSGPACK_DECODE', /expected integer/);
test('an array where a map is expected', rejects, '91 01', 'CORE_MSGPACK_DECODE', /expected map/);
test('an ext type in an opaque field', rejects, '81 a178 d4 01 00', 'CORE_MSGPACK_DECODE', /unsupported msgpack type/);
test(
  'an impossible array length',
  rejects,
  '81 a16c dd ffffffff',
  'CORE_MSGPACK_DECODE',
  /exceeds the remaining input/,
);
test('an impossible map length', rejects, 'df ffffffff', 'CORE_MSGPACK_DECODE', /exceeds the remaining input/);
test('an empty input', rejects, '', 'CORE_MSGPACK_DECODE', /unexpected end of input/);

test('every truncation of a valid object is a typed decode error', (t) => {
  const full = hex(
    `87 a175 cf 0102030405060708 a162 c3 a161 c420 ${'ab'.repeat(32)} a173 cc ff a178 92 a3 616263 c4 02 0102 a16c 92 01 cd 0102 a174 d3 ffffffffffffff00`,
  );
  t.notThrows(() => decodeMsgpack(schema, full));
  for (let n = 0; n < full.length; n++) {
    const err = t.throws(() => decodeMsgpack(schema, full.subarray(0, n)));
    t.is((err as { code?: string }).code, 'CORE_MSGPACK_DECODE', `prefix of ${n} bytes`);
  }
});

function nested(depth: number): Buffer {
  return Buffer.concat([hex('81 a178'), Buffer.alloc(depth, 0x91), hex('01')]);
}

test(`nesting up to ${MAX_DEPTH} levels decodes and deeper is rejected (depth bomb)`, (t) => {
  t.notThrows(() => decodeMsgpack(schema, nested(MAX_DEPTH - 1)));
  const err = t.throws(() => decodeMsgpack(schema, nested(MAX_DEPTH)));
  t.is((err as { code?: string }).code, 'CORE_MSGPACK_DECODE');
  t.regex(err!.message, /maximum nesting depth 255 exceeded/);
  const bomb = t.throws(() => decodeMsgpack(schema, nested(1_000_000)));
  t.is((bomb as { code?: string }).code, 'CORE_MSGPACK_DECODE');
});

test('random garbage never escapes as anything but a typed AppError', (t) => {
  let seed = 12345;
  const next = (): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  for (let i = 0; i < 3000; i++) {
    const input = Buffer.alloc(1 + (next() % 40));
    for (let j = 0; j < input.length; j++) input[j] = next() & 0xff;
    if (i % 2 === 0) input[0] = 0x80 | (next() % 4);
    try {
      decodeMsgpack(schema, input);
      decodeMsgpackValue(input);
    } catch (err) {
      if (!isAppError(err)) t.fail(`non-AppError ${String(err)} for ${input.toString('hex')}`);
    }
  }
  t.pass();
});

test('opaque values decode to bigint/Buffer/Map and re-encode canonically', (t) => {
  const input = hex('83 a17a d0 05 a161 92 c4 01 ff cb 3ff8000000000000 02 a3 6e696c');
  const { value, end } = decodeMsgpackValue(input);
  t.is(end, input.length);
  t.deepEqual(
    value,
    new Map<string | bigint, MsgpackValue>([
      ['z', 5n],
      ['a', [Buffer.from([0xff]), 1.5]],
      [2n, 'nil'],
    ]),
  );
  t.is(encodeMsgpackValue(value).toString('hex'), '83' + '02a36e696c' + 'a16192c401ffcb3ff8000000000000' + 'a17a05');
});

// Short ASCII strings are remembered by a hash of their bytes (msgpack-reader.ts): whatever was read before, with
// whatever hash collisions and however often the memory is emptied, each read gives the string of its own bytes.
test('short strings read again and again decode to their own text (remembered strings, memory emptied when full)', (t) => {
  const str = (text: string): Buffer => Buffer.from(encodeMsgpackValue(text));
  const read = (text: string): MsgpackValue => decodeMsgpackValue(str(text)).value;
  fc.assert(
    fc.property(fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 50 }), (texts) => {
      for (const text of [...texts, ...texts]) t.is(read(text), text);
    }),
    { numRuns: 300 },
  );
  // more distinct short strings than the memory holds, each read twice
  for (let i = 0; i < 10_000; i++) {
    const text = `k${i.toString(36)}`;
    t.is(read(text), text);
    t.is(read(text), text);
  }
  // same length and hash input order, different bytes; and non-ASCII of a short length
  t.is(read('ab'), 'ab');
  t.is(read('ba'), 'ba');
  t.is(read('é€'), 'é€');
});

test('integers of every unsigned width decode to their value, whatever was read before (the small-integer memory)', (t) => {
  // Values that share a slot of the memory (4096 apart) and values read again, in random orders and widths.
  const widths = (n: number): string[] => {
    const out: string[] = [];
    if (n < 0x80) out.push(n.toString(16).padStart(2, '0'));
    if (n < 0x100) out.push('cc' + n.toString(16).padStart(2, '0'));
    if (n < 0x10000) out.push('cd' + n.toString(16).padStart(4, '0'));
    out.push('ce' + n.toString(16).padStart(8, '0'));
    return out;
  };
  const value = fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0, max: 0xffff_ffff }));
  fc.assert(
    fc.property(fc.array(fc.tuple(value, fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 40 }), (reads) => {
      for (const [n, w, collide] of reads) {
        const m = collide && n + 4096 <= 0xffff_ffff ? n + 4096 : n;
        for (const k of [n, m]) {
          const forms = widths(k);
          t.is(decodeMsgpack(schema, hex(`81 a175 ${forms[w % forms.length]!}`)).u ?? 0n, BigInt(k)); // zero is omitted
        }
      }
    }),
  );
});
