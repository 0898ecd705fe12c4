/**
 * The durable-write reference of the dev-mode benches (`algod-devmode.ts`, `micro/store-group-commit.bench.ts`):
 * how many fsynced RocksDB writes of one dev-mode block's batch the disk takes per second when each is issued
 * only after the previous one is durable. A dev-mode submission cannot answer before its block's write is
 * durable, so with one client this rate bounds TPS; with many clients the bound is this rate × the blocks merged
 * into one write (group commit).
 *
 * Invariants:
 * - The batch has the shape of a one-payment block's: the block itself (its stored size), the three changed
 *   account records (sender, receiver, fee sink) and the latest-round marker, with keys of the ledger's lengths
 *   and fresh keys for every write (as rounds are).
 * - Writes go through our Store (`commit`, fsynced), one at a time, into a throw-away directory that is removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store, type WriteOp } from '../../src/store/store.js';

/** The batch of dev-mode block number `round` whose stored block is `blockBytes` long. */
export function blockBatch(round: number, blockBytes: number): WriteOp[] {
  const key = (tag: number, id: Buffer): Buffer => Buffer.concat([Buffer.of(1, tag), id]);
  const roundKey = Buffer.alloc(8);
  roundKey.writeBigUInt64BE(BigInt(round));
  const ops: WriteOp[] = [{ type: 'put', key: key(1, roundKey), value: randomBytes(blockBytes) }];
  for (let i = 0; i < 3; i++) ops.push({ type: 'put', key: key(2, randomBytes(32)), value: randomBytes(48) });
  ops.push({ type: 'put', key: Buffer.of(1, 0), value: roundKey });
  return ops;
}

/** Serial fsynced writes per second of block-shaped batches (`blockBytes` long blocks) over about `ms`. */
export async function serialFsyncRate(blockBytes: number, ms: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-fsync-'));
  const store = await Store.open(dir);
  try {
    let writes = 0;
    const start = performance.now();
    while (performance.now() - start < ms) await store.commit(blockBatch(++writes, blockBytes));
    return writes / ((performance.now() - start) / 1000);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
