/**
 * Re-validating a peer's block (docs/spec/follower.md §3): the follower evaluates the block's transactions itself
 * and accepts the block only when what it computes is the peer's block byte for byte.
 *
 * Invariants:
 * - Only the signed transactions are taken from the peer: their ApplyData is dropped and recomputed by our own
 *   BlockEvaluator over our own state, after the stateless, signature and logic-sig checks a submission passes
 *   (the stateless half and the signatures run on the worker pool, core `checkPaysetGroup`, over the entries'
 *   bytes as cut from the block; the transactions are restored with this chain's genesis, not the block's). A
 *   group whose entries are exactly those of an answer checked ahead from the peer's feed takes that answer, which
 *   is the one checking the entries gives (prechecks.ts).
 * - The header is rebuilt from our previous header (round, previous-block hash, genesis hash and id, protocol,
 *   rewards, bonus, state-proof tracking), our payset commitments, counters and load; only the timestamp is the
 *   peer's, and it may not go backwards. The rebuilt header and the whole assembled block must equal the peer's.
 * - A refusal leaves the ledger untouched (evaluation works on an overlay; nothing is committed here).
 */
import { decodeMsgpackAt, encodeMsgpack } from '../../../core/codec/msgpack.js';
import { MsgpackReader } from '../../../core/codec/msgpack-reader.js';
import { skipAny } from '../../../core/codec/msgpack-value.js';
import { signedTxnInBlockSchema } from '../../../core/txn/schemas.js';
import { bytesEqual } from '../../../core/bytes.js';
import { assembleBlock } from '../../../core/ledger/block-bytes.js';
import { nextHeader } from '../../../core/ledger/block-header.js';
import { toAppError, type AppError } from '../../../core/errors.js';
import { BlockEvaluator } from '../../../core/ledger/evaluator.js';
import type { CheckedGroup } from '../../../core/ledger/group-prepare.js';
import {
  blockHeaderOf,
  blockHeaderSchema,
  paysetOffsets,
  signedTxnOfEntry,
  type Block,
  type BlockHeader,
} from '../../../core/txn/block.js';
import type { SignedTxn } from '../../../core/txn/types.js';
import type { MerkleEngine } from '../../../native/index.js';
import type { Pool } from '../../../workers/pool.js';
import type { GroupChecker } from '../../../workers/group-check-service.js';
import type { CommittedBlock, Ledger } from '../ledger.js';
import { blockCommitments } from '../block-commitments.js';
import { evaluateLogicSigs, preparedFromCheck } from '../submission.js';
import type { PreChecks } from './prechecks.js';

export interface ReplayDeps {
  readonly ledger: Ledger;
  /** checks the groups' stateless half on the pool (the node's: payset runs are batched apart from submissions) */
  readonly checker: GroupChecker;
  readonly merkle: MerkleEngine;
  readonly workers?: Pool | undefined;
  /** answers checked ahead from the peer's transaction feed (prechecks.ts), taken where they are the block's groups */
  readonly prechecked?: PreChecks | undefined;
}

/** A peer block that is not the block this node computes; the text says why. */
export class BlockRefused extends Error {
  override readonly name = 'BlockRefused';
}

/**
 * The raw `block` value of a block-service body `{"block": …, "cert": …}` (a view into `envelope`), with its header
 * decoded; the payset is left to `groupsOf`, which decodes each entry once. @throws BlockRefused
 */
export function blockOfEnvelope(envelope: Uint8Array): { block: Block; bytes: Buffer } {
  try {
    const r = new MsgpackReader(envelope);
    const n = r.readMapHeader();
    for (let i = 0; i < n; i++) {
      const key = r.readStr();
      if (key !== 'block') {
        skipAny(r);
        continue;
      }
      const start = r.pos;
      skipAny(r);
      const bytes = Buffer.from(envelope.buffer, envelope.byteOffset + start, r.pos - start);
      return { block: blockHeaderOf(bytes), bytes };
    }
  } catch (error) {
    throw new BlockRefused(`undecodable block: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new BlockRefused('the answer holds no block');
}

/** One group of the peer's payset: its transactions (ApplyData dropped) and where its entries lie in the block. */
type PaysetGroup = { readonly stxns: SignedTxn[]; readonly start: number; readonly end: number };

/**
 * The payset cut into groups (consecutive entries sharing a group id), each entry decoded from `bytes` and restored
 * with our chain's genesis. @throws CORE_* decode errors, BlockRefused
 */
function groupsOf(bytes: Buffer, genesis: Pick<BlockHeader, 'genesisId' | 'genesisHash'>): PaysetGroup[] {
  const offsets = paysetOffsets(bytes);
  const groups: { stxns: SignedTxn[]; start: number; end: number }[] = [];
  let previous: Uint8Array | undefined;
  // n entries have n + 1 offsets (none when `txns` is absent)
  for (let i = 0; i + 1 < offsets.length; i++) {
    const { value, end } = decodeMsgpackAt(signedTxnInBlockSchema, bytes, offsets[i]!);
    if (end !== offsets[i + 1]) throw new BlockRefused('the payset entries do not match the block');
    const stxn = signedTxnOfEntry(value, genesis);
    const group = stxn.txn?.group;
    const current = groups[groups.length - 1];
    if (group !== undefined && previous !== undefined && current !== undefined && bytesEqual(group, previous)) {
      current.stxns.push(stxn);
      current.end = end;
    } else groups.push({ stxns: [stxn], start: offsets[i]!, end });
    previous = group;
  }
  return groups;
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
 * A peer block decoded and cut into groups, with the stateless half of every group (canonical bytes, TxIDs,
 * well-formedness, signatures, payset entries) under way on the pool. A failure to cut the groups is kept in
 * `failure` and reported by replayBlock in its turn, after the round and timestamp checks.
 */
export interface CheckingBlock {
  readonly theirs: Block;
  readonly bytes: Buffer;
  readonly groups: readonly PaysetGroup[];
  readonly checks: readonly Promise<CheckedGroup | AppError>[];
  /** the consensus version the checks run under: the ledger's when they started */
  readonly version: string;
  readonly failure?: unknown;
}

/**
 * Decode the peer's block `envelope` and start every group's checks at once, spread over the pool's threads (the
 * follower starts them for the next block while it evaluates the current one). The chain constants (genesis, fee
 * sink, rewards pool) are the ledger's; the consensus version is the ledger's now and is checked again at replay.
 * Failures are captured, so none is left unhandled. @throws BlockRefused when the envelope holds no decodable block
 */
export function startChecks(deps: ReplayDeps, envelope: Uint8Array): CheckingBlock {
  const { block: theirs, bytes } = blockOfEnvelope(envelope);
  return checksOf(deps, theirs, bytes);
}

function checksOf(deps: ReplayDeps, theirs: Block, bytes: Buffer): CheckingBlock {
  const ctx = deps.ledger.checkContext();
  const version = ctx.params.version;
  try {
    const groups = groupsOf(bytes, ctx.header);
    const checks = groups.map((g) => {
      const entries = bytes.subarray(g.start, g.end);
      const early = deps.prechecked?.take(entries, version);
      const checked =
        early === undefined
          ? deps.checker.checkPayset(entries, ctx)
          : early.then((answer) => answer ?? deps.checker.checkPayset(entries, ctx));
      return checked.catch((error: unknown) => toAppError(error));
    });
    return { theirs, bytes, groups, checks, version };
  } catch (failure) {
    return { theirs, bytes, groups: [], checks: [], version, failure };
  }
}

/**
 * Evaluate the peer's block (its envelope, or its checks already under way) on top of `deps.ledger` and return
 * what to commit. Checks started under another consensus version (a protocol switched in between) run again.
 * @throws BlockRefused naming the first difference; ALGOD_TXN_REJECTED texts are wrapped in it
 */
export async function replayBlock(deps: ReplayDeps, block: CheckingBlock | Uint8Array): Promise<CommittedBlock> {
  const { ledger } = deps;
  let checking = block instanceof Uint8Array ? startChecks(deps, block) : block;
  const { theirs, bytes } = checking;
  const prev = ledger.latest;
  const round = ledger.latestRound + 1n;
  if (theirs.round !== round) throw new BlockRefused(`expected round ${round}, got ${theirs.round ?? 0n}`);
  if ((theirs.timestamp ?? 0n) < (prev.timestamp ?? 0n))
    throw new BlockRefused(`round ${round}: timestamp goes backwards`);
  if (checking.version !== ledger.params.version) checking = checksOf(deps, theirs, bytes);
  const evaluator = new BlockEvaluator(ledger, ledger.tail, ledger.nextContext());
  try {
    if (checking.failure !== undefined) throw checking.failure;
    const { groups, checks } = checking;
    // The outcomes are taken in group order, so the first failure reported is the one a group-by-group check
    // would report; each group is evaluated as soon as its own answer is in.
    for (let g = 0; g < groups.length; g++) {
      const checked = await checks[g]!;
      if (checked instanceof Error) throw checked;
      if (!checked.ok) throw checked.error;
      const group = preparedFromCheck(groups[g]!.stxns, checked);
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
    // From the leaves the pool computed with each checked entry where the evaluator kept that entry.
    commitments: blockCommitments(deps.merkle, evaluator.txns),
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
    tail: evaluator,
  };
}
