/**
 * The dev-mode node alone, in this process (no HTTP, no worker pool: signatures verified inline): N unique signed
 * payments submitted through `AlgodNode.submit` by CLIENTS concurrent submitters, each a block of its own, fsynced
 * before it resolves. Prints TPS, the main thread's CPU per transaction (from /proc, so the figure holds on a busy
 * machine better than TPS does) and the blocks merged per fsynced write. For A/B runs of the per-block path:
 * `BENCH_ROOT=dist-old node --import tsx bench/http/algod-devmode-node.ts` against a copy of an older `dist/` kept
 * next to `dist/` (knobs: BENCH_ROOT (dist), BENCH_CLIENTS (16), BENCH_N (8000, a fifth of them warm-up)).
 * Everything lives in a throw-away data directory that is removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sodium from 'sodium-native';
import { encodeAddress } from '../../src/core/crypto/address.js';
import { encodeSignedTxn } from '../../src/core/txn/signed.js';
import { bytesToSign } from '../../src/core/txn/transaction.js';
import { threadCpuMicros } from './algod-cpu.js';

const root = new URL(`../../${process.env.BENCH_ROOT ?? 'dist'}/`, import.meta.url).href;
// untyped: the modules of another build (BENCH_ROOT) have no types here
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Mod = Record<string, any>;
const load = (path: string): Promise<Mod> => import(new URL(path, root).href) as Promise<Mod>;
const [{ Store }, { loadOrCreateGenesis, openLedger }, { AlgodNode }, { createSignatureService }, { getMerkle }] =
  await Promise.all([
    load('store/store.js'),
    load('service/algod/bootstrap.js'),
    load('service/algod/node.js'),
    load('workers/signature-service.js'),
    load('native/index.js'),
  ]);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const N = Number(process.env.BENCH_N ?? 8000);
const SLACK = 500;

const keys = Array.from({ length: 8 }, () => {
  const pk = Buffer.alloc(32);
  const sk = Buffer.alloc(64);
  sodium.crypto_sign_keypair(pk, sk);
  return { pk, sk };
});
const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-devnode-'));
const store = await Store.open(join(dir, 'db'));
try {
  const genesis = await loadOrCreateGenesis(store, {
    network: 'dockernet',
    wallets: async () => keys.map((k) => encodeAddress(k.pk)),
  });
  const ledger = await openLedger(store, genesis);
  const node = new AlgodNode({ ledger, verifier: createSignatureService({}), merkle: getMerkle() });
  await node.start();
  const { genesisId, genesisHash } = ledger.latest;
  // every payment makes a round: its validity window follows the round it is expected to land in
  const bodies = Array.from({ length: N }, (_, i) => {
    const from = keys[i % keys.length]!;
    const firstValid = 1n + BigInt(Math.max(0, i - SLACK));
    const txn = {
      type: 'pay' as const,
      sender: from.pk,
      receiver: keys[(i + 1) % keys.length]!.pk,
      amount: BigInt(1 + i),
      fee: 1000n,
      firstValid,
      lastValid: firstValid + 1000n,
      genesisId,
      genesisHash,
    };
    const sig = Buffer.alloc(64);
    sodium.crypto_sign_detached(sig, bytesToSign(txn), from.sk);
    return encodeSignedTxn({ txn, sig });
  });
  let next = 0;
  const submitter = async (until: number): Promise<void> => {
    while (next < until) await node.submit(bodies[next++]!);
  };
  const warm = Math.floor(N / 5);
  await Promise.all(Array.from({ length: CLIENTS }, () => submitter(warm)));
  const before = { cpu: threadCpuMicros(process.pid, process.pid), at: performance.now(), ...store.stats };
  await Promise.all(Array.from({ length: CLIENTS }, () => submitter(N)));
  const cpu = threadCpuMicros(process.pid, process.pid) - before.cpu;
  const n = N - warm;
  const perWrite = (store.stats.commits - before.commits) / (store.stats.syncedBatches - before.syncedBatches);
  const tps = n / ((performance.now() - before.at) / 1000);
  console.log(
    `${process.env.BENCH_ROOT ?? 'dist'}, ${CLIENTS} submitters: ${tps.toFixed(0)} TPS, main-thread CPU ${(cpu / n).toFixed(1)} µs/txn, ${perWrite.toFixed(2)} blocks per write`,
  );
  node.close();
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
