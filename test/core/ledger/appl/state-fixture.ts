/**
 * A hand-built ledger and group for the state-op tests (not a test file): apps 1001 (running, created by ALICE)
 * and 1002, asset 1003, BOB and CAROL opted in to 1001; runs one assembled program for a chosen transaction of a
 * group at a chosen version with APPL_OPS and returns the final stack or the error text, plus the group.
 */
import { encodeAddress } from '../../../../src/core/crypto/address.js';
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import { evaluate, RunMode, type StackValue } from '../../../../src/core/avm/index.js';
import type { AccountData } from '../../../../src/core/ledger/account.js';
import type { AppGroup, AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { newAppGroup } from '../../../../src/core/ledger/appl/group.js';
import { APPL_OPS } from '../../../../src/core/ledger/appl/op-set.js';
import { appProgram } from '../../../../src/core/ledger/appl/run.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { StateOverlay } from '../../../../src/core/ledger/state.js';
import type { BlockHeader } from '../../../../src/core/txn/block.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { asm, notrack } from '../../avm/helpers.js';
import { ALICE, BOB, CAROL, FEE_SINK, MemoryLedger, addr } from '../apply/memory-ledger.js';

export { ALICE, BOB, CAROL };
export const DAVE = addr(4);
export const APP = 1001n;
export const OTHER = 1002n;
export const ASSET = 1003n;
export const APP_ADDRESS = applicationAddress(APP);
export const OTHER_ADDRESS = applicationAddress(OTHER);
export const a = (address: Uint8Array): string => encodeAddress(address);

const tv = (v: bigint | string) =>
  typeof v === 'bigint' ? { type: 2n, uint: v } : { type: 1n, bytes: Buffer.from(v, 'latin1') };

export function ledger(): MemoryLedger {
  const l = new MemoryLedger();
  const alice: AccountData = {
    microAlgos: 5_000_000n,
    appParams: new Map([
      [
        APP,
        {
          globalState: new Map([
            ['g', tv(7n)],
            ['s', tv('str')],
          ]),
          globalStateSchema: { numUint: 2n, numByteSlice: 2n },
          localStateSchema: { numUint: 1n, numByteSlice: 1n },
          approvalProgram: Buffer.from([9, 1]),
          version: 3n,
        },
      ],
      [OTHER, { globalState: new Map([['o', tv('x')]]), extraProgramPages: 2 }],
    ]),
    assetParams: new Map([[ASSET, { total: 50n, decimals: 2, unitName: 'U', assetName: 'Gold', manager: CAROL }]]),
    assets: new Map([[ASSET, { amount: 50n }]]),
    totalAppSchema: { numUint: 1n, numByteSlice: 1n },
    status: 1,
    incentiveEligible: true,
    lastProposed: 8n,
  };
  l.set(ALICE, alice);
  const local = { schema: { numUint: 1n, numByteSlice: 1n }, keyValue: new Map([['l', tv(5n)]]) };
  l.set(BOB, {
    microAlgos: 1_000_000n,
    appLocalStates: new Map([[APP, local]]),
    assets: new Map([[ASSET, { amount: 4n, frozen: true }]]),
  });
  l.set(CAROL, {
    microAlgos: 2_000_000n,
    appLocalStates: new Map([[APP, { schema: { numUint: 1n, numByteSlice: 0n } }]]),
  });
  l.set(DAVE, {
    microAlgos: 300_000n,
    appLocalStates: new Map([[APP, { schema: { numUint: 1n, numByteSlice: 1n } }]]),
  });
  l.creatables.set(APP, { kind: 'app', creator: ALICE });
  l.creatables.set(OTHER, { kind: 'app', creator: ALICE });
  l.creatables.set(ASSET, { kind: 'asset', creator: ALICE });
  return l;
}

export function call(fields: Partial<Transaction> = {}): Transaction {
  return { type: 'appl', sender: BOB, fee: 1000n, firstValid: 5n, lastValid: 100n, appId: APP, ...fields };
}

export interface GroupOptions {
  readonly state?: StateOverlay;
  readonly blockHeader?: (round: bigint) => BlockHeader | undefined;
}

export function makeGroup(txns: Transaction[], options: GroupOptions = {}): AppGroup {
  return newAppGroup({
    params: V42,
    txns: txns.map((txn) => ({ txn })),
    round: 11n,
    latestTimestamp: 1234n,
    genesisHash: new Uint8Array(32).fill(9),
    specials: { feeSink: FEE_SINK, rewardsPool: FEE_SINK },
    state: options.state ?? new StateOverlay(ledger()),
    ...(options.blockHeader === undefined ? {} : { blockHeader: options.blockHeader }),
  });
}

export interface Outcome {
  readonly error: string | undefined;
  readonly stack: readonly StackValue[];
  readonly group: AppGroup;
  readonly context: AppProgram;
}

export interface RunOptions {
  readonly version?: number;
  readonly index?: number;
  readonly appId?: bigint;
  readonly mode?: RunMode;
  readonly prepare?: (context: AppProgram) => void;
  /** Edit the assembled bytes (immediates no assembler would produce). */
  readonly patch?: (program: Uint8Array) => void;
}

/** Evaluate `source` for `group.txns[index]` (default: the last) as app `appId` (default 1001). */
export function runIn(group: AppGroup, source: string, options: RunOptions = {}): Outcome {
  const index = options.index ?? group.txns.length - 1;
  const mode = options.mode ?? RunMode.Application;
  const context = appProgram(group, index, options.appId ?? APP, false);
  options.prepare?.(context);
  const program = asm(notrack(source), options.version ?? 10);
  options.patch?.(program);
  const result = evaluate<AppProgram>({
    program,
    mode,
    protocolVersion: 13,
    budget: mode === RunMode.Application ? group.appBudget : group.lsigBudget,
    ops: APPL_OPS,
    context,
  });
  // Programs here leave their results on the stack: the final "exactly one value" rule is not what is tested.
  const message = result.error?.message;
  const leftMany =
    message !== undefined && /^(stack len is \d+ instead of 1|stack finished with bytes not int)$/.test(message);
  return { error: leftMany ? undefined : message, stack: result.stack, group, context };
}

export function run(source: string, txns: Transaction[] = [call()], options: RunOptions = {}): Outcome {
  return runIn(makeGroup(txns), source, options);
}

/** The final stack as bigints and hex strings, or `error: …`. */
export function shown(outcome: Outcome): string | (bigint | string)[] {
  if (outcome.error !== undefined) return `error: ${outcome.error}`;
  return outcome.stack.map((v) => (typeof v === 'bigint' ? v : Buffer.from(v).toString('hex')));
}

export const hex = (s: string | Uint8Array): string =>
  typeof s === 'string' ? Buffer.from(s, 'latin1').toString('hex') : Buffer.from(s).toString('hex');

/** An evaluation error as the outcome shows it. */
export const err = (text: string): string => `error: ${text}`;
