// Pinned vectors and an independent reference for the JS Merkle commitments (src/core/merkle): upstream's known
// answers (go-algorand crypto/merklearray/merkle_test.go KATs), empty/genesis commitments, depth and bit-reversal
// tables, and a naive level-list reference tree written differently from the in-place builder.
import test from 'ava';
import { createHash, randomBytes } from 'node:crypto';
import {
  arrayDepth,
  arrayProof,
  arrayRoot,
  bitReverse,
  genesisPaysetCommitment,
  genesisTxnCommitments,
  hashBatch,
  txnRoot,
  vectorDepth,
  vectorProof,
  vectorRoot,
  type HashKind,
} from '../../../src/core/merkle/index.js';
import { Prefix } from '../../../src/core/crypto/prefixes.js';

const NODE_ALG: Record<HashKind, string> = { sha512_256: 'sha512-256', sha256: 'sha256', sha512: 'sha512' };
const H = (kind: HashKind, ...parts: Uint8Array[]): Buffer => {
  const h = createHash(NODE_ALG[kind]);
  for (const p of parts) h.update(p);
  return h.digest();
};
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');
const MA = Buffer.from('MA');

test('genesis payset commitment is H("PF" || 0x90) = 277862b1…7b73', (t) => {
  const c = genesisPaysetCommitment();
  t.is(hex(c), '277862b1b2d2d1279bb5a19d0d87518fe71500f126b8ba336775bd349a1e7b73');
  t.is(c.toString('base64'), 'J3hisbLS0SebtaGdDYdRj+cVAPEmuLozZ3W9NJoee3M=');
  const g = genesisTxnCommitments();
  t.deepEqual(g.txn, c);
  t.deepEqual(g.txn256, Buffer.alloc(32));
  t.deepEqual(g.txn512, Buffer.alloc(64));
});

test('empty payset: txn = zeros, txn256 = SHA256("MB") = 1d09f6fa…a6e7, txn512 = SHA512("MB")', (t) => {
  t.deepEqual(txnRoot('sha512_256', [], []), Buffer.alloc(32));
  const t256 = txnRoot('sha256', [], []);
  t.is(hex(t256), '1d09f6fa23235881514da0e5f8f789767e6b28e721fa8b6a30ae7f19aa3ea6e7');
  t.deepEqual(t256, H('sha256', Buffer.from('MB')));
  t.deepEqual(txnRoot('sha512', [], []), H('sha512', Buffer.from('MB')));
  t.is(txnRoot('sha512', [], []).length, 64);
});

// go-algorand crypto/merklearray/merkle_test.go: leaves are H("MX" || element) (TestData uses protocol.Message).
const KAT_ELEMENTS = [
  ['d43c6748520a76f81fb8250aa9e1a656f073fff1e551562fad43e9fffb1ab88b'],
  [
    '27a9011335fc96dc095f348a6c9347d3c7cdd56c57c650297d87df95d13f770b',
    '5878453e4d5bce024b4ee07f6c57186868f3410348f5a7d601c0d9ce1efed239',
  ],
  [
    '44b5606ae49d81bc7f3451c4ff803998a8fe0057e22d6367080e5a155b661008',
    '70ce7df8bda42920f5e75ae788ee7b9809826a92701a4e0e490138380ea60f44',
    '77b439e99f764a1f6749e669b1361fe3bb5ce41beac4b5cd55fe51aa9efe3c67',
  ],
  [
    'faae213dd72151728a24c36f9aa3e07efbe326c058f85f6822c1dc2175e09d99',
    '29e90fcc4b1c9513bc155c018db796d07e97c7a5009bd7a5eed4281e93de9413',
    'f93c340847344999651c1bd71949cb974c7cad7bd421ccc677670f686ae520cc',
    '76a8ebfe26a3353c2702937191dd766215689e5a07bda60fffd48ecfc22084d4',
  ],
  [
    'fc2d600b2e43457221e35fcf4275221f66d6ce250b8696879d7ce7a4974f975d',
    'a3fa0c2e13151fd3c3d002a5450819ae7150a1172decad45e2aa93056ab245b6',
    'eb0e437994a16b1c3b8dfee99b6e8630c7bbb12f88759eb774b4e3935c551106',
    '3a44dce2fba3f26f0e0ae2c47483e8cb1d815f9d9981f030edc380d4efac4f57',
    '52c4079055e96c3ef3114ca93188410e8a8a08aa7e53dfb2bb18c301756faf9e',
  ],
];
const KAT_ROOTS = {
  arraySha512_256: [
    'dfa54c2b7683cd5397b032bbec11ec1b77b9fbec5a56c9e9420f6b9980784034',
    '75cf3a3659502f9326dffa72da5166ebde1d13f6529c922324874644f4b7616e',
    '07b13353277a9ccb6b424f573ab4fc9e268a0127cebc4996529240b5e29b6de9',
    '32fb55ce4b38bef49a608ab2e2750cff16321af6222be11497e91af9fc92a53f',
    '1758e2c625df2b3c6285b78b667bdd7b0056cd351cf5e4b67834ce941b0154c2',
  ],
  arraySha256: [
    '5a7fb9d3fb8976d942feac36d762b8d0530476c022c297582123eca18ad8c7b8',
    'c9bc24bd5fc8961a8721458fd93044871c9009fe4c66b9614744dd6e9216d93f',
    'ad1828b8460ec541fdbeee2eb4f9d37cfad9da54c0c3a98b1eb20d24de9af6ce',
    'd78b0c411d1360bd6d49c755a60f9ada519942911411269637287bd0b5c19bab',
    'f8744f4648d1974c38fca858873006126d93f1a150f0eb7da1072fef83e66341',
  ],
  vectorSha512_256: [
    'dfa54c2b7683cd5397b032bbec11ec1b77b9fbec5a56c9e9420f6b9980784034',
    '75cf3a3659502f9326dffa72da5166ebde1d13f6529c922324874644f4b7616e',
    '38f50a41de0aec7fe0e4f4f78f1f540d5dc611d190a0cece6f0128ea2a027f5e',
    '95b34f1dfc41fed48115ca31bd43225dff93f540387c230acfa643e267f88d78',
    '97772675fdec70b3010ef08b57f3cbf1e6f7b23f41115076bcc34add8d8c0a1b',
  ],
};
const katLeaves = (kind: HashKind, j: number): Buffer =>
  hashBatch(
    kind,
    KAT_ELEMENTS[j]!.map((e) => Buffer.from(e, 'hex')),
    Prefix.Message,
  );

const kat = test.macro((t, j: number) => {
  t.is(hex(arrayRoot('sha512_256', katLeaves('sha512_256', j))), KAT_ROOTS.arraySha512_256[j]!);
  t.is(hex(arrayRoot('sha256', katLeaves('sha256', j))), KAT_ROOTS.arraySha256[j]!);
  t.is(hex(vectorRoot('sha512_256', katLeaves('sha512_256', j))), KAT_ROOTS.vectorSha512_256[j]!);
});
for (let j = 0; j < KAT_ELEMENTS.length; j++) test(`upstream KAT roots with ${j + 1} element(s)`, kat, j);

const depths = test.macro((t, n: number, array: number, vector: number) => {
  t.is(arrayDepth(n), array);
  t.is(vectorDepth(n), vector);
});
for (const [n, a, v] of [
  [0, 0, 0],
  [1, 0, 0],
  [2, 1, 1],
  [3, 2, 2],
  [4, 2, 2],
  [5, 3, 3],
  [7, 3, 3],
  [8, 3, 3],
  [9, 4, 4],
  [15, 4, 4],
  [16, 4, 4],
  [17, 5, 5],
  [100, 7, 7],
  [1000, 10, 10],
  [65536, 16, 16],
  [65537, 17, 17],
] as const) {
  test(`depth of ${n} leaves`, depths, n, a, v);
}

test('bitReverse', (t) => {
  t.is(bitReverse(0, 0), 0);
  t.is(bitReverse(1, 1), 1);
  t.is(bitReverse(1, 3), 4);
  t.is(bitReverse(6, 3), 3);
  t.is(bitReverse(0b0011, 4), 0b1100);
  t.is(bitReverse(1, 17), 65536);
  for (let d = 1; d <= 10; d++) for (let x = 0; x < 2 ** d; x++) t.is(bitReverse(bitReverse(x, d), d), x);
});

// ---- naive reference: explicit level lists, explicit padding array --------------------------------------------

function refLevels(kind: HashKind, leaves: Buffer[]): Buffer[][] {
  const size = leaves[0]!.length;
  const levels = [leaves];
  while (levels[levels.length - 1]!.length > 1) {
    const prev = levels[levels.length - 1]!;
    const next: Buffer[] = [];
    for (let i = 0; i < prev.length; i += 2) next.push(H(kind, MA, prev[i]!, prev[i + 1] ?? Buffer.alloc(size)));
    levels.push(next);
  }
  return levels;
}
function refProof(levels: Buffer[][], position: number, size: number): Buffer {
  const out: Buffer[] = [];
  let p = position;
  for (let l = 0; l + 1 < levels.length; l++) {
    out.push(levels[l]![p ^ 1] ?? Buffer.alloc(size));
    p >>= 1;
  }
  return Buffer.concat(out);
}
function refVectorSlots(kind: HashKind, leaves: Buffer[]): Buffer[] {
  let d = 0;
  while (2 ** d < leaves.length) d++;
  const slots: Buffer[] = [];
  for (let s = 0; s < 2 ** d; s++) {
    const e = parseInt(s.toString(2).padStart(d, '0').split('').reverse().join('') || '0', 2);
    slots.push(leaves[e] ?? H(kind, Buffer.from('MB')));
  }
  return slots;
}
const split = (packed: Buffer, size: number): Buffer[] =>
  Array.from({ length: packed.length / size }, (_, i) => packed.subarray(i * size, (i + 1) * size));

const SIZES = [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 100, 1000];
const reference = test.macro((t, kind: HashKind, n: number) => {
  const size = kind === 'sha512' ? 64 : 32;
  const packed = randomBytes(n * size);
  const leaves = split(packed, size);
  const array = refLevels(kind, leaves);
  const vector = refLevels(kind, refVectorSlots(kind, leaves));
  t.deepEqual(arrayRoot(kind, packed), array[array.length - 1]![0]);
  t.deepEqual(vectorRoot(kind, packed), vector[vector.length - 1]![0]);
  const depth = vectorDepth(n);
  for (let i = 0; i < n; i += n > 40 ? 37 : 1) {
    const a = arrayProof(kind, packed, i);
    t.deepEqual(a.path, refProof(array, i, size));
    t.is(a.treeDepth, array.length - 1);
    const v = vectorProof(kind, packed, i);
    t.deepEqual(v.path, refProof(vector, bitReverse(i, depth), size));
    t.is(v.treeDepth, depth);
  }
  t.deepEqual(packed, Buffer.concat(leaves), 'inputs are not modified');
});
for (const kind of ['sha512_256', 'sha256', 'sha512'] as const) {
  for (const n of SIZES) test(`${kind} trees of ${n} leaves match the naive reference`, reference, kind, n);
}

test('one leaf: both roots are the leaf and proofs are empty', (t) => {
  const leaf = randomBytes(32);
  t.deepEqual(arrayRoot('sha512_256', leaf), leaf);
  t.deepEqual(vectorRoot('sha256', leaf), leaf);
  t.deepEqual(arrayProof('sha512_256', leaf, 0), { index: 0, treeDepth: 0, path: Buffer.alloc(0) });
  t.deepEqual(vectorProof('sha256', leaf, 0), { index: 0, treeDepth: 0, path: Buffer.alloc(0) });
});

test('three leaves by hand: the odd node is hashed with zeros, not promoted', (t) => {
  const [a, b, c] = [randomBytes(32), randomBytes(32), randomBytes(32)];
  const leaves = Buffer.concat([a, b, c]);
  const right = H('sha512_256', MA, c, Buffer.alloc(32));
  t.deepEqual(arrayRoot('sha512_256', leaves), H('sha512_256', MA, H('sha512_256', MA, a, b), right));
  t.deepEqual(arrayProof('sha512_256', leaves, 2).path, Buffer.concat([Buffer.alloc(32), H('sha512_256', MA, a, b)]));
  // vector: slots [a, c, b, MB] (slot 1 = element bitreverse(01) = 2)
  const mb = H('sha256', Buffer.from('MB'));
  t.deepEqual(vectorRoot('sha256', leaves), H('sha256', MA, H('sha256', MA, a, c), H('sha256', MA, b, mb)));
});
