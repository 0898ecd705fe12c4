// Transaction commitments: native addon vs the pure-JS fallback (the reference), same inputs, same run.
// Roots over 10k and 100k packed leaves (sha512_256 Merkle array = header `txn`, sha256 vector commitment =
// `txn256`), and the full three-commitment computation from raw payset bytes (10k transactions, sync and async).
// Target from docs/design.md: native ≥ 5× the JS fallback for the 10k/100k roots.
import { randomBytes } from 'node:crypto';
import { compare } from '../harness.js';
import { packBytes } from '../../src/core/merkle/index.js';
import { loadMerkle } from '../../src/native/index.js';

export async function run(): Promise<void> {
  const native = loadMerkle();
  const js = loadMerkle({ forceJs: true });
  if (!native.isNative) {
    console.log(`\n## merkle: native addon unavailable (${native.fallbackReason}); nothing to compare`);
    return;
  }
  for (const n of [10_000, 100_000]) {
    const leaves = randomBytes(n * 32);
    const minTimeSeconds = n > 10_000 ? 2 : 1;
    await compare(
      `merkle txn root, sha512_256 Merkle array, ${n.toLocaleString('en-US')} leaves`,
      { name: 'js fallback arrayRoot', fn: () => js.arrayRoot('sha512_256', leaves) },
      [
        { name: 'native arrayRoot', fn: () => native.arrayRoot('sha512_256', leaves) },
        {
          name: 'native arrayRootAsync (thread pool)',
          async: () => native.arrayRootAsync('sha512_256', leaves).then(() => undefined),
        },
      ],
      { minTimeSeconds },
    );
    await compare(
      `merkle txn256 root, sha256 vector commitment, ${n.toLocaleString('en-US')} leaves`,
      { name: 'js fallback vectorRoot', fn: () => js.vectorRoot('sha256', leaves) },
      [{ name: 'native vectorRoot', fn: () => native.vectorRoot('sha256', leaves) }],
      { minTimeSeconds },
    );
  }
  const txns = packBytes(Array.from({ length: 10_000 }, () => randomBytes(250)));
  const stibs = packBytes(Array.from({ length: 10_000 }, () => randomBytes(330)));
  await compare(
    'merkle txn + txn256 + txn512 from 10,000 raw payset entries (250 B txn, 330 B stib)',
    { name: 'js fallback txnCommitments', fn: () => js.txnCommitments(txns, stibs) },
    [
      { name: 'native txnCommitments', fn: () => native.txnCommitments(txns, stibs) },
      {
        name: 'native txnCommitmentsAsync (3 parallel jobs)',
        async: () => native.txnCommitmentsAsync(txns, stibs).then(() => undefined),
      },
    ],
  );
}
