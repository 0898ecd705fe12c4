/**
 * Verifying a downloaded catchpoint file and turning it into store writes (docs/spec/catchpoint.md §5, step 2).
 *
 * Invariants:
 * - Nothing is written here: the result is the list of puts for the switch batch, returned only when the label
 *   recomputed from the file equals the requested one and the file's own, the block inside is of the label's round,
 *   hashes to the header's digest and belongs to our network (genesis hash), and the counts match the header.
 * - `progress` counters only grow; `verified-*` are set once the label matched.
 */
import { base32Encode } from '../../core/crypto/address.js';
import { decodeMsgpack } from '../../core/codec/msgpack.js';
import { readTar } from '../../core/codec/tar.js';
import { accountDataSchema } from '../../core/ledger/account.js';
import {
  addToTotals,
  BLOCK_FILE,
  catchpointLabel,
  chunkFileName,
  decodeChunk,
  decodeHeader,
  emptyTotals,
  HEADER_FILE,
  parseBoxKvKey,
  StateDigest,
} from '../../core/ledger/catchpoint-file.js';
import { blockHash, decodeBlock, type BlockHeader } from '../../core/txn/block.js';
import type { WriteOp } from '../../store/store.js';
import { accountKey, boxStoreKey, creatableKey } from '../../store/schema.js';

export interface CatchupProgress {
  totalAccounts: bigint;
  processedAccounts: bigint;
  verifiedAccounts: bigint;
  totalKvs: bigint;
  processedKvs: bigint;
  verifiedKvs: bigint;
  totalBlocks: bigint;
  acquiredBlocks: bigint;
}

/** Every counter at zero: the status of a catch-up that has not fetched anything yet. */
export const zeroProgress = (): CatchupProgress => ({
  totalAccounts: 0n,
  processedAccounts: 0n,
  verifiedAccounts: 0n,
  totalKvs: 0n,
  processedKvs: 0n,
  verifiedKvs: 0n,
  totalBlocks: 0n,
  acquiredBlocks: 0n,
});

/** Thrown when the caller's signal aborted the work. */
export class Aborted extends Error {}

export interface Expected {
  readonly round: bigint;
  /** the label's 32-byte hash */
  readonly hash: Uint8Array;
  readonly genesisHash: Uint8Array;
}

/** @throws Error naming what does not match; Aborted when `signal` aborts */
export async function verifyCatchpoint(
  tar: Buffer,
  expected: Expected,
  rewardUnit: bigint,
  progress: CatchupProgress,
  signal?: AbortSignal,
): Promise<{ ops: WriteOp[]; blockBytes: Buffer; blockHeader: BlockHeader }> {
  const { round } = expected;
  const members = readTar(tar);
  if (members[0]?.name !== HEADER_FILE || members[1]?.name !== BLOCK_FILE)
    throw new Error('catchpoint file: unexpected members');
  const header = decodeHeader(members[0].content);
  progress.totalAccounts = header.accountsCount;
  progress.totalKvs = header.kvsCount;
  const blockBytes = Buffer.from(members[1].content);
  const { payset: _p, ...blockHeader } = decodeBlock(blockBytes);
  if (header.balancesRound !== round || blockHeader.round !== round)
    throw new Error(`catchpoint file is for round ${header.balancesRound}, not ${round}`);
  if (!blockHash(blockHeader).equals(header.blockHeaderDigest))
    throw new Error('catchpoint block does not match its header digest');
  if (!Buffer.from(blockHeader.genesisHash ?? []).equals(Buffer.from(expected.genesisHash)))
    throw new Error('catchpoint is of another network');
  const ops: WriteOp[] = [];
  const digest = new StateDigest();
  const totals = emptyTotals(header.totals.rewardsLevel);
  for (const [i, member] of members.slice(2).entries()) {
    if (member.name !== chunkFileName(i + 1)) throw new Error(`catchpoint file: unexpected member ${member.name}`);
    const chunk = decodeChunk(member.content);
    if (chunk.kind === 'balances') {
      for (const r of chunk.records) {
        digest.addAccount(r.address, r.adBytes);
        const data = decodeMsgpack(accountDataSchema, r.adBytes);
        addToTotals(totals, data, rewardUnit);
        ops.push({ type: 'put', key: accountKey(r.address), value: r.adBytes });
        for (const id of data.assetParams?.keys() ?? [])
          ops.push({ type: 'put', key: creatableKey(id), value: Buffer.concat([Buffer.of(1), r.address]) });
        for (const id of data.appParams?.keys() ?? [])
          ops.push({ type: 'put', key: creatableKey(id), value: Buffer.concat([Buffer.of(2), r.address]) });
      }
      progress.processedAccounts += BigInt(chunk.records.length);
    } else {
      for (const r of chunk.records) {
        digest.addKv(r.key, r.value);
        const box = parseBoxKvKey(r.key);
        if (box === undefined) throw new Error('catchpoint file: a key-value that is not a box');
        ops.push({ type: 'put', key: boxStoreKey(box.appId, box.name), value: r.value });
      }
      progress.processedKvs += BigInt(chunk.records.length);
    }
    if (signal?.aborted === true) throw new Aborted();
    if (i % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
  }
  const computed = catchpointLabel(round, header.blockHeaderDigest, digest.root(), totals);
  const wanted = `${round}#${base32Encode(expected.hash)}`;
  if (computed !== wanted || header.catchpoint !== computed)
    throw new Error(`catchpoint label mismatch: the file gives ${computed}`);
  if (digest.accounts !== header.accountsCount || digest.kvs !== header.kvsCount)
    throw new Error('catchpoint file counts disagree with its header');
  progress.verifiedAccounts = progress.processedAccounts;
  progress.verifiedKvs = progress.processedKvs;
  return { ops, blockBytes, blockHeader };
}
