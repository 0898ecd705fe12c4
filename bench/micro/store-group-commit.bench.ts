// Group commit in the store (src/store/store.ts), the durable half of default dev mode: every block is its own
// fsynced commit. Reference: one dev-mode block's batch (a one-payment block of 816 bytes, three accounts, the
// latest-round marker; bench/http/fsync-reference.ts) committed and awaited before the next. Candidates: 16 such
// commits issued in one turn, which the store merges into one write (what 16 concurrent submissions cost at best),
// and 16 closed-loop writers that each commit again as soon as their last commit is durable (a write in flight
// makes the others wait for the next one: the blocks-per-write figure of `npm run bench:algod-devmode`).
// Ratios are per block committed. Bounded: half a second of sampling per case.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/store/store.js';
import { blockBatch } from '../http/fsync-reference.js';
import { compare } from '../harness.js';

const BLOCK_BYTES = 816;
const CLIENTS = 16;

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-groupcommit-'));
  const store = await Store.open(dir);
  let round = 0;
  const commit = (): Promise<void> => store.commit(blockBatch(++round, BLOCK_BYTES));
  // closed loop: each writer commits CLIENTS blocks in turn; one op = CLIENTS × CLIENTS blocks
  const writer = async (): Promise<void> => {
    for (let i = 0; i < CLIENTS; i++) await commit();
  };
  try {
    const writesBefore = store.stats.syncedBatches;
    const commitsBefore = store.stats.commits;
    await compare(
      'store group commit: fsynced block batches (per block)',
      { name: 'one block, awaited (serial)', async: commit },
      [
        {
          name: `${CLIENTS} blocks in one turn`,
          async: async () => void (await Promise.all(Array.from({ length: CLIENTS }, commit))),
        },
        {
          name: `${CLIENTS} closed-loop writers`,
          async: async () => void (await Promise.all(Array.from({ length: CLIENTS }, writer))),
        },
      ],
      {
        minTimeSeconds: 0.5,
        unitsPerOp: {
          [`${CLIENTS} blocks in one turn`]: CLIENTS,
          [`${CLIENTS} closed-loop writers`]: CLIENTS * CLIENTS,
        },
      },
    );
    const merged = (store.stats.commits - commitsBefore) / (store.stats.syncedBatches - writesBefore);
    console.log(`  (all cases together: ${merged.toFixed(2)} blocks per fsynced write)`);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
