// Bad arguments never crash: the raw addon throws TypeError/RangeError with Node-style codes, and both engines of
// the facade report CORE_BAD_ARGUMENT (sync: throw; async: reject, never a synchronous throw). Also covers the
// loader's fallbacks (missing file, unloadable file, stale build).
import test from 'ava';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADDON_ABI_VERSION,
  defaultAddonPath,
  loadAddon,
  loadMerkle,
  toEngineError,
  type MerkleEngine,
  type NativeAddon,
} from '../../src/native/index.js';
import type { HashKind, PackedBytes } from '../../src/core/merkle/index.js';

const loaded = loadAddon();
const addon = (loaded.ok ? loaded.addon : undefined) as NativeAddon;
const u8 = (n: number): Buffer => Buffer.alloc(n, 1);
const offs = (...v: number[]): Uint32Array => Uint32Array.from(v);

test('addon loads', (t) => {
  t.true(loaded.ok, loaded.ok ? '' : loaded.reason);
});

type Raw = (a: Record<string, (...args: unknown[]) => unknown>) => unknown;
const raw = test.macro((t, call: Raw, name: string, code: string, message: RegExp) => {
  const error = t.throws(() => call(addon as unknown as Record<string, (...args: unknown[]) => unknown>));
  t.is(error!.constructor.name, name);
  t.is((error as { code?: string }).code, code);
  t.regex(error!.message, message);
});
test(
  'missing arguments',
  raw,
  (a) => a.hashBatch!(0, null),
  'TypeError',
  'ERR_MISSING_ARGS',
  /Expected 5 arguments, got 2/,
);
test(
  'kind not a number',
  raw,
  (a) => a.treeRoot!(0, '0', u8(32), false),
  'TypeError',
  'ERR_INVALID_ARG_TYPE',
  /"kind"/,
);
test('kind out of range', raw, (a) => a.treeRoot!(0, 3, u8(32), false), 'RangeError', 'ERR_OUT_OF_RANGE', /"kind"/);
test('kind not an integer', raw, (a) => a.treeRoot!(0, 0.5, u8(32), false), 'RangeError', 'ERR_OUT_OF_RANGE', /"kind"/);
test('scheme out of range', raw, (a) => a.treeRoot!(2, 0, u8(32), false), 'RangeError', 'ERR_OUT_OF_RANGE', /"scheme"/);
test('isAsync not boolean', raw, (a) => a.treeRoot!(0, 0, u8(32), 1), 'TypeError', 'ERR_INVALID_ARG_TYPE', /"isAsync"/);
test('leaves not bytes', raw, (a) => a.treeRoot!(0, 0, [1, 2], false), 'TypeError', 'ERR_INVALID_ARG_TYPE', /"leaves"/);
test(
  'leaves as Uint16Array',
  raw,
  (a) => a.treeRoot!(0, 0, new Uint16Array(16), false),
  'TypeError',
  'ERR_INVALID_ARG_TYPE',
  /"leaves"/,
);
test(
  'leaves as DataView',
  raw,
  (a) => a.treeRoot!(0, 0, new DataView(new ArrayBuffer(32)), false),
  'TypeError',
  'ERR_INVALID_ARG_TYPE',
  /"leaves"/,
);
test(
  'leaves length',
  raw,
  (a) => a.treeRoot!(0, 2, u8(96), false),
  'TypeError',
  'ERR_INVALID_ARG_VALUE',
  /multiple of the digest size 64/,
);
test('index out of range', raw, (a) => a.treeProof!(1, 1, u8(96), 3, false), 'RangeError', 'ERR_OUT_OF_RANGE', /< 3/);
test('negative index', raw, (a) => a.treeProof!(1, 1, u8(96), -1, false), 'RangeError', 'ERR_OUT_OF_RANGE', /"index"/);
test(
  'NaN index',
  raw,
  (a) => a.treeProof!(1, 1, u8(96), Number.NaN, false),
  'RangeError',
  'ERR_OUT_OF_RANGE',
  /"index"/,
);
test(
  'index into an empty tree',
  raw,
  (a) => a.treeProof!(0, 0, u8(0), 0, false),
  'RangeError',
  'ERR_OUT_OF_RANGE',
  /empty/,
);
test(
  'prefix not bytes',
  raw,
  (a) => a.hashBatch!(0, 'TX', u8(3), offs(0, 3), false),
  'TypeError',
  'ERR_INVALID_ARG_TYPE',
  /"prefix"/,
);
test(
  'offsets as Int32Array',
  raw,
  (a) => a.hashBatch!(0, null, u8(3), Int32Array.of(0, 3), false),
  'TypeError',
  'ERR_INVALID_ARG_TYPE',
  /items.offsets/,
);
test(
  'empty offsets',
  raw,
  (a) => a.hashBatch!(0, null, u8(3), offs(), false),
  'TypeError',
  'ERR_INVALID_ARG_VALUE',
  /at least one/,
);
test(
  'decreasing offsets',
  raw,
  (a) => a.hashBatch!(0, null, u8(9), offs(0, 5, 4), false),
  'TypeError',
  'ERR_INVALID_ARG_VALUE',
  /must not decrease/,
);
test(
  'offsets past the data',
  raw,
  (a) => a.hashBatch!(0, null, u8(9), offs(0, 10), false),
  'TypeError',
  'ERR_INVALID_ARG_VALUE',
  /past the end/,
);
test(
  'txns and stibs differ',
  raw,
  (a) => a.txnLeaves!(0, 0, u8(3), offs(0, 3), u8(3), offs(0, 1, 3), false),
  'RangeError',
  'ERR_OUT_OF_RANGE',
  /same number/,
);
test(
  'txn proof index',
  raw,
  (a) => a.txnTreeProof!(0, 0, 0, u8(3), offs(0, 3), u8(3), offs(0, 3), 1, false),
  'RangeError',
  'ERR_OUT_OF_RANGE',
  /"index"/,
);
test(
  'async call with a bad argument throws at once',
  raw,
  (a) => a.treeRoot!(0, 9, u8(32), true),
  'RangeError',
  'ERR_OUT_OF_RANGE',
  /"kind"/,
);

const engines: Array<[string, MerkleEngine]> = [
  ['native', loadMerkle()],
  ['js', loadMerkle({ forceJs: true })],
];
const badPacked: PackedBytes = { data: u8(9), offsets: offs(0, 5, 4) };
type Case = [string, (e: MerkleEngine) => unknown, (e: MerkleEngine) => Promise<unknown>];
const cases: Case[] = [
  ['unknown kind', (e) => e.arrayRoot('md5' as HashKind, u8(32)), (e) => e.arrayRootAsync('md5' as HashKind, u8(32))],
  ['leaves length', (e) => e.vectorRoot('sha512', u8(32)), (e) => e.vectorRootAsync('sha512', u8(32))],
  [
    'leaves type',
    (e) => e.arrayRoot('sha256', 'x' as unknown as Uint8Array),
    (e) => e.arrayRootAsync('sha256', 'x' as unknown as Uint8Array),
  ],
  ['proof index', (e) => e.arrayProof('sha256', u8(64), 2), (e) => e.txnProofAsync('sha256', [u8(1)], [u8(1)], 1)],
  ['empty proof', (e) => e.vectorProof('sha256', u8(0), 0), (e) => e.txnProofAsync('sha512_256', [], [], 0)],
  ['bad offsets', (e) => e.hashBatch('sha256', badPacked), (e) => e.hashBatchAsync('sha256', badPacked)],
  ['list lengths', (e) => e.txnCommitments([u8(1)], []), (e) => e.txnCommitmentsAsync([u8(1)], [])],
  [
    'item type',
    (e) => e.txnLeaves('sha256', [7 as unknown as Uint8Array], [u8(1)]),
    (e) => e.txnLeavesAsync('sha256', [7 as unknown as Uint8Array], [u8(1)]),
  ],
  ['root list lengths', (e) => e.txnRoot('sha256', [u8(1)], []), (e) => e.txnRootAsync('sha256', [u8(1)], [])],
];
for (const [engineName, engine] of engines) {
  for (const [caseName, sync, async] of cases) {
    test(`${engineName} engine: ${caseName} → CORE_BAD_ARGUMENT (sync and async)`, async (t) => {
      const thrown = t.throws(() => sync(engine));
      t.is((thrown as { code?: string }).code, 'CORE_BAD_ARGUMENT');
      let promise: Promise<unknown> | undefined;
      t.notThrows(() => {
        promise = async(engine);
      });
      const rejected = await t.throwsAsync(promise!);
      t.is((rejected as { code?: string }).code, 'CORE_BAD_ARGUMENT');
    });
  }
}

test('non-argument native failures map to CORE_INTERNAL with the cause kept', (t) => {
  const cause = Object.assign(new Error('out of memory'), { code: 'ERR_ALGORUN_NATIVE' });
  const mapped = toEngineError(cause);
  t.is(mapped.code, 'CORE_INTERNAL');
  t.is(mapped.cause, cause);
  t.is(toEngineError(Object.assign(new RangeError('x'), { code: 'ERR_OUT_OF_RANGE' })).code, 'CORE_BAD_ARGUMENT');
});

test('loader falls back when the addon file is missing', (t) => {
  const engine = loadMerkle({ addonPath: join(tmpdir(), 'no-such-dir', 'algorun_native.node') });
  t.false(engine.isNative);
  t.regex(engine.fallbackReason, /not built/);
  t.deepEqual(engine.arrayRoot('sha512_256', Buffer.alloc(0)), Buffer.alloc(32));
});

test('loader falls back when the file is not a loadable addon', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-native-'));
  const garbage = join(dir, 'garbage.node');
  writeFileSync(garbage, 'not an ELF file');
  const result = loadAddon(garbage);
  t.false(result.ok);
  t.regex(result.ok ? '' : result.reason, /failed to load/);
  t.false(loadMerkle({ addonPath: garbage }).isNative);
});

test('loader rejects a stale build or a foreign module', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-native-'));
  const stale = join(dir, 'stale.cjs');
  const fns = ['hashBatch', 'txnLeaves', 'treeRoot', 'treeProof', 'txnTreeRoot', 'txnTreeProof', 'verifyEd25519']
    .map((f) => `${f}() {}`)
    .join(', ');
  writeFileSync(stale, `module.exports = { abiVersion: 999, ${fns} };`);
  const result = loadAddon(stale);
  t.regex(result.ok ? '' : result.reason, new RegExp(`stale build \\(abi 999, want ${ADDON_ABI_VERSION}\\)`));
  const foreign = join(dir, 'foreign.cjs');
  writeFileSync(foreign, 'module.exports = { abiVersion: 1 };');
  const other = loadAddon(foreign);
  t.regex(other.ok ? '' : other.reason, /expected functions/);
});

test('default addon path is build/Release/algorun_native.node at the repository root', (t) => {
  t.true(defaultAddonPath().endsWith(join('build', 'Release', 'algorun_native.node')));
});
