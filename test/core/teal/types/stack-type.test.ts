import test from 'ava';
import { namedTypes } from '../../../../src/core/teal/spec.js';
import {
  MAX_UINT64,
  STACK_ADDRESS,
  STACK_ANY,
  STACK_BIGINT,
  STACK_BOOLEAN,
  STACK_BOX_NAME,
  STACK_BYTES,
  STACK_NONE,
  STACK_STATE_KEY,
  STACK_UINT64,
  STACK_ZERO_UINT64,
  constantUint64,
  newStackType,
  stackTypeFromName,
  staticBytes,
  type AvmType,
  type Bound,
} from '../../../../src/core/teal/types/stack-type.js';

const named = test.macro((t, avm: AvmType, bound: Bound, expected: string) => {
  t.is(newStackType(avm, bound).toString(), expected);
});
test('uint64 full range', named, 'uint64', [0n, MAX_UINT64], 'uint64');
test('uint64 constant', named, 'uint64', [7n, 7n], '7');
test('uint64 zero constant', named, 'uint64', [0n, 0n], '0');
test('uint64 max constant', named, 'uint64', [MAX_UINT64, MAX_UINT64], '18446744073709551615');
test('uint64 upper bound', named, 'uint64', [0n, 4096n], 'uint64 (<= 4096)');
test('uint64 range', named, 'uint64', [3n, 9n], 'uint64 (3-9)');
test('uint64 range to max', named, 'uint64', [1n, MAX_UINT64], 'uint64 (1-18446744073709551615)');
test('bytes full range', named, '[]byte', [0n, 4096n], '[]byte');
test('bytes static', named, '[]byte', [5n, 5n], '[5]byte');
test('bytes empty static', named, '[]byte', [0n, 0n], '[0]byte');
test('bytes upper bound', named, '[]byte', [0n, 65n], '[<=65]byte');
test('bytes range', named, '[]byte', [1n, 64n], '[1-64]byte');
test('bytes beyond 4096', named, '[]byte', [0n, 8192n], '[<=8192]byte');
test('any keeps its name', named, 'any', [0n, 0n], 'any');
test('inverted bound keeps the AVM name', named, 'uint64', [5n, 0n], 'uint64');

test('explicit names win over derived ones', (t) => {
  t.is(newStackType('uint64', [0n, 1n], 'bool').name, 'bool');
  t.is(STACK_ZERO_UINT64.name, '0');
  t.is(constantUint64(12n).name, '12');
  t.is(staticBytes(32).name, '[32]byte');
});

const overlap = test.macro((t, got: string, wanted: string, expected: boolean) => {
  const a = stackTypeFromName(got);
  const b = stackTypeFromName(wanted);
  t.is(a.overlaps(b), expected);
});
test('uint64 fits bool', overlap, 'uint64', 'bool', true);
test('bool fits uint64', overlap, 'bool', 'uint64', true);
test('bytes never fit uint64', overlap, '[]byte', 'uint64', false);
test('uint64 never fits bytes', overlap, 'uint64', '[]byte', false);
test('any fits everything', overlap, 'any', '[32]byte', true);
test('everything fits any', overlap, '[5]byte', 'any', true);
test('none fits nothing', overlap, 'none', 'any', false);
test('nothing fits none', overlap, 'any', 'none', false);
test('[32]byte fits address', overlap, '[32]byte', 'address', true);
test('[4]byte does not fit address', overlap, '[4]byte', 'address', false);
test('[65]byte does not fit bigint', overlap, '[65]byte', 'bigint', false);
test('[64]byte fits bigint', overlap, '[64]byte', 'bigint', true);
test('[0]byte does not fit boxName', overlap, '[0]byte', 'boxName', false);
test('[]byte fits boxName', overlap, '[]byte', 'boxName', true);

test('constants and bounded uint64', (t) => {
  t.false(constantUint64(2n).overlaps(STACK_BOOLEAN));
  t.true(constantUint64(1n).overlaps(STACK_BOOLEAN));
  t.false(constantUint64(4097n).overlaps(STACK_UINT64.narrowed([0n, 4096n])));
  t.true(constantUint64(4096n).overlaps(STACK_UINT64.narrowed([0n, 4096n])));
});

test('union widens bounds and renames; mixed AVM types give any', (t) => {
  t.is(constantUint64(1n).union(constantUint64(5n)).name, 'uint64 (1-5)');
  t.is(constantUint64(0n).union(constantUint64(5n)).name, 'uint64 (<= 5)');
  t.is(staticBytes(2).union(staticBytes(2)).name, '[2]byte');
  t.is(STACK_ADDRESS.union(staticBytes(32)).name, '[32]byte');
  t.is(STACK_BYTES.union(staticBytes(1)).name, '[]byte');
  t.is(constantUint64(1n).union(staticBytes(1)), STACK_ANY);
  t.is(STACK_ANY.union(STACK_ANY).name, 'any');
});

test('widened keeps only the AVM type', (t) => {
  t.is(STACK_BOOLEAN.widened(), STACK_UINT64);
  t.is(STACK_ADDRESS.widened(), STACK_BYTES);
  t.is(STACK_ANY.widened(), STACK_ANY);
  t.is(STACK_NONE.widened(), STACK_NONE);
});

test('constInt only for single-valued uint64', (t) => {
  t.is(constantUint64(9n).constInt(), 9n);
  t.is(STACK_ZERO_UINT64.constInt(), 0n);
  t.is(STACK_BOOLEAN.constInt(), undefined);
  t.is(staticBytes(3).constInt(), undefined);
  t.is(STACK_ANY.constInt(), undefined);
});

test('equality compares name, AVM type and bound', (t) => {
  t.true(constantUint64(0n).equals(STACK_ZERO_UINT64));
  t.false(STACK_ADDRESS.equals(staticBytes(32)));
  t.true(staticBytes(32).equals(stackTypeFromName('[32]byte')));
  t.false(STACK_BOOLEAN.equals(STACK_UINT64.narrowed([0n, 1n])));
});

test('isTyped only for uint64 and byte types', (t) => {
  t.true(STACK_BOOLEAN.isTyped);
  t.true(STACK_BOX_NAME.isTyped);
  t.false(STACK_ANY.isTyped);
  t.false(STACK_NONE.isTyped);
});

test('langspec names resolve to upstream types', (t) => {
  t.is(stackTypeFromName('bigint'), STACK_BIGINT);
  t.is(stackTypeFromName('stateKey'), STACK_STATE_KEY);
  t.is(stackTypeFromName('method').name, 'method');
  const sized = stackTypeFromName('[1793]byte');
  t.deepEqual([sized.name, sized.avmType, sized.bound], ['[1793]byte', '[]byte', [1793n, 1793n]]);
  const err = t.throws(() => stackTypeFromName('uint32'));
  t.is((err as { code?: string }).code, 'CORE_INTERNAL');
});

test('named types agree with the langspec NamedTypes table', (t) => {
  for (const spec of namedTypes()) {
    const type = stackTypeFromName(spec.name);
    t.is(type.name, spec.name);
    t.is(type.avmType, spec.avmType);
    t.is(type.bound[0], BigInt(spec.bound[0]));
    // the generated table stores uint64's upper bound through a float; compare that one loosely
    if (spec.name === 'uint64') t.is(Number(type.bound[1]), Number(spec.bound[1]));
    else t.is(type.bound[1], BigInt(spec.bound[1]));
  }
});
