// The native addon and the pure-JS core must be byte-identical: random payset inputs for many sizes (0 … 1000 and
// 10k), sync and async paths, and proofs from each engine verified against the roots of both.
import test from 'ava';
import { randomBytes, randomInt } from 'node:crypto';
import { loadMerkle } from '../../src/native/index.js';
import { Prefix } from '../../src/core/crypto/prefixes.js';
import { packBytes, txnLeaf, verifyArrayProof, verifyVectorProof, type HashKind } from '../../src/core/merkle/index.js';

const native = loadMerkle();
const js = loadMerkle({ forceJs: true });
const KINDS: readonly HashKind[] = ['sha512_256', 'sha256', 'sha512'];
const SIZES = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 100, 1000];

function payset(n: number): { txns: Buffer[]; stibs: Buffer[] } {
  // lengths include 0 and cross the 128-byte SHA-512 block boundary
  return {
    txns: Array.from({ length: n }, () => randomBytes(randomInt(0, 400))),
    stibs: Array.from({ length: n }, () => randomBytes(randomInt(0, 600))),
  };
}

/** Indexes to prove: all of them for small sets, a spread (incl. both ends) otherwise. */
function sample(n: number): number[] {
  if (n <= 20) return Array.from({ length: n }, (_, i) => i);
  return [0, 1, Math.floor(n / 3), Math.floor(n / 2), n - 2, n - 1];
}

test('the addon is built and loaded (otherwise every parity test below is void)', (t) => {
  t.true(native.isNative, native.fallbackReason);
  t.is(native.fallbackReason, '');
  t.false(js.isNative);
});

const parity = test.macro(async (t, n: number) => {
  const { txns, stibs } = payset(n);
  t.deepEqual(
    native.hashBatch('sha512_256', txns, Prefix.Transaction),
    js.hashBatch('sha512_256', txns, Prefix.Transaction),
  );
  t.deepEqual(native.hashBatch('sha256', stibs), js.hashBatch('sha256', stibs));
  t.deepEqual(native.txnCommitments(txns, stibs), js.txnCommitments(txns, stibs));
  t.deepEqual(await native.txnCommitmentsAsync(txns, stibs), js.txnCommitments(txns, stibs));
  for (const kind of KINDS) {
    const leaves = js.txnLeaves(kind, txns, stibs);
    t.deepEqual(native.txnLeaves(kind, txns, stibs), leaves);
    t.deepEqual(await native.txnLeavesAsync(kind, txns, stibs), leaves);
    t.deepEqual(native.arrayRoot(kind, leaves), js.arrayRoot(kind, leaves));
    t.deepEqual(native.vectorRoot(kind, leaves), js.vectorRoot(kind, leaves));
    t.deepEqual(await native.arrayRootAsync(kind, leaves), js.arrayRoot(kind, leaves));
    t.deepEqual(await native.vectorRootAsync(kind, leaves), js.vectorRoot(kind, leaves));
    t.deepEqual(await native.txnRootAsync(kind, txns, stibs), js.txnRoot(kind, txns, stibs));
    for (const i of sample(n)) {
      t.deepEqual(native.arrayProof(kind, leaves, i), js.arrayProof(kind, leaves, i));
      t.deepEqual(native.vectorProof(kind, leaves, i), js.vectorProof(kind, leaves, i));
      t.deepEqual(native.txnProof(kind, txns, stibs, i), js.txnProof(kind, txns, stibs, i));
      t.deepEqual(await native.txnProofAsync(kind, txns, stibs, i), js.txnProof(kind, txns, stibs, i));
    }
  }
});
for (const n of SIZES) test(`native = js for ${n} transactions`, parity, n);

const crossVerify = test.macro((t, n: number) => {
  const { txns, stibs } = payset(n);
  for (const kind of KINDS) {
    const size = kind === 'sha512' ? 64 : 32;
    const idKind: HashKind = kind === 'sha512_256' ? 'sha512_256' : 'sha256';
    const roots = [native.txnRoot(kind, txns, stibs), js.txnRoot(kind, txns, stibs)];
    const verify = kind === 'sha512_256' ? verifyArrayProof : verifyVectorProof;
    for (const i of sample(n)) {
      const txid = native.hashBatch(idKind, [txns[i]!], Prefix.Transaction);
      for (const engine of [native, js]) {
        const p = engine.txnProof(kind, txns, stibs, i);
        const leaf = txnLeaf(kind, txid, p.stibHash);
        t.is(leaf.length, size);
        for (const root of roots) t.true(verify(kind, root, leaf, i, p.proof), `${kind} ${i}`);
      }
    }
  }
});
for (const n of [1, 2, 3, 5, 9, 17, 100])
  test(`proofs of both engines verify against both roots (${n})`, crossVerify, n);

test('10k transactions: native = js, sync and async, packed input', async (t) => {
  const { txns, stibs } = payset(10_000);
  const pt = packBytes(txns);
  const ps = packBytes(stibs);
  const expected = js.txnCommitments(txns, stibs);
  t.deepEqual(native.txnCommitments(pt, ps), expected);
  t.deepEqual(await native.txnCommitmentsAsync(pt, ps), expected);
  for (const kind of KINDS) {
    const leaves = native.txnLeaves(kind, pt, ps);
    t.deepEqual(leaves, js.txnLeaves(kind, pt, ps));
    for (const i of [0, 4095, 4096, 9999]) {
      t.deepEqual(native.txnProof(kind, pt, ps, i), js.txnProof(kind, txns, stibs, i));
      t.deepEqual(native.vectorProof(kind, leaves, i), js.vectorProof(kind, leaves, i));
    }
  }
});

test('pinned empty-payset commitments through the native engine', (t) => {
  t.deepEqual(native.txnRoot('sha512_256', [], []), Buffer.alloc(32));
  t.is(
    native.txnRoot('sha256', [], []).toString('hex'),
    '1d09f6fa23235881514da0e5f8f789767e6b28e721fa8b6a30ae7f19aa3ea6e7',
  );
  t.deepEqual(native.vectorRoot('sha512', Buffer.alloc(0)), js.vectorRoot('sha512', Buffer.alloc(0)));
  t.deepEqual(native.arrayRoot('sha512', Buffer.alloc(0)), Buffer.alloc(64));
});

test('inputs are left untouched by native calls', async (t) => {
  const leaves = randomBytes(37 * 32);
  const copy = Buffer.from(leaves);
  native.arrayRoot('sha512_256', leaves);
  native.vectorProof('sha256', leaves, 5);
  await native.vectorRootAsync('sha256', leaves);
  t.deepEqual(leaves, copy);
});

test('many concurrent async jobs settle with the right answers', async (t) => {
  const sets = Array.from({ length: 64 }, (_, i) => randomBytes((i + 1) * 32 * 7));
  const results = await Promise.all(
    sets.map((leaves, i) =>
      i % 2 ? native.arrayRootAsync('sha512_256', leaves) : native.vectorRootAsync('sha256', leaves),
    ),
  );
  results.forEach((root, i) => {
    const leaves = sets[i]!;
    t.deepEqual(root, i % 2 ? js.arrayRoot('sha512_256', leaves) : js.vectorRoot('sha256', leaves));
  });
});
