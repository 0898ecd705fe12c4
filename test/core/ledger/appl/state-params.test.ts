/**
 * Parameter and consensus reads (state-params.ts, state-block.ts): asset holdings and params, app params,
 * account params, voter params and online stake, and `block` with its round window, field versions and texts.
 */
import test from 'ava';
import { RunMode } from '../../../../src/core/avm/index.js';
import { minBalance } from '../../../../src/core/ledger/account.js';
import { derivedGroup } from '../../../../src/core/ledger/appl/inner-group.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import type { BlockHeader } from '../../../../src/core/txn/block.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import {
  ALICE,
  APP_ADDRESS,
  ASSET,
  BOB,
  CAROL,
  DAVE,
  OTHER,
  a,
  call,
  err,
  hex,
  ledger,
  makeGroup,
  run,
  runIn,
  shown,
} from './state-fixture.js';

const WITH_REFS = call({ accounts: [ALICE, DAVE], foreignAssets: [ASSET], foreignApps: [OTHER, 2000n] });

const outcome = test.macro({
  exec(t, v: number, source: string, expected: string | (bigint | string)[], txns: Transaction[] = [WITH_REFS]) {
    t.deepEqual(shown(run(source, txns, { version: v })), expected);
  },
  title: (given, v: number, source: string) => given ?? `v${v}: ${source.replace(/\n/g, '; ')}`,
});

// --- asset_holding_get / asset_params_get ---------------------------------------------------------------------
test(outcome, 2, 'int 0\nint 1003\nasset_holding_get AssetBalance', [4n, 1n]);
test(outcome, 2, 'int 0\nint 1003\nasset_holding_get AssetFrozen', [1n, 1n]);
test(outcome, 2, 'int 1\nint 1003\nasset_holding_get AssetFrozen', [0n, 1n]);
test(outcome, 2, 'int 2\nint 1003\nasset_holding_get AssetBalance', [0n, 0n]);
test(outcome, 2, 'int 0\nasset_params_get AssetDecimals', [2n, 1n]);
test(outcome, 2, 'int 0\nasset_params_get AssetDefaultFrozen', [0n, 1n]);
test(outcome, 2, 'int 0\nasset_params_get AssetUnitName', [hex('U'), 1n]);
test(outcome, 2, 'int 0\nasset_params_get AssetName', [hex('Gold'), 1n]);
test(outcome, 2, 'int 0\nasset_params_get AssetURL', ['', 1n]);
test(outcome, 2, 'int 0\nasset_params_get AssetManager', [hex(CAROL), 1n]);
test(outcome, 2, 'int 0\nasset_params_get AssetReserve', [hex(new Uint8Array(32)), 1n]);
test(outcome, 5, 'int 1003\nasset_params_get AssetCreator', [hex(ALICE), 1n]);
test(outcome, 4, 'int 2000\nasset_params_get AssetTotal', [0n, 0n], [call({ foreignAssets: [2000n] })]);

const fieldCases: [string, number, number, string][] = [
  ['int 1003\nasset_params_get AssetTotal', 4, 11, 'invalid asset_params_get field 11'],
  ['int 1003\nasset_params_get AssetTotal', 4, 12, 'invalid asset_params_get field 12'],
  ['int 0\nint 1003\nasset_holding_get AssetBalance', 4, 2, 'invalid asset_holding_get field 2'],
  ['int 1001\napp_params_get AppCreator', 11, 9, 'invalid app_params_get field 9'],
  ['int 1001\napp_params_get AppCreator', 12, 10, 'invalid app_params_get field 10'],
  ['int 0\nacct_params_get AcctBalance', 7, 3, 'invalid acct_params_get field 3'],
  ['int 0\nacct_params_get AcctBalance', 10, 12, 'invalid acct_params_get field 12'],
  ['int 0\nvoter_params_get VoterBalance', 11, 2, 'invalid voter_params_get field 2'],
];
for (const [source, v, field, text] of fieldCases) {
  test(`v${v}: ${source.replace(/\n/g, '; ')} with field ${field}`, (t) => {
    const patch = (program: Uint8Array): void => {
      program[program.length - 1] = field;
    };
    t.deepEqual(shown(runIn(makeGroup([WITH_REFS]), source, { version: v, patch })), err(text));
  });
}
test('acct_params_get resolves the account before the field', (t) => {
  const patch = (program: Uint8Array): void => {
    program[program.length - 1] = 99;
  };
  t.deepEqual(
    shown(runIn(makeGroup([WITH_REFS]), 'int 9\nacct_params_get AcctBalance', { version: 8, patch })),
    err('invalid Account reference 9 exceeds length of tx.Accounts 2'),
  );
});

// --- app_params_get -------------------------------------------------------------------------------------------
test(outcome, 5, 'int 1001\napp_params_get AppGlobalNumUint', [2n, 1n]);
test(outcome, 5, 'int 1001\napp_params_get AppLocalNumByteSlice', [1n, 1n]);
test(outcome, 5, 'int 1001\napp_params_get AppApprovalProgram', ['0901', 1n]);
test(outcome, 5, 'int 1002\napp_params_get AppExtraProgramPages', [2n, 1n]);
test(outcome, 5, 'int 1002\napp_params_get AppCreator', [hex(ALICE), 1n]);
test(outcome, 5, 'int 1001\napp_params_get AppAddress', [hex(APP_ADDRESS), 1n]);
test(outcome, 5, 'int 2000\napp_params_get AppCreator', [0n, 0n]);
test(outcome, 12, 'int 1001\napp_params_get AppVersion', [3n, 1n]);
test(outcome, 13, 'int 1002\napp_params_get AppSizeSponsor', [hex(new Uint8Array(32)), 1n]);
test(outcome, 13, 'int 1001\napp_params_get AppForeignBoxReads', [0n, 1n]);
test(outcome, 5, 'int 1003\napp_params_get AppCreator', err('unavailable App 1003'));

// --- acct_params_get ------------------------------------------------------------------------------------------
test(outcome, 6, 'int 1\nacct_params_get AcctBalance', [5_000_000n, 1n]);
test("AcctMinBalance is the account module's minBalance", outcome, 6, 'int 1\nacct_params_get AcctMinBalance', [
  minBalance(ledger().account(ALICE)!, V42),
  1n,
]);
test(outcome, 6, 'int 1\nacct_params_get AcctAuthAddr', [hex(new Uint8Array(32)), 1n]);
test(outcome, 8, 'int 1\nacct_params_get AcctTotalNumUint', [1n, 1n]);
test(outcome, 8, 'int 1\nacct_params_get AcctTotalAppsCreated', [2n, 1n]);
test(outcome, 8, 'int 0\nacct_params_get AcctTotalAppsOptedIn', [1n, 1n]);
test(outcome, 8, 'int 1\nacct_params_get AcctTotalAssetsCreated', [1n, 1n]);
test(outcome, 8, 'int 1\nacct_params_get AcctTotalAssets', [1n, 1n]);
test(outcome, 8, 'int 1\nacct_params_get AcctTotalBoxes', [0n, 1n]);
test(outcome, 11, 'int 1\nacct_params_get AcctIncentiveEligible', [1n, 1n]);
test(outcome, 11, 'int 1\nacct_params_get AcctLastProposed', [8n, 1n]);
test(outcome, 11, 'int 1\nacct_params_get AcctLastHeartbeat', [0n, 1n]);
test(
  'an account without algos reads as zero with flag 0',
  outcome,
  6,
  `addr ${a(new Uint8Array(32).fill(77))}\nacct_params_get AcctBalance`,
  [0n, 0n],
  [call({ accounts: [new Uint8Array(32).fill(77)] })],
);
test(outcome, 6, `addr ${a(CAROL)}\nacct_params_get AcctBalance`, err(`unavailable Account ${a(CAROL)}`));

// --- voter_params_get / online_stake --------------------------------------------------------------------------
test(outcome, 11, 'int 1\nvoter_params_get VoterBalance', [5_000_000n, 1n]);
test(outcome, 11, 'int 1\nvoter_params_get VoterIncentiveEligible', [1n, 1n]);
test('an offline account has no voting stake', outcome, 11, 'int 0\nvoter_params_get VoterBalance', [0n, 0n]);
test(outcome, 11, `addr ${a(CAROL)}\nvoter_params_get VoterBalance`, err(`unavailable Account ${a(CAROL)}`));

test("online_stake reads the group's online stake (0 when not supplied)", (t) => {
  const group = makeGroup([call()]);
  t.deepEqual(shown(runIn(group, 'online_stake', { version: 11 })), [0n]);
  t.deepEqual(shown(runIn(derivedGroup(group, { onlineStake: 123_456n }), 'online_stake', { version: 11 })), [
    123_456n,
  ]);
});

// --- block ----------------------------------------------------------------------------------------------------
const HEADERS = new Map<bigint, BlockHeader>([
  [
    4n,
    {
      round: 4n,
      seed: new Uint8Array(32).fill(4),
      timestamp: 400n,
      txnCounter: 1010n,
      currentProtocol: 'future',
      proposer: CAROL,
      feesCollected: 3000n,
      bonus: 7n,
      proposerPayout: 9n,
      branch: new Uint8Array(32).fill(3),
    },
  ],
  [2n, { round: 2n, timestamp: 200n }],
]);
const blockHeader = (round: bigint): BlockHeader | undefined => HEADERS.get(round);

function block(
  source: string,
  v: number,
  txn: Transaction = call(),
  mode: RunMode = RunMode.Application,
): string | (bigint | string)[] {
  return shown(
    runIn(makeGroup([txn], { blockHeader }), source, {
      version: v,
      mode,
      appId: mode === RunMode.Application ? 1001n : 0n,
    }),
  );
}

const blockCases: [string, number, string | (bigint | string)[]][] = [
  ['int 4\nblock BlkTimestamp', 7, [400n]],
  ['int 4\nblock BlkSeed', 7, [hex(new Uint8Array(32).fill(4))]],
  ['int 2\nblock BlkTimestamp', 7, [200n]],
  ['int 4\nblock BlkTxnCounter', 11, [1010n]],
  ['int 4\nblock BlkProtocol', 11, [hex('future')]],
  ['int 4\nblock BlkProposer', 11, [hex(CAROL)]],
  ['int 4\nblock BlkFeesCollected', 11, [3000n]],
  ['int 4\nblock BlkBonus', 11, [7n]],
  ['int 4\nblock BlkProposerPayout', 11, [9n]],
  ['int 4\nblock BlkBranch', 11, [hex(new Uint8Array(32).fill(3))]],
  ['int 4\nblock BlkFeeSink', 11, [hex(new Uint8Array(32))]],
  ['int 4\nblock BlkBranch512', 13, [hex(new Uint8Array(64))]],
  ['int 5\nblock BlkTimestamp', 7, err("round 5 is not available. It's outside [1-4]")],
  ['int 0\nblock BlkTimestamp', 7, err("round 0 is not available. It's outside [1-4]")],
  ['int 3\nblock BlkTimestamp', 7, err('ledger does not have entry 3 (latest 10, committed 10)')],
];
for (const [source, v, expected] of blockCases) {
  test(`v${v}: ${source.replace(/\n/g, '; ')}`, (t) => t.deepEqual(block(source, v), expected));
}

test('block: the window starts at LastValid - MaxTxnLife - 1', (t) => {
  const txn = call({ firstValid: 5n, lastValid: 1004n });
  t.deepEqual(block('int 2\nblock BlkTimestamp', 7, txn), err("round 2 is not available. It's outside [3-4]"));
  t.deepEqual(block('int 4\nblock BlkTimestamp', 7, txn), [400n]);
});

test('block: FirstValid 0 leaves no round available', (t) => {
  t.deepEqual(
    block('int 0\nblock BlkTimestamp', 7, call({ firstValid: 0n })),
    err("round 0 is not available. It's outside [1-0]"),
  );
});

test('block: a field newer than the program is refused by name, an unknown one by number', (t) => {
  const group = makeGroup([call()], { blockHeader });
  const withField = (field: number) => (program: Uint8Array) => {
    program[program.length - 1] = field;
  };
  t.deepEqual(shown(runIn(group, 'int 4\nblock BlkTimestamp', { version: 7, patch: withField(1) })), [400n]);
  t.deepEqual(
    shown(runIn(group, 'int 4\nblock BlkTimestamp', { version: 7, patch: withField(8) })),
    err('invalid block field BlkTxnCounter'),
  );
  t.deepEqual(
    shown(runIn(group, 'int 4\nblock BlkTimestamp', { version: 13, patch: withField(99) })),
    err('invalid block field BlockField(99)'),
  );
});

test('block works in signature mode', (t) => {
  t.deepEqual(block('int 4\nblock BlkTimestamp', 7, { ...call(), type: 'pay', receiver: BOB }, RunMode.Signature), [
    400n,
  ]);
});
