/**
 * What the AVM's host ops see while a program runs inside the ledger (go-algorand logic.EvalParams and
 * logic.EvalContext): the group being evaluated and the one program running.
 *
 * Invariants:
 * - One `AppGroup` per transaction group (top-level or inner), shared by every program of the group: pooled
 *   budgets, fee credit, gload scratch, shared resources and the box I/O quota are single cells mutated by all.
 * - `txns` are the group's transactions with their ApplyData; an entry's ApplyData is final once that transaction
 *   has been applied (gaid, gitxn and `itxn` reads depend on that), and the running app call writes its own
 *   `evalDelta` (global/local deltas, logs, inner transactions, shared accounts) as it goes.
 * - `state` is the ledger view: a copy-on-write overlay, so a failing transaction or group leaves nothing behind.
 *   It is undefined in signature mode (logic sigs cannot read state).
 * - Host ops never throw for a program's fault: they return upstream's error text (see avm/machine.ts).
 */
import type { CostBudget, EvalContext, EvalResult, StackValue, Tracer } from '../../avm/index.js';
import type { BlockHeader } from '../../txn/block.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import type { ConsensusParams } from '../consensus.js';
import type { StateOverlay } from '../state.js';

/**
 * Resources some transaction of the group made available to every v9+ program of the group (upstream
 * `resources`). Keys: addresses as addressKey (state.ts); holdings and locals as `addressKey + ':' + id`.
 * Owned by resources.ts (which computes and extends it).
 */
export interface SharedResources {
  /** Assets and apps created earlier in the group. */
  readonly createdAssets: Set<bigint>;
  readonly createdApps: Set<bigint>;
  readonly accounts: Set<string>;
  readonly assets: Set<bigint>;
  readonly apps: Set<bigint>;
  readonly holdings: Set<string>;
  readonly locals: Set<string>;
}

/**
 * The group's box references and I/O quota (upstream `resources.boxes`, `unnamedAccess`, `dirtyBytes` and
 * `ioBudget`). Keys of `refs`: `appId + ':' + name` (name as a binary string, = state.ts boxKey); value: written
 * in this group. Owned by boxes.ts; inner groups share their caller's object.
 */
export interface BoxAccess {
  readonly refs: Map<string, boolean>;
  /** Box references with an empty name not yet used for a named box. */
  unnamedAccess: number;
  /** Bytes of boxes written in this group (counted against the write quota). */
  dirtyBytes: number;
  /** BytesPerBoxReference × box references of the group. */
  ioBudget: number;
  /** The read quota was checked (by the group's first top-level app program). */
  readBudgetChecked: boolean;
  /** App id → program bytes beyond the basic size written by its create/update in this group (write quota). */
  readonly updateBytes: Map<bigint, number>;
}

/**
 * Simulation's view into an evaluation (upstream EvalTracer plus EvalConstants overrides). Absent for submission;
 * shared by a top-level group and every inner group under it. Hooks observe and never change the outcome, except
 * the declared overrides: log limits, the unnamed-resource policy, detailed eval-error texts (`opcodesAt`) and
 * fix-signers (which rewrites `sgnr` of later transactions from `afterProgram`).
 */
export interface SimHooks {
  /** Log limits of every program (upstream MaxLogCalls / MaxLogSize). */
  readonly maxLogCalls: number;
  readonly maxLogSize: number;
  /** When set, resources a program did not name are allowed and reported (allow-unnamed-resources). */
  readonly unnamed?: UnnamedPolicy;
  /** The tracer of one program about to run (any depth); undefined: untraced. */
  programTracer(program: AppProgram, code: Uint8Array): Tracer | undefined;
  /** After each app program, with its result. */
  afterProgram(program: AppProgram, result: EvalResult | undefined): void;
  /** An inner group is about to be applied (its entries have no ApplyData yet). */
  beforeInnerGroup(caller: AppProgram, entries: readonly SignedTxnWithAD[]): void;
  /** Upstream's detailed eval errors: the disassembly around `pc` (`opcodes=…`). */
  opcodesAt(code: Uint8Array, pc: number): string;
  /** Around each inner transaction (top-level ones are announced by the evaluator). */
  beforeTxn(group: AppGroup, index: number): void;
  afterTxn(group: AppGroup, index: number, failed: boolean): void;
}

/** Allows and records resources a program did not name (simulate's allow-unnamed-resources). */
export interface UnnamedPolicy {
  account(program: AppProgram, address: Uint8Array): boolean;
  app(program: AppProgram, id: bigint): boolean;
  asset(program: AppProgram, id: bigint): boolean;
  holding(program: AppProgram, address: Uint8Array, asset: bigint): boolean;
  local(program: AppProgram, address: Uint8Array, app: bigint): boolean;
  /** `size`: the box's current size (what reading it costs from the quota). */
  box(program: AppProgram, app: bigint, name: string, size: number): boolean;
  /** The group's box quota minus what its named boxes and programs read; false refuses a shortfall. */
  ioSurplus(surplus: number): boolean;
  /** The box I/O quota the group could reach by naming everything it still may. */
  maxIoBudget(): number;
  /** The group's box writes reached `dirtyBytes`: add empty references when they exceed the quota. */
  noteWrites(dirtyBytes: number): void;
}

/** Addresses that are special to the protocol (global fields and fee rules). */
export interface SpecialAddresses {
  readonly feeSink: Uint8Array;
  readonly rewardsPool: Uint8Array;
}

/**
 * A group being evaluated (upstream EvalParams). Derive a variant with `derivedGroup` (inner-group.ts), never with
 * an object spread: a top-level group computes some fields lazily on its prototype.
 */
export interface AppGroup {
  readonly params: ConsensusParams;
  readonly txns: SignedTxnWithAD[];
  /** The round being evaluated (latest + 1); `global Round`. */
  readonly round: bigint;
  /** The latest committed block's timestamp; `global LatestTimestamp`. */
  readonly latestTimestamp: bigint;
  readonly genesisHash: Uint8Array;
  readonly specials: SpecialAddresses;
  /** Ledger state; undefined in signature mode. */
  readonly state: StateOverlay | undefined;
  /** Headers of committed rounds still available to `block` (undefined when unavailable). */
  readonly blockHeader: (round: bigint) => BlockHeader | undefined;
  /** Group minimum AVM version (upstream computeMinAvmVersion). */
  readonly minAvmVersion: number;
  /** Pooled application budget (700 × app calls, plus 700 per inner transaction issued). */
  readonly appBudget: CostBudget;
  /** Pooled logic-sig budget (20000 × group size). */
  readonly lsigBudget: CostBudget;
  /** Scratch of each app call after it ran (gload); undefined for transactions that were not app calls. */
  readonly pastScratch: (readonly StackValue[] | undefined)[];
  /** Fee paid beyond what the group needed (surplus inner transactions may use); shared with inner groups. */
  readonly feeCredit: { value: bigint };
  /** Inner transactions the whole top-level group may still issue (MaxInnerTransactions × app calls). */
  readonly innerAllowance: { remaining: number };
  /**
   * The ledger's online stake for `online_stake` (upstream OnlineStake, as of the balance round); 0 when the
   * builder of the group does not supply it. Owned by state-block.ts.
   */
  readonly onlineStake?: bigint;
  /** Resources shared across the group (v9+ programs). */
  readonly shared: SharedResources;
  /** Box references of the group and the box read/write quota. */
  readonly boxes: BoxAccess;
  /** The program that issued this (inner) group, or undefined for a top-level group. */
  readonly caller: AppProgram | undefined;
  /** Observes the top-level programs (dryrun traces); inner programs are not traced (simulate uses `sim`). */
  readonly tracer: Tracer | undefined;
  /** Simulation hooks (undefined outside simulate). */
  readonly sim?: SimHooks | undefined;
  /**
   * Applies `group.txns[index]` to `group.state` (fee, rekey, the type's logic; an app call runs its programs)
   * and fills that entry's ApplyData in place. Injected by the ledger (group.ts) so that inner transactions can
   * be applied without the ops importing the application logic. @throws ALGOD_TXN_REJECTED with the bare text
   */
  readonly applyTxn: (group: AppGroup, index: number) => void;
}

/** The inner transaction group being built by `itxn_begin`/`itxn_next`/`itxn_field`. */
export interface PendingInner {
  readonly txns: Transaction[];
  /** Whether `itxn_field Fee` set the fee of each entry (else it defaults at submit). */
  readonly feeSet: boolean[];
}

/** One program running in a group (upstream EvalContext); `Machine.context` of every host op. */
export interface AppProgram extends EvalContext {
  readonly group: AppGroup;
  readonly groupIndex: number;
  /** The transaction being evaluated; an app call records its EvalDelta here. */
  readonly txn: SignedTxnWithAD;
  /** The application running (0 in signature mode, and for a create the id just assigned). */
  readonly appId: bigint;
  /** The application's account address (zero address in signature mode). */
  readonly appAddress: Uint8Array;
  /** Running a ClearStateProgram (boxes and inner transactions are refused). */
  readonly clearState: boolean;
  /** Depth of app-call nesting: 0 for top-level app calls. */
  readonly depth: number;
  /** Inner group under construction (itxn_begin … itxn_submit). */
  pendingInner: PendingInner | undefined;
  /** The last submitted inner group with its ApplyData (itxn, gitxn). */
  lastInner: SignedTxnWithAD[];
  /** Inner transactions issued by this program so far. */
  innerCount: number;
  /** Bytes logged so far (logs themselves live in `txn.evalDelta.logs`). */
  logBytes: number;
  /** This program read or wrote a family-shared box, or a same-creator inner call did (boxes.ts). */
  touchedFamilyShared: boolean;
  /** The family reentrancy guard already passed for this program (its answer cannot change). */
  familyReentrancyChecked: boolean;
}
