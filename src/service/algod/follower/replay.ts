/**
 * Re-validating a peer's block (docs/spec/follower.md §3): the follower evaluates the block's transactions itself
 * and accepts the block only when what it computes is the peer's block byte for byte.
 *
 * Invariants:
 * - Only the signed transactions are taken from the peer: their ApplyData is dropped and recomputed by our own
 *   BlockEvaluator over our own state, after the stateless, signature and logic-sig checks a submission passes.
 * - The header is rebuilt from our previous header (round, previous-block hash, genesis hash and id, protocol,
 *   rewards, bonus, state-proof tracking), our payset commitments, counters and load; only the timestamp is the
 *   peer's, and it may not go backwards. The rebuilt header and the whole assembled block must equal the peer's.
 * - A refusal leaves the ledger untouched (evaluation works on an overlay; nothing is committed here).
 */
import { encodeMsgpack } from '../../../core/codec/msgpack.js';
import { MsgpackReader } from '../../../core/codec/msgpack-reader.js';
import { readAny } from '../../../core/codec/msgpack-value.js';
import { decodeMsgpackAt } from '../../../core/codec/msgpack.js';
import { bytesEqual } from '../../../core/bytes.js';
import { assembleBlock } from '../../../core/ledger/block-bytes.js';
import { nextHeader } from '../../../core/ledger/block-header.js';
import { BlockEvaluator, type EvalContext, type PreparedTxn } from '../../../core/ledger/evaluator.js';
import {
  blockHeaderSchema,
  blockSchema,
  fromSignedTxnInBlock,
  type Block,
  type BlockHeader,
} from '../../../core/txn/block.js';
import { splitApplyData } from '../../../core/txn/signed.js';
import type { MerkleEngine } from '../../../native/index.js';
import type { Pool } from '../../../workers/pool.js';
import type { Verifier } from '../../../workers/signature-service.js';
import type { CommittedBlock, Ledger } from '../ledger.js';
import { checkStateless, evaluateLogicSigs, prepare, verifySignatures } from '../submission.js';
import { tailTxn } from '../txtail.js';

export interface ReplayDeps {
  readonly ledger: Ledger;
  readonly verifier: Verifier;
  readonly merkle: MerkleEngine;
  readonly workers?: Pool | undefined;
}

/** A peer block that is not the block this node computes; the text says why. */
export class BlockRefused extends Error {
  override readonly name = 'BlockRefused';
}

/** The raw `block` value of a block-service body `{"block": …, "cert": …}`. @throws BlockRefused */
export function blockOfEnvelope(envelope: Uint8Array): { block: Block; bytes: Buffer } {
  try {
    const r = new MsgpackReader(envelope);
    const n = r.readMapHeader();
    for (let i = 0; i < n; i++) {
      const key = r.readStr();
      if (key !== 'block') {
        readAny(r);
        continue;
      }
      const start = r.pos;
      const { value, end } = decodeMsgpackAt(blockSchema, envelope, start);
      return { block: value, bytes: Buffer.from(envelope.subarray(start, end)) };
    }
  } catch (error) {
    throw new BlockRefused(`undecodable block: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new BlockRefused('the answer holds no block');
}

/** Payset entries as prepared transactions (ApplyData dropped), cut into groups. */
function groupsOf(block: Block): PreparedTxn[][] {
  const groups: PreparedTxn[][] = [];
  let previous: Uint8Array | undefined;
  for (const entry of block.payset ?? []) {
    const { stxn } = splitApplyData(fromSignedTxnInBlock(entry, block));
    const group = stxn.txn?.group;
    const current = groups[groups.length - 1];
    if (group !== undefined && previous !== undefined && current !== undefined && bytesEqual(group, previous))
      current.push(prepare(stxn));
    else groups.push([prepare(stxn)]);
    previous = group;
  }
  return groups;
}

function contextFor(ledger: Ledger): EvalContext {
  const latest = ledger.latest;
  return {
    params: ledger.params,
    round: ledger.latestRound + 1n,
    header: { genesisId: latest.genesisId ?? '', genesisHash: latest.genesisHash ?? Buffer.alloc(32) },
    feeSink: latest.feeSink!,
    rewardsPool: latest.rewardsPool!,
    latestTimestamp: latest.timestamp ?? 0n,
    blockHeader: (round) => ledger.header(round),
    onlineStake: ledger.totals.online,
  };
}

/** The first header field (msgpack key) where `ours` and `theirs` differ. */
function firstDifference(ours: BlockHeader, theirs: BlockHeader): string {
  for (const field of blockHeaderSchema.fields) {
    const prop = field.name as keyof BlockHeader;
    const a = encodeMsgpack(blockHeaderSchema, { [prop]: ours[prop] } as BlockHeader);
    const b = encodeMsgpack(blockHeaderSchema, { [prop]: theirs[prop] } as BlockHeader);
    if (!a.equals(b)) return field.key;
  }
  return 'payset';
}

/**
 * Evaluate the peer's block `envelope` on top of `deps.ledger` and return what to commit.
 * @throws BlockRefused naming the first difference; ALGOD_TXN_REJECTED texts are wrapped in it
 */
export async function replayBlock(deps: ReplayDeps, envelope: Uint8Array): Promise<CommittedBlock> {
  const { ledger } = deps;
  const { block: theirs, bytes } = blockOfEnvelope(envelope);
  const prev = ledger.latest;
  const round = ledger.latestRound + 1n;
  if (theirs.round !== round) throw new BlockRefused(`expected round ${round}, got ${theirs.round ?? 0n}`);
  if ((theirs.timestamp ?? 0n) < (prev.timestamp ?? 0n))
    throw new BlockRefused(`round ${round}: timestamp goes backwards`);
  const evaluator = new BlockEvaluator(ledger, ledger.tail, contextFor(ledger));
  try {
    const groups = groupsOf(theirs);
    // Every group's signatures go to the verifier at once (one batch per turn, spread over the threads) rather than
    // one group per round trip; each outcome is still taken in group order, so the first failure reported is the
    // one a group-by-group check would report. Failures are captured, so none is left unhandled.
    const signatures = groups.map((group) =>
      verifySignatures(group, deps.verifier).then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g]!;
      checkStateless(group, { params: ledger.params, feeSink: prev.feeSink!, rewardsPool: prev.rewardsPool! });
      const failed = await signatures[g];
      if (failed !== undefined) throw failed;
      await evaluateLogicSigs(group, ledger.params, prev.genesisHash ?? Buffer.alloc(32), deps.workers);
      evaluator.addGroup(group);
    }
  } catch (error) {
    if (error instanceof BlockRefused) throw error;
    throw new BlockRefused(`round ${round}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const entries = evaluator.txns.map((t) => t.entryBytes);
  const header = nextHeader({
    prev,
    params: ledger.params,
    timestamp: theirs.timestamp ?? 0n,
    commitments: deps.merkle.txnCommitments(
      evaluator.txns.map((t) => t.txnBytes),
      entries,
    ),
    txnCounter: evaluator.state.txnCounter(),
    feesCollected: evaluator.feesCollected,
    paysetBytes: evaluator.paysetBytes,
  });
  const { payset: _payset, ...theirHeader } = theirs;
  const blockBytes = assembleBlock(header, entries);
  if (!blockBytes.equals(bytes)) {
    throw new BlockRefused(
      `round ${round}: field "${firstDifference(header, theirHeader)}" differs from the block computed here`,
    );
  }
  return {
    header,
    blockBytes,
    accounts: evaluator.state.changedAccounts(),
    creatables: evaluator.state.changedCreatables(),
    boxes: evaluator.state.changedBoxes(),
    tail: evaluator.txns.map(tailTxn),
  };
}
