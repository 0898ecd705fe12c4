/**
 * Building the evaluation state of a transaction group (upstream logic NewEvalParams / NewInnerEvalParams) and
 * applying its transactions one by one.
 *
 * Invariants:
 * - The pooled app budget starts at MaxAppProgramCost × app calls in the group, the logic-sig budget at
 *   LogicSigMaxCost × group size; inner allowance at MaxInnerTransactions × app calls.
 * - `applyTxn` is the only way a group's transactions reach the state: fee, rekey, type logic (app calls run their
 *   programs here), and fills the entry's ApplyData in place.
 */
import { applyTransaction } from '../apply/index.js';
import type { ConsensusParams } from '../consensus.js';
import type { StateOverlay } from '../state.js';
import type { BlockHeader } from '../../txn/block.js';
import type { SignedTxnWithAD } from '../../txn/types.js';
import type { Tracer } from '../../avm/index.js';
import { newBoxAccess } from './boxes.js';
import type { AppGroup, AppProgram, SpecialAddresses } from './context.js';
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
  /** Override of the pooled app budget (dryrun runs with a very large one). */
  readonly appBudget?: number;
}

/** Upstream's fee credit: what the group paid beyond the minimum fee of each of its transactions. */
function feeCredit(txns: readonly SignedTxnWithAD[], params: ConsensusParams): bigint {
  let credit = 0n;
  for (const stxn of txns) credit += (stxn.txn?.fee ?? 0n) - params.minTxnFee;
  return credit > 0n ? credit : 0n;
}

/** Apply `group.txns[index]` to `group.state` (see AppGroup.applyTxn). @throws ALGOD_TXN_REJECTED */
export function applyGroupTxn(group: AppGroup, index: number): void {
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
}

/** The state of a top-level group. */
export function newAppGroup(options: GroupOptions): AppGroup {
  const { params, txns } = options;
  const appCalls = txns.filter((s) => s.txn?.type === 'appl').length;
  return {
    params,
    txns,
    round: options.round,
    latestTimestamp: options.latestTimestamp,
    genesisHash: options.genesisHash,
    specials: options.specials,
    state: options.state,
    blockHeader: options.blockHeader ?? (() => undefined),
    minAvmVersion: 0,
    appBudget: { remaining: options.appBudget ?? params.app.maxAppProgramCost * appCalls },
    lsigBudget: { remaining: params.app.logicSigMaxCost * txns.length },
    pastScratch: new Array(txns.length).fill(undefined),
    feeCredit: feeCredit(txns, params),
    innerAllowance: { remaining: params.app.maxInnerTransactions * appCalls },
    shared: newSharedResources(txns),
    boxes: newBoxAccess(txns, params),
    caller: undefined,
    tracer: options.tracer,
    applyTxn: applyGroupTxn,
  };
}

/** The state of an inner group issued by `caller`: shares its budgets, resources, box quota and ledger state. */
export function newInnerGroup(caller: AppProgram, txns: SignedTxnWithAD[]): AppGroup {
  const outer = caller.group;
  return {
    ...outer,
    txns,
    pastScratch: new Array(txns.length).fill(undefined),
    caller,
    tracer: undefined,
  };
}
