/**
 * Rebuilding what the ledger keeps of its recent rounds when it opens: the header window and the transaction tail
 * of the last MaxTxnLife rounds, from their stored blocks.
 *
 * Invariants:
 * - Blocks are read LOAD_CHUNK rounds at a time, so a window of full blocks (a thousand of ~5 MiB) is never in
 *   memory at once; each header is decoded without its payset, so the kept headers hold no block bytes.
 * - The tail takes each block's records (core `blockTail`: TxID, sender, last valid round, lease) in round order,
 *   without the block's transactions being decoded into objects.
 */
import { isAllZero } from '../../core/bytes.js';
import { blockTail, type BlockTail } from '../../core/ledger/block-tail.js';
import { blockHeaderOf } from '../../core/txn/block.js';
import { blockKey } from '../../store/schema.js';
import type { Ledger } from './ledger.js';
import type { TailTxn } from './txtail.js';

/** Rounds read from the store in one batch. */
const LOAD_CHUNK = 16;

/** The header window and the tail of the ledger's recent rounds, rebuilt from the stored blocks. */
export async function loadRecentRounds(ledger: Ledger): Promise<void> {
  const latest = ledger.latestRound;
  const tailStart = latest > ledger.params.maxTxnLife ? latest - ledger.params.maxTxnLife + 1n : 1n;
  for (let from = ledger.headerWindowStart(latest); from <= latest; from += BigInt(LOAD_CHUNK)) {
    const rounds: bigint[] = [];
    for (let round = from; round <= latest && rounds.length < LOAD_CHUNK; round++) rounds.push(round);
    const blocks = await ledger.store.getMany(rounds.map(blockKey));
    rounds.forEach((round, i) => {
      const bytes = blocks[i];
      if (bytes === undefined) return;
      ledger.rememberHeader(blockHeaderOf(bytes));
      if (round >= tailStart) ledger.tail.add(round, tailTxns(blockTail(bytes)));
    });
  }
}

/** A block's records as the tail takes them (views into `tail`; the tail copies what it keeps). */
function tailTxns(tail: BlockTail): TailTxn[] {
  const view = (bytes: Uint8Array, k: number): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset + k * 32, 32);
  const txns: TailTxn[] = [];
  for (let k = 0; k < tail.count; k++) {
    const lease = view(tail.leases, k);
    txns.push({
      txid: view(tail.txids, k),
      sender: view(tail.senders, k),
      lastValid: tail.lastValid[k]!,
      lease: isAllZero(lease) ? undefined : lease,
    });
  }
  return txns;
}
