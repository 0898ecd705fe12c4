// The transaction tail at full blocks: adding one round of 23,184 ids (a full 5 MiB block of payments) to a tail
// whose 1000-round window is already full, every id with last valid = its round + 1000 (what the SDKs' suggested
// parameters give). Reference in the same run: the same round's ids put into a fresh JS Map keyed by their bytes,
// the least a Map-based tail would pay per round (such a tail cannot hold a full window: a Map stops at 2^24
// entries). Also prints the tail's off-heap bytes per id held, after a collection.
import { randomFillSync } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compare } from '../harness.js';
import { TxTail } from '../../src/service/algod/txtail.js';

const IDS_PER_ROUND = 23_184;
const WINDOW = 1000;

/** A collection on demand, for the memory reading (the flag must be set before the function is made). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export async function run(): Promise<void> {
  const sender = Buffer.alloc(32, 1);
  const ids = randomFillSync(Buffer.allocUnsafe(IDS_PER_ROUND * 32));
  // One set of views, reused: each round only changes the ids' first four bytes (the table's hash, XORed with a
  // value of the round, so they stay uniform) and the last valid round, so both cases pay the same small set-up.
  const txns: { txid: Buffer; sender: Buffer; lastValid: bigint }[] = Array.from({ length: IDS_PER_ROUND }, (_, i) => ({
    txid: ids.subarray(i * 32, i * 32 + 32),
    sender,
    lastValid: 0n,
  }));
  let round = 0;
  const nextRound = (): bigint => {
    round++;
    const flip = Math.imul(round, 0x9e3779b1) >>> 0;
    const lastValid = BigInt(round + WINDOW);
    for (let i = 0; i < IDS_PER_ROUND; i++) {
      ids.writeUInt32LE((ids.readUInt32LE(i * 32) ^ flip) >>> 0, i * 32);
      txns[i]!.lastValid = lastValid;
    }
    return BigInt(round);
  };
  const tail = new TxTail(BigInt(WINDOW));
  const gc = collector();
  gc();
  const before = process.memoryUsage().arrayBuffers;
  for (let i = 0; i < WINDOW; i++) tail.add(nextRound(), txns);
  gc();
  const perId = (process.memoryUsage().arrayBuffers - before) / (WINDOW * IDS_PER_ROUND);
  console.log(
    `\n## txtail: ${WINDOW} rounds of ${IDS_PER_ROUND.toLocaleString('en-US')} ids held, ${perId.toFixed(0)} bytes ` +
      `off the JS heap per id (${((perId * WINDOW * IDS_PER_ROUND) / 2 ** 30).toFixed(2)} GiB)`,
  );
  await compare(
    `txtail: one round of ${IDS_PER_ROUND.toLocaleString('en-US')} ids added to a full ${WINDOW}-round window`,
    {
      name: 'the round into a fresh Map (latin1 keys)',
      fn: () => {
        nextRound();
        const map = new Map<string, number>();
        for (let i = 0; i < IDS_PER_ROUND; i++) map.set(txns[i]!.txid.toString('latin1'), i);
      },
    },
    [{ name: 'TxTail.add (evictions included)', fn: () => tail.add(nextRound(), txns) }],
  );
}
