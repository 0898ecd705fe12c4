// Proof verification and argument errors of src/core/merkle: every proof verifies against its root, any tampering
// fails, malformed proofs are rejected with `false`, and bad arguments throw CORE_BAD_ARGUMENT.
import test from 'ava';
import { randomBytes } from 'node:crypto';
import {
  arrayProof,
  arrayRoot,
  hashBatch,
  packBytes,
  txnLeaf,
  txnLeaves,
  txnProof,
  txnRoot,
  vectorProof,
  vectorRoot,
  verifyArrayProof,
  verifyVectorProof,
  type HashKind,
} from '../../../src/core/merkle/index.js';

const SIZES = [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 100];
const sizeOf = (kind: HashKind): number => (kind === 'sha512' ? 64 : 32);

const roundTrip = test.macro((t, kind: HashKind, n: number) => {
  const size = sizeOf(kind);
  const leaves = randomBytes(n * size);
  const aRoot = arrayRoot(kind, leaves);
  const vRoot = vectorRoot(kind, leaves);
  for (let i = 0; i < n; i++) {
    const leaf = leaves.subarray(i * size, (i + 1) * size);
    const a = arrayProof(kind, leaves, i);
    const v = vectorProof(kind, leaves, i);
    t.true(verifyArrayProof(kind, aRoot, leaf, i, a.path));
    t.true(verifyVectorProof(kind, vRoot, leaf, i, v.path));
    if (n > 1) {
      const other = (i + 1) % n;
      t.false(verifyArrayProof(kind, aRoot, leaf, other, a.path), 'wrong index');
      t.false(verifyVectorProof(kind, vRoot, leaf, other, v.path), 'wrong index');
      const bad = Buffer.from(a.path);
      bad[bad.length - 1]! ^= 1;
      t.false(verifyArrayProof(kind, aRoot, leaf, i, bad), 'tampered path');
      // with 2 leaves both schemes build the same tree; from 3 on the slot order differs
      if (n > 2) t.false(verifyVectorProof(kind, aRoot, leaf, i, v.path), 'root of the other scheme');
    }
    t.false(verifyArrayProof(kind, aRoot, randomBytes(size), i, a.path), 'wrong leaf');
  }
});
for (const kind of ['sha512_256', 'sha256', 'sha512'] as const) {
  for (const n of SIZES) test(`${kind}: all ${n} proofs verify and tampering fails`, roundTrip, kind, n);
}

test('malformed proofs are rejected, not thrown', (t) => {
  const leaves = randomBytes(5 * 32);
  const root = arrayRoot('sha512_256', leaves);
  const leaf = leaves.subarray(0, 32);
  const { path } = arrayProof('sha512_256', leaves, 0);
  t.false(verifyArrayProof('sha512_256', root, leaf, 0, path.subarray(1)));
  t.false(verifyArrayProof('sha512_256', root, leaf, 8, path), 'index beyond 2^depth');
  t.false(verifyArrayProof('sha512_256', root, leaf, -1, path));
  t.false(verifyArrayProof('sha512_256', root, leaf, 0.5, path));
  t.false(verifyArrayProof('sha512_256', root.subarray(0, 31), leaf, 0, path));
  t.false(verifyArrayProof('sha512_256', root, leaf.subarray(1), 0, path));
  t.false(verifyVectorProof('sha512_256', root, leaf, 8, path));
  t.false(verifyArrayProof('sha512_256', root, leaf, 0, Buffer.alloc(0)), 'truncated to depth 0');
});

test('the txnProof payload verifies against txnRoot for every hash type', (t) => {
  const txns = Array.from({ length: 11 }, () => randomBytes(120));
  const stibs = Array.from({ length: 11 }, () => randomBytes(180));
  for (const kind of ['sha512_256', 'sha256', 'sha512'] as const) {
    const root = txnRoot(kind, txns, stibs);
    const leaves = txnLeaves(kind, txns, stibs);
    const size = sizeOf(kind);
    for (let i = 0; i < 11; i++) {
      const p = txnProof(kind, txns, stibs, i);
      t.is(p.idx, i);
      t.is(p.hashtype, kind);
      t.is(p.proof.length, p.treeDepth * size);
      const idKind: HashKind = kind === 'sha512_256' ? 'sha512_256' : 'sha256';
      const txid = hashBatch(idKind, [txns[i]!], Buffer.from('TX'));
      t.deepEqual(p.stibHash, hashBatch(idKind, [stibs[i]!], Buffer.from('STIB')));
      const leaf = txnLeaf(kind, txid, p.stibHash);
      t.deepEqual(leaf, leaves.subarray(i * size, (i + 1) * size));
      const verify = kind === 'sha512_256' ? verifyArrayProof : verifyVectorProof;
      t.true(verify(kind, root, leaf, i, p.proof));
    }
  }
});

const badArgument = test.macro((t, run: () => unknown, message: RegExp) => {
  const error = t.throws(run);
  t.is((error as { code?: string }).code, 'CORE_BAD_ARGUMENT');
  t.regex(error!.message, message);
});
const leaves3 = randomBytes(96);
test('proof of an empty tree', badArgument, () => arrayProof('sha512_256', Buffer.alloc(0), 0), /empty commitment/);
test('vector proof of an empty tree', badArgument, () => vectorProof('sha256', Buffer.alloc(0), 0), /empty commitment/);
test('index past the end', badArgument, () => arrayProof('sha512_256', leaves3, 3), /out of range/);
test('negative index', badArgument, () => vectorProof('sha256', leaves3, -1), /out of range/);
test('fractional index', badArgument, () => vectorProof('sha256', leaves3, 1.5), /out of range/);
test(
  'leaves not a multiple of the digest size',
  badArgument,
  () => arrayRoot('sha512_256', randomBytes(33)),
  /multiple of 32/,
);
test(
  'sha512 leaves must be 64 bytes each',
  badArgument,
  () => vectorRoot('sha512', leaves3.subarray(0, 32)),
  /multiple of 64/,
);
test('leaves not bytes', badArgument, () => arrayRoot('sha512_256', [1, 2] as unknown as Uint8Array), /Uint8Array/);
test('unknown hash kind', badArgument, () => arrayRoot('md5' as HashKind, leaves3), /unknown hash kind/);
test(
  'txn and stib lists differ in length',
  badArgument,
  () => txnLeaves('sha256', [randomBytes(3)], []),
  /differ in length/,
);
test('item not bytes', badArgument, () => hashBatch('sha256', ['x' as unknown as Uint8Array]), /not a Uint8Array/);
test('prefix not bytes', badArgument, () => hashBatch('sha256', [], 'TX' as unknown as Uint8Array), /prefix/);
test(
  'decreasing offsets',
  badArgument,
  () => hashBatch('sha256', { data: randomBytes(9), offsets: Uint32Array.of(0, 5, 4) }),
  /must not decrease/,
);
test(
  'offsets past the data',
  badArgument,
  () => hashBatch('sha256', { data: randomBytes(9), offsets: Uint32Array.of(0, 10) }),
  /from 0 to the length/,
);
test(
  'empty offsets',
  badArgument,
  () => hashBatch('sha256', { data: randomBytes(9), offsets: new Uint32Array(0) }),
  /count \+ 1/,
);
test(
  'txnLeaf with mismatched ids',
  badArgument,
  () => txnLeaf('sha256', randomBytes(32), randomBytes(64)),
  /32 or both be 64/,
);
test(
  'txnProof index out of range',
  badArgument,
  () => txnProof('sha256', [randomBytes(5)], [randomBytes(5)], 1),
  /out of range/,
);

test('packed and array inputs give the same answers', (t) => {
  const txns = Array.from({ length: 9 }, (_, i) => randomBytes(i * 13));
  const stibs = Array.from({ length: 9 }, (_, i) => randomBytes(200 - i));
  const pt = packBytes(txns);
  const ps = packBytes(stibs);
  t.is(pt.offsets.length, 10);
  for (const kind of ['sha512_256', 'sha256', 'sha512'] as const) {
    t.deepEqual(txnRoot(kind, pt, ps), txnRoot(kind, txns, stibs));
    t.deepEqual(hashBatch(kind, pt, Buffer.from('TX')), hashBatch(kind, txns, Buffer.from('TX')));
  }
});
