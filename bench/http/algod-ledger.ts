/**
 * What the ledger says happened, for `algod-tps.ts`: the moment each round appears (through
 * /v2/status/wait-for-block-after) and the transactions of a range of committed blocks, read back as stored
 * (GET /v2/blocks/{r}?format=msgpack), so that TPS never rests on the load generator's own count.
 *
 * Invariants:
 * - `nextRound` resolves when a round later than the one current at the call is committed, with the wall-clock
 *   time of that answer; the window between two such marks therefore starts and ends on block boundaries.
 * - `confirmedIn` counts `txns` entries of every block in (from, to] and checks them against the headers' txn
 *   counters (`tc`): a mismatch is an error, not a footnote.
 */
import { unpack } from 'msgpackr';
import { algodGet, TOKEN, type AlgorunProcess } from './algod-server.js';

export interface RoundMark {
  readonly round: number;
  /** performance.now() when the answer arrived */
  readonly at: number;
}

/** Wait for the next committed round. @throws Error when none comes within the route's one-minute wait */
export async function nextRound(server: AlgorunProcess): Promise<RoundMark> {
  const { 'last-round': last } = await algodGet<{ 'last-round': number }>(server, '/v2/status');
  const after = await algodGet<{ 'last-round': number }>(server, `/v2/status/wait-for-block-after/${last}`);
  if (after['last-round'] <= last) {
    throw new Error(
      `no round after ${last} was committed within a minute: the load ran dry (raise BENCH_RATE) or the node stopped making blocks`,
    );
  }
  return { round: after['last-round'], at: performance.now() };
}

interface StoredBlock {
  block: { tc?: number | bigint; txns?: unknown[] };
}

async function readBlock(
  server: AlgorunProcess,
  round: number,
): Promise<{ txns: number; counter: number; bytes: number }> {
  const r = await fetch(`${server.algod}/v2/blocks/${round}?format=msgpack`, {
    headers: { 'X-Algo-API-Token': TOKEN },
  });
  if (!r.ok) throw new Error(`GET /v2/blocks/${round}: ${r.status} ${await r.text()}`);
  const bytes = Buffer.from(await r.arrayBuffer());
  const { block } = unpack(bytes) as StoredBlock;
  return { txns: block.txns?.length ?? 0, counter: Number(block.tc ?? 0), bytes: bytes.length };
}

/** The txn counter (`tc`) of stored round `round` and the size of its block. */
export async function txnCounter(server: AlgorunProcess, round: number): Promise<{ counter: number; bytes: number }> {
  const { counter, bytes } = await readBlock(server, round);
  return { counter, bytes };
}

export interface Confirmed {
  readonly txns: number;
  readonly blocks: number;
  readonly largestBlockBytes: number;
  readonly largestBlockTxns: number;
  /** Transactions in each block of the window, in round order. */
  readonly perBlock: readonly number[];
}

/** Transactions committed in rounds from + 1 … to. @throws Error when the payset sizes and `tc` disagree */
export async function confirmedIn(server: AlgorunProcess, from: number, to: number): Promise<Confirmed> {
  const start = await readBlock(server, from);
  let txns = 0;
  let largestBlockBytes = 0;
  let largestBlockTxns = 0;
  const perBlock: number[] = [];
  let counter = start.counter;
  for (let round = from + 1; round <= to; round++) {
    const block = await readBlock(server, round);
    txns += block.txns;
    counter = block.counter;
    largestBlockBytes = Math.max(largestBlockBytes, block.bytes);
    largestBlockTxns = Math.max(largestBlockTxns, block.txns);
    perBlock.push(block.txns);
  }
  if (counter - start.counter !== txns) {
    throw new Error(
      `rounds ${from + 1}..${to}: payset sizes add up to ${txns} but the txn counter moved by ${counter - start.counter}`,
    );
  }
  return { txns, blocks: to - from, largestBlockBytes, largestBlockTxns, perBlock };
}
