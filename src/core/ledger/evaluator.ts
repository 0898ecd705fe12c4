/**
 * The block evaluator (go-algorand ledger/eval/eval.go as driven by the transaction pool, docs/spec/protocol.md §8.4):
 * applies signature-checked groups, one at a time, to a copy-on-write overlay of the ledger for the pending round,
 * and accumulates the pending block's payset.
 *
 * Invariants:
 * - A group is all or nothing: it is evaluated in a scratch overlay that is committed into the pending state only
 *   when every transaction, every min-balance check and the group fee check pass.
 * - Error texts are upstream's, prefixed `TransactionPool.Remember: ` (ALGOD_TXN_REJECTED); per-transaction apply
 *   and min-balance failures carry `transaction <txid>: `.
 * - Duplicates are found against the committed tail (TxTailReader) and the pending block; leases likewise.
 * - Signatures are NOT checked here (the service verifies them, batched on the worker pool, before admission).
 * - `simulateGroup` (POST /v2/transactions/simulate) runs the very same evaluation with simulate's hooks on the
 *   group, announces each top-level transaction to them, and forgets the result like `tryGroup`.
 */
import { encodeAddress, encodeDigest } from '../crypto/address.js';
import { STATE_PROOF_SENDER } from '../crypto/accounts.js';
import { AppError } from '../errors.js';
import { encodeMsgpack } from '../codec/msgpack.js';
import { bytesEqual, isAllZero } from '../bytes.js';
import { toSignedTxnInBlock, type BlockHeader } from '../txn/block.js';
import { signedTxnInBlockSchema } from '../txn/schemas.js';
import { authorizer } from '../txn/signed.js';
import type { ApplyData, SignedTxn, SignedTxnInBlock, SignedTxnWithAD } from '../txn/types.js';
import { isEmptyAccount, minBalance, Status } from './account.js';
import { applyGroupTxn, newAppGroup } from './appl/group.js';
import type { AppGroup, SimHooks } from './appl/context.js';
import type { ConsensusParams } from './consensus.js';
import { checkGroupFee } from './fees.js';
import { addressKey, keyAddress, StateOverlay, type LedgerReader } from './state.js';
import { TxidTable } from './txid-table.js';

/** A decoded, signature-checked transaction with its canonical encodings. */
export interface PreparedTxn {
  readonly stxn: SignedTxn;
  /** canonical msgpack of `stxn.txn` (what the txid and signatures cover, without the "TX" prefix) */
  readonly txnBytes: Buffer;
  readonly txid: Buffer;
  /**
   * canonical msgpack of the payset entry with an empty ApplyData, when the caller computed it off the main
   * thread (group-prepare.ts); used only for a transaction whose ApplyData comes out empty
   */
  readonly blockEntry?: Buffer | undefined;
  /** the transaction's three commitment leaves over `blockEntry` (merkle COMMITMENT_FIELDS layout), computed with it */
  readonly blockLeaves?: Buffer | undefined;
  /**
   * This transaction evaluated with an empty ApplyData (its payset entry `blockEntry`), in a form of its own, when it
   * has one (checked-txn.ts); the evaluator otherwise makes a literal
   */
  evaluatedEmpty?(): EvaluatedTxn;
}

export interface EvaluatedTxn extends PreparedTxn {
  readonly applyData: ApplyData;
  /** canonical msgpack of the payset entry (SignedTxnInBlock: `stxn` with `applyData`, genesis fields stripped) */
  readonly entryBytes: Buffer;
  /**
   * the three commitment leaves of `entryBytes`, when they are known: `blockLeaves`, for a transaction whose entry is
   * `blockEntry`; absent when the entry was encoded here (the block's commitments then hash the transaction)
   */
  readonly entryLeaves?: Buffer | undefined;
}

/** The committed transaction tail: recent txids and held leases. */
export interface TxTailReader {
  /**
   * true when `txid` was committed and could still be replayed (its last valid round is not behind); `lastValid` is
   * that transaction's last valid round (the same for any transaction with this id, so a tail may file ids by it)
   */
  isCommitted(txid: Uint8Array, lastValid: bigint): boolean;
  /** last valid round of the committed transaction holding (sender, lease), if any */
  leaseExpiry(sender: Uint8Array, lease: Uint8Array): bigint | undefined;
}

export interface EvalContext {
  readonly params: ConsensusParams;
  /** the pending round (latest + 1) */
  readonly round: bigint;
  /** header fields the payset encoding checks against: genesisId, genesisHash */
  readonly header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>;
  readonly feeSink: Uint8Array;
  readonly rewardsPool: Uint8Array;
  /** timestamp of the latest committed block (`global LatestTimestamp`) */
  readonly latestTimestamp: bigint;
  /** committed headers programs may read (`block`, `txn FirstValidTime`); undefined when not kept */
  readonly blockHeader?: (round: bigint) => BlockHeader | undefined;
  /** the network's online stake (`online_stake`); absent reads as 0 */
  readonly onlineStake?: bigint;
}

/** What simulate changes about a group's evaluation (see SimHooks); submission passes none. */
export interface SimulationOptions {
  readonly sim: SimHooks;
  readonly extraAppBudget: number;
}

/** A simulated group: its transactions with whatever ApplyData they reached, and the failure if any. */
export interface SimulatedGroup {
  readonly txns: readonly SignedTxnWithAD[];
  readonly failure?: { readonly message: string; readonly index: number };
}

/** No ApplyData field set: the payset entry is then the transaction's alone. */
function isEmptyApplyData(applyData: ApplyData): boolean {
  for (const key in applyData) if (applyData[key as keyof ApplyData] !== undefined) return false;
  return true;
}

const rejected = (text: string): AppError => new AppError('ALGOD_TXN_REJECTED', `TransactionPool.Remember: ${text}`);

function leaseKey(sender: Uint8Array, lease: Uint8Array): string {
  return addressKey(sender) + addressKey(lease);
}

/** A group evaluated on a scratch overlay, not joined yet: its entries, TxIDs (in order), payset bytes and leases. */
interface EvaluatedGroup {
  readonly scratch: StateOverlay;
  readonly out: EvaluatedTxn[];
  readonly txids: readonly Uint8Array[];
  readonly bytes: number;
  readonly leases: Map<string, bigint>;
}

export class BlockEvaluator implements TxTailReader {
  readonly state: StateOverlay;
  readonly ctx: EvalContext;
  readonly #tail: TxTailReader;
  /** this block's TxIDs, the n-th added being `txns[n]` (off the JS heap: txid-table.ts) */
  #txids = new TxidTable();
  #leases = new Map<string, bigint>();
  /** fee sink, rewards pool and state-proof sender: exempt from the min-balance check */
  readonly #exempt: ReadonlySet<string>;
  txns: EvaluatedTxn[] = [];
  /** number of groups admitted, and the index in `txns` where each starts */
  groupStarts: number[] = [];
  paysetBytes = 0;
  feesCollected = 0n;
  /**
   * What `evaluatesSameAt` asks, kept as groups are admitted (while their objects are at hand, rather than walking
   * a block's worth of them after the commit): every transaction a payment, the lowest last valid round, and whether
   * any group left an account online and earning incentives (sticky: a later group that changes it again does not
   * clear it, which can only send a layer to be evaluated again)
   */
  #onlyPayments = true;
  #lowestLastValid: bigint | undefined;
  #earnsIncentives = false;

  constructor(base: LedgerReader, tail: TxTailReader, ctx: EvalContext) {
    this.state = new StateOverlay(base);
    this.ctx = ctx;
    this.#tail = tail;
    this.#exempt = new Set([addressKey(ctx.feeSink), addressKey(ctx.rewardsPool), addressKey(STATE_PROOF_SENDER)]);
  }

  /**
   * Evaluate one group; on success its effects and payset entries join the pending block.
   * @throws ALGOD_TXN_REJECTED with upstream's text; the pending state is unchanged then
   */
  addGroup(group: readonly PreparedTxn[]): EvaluatedTxn[] {
    const evaluated = this.#evaluate(group);
    this.#admit(evaluated);
    return evaluated.out;
  }

  /**
   * `addGroup` for a block of at most `maxPaysetBytes`: when the group's entries would take the payset past it,
   * nothing changes and the answer is undefined. The first group of a block is always taken (as upstream, a block
   * holds at least one group). @throws ALGOD_TXN_REJECTED as addGroup
   */
  addGroupWithin(group: readonly PreparedTxn[], maxPaysetBytes: number): EvaluatedTxn[] | undefined {
    const evaluated = this.#evaluate(group);
    if (this.txns.length > 0 && this.paysetBytes + evaluated.bytes > maxPaysetBytes) return undefined;
    this.#admit(evaluated);
    return evaluated.out;
  }

  /**
   * Whether this evaluator's groups would evaluate to exactly the same results for a later round `round` on a
   * base holding what this one's base held: only payments, each still valid at `round`, none of them touching an
   * online account that earns incentives (a payment that doubles such an account's balance stamps the round into
   * its heartbeat), under the same consensus version. A payment's effects depend on the round in no other way.
   */
  evaluatesSameAt(round: bigint, version: string): boolean {
    if (version !== this.ctx.params.version || !this.#onlyPayments || this.#earnsIncentives) return false;
    return this.#lowestLastValid === undefined || this.#lowestLastValid >= round;
  }

  /**
   * A new evaluator on `base`, `tail` and `ctx` that takes over this one's groups as they were evaluated here (state
   * changes, payset, TxIDs, leases, fees), without evaluating anything again. Sound only when evaluating the
   * groups there would give the same results: `base` holds what this evaluator's base held (the block below it
   * now committed) and `evaluatesSameAt(ctx.round, ctx.params.version)`. The groups move, they are not copied: this
   * evaluator must not be used afterwards.
   */
  rebased(base: LedgerReader, tail: TxTailReader, ctx: EvalContext): BlockEvaluator {
    const next = new BlockEvaluator(base, tail, ctx);
    this.state.commit(next.state);
    next.txns = this.txns;
    next.groupStarts = this.groupStarts;
    next.paysetBytes = this.paysetBytes;
    next.feesCollected = this.feesCollected;
    next.#txids = this.#txids;
    next.#leases = this.#leases;
    next.#onlyPayments = this.#onlyPayments;
    next.#lowestLastValid = this.#lowestLastValid;
    next.#earnsIncentives = this.#earnsIncentives;
    return next;
  }

  /** This block's (sender, lease) keys (addressKey of each, joined) with their last valid rounds. */
  heldLeases(): ReadonlyMap<string, bigint> {
    return this.#leases;
  }

  /** The index in `txns` of this block's transaction `txid`, or -1. */
  indexOf(txid: Uint8Array): number {
    return this.#txids.indexOf(txid);
  }

  /** The transaction of this block with TxID `txid`, if it holds one. */
  pending(txid: Uint8Array): EvaluatedTxn | undefined {
    const at = this.indexOf(txid);
    return at < 0 ? undefined : this.txns[at];
  }

  /**
   * This block's transactions as a tail, over the tail it was built on: an evaluator layered on this one
   * (`new BlockEvaluator(this.state, this, this.ctx)`) sees them as already in the ledger, duplicates and leases
   * included.
   */
  isCommitted(txid: Uint8Array, lastValid: bigint): boolean {
    return this.#txids.indexOf(txid) >= 0 || this.#tail.isCommitted(txid, lastValid);
  }

  leaseExpiry(sender: Uint8Array, lease: Uint8Array): bigint | undefined {
    return this.#leases.get(leaseKey(sender, lease)) ?? this.#tail.leaseExpiry(sender, lease);
  }

  /**
   * Evaluate one group exactly as `addGroup` would, then forget it: the pending block is unchanged either way.
   * @throws ALGOD_TXN_REJECTED with upstream's text
   */
  tryGroup(group: readonly PreparedTxn[]): EvaluatedTxn[] {
    return this.#evaluate(group).out;
  }

  /**
   * Evaluate one group as `tryGroup` would, with simulate's hooks and extra budget, and forget it. A rejection is
   * part of the answer (with the index of the transaction it names), not an exception.
   */
  simulateGroup(group: readonly PreparedTxn[], options: SimulationOptions): SimulatedGroup {
    const progress = { index: 0, appGroup: undefined as AppGroup | undefined };
    try {
      this.#evaluate(group, options, progress);
      return { txns: progress.appGroup!.txns };
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'ALGOD_TXN_REJECTED') throw error;
      const txns = progress.appGroup?.txns ?? group.map((p) => ({ ...p.stxn }));
      return { txns, failure: { message: error.message, index: progress.index } };
    }
  }

  #evaluate(
    group: readonly PreparedTxn[],
    options?: SimulationOptions,
    progress?: { index: number; appGroup: AppGroup | undefined },
  ): EvaluatedGroup {
    const scratch = new StateOverlay(this.state);
    const txids: Uint8Array[] = []; // the group's TxIDs so far, in order
    const leases = new Map<string, bigint>();
    const out: EvaluatedTxn[] = [];
    let bytes = 0;
    const appGroup = this.#appGroup(scratch, group, options);
    if (progress !== undefined) progress.appGroup = appGroup;
    const sim = options?.sim;
    group.forEach((prepared, index) => {
      if (progress !== undefined) progress.index = index;
      this.#checkAlive(prepared);
      this.#checkDuplicate(prepared, txids, leases);
      this.#checkAuthorization(scratch, prepared);
      sim?.beforeTxn(appGroup, index);
      let applyData: ApplyData;
      try {
        applyData = this.#apply(appGroup, index, prepared);
      } catch (error) {
        sim?.afterTxn(appGroup, index, true);
        throw error;
      }
      sim?.afterTxn(appGroup, index, false);
      const evaluated = this.#encode(prepared, applyData);
      out.push(evaluated);
      bytes += evaluated.entryBytes.length;
      this.#checkMinBalances(scratch, prepared);
    });
    if (progress !== undefined) progress.index = group.length - 1;
    try {
      checkGroupFee(
        group.map((p) => p.stxn),
        this.ctx.params,
      );
    } catch (error) {
      throw rejected(error instanceof Error ? error.message : String(error));
    }
    return { scratch, out, txids, bytes, leases };
  }

  /** Join an evaluated group (its scratch overlay, entries, TxIDs and leases) to the pending block. */
  #admit({ scratch, out, txids, bytes, leases }: EvaluatedGroup): void {
    for (const key of scratch.touched()) {
      const data = scratch.accountByKey(key);
      if (data?.status === Status.Online && data.incentiveEligible === true) this.#earnsIncentives = true;
    }
    scratch.commit(this.state);
    this.groupStarts.push(this.txns.length);
    this.paysetBytes += bytes;
    out.forEach((t, i) => {
      this.txns.push(t);
      this.#txids.add(txids[i]!); // in `txns` order: the n-th id added is txns[n]
      const txn = t.stxn.txn ?? {};
      if (txn.sender !== undefined && !bytesEqual(txn.sender, this.ctx.feeSink)) this.feesCollected += txn.fee ?? 0n;
      if (txn.type !== 'pay') this.#onlyPayments = false;
      const lastValid = txn.lastValid ?? 0n;
      if (this.#lowestLastValid === undefined || lastValid < this.#lowestLastValid) this.#lowestLastValid = lastValid;
    });
    for (const [key, lv] of leases) this.#leases.set(key, lv);
  }

  #checkAlive({ stxn }: PreparedTxn): void {
    const txn = stxn.txn ?? {};
    const { round, header } = this.ctx;
    const fv = txn.firstValid ?? 0n;
    const lv = txn.lastValid ?? 0n;
    if (round < fv || round > lv) throw rejected(`txn dead: round ${round} outside of ${fv}--${lv}`);
    const gen = txn.genesisId ?? '';
    if (gen !== '' && gen !== header.genesisId) {
      throw rejected(`tx.GenesisID <${gen}> does not match expected <${header.genesisId ?? ''}>`);
    }
    if (isAllZero(txn.genesisHash)) throw rejected('required tx.GenesisHash is missing');
    if (!bytesEqual(txn.genesisHash!, header.genesisHash)) {
      const expected = encodeDigest(header.genesisHash ?? new Uint8Array(32));
      throw rejected(`tx.GenesisHash <${encodeDigest(txn.genesisHash!)}> does not match expected <${expected}>`);
    }
  }

  /** Refuses a replay (of this group, this block or the tail) or a held lease; adds the TxID to `seen`. */
  #checkDuplicate({ stxn, txid }: PreparedTxn, seen: Uint8Array[], leases: Map<string, bigint>): void {
    const txn = stxn.txn ?? {};
    if (
      seen.some((earlier) => bytesEqual(earlier, txid)) ||
      this.#txids.indexOf(txid) >= 0 ||
      this.#tail.isCommitted(txid, txn.lastValid ?? 0n)
    ) {
      throw rejected(`transaction already in ledger: ${encodeDigest(txid)}`);
    }
    seen.push(txid);
    if (isAllZero(txn.lease)) return;
    const sender = txn.sender ?? new Uint8Array(32);
    const lk = leaseKey(sender, txn.lease!);
    const held = leases.get(lk) ?? this.#leases.get(lk) ?? this.#tail.leaseExpiry(sender, txn.lease!);
    if (held !== undefined && held >= this.ctx.round) {
      throw rejected(
        `transaction ${encodeDigest(txid)} using an overlapping lease (sender, lease):(${encodeAddress(sender)}, ${encodeDigest(txn.lease!)})`,
      );
    }
    leases.set(lk, txn.lastValid ?? 0n);
  }

  #checkAuthorization(state: StateOverlay, { stxn, txid }: PreparedTxn): void {
    const sender = stxn.txn?.sender ?? new Uint8Array(32);
    const expected = state.account(sender)?.authAddr ?? sender;
    const actual = authorizer(stxn);
    if (!bytesEqual(expected, actual)) {
      throw rejected(
        `transaction ${encodeDigest(txid)}: should have been authorized by ${encodeAddress(expected)} but was actually authorized by ${encodeAddress(actual)}`,
      );
    }
  }

  #appGroup(state: StateOverlay, group: readonly PreparedTxn[], options?: SimulationOptions): AppGroup {
    const ctx = this.ctx;
    return newAppGroup({
      ...(options === undefined ? {} : { sim: options.sim, extraAppBudget: options.extraAppBudget }),
      params: ctx.params,
      txns: group.map((p) => ({ ...p.stxn })),
      round: ctx.round,
      latestTimestamp: ctx.latestTimestamp,
      genesisHash: ctx.header.genesisHash ?? new Uint8Array(32),
      specials: { feeSink: ctx.feeSink, rewardsPool: ctx.rewardsPool },
      state,
      ...(ctx.blockHeader === undefined ? {} : { blockHeader: ctx.blockHeader }),
      ...(ctx.onlineStake === undefined ? {} : { onlineStake: ctx.onlineStake }),
    });
  }

  #apply(group: AppGroup, index: number, { txid }: PreparedTxn): ApplyData {
    try {
      return applyGroupTxn(group, index);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      throw rejected(`transaction ${encodeDigest(txid)}: ${text}`);
    }
  }

  /**
   * The payset entry's bytes. A precomputed entry (empty ApplyData) was converted against the same genesis on the
   * worker, so the conversion below, which could only fail where #checkAlive already rejected, is skipped for it.
   */
  #encode(prepared: PreparedTxn, applyData: ApplyData): EvaluatedTxn {
    const precomputed = prepared.blockEntry !== undefined && isEmptyApplyData(applyData);
    // The pool holds this object until its block: one of rows keeps reading its bytes from the check's answer
    // (checked-txn.ts); otherwise a literal, not a spread (its properties stay in the object, ~70 bytes less, and a
    // RowTxn's getters are read once), of one shape whichever entry it carries.
    if (precomputed && prepared.evaluatedEmpty !== undefined) return prepared.evaluatedEmpty();
    const { stxn, txnBytes, txid, blockEntry, blockLeaves } = prepared;
    return {
      stxn,
      txnBytes,
      txid,
      blockEntry,
      blockLeaves,
      applyData,
      entryBytes: precomputed ? blockEntry! : this.#entryBytes(stxn, applyData),
      entryLeaves: precomputed ? blockLeaves : undefined,
    };
  }

  /** The payset entry encoded here: the transaction with its ApplyData, genesis fields stripped. */
  #entryBytes(stxn: SignedTxn, applyData: ApplyData): Buffer {
    let entry: SignedTxnInBlock;
    try {
      entry = toSignedTxnInBlock({ ...stxn, ...applyData }, this.ctx.header);
    } catch (error) {
      throw rejected(error instanceof Error ? error.message : String(error));
    }
    return encodeMsgpack(signedTxnInBlockSchema, entry);
  }

  /** Every account written so far in the group (the scratch overlay holds exactly those). */
  #checkMinBalances(state: StateOverlay, { txid }: PreparedTxn): void {
    for (const key of state.touched()) {
      if (this.#exempt.has(key)) continue;
      const data = state.accountByKey(key);
      if (data === undefined || isEmptyAccount(data)) continue;
      const balance = data.microAlgos ?? 0n;
      const min = minBalance(data, this.ctx.params);
      if (balance < min) {
        const assets = data.assets?.size ?? 0;
        throw rejected(
          `transaction ${encodeDigest(txid)}: account ${encodeAddress(keyAddress(key))} balance ${balance} below min ${min} (${assets} assets)`,
        );
      }
    }
  }
}
