/**
 * A hand-built group for the field-op tests: runs one assembled program at a chosen position of a group, in
 * application or signature mode, with TXN_OPS (through APPL_OPS) and returns its final stack or error text.
 */
import { evaluate, RunMode, type OpSet, type StackValue } from '../../../../src/core/avm/index.js';
import type { AppGroup, AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { newAppGroup } from '../../../../src/core/ledger/appl/group.js';
import { APPL_OPS } from '../../../../src/core/ledger/appl/op-set.js';
import { appProgram } from '../../../../src/core/ledger/appl/run.js';
import { V42, type ConsensusParams } from '../../../../src/core/ledger/consensus.js';
import { StateOverlay } from '../../../../src/core/ledger/state.js';
import type { BlockHeader } from '../../../../src/core/txn/block.js';
import type { SignedTxnWithAD, Transaction } from '../../../../src/core/txn/types.js';
import { asm, notrack } from '../../avm/helpers.js';
import { ALICE, BOB, FEE_SINK, MemoryLedger } from '../apply/memory-ledger.js';

export const APP = 1001n;
export const ROUND = 11n;
export const LATEST_TIMESTAMP = 1234n;
export const GENESIS = new Uint8Array(32).fill(9);

export function appCall(fields: Partial<Transaction> = {}): Transaction {
  return { type: 'appl', sender: BOB, fee: 1000n, firstValid: 5n, lastValid: 100n, appId: APP, ...fields };
}

export function pay(fields: Partial<Transaction> = {}): Transaction {
  return {
    type: 'pay',
    sender: ALICE,
    receiver: BOB,
    amount: 3n,
    fee: 1000n,
    firstValid: 5n,
    lastValid: 100n,
    ...fields,
  };
}

export function ledger(): MemoryLedger {
  const l = new MemoryLedger();
  l.set(ALICE, { microAlgos: 5_000_000n, appParams: new Map([[APP, {}]]) });
  l.set(BOB, { microAlgos: 1_000_000n });
  l.creatables.set(APP, { kind: 'app', creator: ALICE });
  return l;
}

export interface GroupSetup {
  readonly entries?: SignedTxnWithAD[];
  readonly blockHeader?: (round: bigint) => BlockHeader | undefined;
  readonly latestTimestamp?: bigint;
  /** Consensus parameters (default V42). */
  readonly params?: ConsensusParams;
}

export function makeGroup(txns: Transaction[], setup: GroupSetup = {}): AppGroup {
  const entries = setup.entries ?? txns.map((txn) => ({ txn }));
  return newAppGroup({
    params: setup.params ?? V42,
    txns: entries,
    round: ROUND,
    latestTimestamp: setup.latestTimestamp ?? LATEST_TIMESTAMP,
    genesisHash: GENESIS,
    specials: { feeSink: FEE_SINK, rewardsPool: FEE_SINK },
    state: new StateOverlay(ledger()),
    ...(setup.blockHeader === undefined ? {} : { blockHeader: setup.blockHeader }),
  });
}

export interface Outcome {
  readonly error: string | undefined;
  /** The value the program left on top of its stack (captured into scratch 255), if it got there. */
  readonly value: StackValue | undefined;
}

export interface RunSpec {
  /** The op set to run with (default APPL_OPS). */
  readonly ops?: OpSet<AppProgram>;
  readonly version?: number;
  readonly mode?: RunMode;
  readonly index?: number;
  readonly appId?: bigint;
  /** Assemble at `version` (default 13), then claim this version in the header (fields the assembler refuses). */
  readonly claimVersion?: number;
  /** Edit the assembled bytes (immediates no assembler would produce). */
  readonly patch?: (program: Uint8Array) => void;
  /** Prepare the program context before the run (e.g. inner transactions already issued). */
  readonly prepare?: (ctx: AppProgram) => void;
}

/** Evaluate `source` (which leaves one value on the stack) for `group.txns[index]` (default: the last one). */
export function runIn(group: AppGroup, source: string, spec: RunSpec = {}): Outcome {
  const index = spec.index ?? group.txns.length - 1;
  const mode = spec.mode ?? RunMode.Application;
  const appId = spec.appId ?? (mode === RunMode.Application ? APP : 0n);
  const context = appProgram(group, index, appId, false);
  spec.prepare?.(context);
  const program = asm(notrack(`${source}\nstore 255\nint 1`), spec.version ?? 13);
  if (spec.claimVersion !== undefined) program[0] = spec.claimVersion;
  spec.patch?.(program);
  const result = evaluate<AppProgram>({
    program,
    mode,
    protocolVersion: 13,
    budget: mode === RunMode.Application ? group.appBudget : group.lsigBudget,
    ops: spec.ops ?? APPL_OPS,
    context,
  });
  return { error: result.error?.message, value: result.error === undefined ? result.scratch[255] : undefined };
}

/** Build a group of `txns` and evaluate `source` in it. */
export function runOn(txns: Transaction[], source: string, spec: RunSpec = {}): Outcome {
  return runIn(makeGroup(txns), source, spec);
}

/** The top of the final stack as a bigint or a hex string, or the error text prefixed with `error: `. */
export function top(outcome: Outcome): bigint | string {
  if (outcome.error !== undefined) return `error: ${outcome.error}`;
  const value = outcome.value;
  if (value === undefined) return 'error: no value';
  return typeof value === 'bigint' ? value : Buffer.from(value).toString('hex');
}

export const hex = (bytes: Uint8Array | string): string =>
  typeof bytes === 'string' ? Buffer.from(bytes, 'latin1').toString('hex') : Buffer.from(bytes).toString('hex');
