/**
 * Rebuilding what the ledger keeps of its recent rounds when it opens: the header window and the transaction tail
 * of the last MaxTxnLife rounds, from their stored blocks.
 *
 * Invariants:
 * - Blocks are read LOAD_CHUNK rounds at a time, so a window of full blocks (a thousand of ~5 MiB) is never in
 *   memory at once; each header is decoded without its payset, so the kept headers hold no block bytes.
 * - The tail takes each block's transactions in round order, with the TxID admission computed: that of the
 *   transaction with its genesis fields restored from the block's own header (docs/spec/protocol.md §4.4, §5.2).
 *   They are read from the entries' bytes, the canonical transaction rebuilt by splicing the genesis fields back in,
 *   and the block's TxIDs hashed in one native batch; a block that reading does not take is decoded instead.
 */
import { decodeMsgpackAt } from '../../core/codec/msgpack.js';
import { txidOf } from '../../core/ledger/appl/txn-ids.js';
import { Prefix } from '../../core/crypto/prefixes.js';
import { blockHeaderOf, paysetOffsets, signedTxnOfEntry, type BlockHeader } from '../../core/txn/block.js';
import { scanPaysetTxns } from '../../core/txn/payset-scan.js';
import { signedTxnInBlockSchema } from '../../core/txn/schemas.js';
import { getMerkle, type MerkleEngine } from '../../native/index.js';
import { blockKey } from '../../store/schema.js';
import type { Ledger } from './ledger.js';
import { tailTxn, type TailTxn } from './txtail.js';

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
      const header = blockHeaderOf(bytes);
      ledger.rememberHeader(header);
      if (round >= tailStart) ledger.tail.add(round, blockTailTxns(bytes, header));
    });
  }
}

/**
 * The tail's view of every transaction of an encoded block (`header`: its own, when the caller decoded it already),
 * in payset order: read from the entries' bytes without decoding them (core/txn/payset-scan.ts), the TxIDs hashed in
 * one batch by `merkle`; a block the scan does not take is decoded entry by entry (`blockTailTxnsDecoded`), which
 * refuses what is wrong with it.
 * @throws CORE_MSGPACK_DECODE, CORE_BAD_TRANSACTION
 */
export function blockTailTxns(
  bytes: Uint8Array,
  header: BlockHeader = blockHeaderOf(bytes),
  merkle: MerkleEngine = getMerkle(),
): TailTxn[] {
  const scanned = scanPaysetTxns(bytes, header);
  if (scanned === undefined) return blockTailTxnsDecoded(bytes, header);
  const ids = merkle.hashBatch('sha512_256', scanned.canonical, Prefix.Transaction);
  return scanned.senders.map((sender, i) => ({
    txid: ids.subarray(32 * i, 32 * i + 32),
    sender,
    lastValid: scanned.lastValids[i]!,
    lease: scanned.leases[i],
  }));
}

/**
 * `blockTailTxns` by decoding: each payset entry decoded once, restored in place and let go as soon as its view is
 * taken, its TxID that of the restored transaction. @throws CORE_MSGPACK_DECODE, CORE_BAD_TRANSACTION
 */
export function blockTailTxnsDecoded(bytes: Uint8Array, header: BlockHeader = blockHeaderOf(bytes)): TailTxn[] {
  const offsets = paysetOffsets(bytes);
  const txns: TailTxn[] = [];
  for (let i = 0; i + 1 < offsets.length; i++) {
    const stxn = signedTxnOfEntry(decodeMsgpackAt(signedTxnInBlockSchema, bytes, offsets[i]!).value, header);
    txns.push(tailTxn({ stxn, txid: txidOf(stxn.txn ?? {}) }));
  }
  return txns;
}
