/**
 * Fixture of the log and inner-transaction suites (not a test file): a ledger with app 1001 (created by ALICE,
 * funded account), v3 app 2002 and v8 app 3003, and `runInner` running one program as app 1001's approval
 * program for the last transaction of a group built by the ledger's own `newAppGroup`, whose `applyTxn` applies
 * inner transactions for real (pay, axfer, acfg, appl …) to the group's overlay.
 */
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import type { AppGroup, AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { newAppGroup } from '../../../../src/core/ledger/appl/group.js';
import { runApp } from '../../../../src/core/ledger/appl/run.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { StateOverlay } from '../../../../src/core/ledger/state.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { asm, notrack } from '../../avm/helpers.js';
import { ALICE, BOB, CAROL, FEE_SINK, MemoryLedger } from '../apply/memory-ledger.js';

export const APP = 1001n;
export const APP_ADDRESS = applicationAddress(APP);
export const OLD_APP = 2002n;
export const CALLEE = 3003n;
export const CALLEE_ADDRESS = applicationAddress(CALLEE);
export const APP_FUNDS = 10_000_000n;

export function appCall(fields: Partial<Transaction> = {}): Transaction {
  return { type: 'appl', sender: BOB, fee: 1000n, firstValid: 5n, lastValid: 100n, appId: APP, ...fields };
}

export function newLedger(): MemoryLedger {
  const l = new MemoryLedger();
  const approve = asm('int 1', 8);
  l.set(ALICE, {
    microAlgos: 5_000_000n,
    appParams: new Map([
      [APP, { approvalProgram: asm('int 1', 8), clearStateProgram: asm('int 1', 8) }],
      [OLD_APP, { approvalProgram: asm('int 1', 3), clearStateProgram: asm('int 1', 3) }],
      [CALLEE, { approvalProgram: approve, clearStateProgram: approve }],
    ]),
  });
  l.set(BOB, { microAlgos: 1_000_000n });
  l.set(CAROL, { microAlgos: 1_000_000n, authAddr: APP_ADDRESS });
  l.set(APP_ADDRESS, { microAlgos: APP_FUNDS });
  l.set(CALLEE_ADDRESS, { microAlgos: 1_000_000n });
  for (const id of [APP, OLD_APP, CALLEE]) l.creatables.set(id, { kind: 'app', creator: ALICE });
  return l;
}

export interface InnerRun {
  /** The program's error text (bare, without pc), or undefined when it passed. */
  readonly error: string | undefined;
  readonly pass: boolean;
  readonly group: AppGroup;
  readonly program: AppProgram;
  readonly state: StateOverlay;
}

export interface InnerSpec {
  readonly version?: number;
  /** The group (the program runs for the last one); default one appCall(). */
  readonly txns?: Transaction[];
  readonly clearState?: boolean;
  readonly ledger?: MemoryLedger;
  /** Adjust the group before the run (fee credit, allowance). */
  readonly prepare?: (group: AppGroup) => void;
  /** Assemble at `version`, then claim this version in the header (fields the assembler would refuse). */
  readonly claimVersion?: number;
}

/** Run `source` (TEAL without pragma) as app 1001 for the last transaction of the group. */
export function runInner(source: string, spec: InnerSpec = {}): InnerRun {
  const txns = spec.txns ?? [appCall()];
  const state = new StateOverlay(spec.ledger ?? newLedger());
  const group = newAppGroup({
    params: V42,
    txns: txns.map((txn) => ({ txn })),
    round: 11n,
    latestTimestamp: 1234n,
    genesisHash: new Uint8Array(32).fill(9),
    specials: { feeSink: FEE_SINK, rewardsPool: FEE_SINK },
    state,
  });
  spec.prepare?.(group);
  const code = asm(notrack(source), spec.version ?? 10);
  if (spec.claimVersion !== undefined) code[0] = spec.claimVersion;
  const run = runApp(group, txns.length - 1, APP, code, spec.clearState ?? false);
  const result = run.result!;
  return { error: result.error?.message, pass: result.pass, group, program: run.program, state };
}

export const bytes = (n: number, fill = 'a'): string => `0x${Buffer.alloc(n, fill).toString('hex')}`;
