/**
 * Per-block reads beside the block itself: GET /v2/blocks/{round}/hash, …/txids and …/logs.
 *
 * Invariants (upstream's GetBlockHash / GetBlockTxids / GetBlockLogs):
 * - A round that is not durable yet, or never existed, is 404 `failed to retrieve information from the ledger`.
 * - The hash is SHA-512/256("BH" || header) as 52-character base32 (the form of `prev` in the next header).
 * - Txids are the top-level transactions' ids in payset order.
 * - Logs: one entry per app call (outer or inner, depth first, the outer one before its inner ones) that logged,
 *   with the outer transaction's id and the app id of that call (its `apid`, or the id it created).
 */
import { encodeDigest } from '../../core/crypto/address.js';
import { blockHash, fromSignedTxnInBlock } from '../../core/txn/block.js';
import type { SignedTxnWithAD } from '../../core/txn/types.js';
import type { AppCallLogs__Output } from '../../generated/algorun/algod/v2/AppCallLogs.js';
import type { BlockReader } from './blocks.js';
import { prepare } from './submission.js';

export async function blockHashText(reader: BlockReader, round: bigint): Promise<string> {
  const { payset: _payset, ...header } = await reader.block(round);
  return encodeDigest(blockHash(header));
}

async function entries(reader: BlockReader, round: bigint): Promise<{ txid: string; stxn: SignedTxnWithAD }[]> {
  const block = await reader.block(round);
  return (block.payset ?? []).map((entry) => {
    const stxn = fromSignedTxnInBlock(entry, block);
    return { txid: encodeDigest(prepare(stxn).txid), stxn };
  });
}

export async function blockTxids(reader: BlockReader, round: bigint): Promise<string[]> {
  return (await entries(reader, round)).map((e) => e.txid);
}

function collectLogs(out: AppCallLogs__Output[], txns: readonly SignedTxnWithAD[], txid: string): void {
  for (const t of txns) {
    const logs = t.evalDelta?.logs ?? [];
    if (logs.length > 0) {
      const appId = t.txn?.appId ?? 0n;
      out.push({
        application_index: String(appId === 0n ? (t.applicationId ?? 0n) : appId),
        logs: logs.map((log) => (typeof log === 'string' ? Buffer.from(log, 'latin1') : Buffer.from(log))),
        tx_id: txid,
      });
    }
    collectLogs(out, t.evalDelta?.innerTxns ?? [], txid);
  }
}

export async function blockLogs(reader: BlockReader, round: bigint): Promise<AppCallLogs__Output[]> {
  const out: AppCallLogs__Output[] = [];
  for (const { txid, stxn } of await entries(reader, round)) collectLogs(out, [stxn], txid);
  return out;
}
