import test from 'ava';
import { MsgpackWriter } from '../../../src/core/codec/msgpack-writer.js';

function bytesOf(write: (w: MsgpackWriter) => void): string {
  const w = new MsgpackWriter(16);
  write(w);
  return w.finish().toString('hex');
}

const uint = test.macro({
  exec(t, value: bigint, hex: string) {
    t.is(
      bytesOf((w) => w.uint64(value)),
      hex,
    );
    if (value <= BigInt(Number.MAX_SAFE_INTEGER))
      t.is(
        bytesOf((w) => w.uint(Number(value))),
        hex,
      );
  },
  title: (_, value) => `uint ${value} takes the smallest unsigned form`,
});

test(uint, 0n, '00');
test(uint, 127n, '7f');
test(uint, 128n, 'cc80');
test(uint, 255n, 'ccff');
test(uint, 256n, 'cd0100');
test(uint, 65535n, 'cdffff');
test(uint, 65536n, 'ce00010000');
test(uint, 2n ** 32n - 1n, 'ceffffffff');
test(uint, 2n ** 32n, 'cf0000000100000000');
test(uint, 2n ** 53n - 1n, 'cf001fffffffffffff');
test(uint, 2n ** 53n + 1n, 'cf0020000000000001');
test(uint, 2n ** 64n - 1n, 'cfffffffffffffffff');

const int = test.macro({
  exec(t, value: bigint, hex: string) {
    t.is(
      bytesOf((w) => w.int64(value)),
      hex,
    );
  },
  title: (_, value) => `int64 ${value}`,
});

test(int, 5n, '05');
test(int, 200n, 'ccc8');
test(int, -1n, 'ff');
test(int, -32n, 'e0');
test(int, -33n, 'd0df');
test(int, -128n, 'd080');
test(int, -129n, 'd1ff7f');
test(int, -32768n, 'd18000');
test(int, -32769n, 'd2ffff7fff');
test(int, -(2n ** 31n), 'd280000000');
test(int, -(2n ** 31n) - 1n, 'd3ffffffff7fffffff');
test(int, -(2n ** 63n), 'd38000000000000000');

const lengthHeader = test.macro({
  exec(t, kind: 'bin' | 'str' | 'map' | 'array', length: number, prefixHex: string) {
    const hex = bytesOf((w) => {
      if (kind === 'bin') w.bin(Buffer.alloc(length, 1));
      else if (kind === 'str') w.str('x'.repeat(length));
      else if (kind === 'map') w.mapHeader(length);
      else w.arrayHeader(length);
    });
    t.true(hex.startsWith(prefixHex), `${hex.slice(0, 12)} should start with ${prefixHex}`);
    if (kind === 'bin' || kind === 'str') t.is(hex.length / 2, prefixHex.length / 2 + length);
  },
  title: (_, kind, length) => `${kind} header for length ${length}`,
});

test(lengthHeader, 'bin', 0, 'c400');
test(lengthHeader, 'bin', 32, 'c420');
test(lengthHeader, 'bin', 255, 'c4ff');
test(lengthHeader, 'bin', 256, 'c50100');
test(lengthHeader, 'bin', 65536, 'c600010000');
test(lengthHeader, 'str', 0, 'a0');
test(lengthHeader, 'str', 31, 'bf');
test(lengthHeader, 'str', 32, 'd920');
test(lengthHeader, 'str', 255, 'd9ff');
test(lengthHeader, 'str', 256, 'da0100');
test(lengthHeader, 'str', 65536, 'db00010000');
test(lengthHeader, 'map', 15, '8f');
test(lengthHeader, 'map', 16, 'de0010');
test(lengthHeader, 'map', 65536, 'df00010000');
test(lengthHeader, 'array', 15, '9f');
test(lengthHeader, 'array', 16, 'dc0010');
test(lengthHeader, 'array', 65536, 'dd00010000');

test('str writes UTF-8 and strBytes writes raw bytes under a str header', (t) => {
  t.is(
    bytesOf((w) => w.str('é€😀')),
    'a9' + Buffer.from('é€😀').toString('hex'),
  );
  t.is(
    bytesOf((w) => w.strBytes(Buffer.from([0xff, 0xfe]))),
    'a2fffe',
  );
});

test('endMap widens the reserved header when a map has 16 or more entries', (t) => {
  for (const count of [0, 15, 16, 300]) {
    const w = new MsgpackWriter(8);
    const header = w.beginMap();
    for (let i = 0; i < count; i++) {
      w.uint(i);
      w.bool(true);
    }
    w.endMap(header, count);
    const expected = new MsgpackWriter(8);
    expected.mapHeader(count);
    for (let i = 0; i < count; i++) {
      expected.uint(i);
      expected.bool(true);
    }
    t.deepEqual(w.finish(), expected.finish(), `count ${count}`);
  }
});

test('objects that outgrow the arena move intact and earlier results stay valid', (t) => {
  const w = new MsgpackWriter(32);
  w.str('first');
  const first = w.finish();
  const header = w.beginMap();
  w.str('k');
  const mark = w.offset;
  w.bin(Buffer.alloc(100, 7));
  w.truncate(mark);
  w.bin(Buffer.alloc(200, 9));
  w.endMap(header, 1);
  const second = w.finish();
  t.is(first.toString('hex'), 'a56669727374');
  t.is(second.length, 1 + 2 + 2 + 200);
  t.is(second.subarray(0, 5).toString('hex'), '81a16bc4c8');
  t.true(second.subarray(5).every((b) => b === 9));
});

const rejects = test.macro({
  exec(t, write: (w: MsgpackWriter) => void) {
    const err = t.throws(() => write(new MsgpackWriter(8)));
    t.is((err as { code?: string }).code, 'CORE_MSGPACK_ENCODE');
  },
  title: (name) => `rejects ${name}`,
});

test('a negative uint', rejects, (w) => w.uint(-1));
test('a fractional uint', rejects, (w) => w.uint(1.5));
test('an unsafe number as uint', rejects, (w) => w.uint(2 ** 53));
test('uint64 above 2^64 - 1', rejects, (w) => w.uint64(2n ** 64n));
test('a negative uint64', rejects, (w) => w.uint64(-1n));
test('int64 below -2^63', rejects, (w) => w.int64(-(2n ** 63n) - 1n));
test('int64 above 2^63 - 1', rejects, (w) => w.int64(2n ** 63n));
