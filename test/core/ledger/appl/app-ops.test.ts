/**
 * Host ops through the ledger's own path (newAppGroup → runApp → APPL_OPS): transaction, group and global fields,
 * gload/gaid, global and local state with their deltas and limits, parameter reads and `log`. Table-driven:
 * program → pass, or upstream's error text; deltas and read-only records are checked separately.
 */
import test from 'ava';
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import type { AccountData } from '../../../../src/core/ledger/account.js';
import { newAppGroup } from '../../../../src/core/ledger/appl/group.js';
import { runApp } from '../../../../src/core/ledger/appl/run.js';
import type { AppGroup } from '../../../../src/core/ledger/appl/context.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { StateOverlay } from '../../../../src/core/ledger/state.js';
import type { SignedTxnWithAD, Transaction } from '../../../../src/core/txn/types.js';
import { asm, notrack } from '../../avm/helpers.js';
import { ALICE, BOB, CAROL, FEE_SINK, MemoryLedger } from '../apply/memory-ledger.js';

const APP = 1001n;
const OTHER = 1002n;
const ASSET = 1003n;

function ledger(): MemoryLedger {
  const l = new MemoryLedger();
  const creator: AccountData = {
    microAlgos: 5_000_000n,
    appParams: new Map([
      [
        APP,
        { globalState: new Map([['g', { type: 2n, uint: 7n }]]), globalStateSchema: { numUint: 2n, numByteSlice: 1n } },
      ],
      [
        OTHER,
        { globalState: new Map([['o', { type: 1n, bytes: Buffer.from('x') }]]), approvalProgram: Buffer.from([1, 2]) },
      ],
    ]),
    assetParams: new Map([[ASSET, { total: 50n, unitName: 'U' }]]),
    assets: new Map([[ASSET, { amount: 50n }]]),
  };
  l.set(ALICE, creator);
  l.set(BOB, {
    microAlgos: 1_000_000n,
    appLocalStates: new Map([[APP, { schema: { numUint: 1n, numByteSlice: 1n } }]]),
  });
  l.creatables.set(APP, { kind: 'app', creator: ALICE });
  l.creatables.set(OTHER, { kind: 'app', creator: ALICE });
  l.creatables.set(ASSET, { kind: 'asset', creator: ALICE });
  return l;
}

function call(fields: Partial<Transaction> = {}): Transaction {
  return { type: 'appl', sender: BOB, fee: 1000n, firstValid: 5n, lastValid: 100n, appId: APP, ...fields };
}

function group(txns: Transaction[], state = new StateOverlay(ledger())): AppGroup {
  const entries: SignedTxnWithAD[] = txns.map((txn) => ({ txn }));
  return newAppGroup({
    params: V42,
    txns: entries,
    round: 11n,
    latestTimestamp: 1234n,
    genesisHash: new Uint8Array(32).fill(9),
    specials: { feeSink: FEE_SINK, rewardsPool: FEE_SINK },
    state,
  });
}

/** Run `source` (version `v`) as the app call at `index` of a group of `txns`. */
function run(source: string, txns: Transaction[] = [call()], index = txns.length - 1, v = 10) {
  const g = group(txns);
  const out = runApp(g, index, APP, asm(notrack(source), v), false);
  return { g, out, error: out.setupError ?? out.result?.error?.message, pass: out.result?.pass ?? false };
}

const passes = test.macro({
  exec(t, source: string, txns?: Transaction[], v?: number) {
    const { error, pass } = run(source, txns, undefined, v);
    t.is(error, undefined);
    t.true(pass);
  },
  title: (given, source: string, _txns?: Transaction[], _v?: number) => given ?? source.replace(/\n/g, '; '),
});

const fails = test.macro({
  exec(t, source: string, message: string | RegExp, txns?: Transaction[], v?: number) {
    const { error } = run(source, txns, undefined, v);
    if (typeof message === 'string') t.is(error, message);
    else t.regex(error ?? '', message);
  },
  title: (given, source: string, _m?: string | RegExp, _txns?: Transaction[], _v?: number) =>
    `fails: ${given ?? source.replace(/\n/g, '; ').slice(0, 120)}`,
});

// --- txn and group fields ------------------------------------------------------------------------------------

test(passes, 'txn Fee\nint 1000\n==');
test(passes, 'txn Sender\nglobal ZeroAddress\n!=');
test(passes, 'txn TypeEnum\nint appl\n==');
test(passes, 'txn Type\nbyte "appl"\n==');
test(passes, 'txn ApplicationID\nint 1001\n==');
test(passes, 'txna Applications 0\nint 1001\n==');
test(passes, 'txna Accounts 0\ntxn Sender\n==');
test(passes, 'txna ApplicationArgs 1\nbyte "b"\n==', [call({ appArgs: [Buffer.from('a'), Buffer.from('b')] })]);
test(passes, 'int 1\ntxnas ApplicationArgs\nbyte "b"\n==', [call({ appArgs: [Buffer.from('a'), Buffer.from('b')] })]);
test(passes, 'txn NumAppArgs\nint 2\n==', [call({ appArgs: [Buffer.from('a'), Buffer.from('b')] })]);
test(passes, 'txn Note\nlen\n!\n');
test(passes, 'txn Lease\nlen\nint 32\n==');
test(passes, 'txn GroupIndex\nint 1\n==', [{ type: 'pay', sender: ALICE, amount: 3n }, call()]);
test(passes, 'gtxn 0 Amount\nint 3\n==', [{ type: 'pay', sender: ALICE, amount: 3n }, call()]);
test(passes, 'int 0\ngtxns Receiver\nglobal ZeroAddress\n==', [{ type: 'pay', sender: ALICE, amount: 3n }, call()]);
test(passes, 'txn TxID\nlen\nint 32\n==');
test(passes, 'txn NumApprovalProgramPages\nint 0\n==');
test(fails, 'txna ApplicationArgs 0', 'invalid ApplicationArgs index 0');
test(fails, 'txna Accounts 2', 'invalid Accounts index 2', [call({ accounts: [CAROL] })]);
test(fails, 'gtxn 1 Fee', 'txn index 1, len(group) is 1');
test(fails, 'txn NumLogs', 'txn effects can only be read from past txns 0 0');
test(
  'v5: top-level effects are refused',
  fails,
  'gtxn 0 NumLogs',
  'Unable to obtain effects from top-level transactions',
  [call(), call()],
  5,
);
test(fails, 'itxn Fee', 'txn index 0, len(group) is 0');

// --- global fields -------------------------------------------------------------------------------------------

test(passes, 'global Round\nint 11\n==');
test(passes, 'global LatestTimestamp\nint 1234\n==');
test(passes, 'global GroupSize\nint 1\n==');
test(passes, 'global MinTxnFee\nint 1000\n==');
test(passes, 'global CurrentApplicationID\nint 1001\n==');
test(passes, 'global CurrentApplicationAddress\nglobal ZeroAddress\n!=');
test(passes, 'global CreatorAddress\ntxna Accounts 1\n==', [call({ accounts: [ALICE] })]);
test(passes, 'global CallerApplicationID\n!');
test(passes, 'global OpcodeBudget\nint 699\n==');
test(passes, 'global LogicSigVersion\nint 13\n==');
test(passes, 'global GenesisHash\nlen\nint 32\n==');
test(passes, 'global PayoutsPercent\nint 50\n==', undefined, 11);

test('global CurrentApplicationAddress is the app account', (t) => {
  const { g, pass } = run('global CurrentApplicationAddress\nstore 0\nint 1');
  t.true(pass);
  t.deepEqual(Buffer.from(g.pastScratch[0]![0] as Uint8Array), applicationAddress(APP));
});

// --- gload and gaid ------------------------------------------------------------------------------------------

test('gload reads the scratch of an earlier app call; gaid its created id', (t) => {
  const g = group([call(), call()]);
  const first = runApp(g, 0, APP, asm('int 42\nstore 3\nint 1', 10), false);
  t.true(first.result?.pass);
  g.txns[0]!.applicationId = 1500n;
  const second = runApp(g, 1, APP, asm('gload 0 3\nint 42\n==\ngaid 0\nint 1500\n==\n&&', 10), false);
  t.is(second.result?.error, undefined);
  t.true(second.result?.pass);
});
test(fails, 'gload 1 0', "can't use gload on self, use load instead", [call(), call()]);
test(fails, 'gload 0 0', "can't use gload on non-app call txn with index 0", [{ type: 'pay', sender: ALICE }, call()]);
test(fails, 'gaid 0', 'gaid: index 0 did not create anything', [{ type: 'acfg', sender: ALICE }, call()]);

// --- state ---------------------------------------------------------------------------------------------------

test(passes, 'byte "g"\napp_global_get\nint 7\n==');
test(passes, 'int 1002\nbyte "o"\napp_global_get_ex\nassert\nbyte "x"\n==', [call({ foreignApps: [OTHER] })]);
test(passes, 'int 1002\nbyte "nope"\napp_global_get_ex\n!\nswap\n!\n&&', [call({ foreignApps: [OTHER] })]);
test(fails, 'int 1002\nbyte "o"\napp_global_get_ex', 'unavailable App 1002');
test(passes, 'txn Sender\nint 1001\napp_opted_in');
test(passes, 'txn Sender\nbyte "k"\nint 3\napp_local_put\ntxn Sender\nbyte "k"\napp_local_get\nint 3\n==');
test(fails, 'int 2\nbyte "k"\nint 3\napp_local_put', 'invalid Account reference 2 exceeds length of tx.Accounts 1', [
  call({ accounts: [CAROL] }),
]);
test(fails, 'int 1\nbyte "k"\nint 3\napp_local_put\nint 1', /has not opted in to app 1001$/, [
  call({ accounts: [CAROL] }),
]);
test(
  fails,
  'byte "a"\nint 1\napp_global_put\nbyte "b"\nint 2\napp_global_put\nint 1',
  'store integer count 3 exceeds schema integer count 2',
);
test(
  fails,
  'byte "a"\nbyte "v"\napp_global_put\nbyte "b"\nbyte "w"\napp_global_put\nint 1',
  'store bytes count 2 exceeds schema bytes count 1',
);
test(fails, `byte 0x${'61'.repeat(65)}\nint 1\napp_global_put\nint 1`, 'key too long: length was 65, maximum is 64');
test(
  fails,
  `byte "k"\nbyte 0x${'61'.repeat(128)}\napp_global_put\nint 1`,
  'key/value total too long for key 0x6b: sum was 129',
);
test(passes, 'txn Sender\nbalance\nint 1000000\n==');
test(passes, 'txn Sender\nmin_balance\nint 100000\n>');
test(passes, 'int 1003\nasset_params_get AssetTotal\nassert\nint 50\n==', [call({ foreignAssets: [ASSET] })]);
test(passes, 'txna Accounts 1\nint 1003\nasset_holding_get AssetBalance\nassert\nint 50\n==', [
  call({ accounts: [ALICE], foreignAssets: [ASSET] }),
]);
test(passes, 'int 1002\napp_params_get AppApprovalProgram\nassert\nbyte 0x0102\n==', [call({ foreignApps: [OTHER] })]);
test(passes, 'txn Sender\nacct_params_get AcctBalance\nassert\nint 1000000\n==');
test(fails, 'int 1003\nasset_params_get AssetTotal', 'unavailable Asset 1003');

test('global deltas: a same-value put and an absent delete are not recorded; later writes win', (t) => {
  const { g, error } = run(
    'byte "g"\nint 7\napp_global_put\nbyte "n"\napp_global_del\nbyte "x"\nint 1\napp_global_put\nbyte "x"\nint 2\napp_global_put\nbyte "g"\napp_global_del\nint 1',
  );
  t.is(error, undefined);
  const delta = g.txns[0]!.evalDelta?.globalDelta;
  t.deepEqual(
    [...(delta?.entries() ?? [])],
    [
      ['x', { action: 2, uint: 2n }],
      ['g', { action: 3 }],
    ],
  );
});

test('local deltas are keyed by account index; the base records are never mutated', (t) => {
  const base = ledger();
  const before = base.account(BOB)!.appLocalStates!.get(APP);
  const g = group([call({ sender: ALICE, accounts: [BOB] })], new StateOverlay(base));
  const out = runApp(g, 0, APP, asm('int 1\nbyte "k"\nbyte "v"\napp_local_put\nint 1', 10), false);
  t.true(out.result?.pass);
  t.deepEqual([...(g.txns[0]!.evalDelta?.localDeltas?.keys() ?? [])], [1n]);
  t.is(base.account(BOB)!.appLocalStates!.get(APP), before);
  t.is(before?.keyValue, undefined);
  t.is(Buffer.from(g.state!.account(BOB)!.appLocalStates!.get(APP)!.keyValue!.get('k')!.bytes!).toString(), 'v');
});

// --- log -----------------------------------------------------------------------------------------------------

test(
  fails,
  'int 0\nloop:\nbyte "x"\nlog\nint 1\n+\ndup\nint 33\n<\nbnz loop\nint 1',
  'too many log calls in program. up to 32 is allowed',
);
test(
  fails,
  `byte 0x${'00'.repeat(1000)}\nlog\nbyte 0x${'00'.repeat(100)}\nlog\nint 1`,
  'program logs too large. 1100 bytes >  1024 bytes limit',
);
test('log appends to the EvalDelta', (t) => {
  const { g, pass } = run('byte "a"\nlog\nbyte "bc"\nlog\nint 1');
  t.true(pass);
  t.deepEqual(
    g.txns[0]!.evalDelta?.logs?.map((l) => Buffer.from(l).toString()),
    ['a', 'bc'],
  );
});

// --- inner transactions --------------------------------------------------------------------------------------

test(fails, 'int 1\nitxn_field Amount\nint 1', 'itxn_field without itxn_begin');
test(fails, 'itxn_submit\nint 1', 'itxn_submit without itxn_begin');
test(fails, 'itxn_next\nint 1', 'itxn_next without itxn_begin');
test(fails, 'itxn_begin\nitxn_begin\nint 1', 'itxn_begin without itxn_submit');
test(fails, 'itxn_begin\nint 7\nitxn_field TypeEnum\nint 1', '7 is not a valid TypeEnum');
test(fails, 'itxn_begin\nbyte "stpf"\nitxn_field Type\nint 1', 'stpf is not a valid Type for itxn_field');
test(
  fails,
  'itxn_begin\nint 2\nitxn_field OnCompletion\nint 6\nitxn_field OnCompletion\nint 1',
  '6 is larger than max=5',
);
test(
  fails,
  'itxn_begin\nint appl\nitxn_field TypeEnum\nint 1001\nitxn_field ApplicationID\nitxn_submit\nint 1',
  'attempt to self-call',
);
test(
  fails,
  'itxn_begin\nint pay\nitxn_field TypeEnum\ntxn Sender\nitxn_field Sender\nitxn_submit\nint 1',
  /^app 1001 \(addr [A-Z2-7]{58}\) unauthorized [A-Z2-7]{58}$/,
);
test(
  fails,
  'itxn_begin\nint pay\nitxn_field TypeEnum\nint 5\nitxn_field Amount\ntxn Sender\nitxn_field Receiver\nitxn_submit\nint 1',
  /^inner tx 0 failed: /,
);

test('clear state programs cannot issue inner transactions', (t) => {
  const g = group([call({ onCompletion: 3 })]);
  const out = runApp(g, 0, APP, asm('itxn_begin\nint 1', 10), true);
  t.is(out.result?.error?.message, 'clear state programs can not issue inner transactions');
});

test('an inner payment from a funded app account is applied and recorded', (t) => {
  const base = ledger();
  base.set(applicationAddress(APP), { microAlgos: 1_000_000n });
  const g = group([call({ fee: 2000n })], new StateOverlay(base));
  const source =
    'itxn_begin\nint pay\nitxn_field TypeEnum\nint 5\nitxn_field Amount\ntxn Sender\nitxn_field Receiver\nitxn_submit\nitxn Amount\nint 5\n==';
  const out = runApp(g, 0, APP, asm(source, 10), false);
  t.is(out.result?.error, undefined);
  t.true(out.result?.pass);
  const inner = g.txns[0]!.evalDelta?.innerTxns ?? [];
  t.is(inner.length, 1);
  t.is(inner[0]!.txn?.fee, 0n, 'the outer surplus fee covers the inner fee');
  t.is(g.state!.account(applicationAddress(APP))?.microAlgos, 1_000_000n - 5n);
  t.is(g.state!.account(BOB)?.microAlgos, 1_000_000n + 5n);
});
