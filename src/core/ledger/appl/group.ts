/**
 * Building the evaluation state of a transaction group (upstream logic NewEvalParams / NewInnerEvalParams) and
 * applying its transactions one by one.
 *
 * Invariants:
 * - The pooled app budget starts at MaxAppProgramCost × app calls in the group (plus simulate's extra budget when
 *   there are app calls), the logic-sig budget at
 *   LogicSigMaxCost × group size; inner allowance at MaxInnerTransactions × app calls.
 * - `applyTxn` is the only way a group's transactions reach the state: fee, rekey, type logic (app calls run their
 *   programs here), and fills the entry's ApplyData in place.
 */
import { applyTransaction } from '../apply/index.js';
import type { ConsensusParams } from '../consensus.js';
import { feeUsage, requiredGroupFee } from '../fees.js';
import type { StateOverlay } from '../state.js';
import type { BlockHeader } from '../../txn/block.js';
import type { ApplyData, SignedTxn, SignedTxnWithAD } from '../../txn/types.js';
import type { StackValue, Tracer } from '../../avm/index.js';
import { newBoxAccess } from './boxes.js';
import type { AppGroup, BoxAccess, SharedResources, SimHooks, SpecialAddresses } from './context.js';
import { newSharedResources } from './resources.js';

export interface GroupOptions {
  readonly params: ConsensusParams;
  readonly txns: SignedTxnWithAD[];
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly genesisHash: Uint8Array;
  readonly specials: SpecialAddresses;
  readonly state: StateOverlay | undefined;
  readonly blockHeader?: (round: bigint) => BlockHeader | undefined;
  readonly tracer?: Tracer;
  /** Online stake of the network (`online_stake`, `voter_params_get`); absent reads as 0. */
  readonly onlineStake?: bigint;
  /** Override of the pooled app budget (dryrun runs with a very large one). */
  readonly appBudget?: number;
  /** Added to the pooled app budget when the group has app calls (simulate's extra-opcode-budget). */
  readonly extraAppBudget?: number;
  readonly sim?: SimHooks | undefined;
}

/** Upstream's fee credit: what the top-level group paid beyond its required group fee. */
function feeCredit(txns: readonly SignedTxnWithAD[], params: ConsensusParams): bigint {
  const paid = txns.reduce((sum, stxn) => sum + (stxn.txn?.fee ?? 0n), 0n);
  const required = requiredGroupFee(feeUsage(txns, params), params);
  return paid > required ? paid - required : 0n;
}

/**
 * Apply `group.txns[index]` to `group.state` (see AppGroup.applyTxn); returns the ApplyData it also merged into that
 * entry. @throws ALGOD_TXN_REJECTED
 */
export function applyGroupTxn(group: AppGroup, index: number): ApplyData {
  const state = group.state;
  if (state === undefined) throw new RangeError('applyGroupTxn needs ledger state');
  const entry = group.txns[index]!;
  const ad = applyTransaction(state, entry, {
    params: group.params,
    round: group.round,
    feeSink: group.specials.feeSink,
    rewardsPool: group.specials.rewardsPool,
    appl: { group, index },
  });
  Object.assign(entry, ad);
  return ad;
}

/**
 * A top-level group. Fee credit, shared resources and box access are computed on first use: most groups
 * (payments, assets) never run a program, and the submission path should not pay for them.
 */
class TopLevelGroup implements AppGroup {
  readonly params: ConsensusParams;
  readonly txns: SignedTxnWithAD[];
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly genesisHash: Uint8Array;
  readonly specials: SpecialAddresses;
  readonly state: StateOverlay | undefined;
  readonly blockHeader: (round: bigint) => BlockHeader | undefined;
  readonly minAvmVersion = 0;
  readonly appBudget: { remaining: number };
  readonly lsigBudget: { remaining: number };
  readonly pastScratch: (readonly StackValue[] | undefined)[];
  readonly innerAllowance: { remaining: number };
  readonly caller = undefined;
  readonly tracer: Tracer | undefined;
  readonly onlineStake: bigint;
  readonly sim: SimHooks | undefined;
  readonly applyTxn = applyGroupTxn;
  #feeCredit: { value: bigint } | undefined;
  #shared: SharedResources | undefined;
  #boxes: BoxAccess | undefined;

  constructor(options: GroupOptions) {
    const { params, txns } = options;
    const appCalls = txns.filter((s) => s.txn?.type === 'appl').length;
    this.params = params;
    this.txns = txns;
    this.round = options.round;
    this.latestTimestamp = options.latestTimestamp;
    this.genesisHash = options.genesisHash;
    this.specials = options.specials;
    this.state = options.state;
    this.blockHeader = options.blockHeader ?? noHeader;
    const extra = appCalls > 0 ? (options.extraAppBudget ?? 0) : 0;
    this.appBudget = { remaining: (options.appBudget ?? params.app.maxAppProgramCost * appCalls) + extra };
    this.lsigBudget = { remaining: params.app.logicSigMaxCost * txns.length };
    this.pastScratch = new Array<readonly StackValue[] | undefined>(txns.length).fill(undefined);
    this.innerAllowance = { remaining: params.app.maxInnerTransactions * appCalls };
    this.tracer = options.tracer;
    this.onlineStake = options.onlineStake ?? 0n;
    this.sim = options.sim;
  }

  get feeCredit(): { value: bigint } {
    return (this.#feeCredit ??= { value: feeCredit(this.txns, this.params) });
  }

  get shared(): SharedResources {
    return (this.#shared ??= newSharedResources(this.txns));
  }

  get boxes(): BoxAccess {
    return (this.#boxes ??= newBoxAccess(this.txns, this.params));
  }
}

const noHeader = (): undefined => undefined;

/** The state of a top-level group (see TopLevelGroup). */
export function newAppGroup(options: GroupOptions): AppGroup {
  return new TopLevelGroup(options);
}

/** A signature-mode group: no ledger state, pooled logic-sig budget. */
export function logicSigGroup(txns: readonly SignedTxn[], params: ConsensusParams, genesisHash: Uint8Array): AppGroup {
  const entries: SignedTxnWithAD[] = txns.map((stxn) => ({ ...stxn }));
  return newAppGroup({
    params,
    txns: entries,
    round: 0n,
    latestTimestamp: 0n,
    genesisHash,
    specials: { feeSink: new Uint8Array(32), rewardsPool: new Uint8Array(32) },
    state: undefined,
  });
}
