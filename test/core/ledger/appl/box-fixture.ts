/**
 * Fixture of the box suites (not a test file): a committed state over a MemoryLedger, app 888 with its account,
 * and `runGroup` evaluating one app program per app call of a group with the box ops (plus the core ops), in the
 * way the ledger will: one AppGroup, prepareBoxes before each program, considerProgramWrites after a pass, and
 * the group's overlay committed only when every program passed.
 */
import type { ExecutionContext } from 'ava';
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import { createOpSet, evaluate, RunMode, type EvalResult } from '../../../../src/core/avm/index.js';
import { V42, type ConsensusParams } from '../../../../src/core/ledger/consensus.js';
import { StateOverlay } from '../../../../src/core/ledger/state.js';
import { BOX_OPS } from '../../../../src/core/ledger/appl/box-ops.js';
import { considerProgramWrites, newBoxAccess, prepareBoxes } from '../../../../src/core/ledger/appl/boxes.js';
import type { AppGroup, AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { newSharedResources } from '../../../../src/core/ledger/appl/resources.js';
import { appProgram } from '../../../../src/core/ledger/appl/run.js';
import type { BoxRef, ResourceRef, SignedTxnWithAD, Transaction } from '../../../../src/core/txn/types.js';
import { asm } from '../../avm/helpers.js';
import { ALICE, MemoryLedger } from '../apply/memory-ledger.js';

export const APP = 888n;
export const APP_ADDRESS = applicationAddress(APP);
export const OPS = createOpSet<AppProgram>({ ...BOX_OPS });

/** Upstream's logic test proto: 100 bytes of I/O per box ref, boxes up to 1000 bytes. */
export const TEST_PARAMS: ConsensusParams = {
  ...V42,
  app: { ...V42.app, bytesPerBoxReference: 100, maxBoxSize: 1000n },
};

export const name = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, 'latin1'));
export const boxRef = (s: string, index = 0n): BoxRef => (s === '' && index === 0n ? {} : { index, name: name(s) });

/** An app call of app 888 (or a create, appId 0) with the given box refs (MakeSampleEnv: "self" and "other"). */
export function call(fields: Partial<Transaction> = {}): Transaction {
  return { type: 'appl', sender: ALICE, appId: APP, boxes: [boxRef('self'), boxRef('other')], ...fields };
}

export const withAccess = (refs: ResourceRef[], fields: Partial<Transaction> = {}): Transaction => {
  const { boxes: _boxes, ...rest } = call(fields);
  return { ...rest, access: refs };
};

export interface Env {
  readonly ledger: MemoryLedger;
  /** committed state: groups that pass are committed into it */
  readonly state: StateOverlay;
  params: ConsensusParams;
}

export function newEnv(params: ConsensusParams = TEST_PARAMS): Env {
  const ledger = new MemoryLedger();
  ledger.set(APP_ADDRESS, { microAlgos: 10_000_000n });
  ledger.creatables.set(APP, { kind: 'app', creator: ALICE });
  ledger.set(ALICE, { microAlgos: 10_000_000n, appParams: new Map([[APP, {}]]) });
  return { ledger, state: new StateOverlay(ledger), params };
}

export interface GroupOutcome {
  /** the first failure: `txn I: TEXT`, or undefined when every program passed */
  readonly error: string | undefined;
  readonly results: EvalResult[];
}

function newGroup(env: Env, txns: SignedTxnWithAD[], state: StateOverlay): AppGroup {
  return {
    params: env.params,
    txns,
    round: 10n,
    latestTimestamp: 0n,
    genesisHash: new Uint8Array(32),
    specials: { feeSink: new Uint8Array(32), rewardsPool: new Uint8Array(32) },
    state,
    blockHeader: () => undefined,
    minAvmVersion: 0,
    appBudget: { remaining: 700 * txns.length },
    lsigBudget: { remaining: 20_000 * txns.length },
    pastScratch: [],
    feeCredit: { value: 0n },
    innerAllowance: { remaining: 256 },
    shared: newSharedResources(txns),
    boxes: newBoxAccess(txns, env.params),
    caller: undefined,
    tracer: undefined,
    applyTxn: () => undefined,
  };
}

function program(group: AppGroup, index: number, appId: bigint): AppProgram {
  return appProgram(group, index, appId, group.txns[index]!.txn?.onCompletion === 3);
}

/**
 * Run `sources[i]` (TEAL, version `version`) as the program of app call `txns[i]`; a create (appId 0) runs as
 * app `createId`. Returns the first failure, committing the group's state only when all passed.
 */
export function runGroup(
  env: Env,
  txns: Transaction[],
  sources: string[],
  version = 10,
  createId = 999n,
): GroupOutcome {
  const state = new StateOverlay(env.state);
  const group = newGroup(
    env,
    txns.map((txn) => ({ txn })),
    state,
  );
  const results: EvalResult[] = [];
  for (const [i, source] of sources.entries()) {
    const appId = (txns[i]!.appId ?? 0n) === 0n ? createId : txns[i]!.appId!;
    const ctx = program(group, i, appId);
    const early = prepareBoxes(ctx);
    if (early !== undefined) return { error: `txn ${i}: ${early}`, results };
    const result = evaluate({
      program: asm(source, version),
      mode: RunMode.Application,
      protocolVersion: 13,
      budget: group.appBudget,
      ops: OPS,
      context: ctx,
    });
    results.push(result);
    if (!result.pass) return { error: `txn ${i}: ${result.error?.message ?? 'rejected'}`, results };
    const late = considerProgramWrites(ctx);
    if (late !== undefined) return { error: `txn ${i}: ${late}`, results };
  }
  state.commit(env.state);
  return { error: undefined, results };
}

/** One app call of 888 with the default refs. */
export const runApp = (env: Env, source: string, txn: Transaction = call(), version = 10): GroupOutcome =>
  runGroup(env, [txn], [source], version);

/** Remove boxes from the committed state (upstream ledger.DelBoxes), without accounting. */
export function delBoxes(env: Env, ...names: string[]): void {
  for (const n of names) env.state.setBox(APP, n, undefined);
}

/** Put raw contents into the committed state (upstream ledger.CreateBox), without accounting. */
export function putBox(env: Env, boxName: string, size: number): void {
  env.state.setBox(APP, boxName, new Uint8Array(size));
}

/** A script step: [TEAL source, expected error substring ('' = passes)] or a change to the env between runs. */
export type Step = readonly [source: string, error: string] | ((env: Env) => void);

export const del =
  (...names: string[]) =>
  (env: Env): void =>
    delBoxes(env, ...names);

/** Run `list` in order on one env, each source as a one-txn group `txn` (default: call()). */
export function runSteps(
  t: ExecutionContext,
  list: readonly Step[],
  txn: Transaction = call(),
  env: Env = newEnv(),
): void {
  for (const [i, step] of list.entries()) {
    if (typeof step === 'function') {
      step(env);
      continue;
    }
    const [source, error] = step;
    const outcome = runApp(env, source, txn);
    if (error === '') t.is(outcome.error, undefined, `step ${i}: ${source}`);
    else t.true(outcome.error?.includes(error) === true, `step ${i}: ${source}: got ${outcome.error}`);
  }
}
