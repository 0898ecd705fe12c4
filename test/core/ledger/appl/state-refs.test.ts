/**
 * Resource availability (resources.ts, state-shared.ts) through the ops that use it: slots before v4, ids and
 * addresses from v4, app accounts (v5), created resources (v6), group sharing and pair rules (v9), access lists,
 * low-id refusal — each case a program, its transactions and the final stack or upstream's error text.
 */
import test from 'ava';
import { minBalance } from '../../../../src/core/ledger/account.js';
import { shareCreatedApp } from '../../../../src/core/ledger/appl/resources.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import {
  ALICE,
  APP_ADDRESS,
  ASSET,
  BOB,
  CAROL,
  DAVE,
  OTHER,
  OTHER_ADDRESS,
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

type Expect = string | (bigint | string)[];

const PAY_FROM_DAVE: Transaction = {
  type: 'pay',
  sender: DAVE,
  receiver: DAVE,
  fee: 1000n,
  firstValid: 5n,
  lastValid: 100n,
};
const XFER_TO_CAROL: Transaction = {
  type: 'axfer',
  sender: CAROL,
  assetReceiver: CAROL,
  xferAsset: ASSET,
  fee: 1000n,
  firstValid: 5n,
  lastValid: 100n,
};

/** A short tag of a transaction for test titles: its type and the reference fields it sets. */
function describe(txn: Transaction): string {
  const fields = (['accounts', 'foreignApps', 'foreignAssets', 'access'] as const)
    .filter((f) => txn[f] !== undefined)
    .map((f) => `${f}=${txn[f]!.length}`);
  const sender = txn.sender === undefined || txn.sender === BOB ? '' : `@${txn.sender[0]}`;
  return `${txn.type}${sender}${txn.appId === OTHER ? ':1002' : ''}${fields.length > 0 ? `(${fields.join(',')})` : ''}`;
}

const outcome = test.macro({
  exec(t, v: number, source: string, txns: Transaction[], expected: Expect) {
    t.deepEqual(shown(run(source, txns, { version: v })), expected);
  },
  title: (given, v: number, source: string, txns: Transaction[]) =>
    given ?? `v${v}: ${source.replace(/\n/g, '; ')} [${txns.map(describe).join(' ')}]`,
});

// --- accounts -------------------------------------------------------------------------------------------------
test(outcome, 2, 'int 0\nbalance', [call()], [1_000_000n]);
test(outcome, 2, 'int 1\nbalance', [call({ accounts: [CAROL] })], [2_000_000n]);
test(
  outcome,
  2,
  'int 2\nbalance',
  [call({ accounts: [CAROL] })],
  err('invalid Account reference 2 exceeds length of tx.Accounts 1'),
);
test(outcome, 4, `addr ${a(CAROL)}\nbalance`, [call()], err(`unavailable Account ${a(CAROL)}`));
test(outcome, 4, `addr ${a(CAROL)}\nbalance`, [call({ accounts: [CAROL] })], [2_000_000n]);
test(outcome, 4, 'byte 0x0102\nbalance', [call()], err('not an address'));
test(outcome, 4, `addr ${a(APP_ADDRESS)}\nbalance`, [call()], [0n]);
test(
  outcome,
  4,
  `addr ${a(OTHER_ADDRESS)}\nbalance`,
  [call({ foreignApps: [OTHER] })],
  err(`unavailable Account ${a(OTHER_ADDRESS)}`),
);
test(outcome, 5, `addr ${a(OTHER_ADDRESS)}\nbalance`, [call({ foreignApps: [OTHER] })], [0n]);
test(outcome, 8, `addr ${a(DAVE)}\nbalance`, [PAY_FROM_DAVE, call()], err(`unavailable Account ${a(DAVE)}`));
test(outcome, 9, `addr ${a(DAVE)}\nbalance`, [PAY_FROM_DAVE, call()], [300_000n]);
test(
  "min_balance is the account module's minBalance",
  outcome,
  3,
  'int 0\nmin_balance',
  [call()],
  [minBalance(ledger().account(BOB)!, V42)],
);
test(outcome, 6, `addr ${a(ALICE)}\nmin_balance`, [call()], err(`unavailable Account ${a(ALICE)}`));

// --- apps -----------------------------------------------------------------------------------------------------
test(outcome, 2, 'int 0\nbyte "g"\napp_global_get_ex', [call()], [7n, 1n]);
test(outcome, 2, 'int 1\nbyte "o"\napp_global_get_ex', [call({ foreignApps: [OTHER] })], [hex('x'), 1n]);
test(
  outcome,
  2,
  'int 2\nbyte "o"\napp_global_get_ex',
  [call({ foreignApps: [OTHER] })],
  err('2 is not a valid foreign app slot'),
);
test(outcome, 4, 'int 1002\nbyte "o"\napp_global_get_ex', [call()], err('unavailable App 1002'));
test(outcome, 4, 'int 1002\nbyte "o"\napp_global_get_ex', [call({ foreignApps: [OTHER] })], [hex('x'), 1n]);
test(outcome, 4, 'int 1\nbyte "o"\napp_global_get_ex', [call({ foreignApps: [OTHER] })], [hex('x'), 1n]);
test(outcome, 4, 'int 1001\nbyte "nope"\napp_global_get_ex', [call()], [0n, 0n]);
test(
  'v4: a slot naming a low id',
  outcome,
  4,
  'int 1\nbyte "o"\napp_global_get_ex',
  [call({ foreignApps: [5n] })],
  err('low App lookup 5'),
);
test(
  outcome,
  4,
  'int 2000\nbyte "o"\napp_global_get_ex',
  [call({ foreignApps: [2000n] })],
  err('app 2000 does not exist'),
);
test(
  outcome,
  8,
  'int 1002\nbyte "o"\napp_global_get_ex',
  [call({ appId: OTHER, sender: CAROL }), call()],
  err('unavailable App 1002'),
);
test(
  outcome,
  9,
  'int 1002\nbyte "o"\napp_global_get_ex',
  [call({ appId: OTHER, sender: CAROL }), call()],
  [hex('x'), 1n],
);

// --- assets ---------------------------------------------------------------------------------------------------
test(outcome, 2, 'int 0\nasset_params_get AssetTotal', [call({ foreignAssets: [ASSET] })], [50n, 1n]);
test(
  outcome,
  2,
  'int 1\nasset_params_get AssetTotal',
  [call({ foreignAssets: [ASSET] })],
  err('1 is not a valid foreign asset slot'),
);
test(outcome, 4, 'int 1003\nasset_params_get AssetTotal', [call()], err('unavailable Asset 1003'));
test(outcome, 4, 'int 1003\nasset_params_get AssetTotal', [call({ foreignAssets: [ASSET] })], [50n, 1n]);
test(outcome, 4, 'int 0\nasset_params_get AssetTotal', [call({ foreignAssets: [ASSET] })], [50n, 1n]);
test(outcome, 4, 'int 7\nasset_params_get AssetTotal', [call({ foreignAssets: [7n] })], err('low Asset lookup 7'));
test(outcome, 2, 'int 0\nint 1003\nasset_holding_get AssetBalance', [call()], [4n, 1n]);
test(
  outcome,
  9,
  'int 0\nint 1003\nasset_holding_get AssetBalance',
  [XFER_TO_CAROL, call()],
  err(`unavailable Holding 1003+${a(BOB)}`),
);
test(outcome, 9, `addr ${a(CAROL)}\nint 1003\nasset_holding_get AssetBalance`, [XFER_TO_CAROL, call()], [0n, 0n]);
test(
  outcome,
  8,
  `addr ${a(CAROL)}\nint 1003\nasset_holding_get AssetBalance`,
  [XFER_TO_CAROL, call()],
  err(`unavailable Account ${a(CAROL)}`),
);
test(
  outcome,
  9,
  `addr ${a(DAVE)}\nint 1003\nasset_holding_get AssetBalance`,
  [XFER_TO_CAROL, call()],
  err(`unavailable Account ${a(DAVE)}`),
);
test(
  outcome,
  9,
  `addr ${a(DAVE)}\nint 1003\nasset_holding_get AssetBalance`,
  [call()],
  err(`unavailable Account ${a(DAVE)}, unavailable Asset 1003`),
);
test(outcome, 9, 'int 0\nint 1003\nasset_holding_get AssetBalance', [call()], err('unavailable Asset 1003'));

// --- local state pairs (v9) -----------------------------------------------------------------------------------
test(
  outcome,
  8,
  `addr ${a(DAVE)}\nint 1001\napp_opted_in`,
  [PAY_FROM_DAVE, call()],
  err(`unavailable Account ${a(DAVE)}`),
);
test(
  outcome,
  9,
  `addr ${a(DAVE)}\nint 1001\napp_opted_in`,
  [PAY_FROM_DAVE, call()],
  err(`unavailable Local State 1001+${a(DAVE)}`),
);
test(outcome, 9, `addr ${a(DAVE)}\nint 1001\napp_opted_in`, [call({ sender: DAVE }), call()], [1n]);
test(
  outcome,
  9,
  `addr ${a(DAVE)}\nint 1001\napp_opted_in`,
  [call()],
  err(`unavailable Account ${a(DAVE)}, unavailable Local State 1001+${a(DAVE)}`),
);
test(
  outcome,
  9,
  `addr ${a(DAVE)}\nint 1002\napp_opted_in`,
  [call()],
  err(`unavailable Account ${a(DAVE)}, unavailable App 1002, unavailable Local State 0+${a(DAVE)}`),
);
test(outcome, 9, 'int 0\nint 1002\napp_opted_in', [call()], err('unavailable App 1002'));
test(outcome, 9, 'int 0\nint 1002\napp_opted_in', [call({ foreignApps: [OTHER] })], [0n]);

// --- access lists (v9+) ---------------------------------------------------------------------------------------
const ACCESS = [{ address: CAROL }, { asset: ASSET }, { holding: { address: 1n, asset: 2n } }];
test(outcome, 10, 'int 1\nbalance', [call({ access: ACCESS })], [2_000_000n]);
test(
  outcome,
  10,
  'int 4\nbalance',
  [call({ access: ACCESS })],
  err('invalid Account reference 4 exceeds length of tx.Access 3'),
);
test(
  outcome,
  10,
  'int 2\nbalance',
  [call({ access: ACCESS })],
  err('address reference 2 is not an Address in tx.Access'),
);
test(outcome, 10, `addr ${a(CAROL)}\nint 1003\nasset_holding_get AssetBalance`, [call({ access: ACCESS })], [0n, 0n]);
test(
  outcome,
  10,
  'int 0\nint 1003\nasset_holding_get AssetBalance',
  [call({ access: ACCESS })],
  err(`unavailable Holding 1003+${a(BOB)}`),
);
test(
  outcome,
  10,
  `addr ${a(CAROL)}\nint 1003\nasset_holding_get AssetBalance`,
  [call({ access: ACCESS.slice(0, 2) })],
  err(`unavailable Holding 1003+${a(CAROL)}`),
);
test(outcome, 10, 'int 2\nasset_params_get AssetTotal', [call({ access: ACCESS })], [50n, 1n]);
test(
  outcome,
  10,
  `addr ${a(CAROL)}\nint 1001\napp_opted_in`,
  [call({ access: ACCESS })],
  err(`unavailable Local State 1001+${a(CAROL)}`),
);
test(
  outcome,
  10,
  `addr ${a(CAROL)}\nint 1001\napp_opted_in`,
  [call({ access: [{ address: CAROL }, { locals: { address: 1n } }] })],
  [1n],
);

// --- created resources (v6) -----------------------------------------------------------------------------------
for (const [v, expected] of [
  [5, err('unavailable App 1002')],
  [6, [hex('x'), 1n]],
] as const) {
  test(`v${v}: an app created earlier in the group is available from v6`, (t) => {
    const group = makeGroup([call()]);
    shareCreatedApp(group.shared, OTHER);
    t.deepEqual(shown(runIn(group, 'int 1002\nbyte "o"\napp_global_get_ex', { version: v })), expected);
  });
}

test("v6: a created app's account is available", (t) => {
  const group = makeGroup([call()]);
  shareCreatedApp(group.shared, OTHER);
  t.deepEqual(shown(runIn(group, `addr ${a(OTHER_ADDRESS)}\nbalance`, { version: 6 })), [0n]);
});

test('v9: every local state of a created app is reachable for an available account', (t) => {
  const group = makeGroup([PAY_FROM_DAVE, call()]);
  shareCreatedApp(group.shared, OTHER);
  t.deepEqual(shown(runIn(group, `addr ${a(DAVE)}\nint 1002\napp_opted_in`, { version: 9 })), [0n]);
});
