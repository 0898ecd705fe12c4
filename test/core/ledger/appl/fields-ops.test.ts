/**
 * Group-reading ops (upstream opTxnImpl effects rules, opGloadImpl, opGaidImpl, getLastInner/getLastInnerGroup,
 * getTxID for inner transactions, FirstValidTime through availableRound) and every `global` field in both modes.
 */
import { createHash } from 'node:crypto';
import test from 'ava';
import { RunMode, type StackValue } from '../../../../src/core/avm/index.js';
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import type { AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { derivedGroup } from '../../../../src/core/ledger/appl/inner-group.js';
import { encodeMsgpack } from '../../../../src/core/codec/msgpack.js';
import { transactionSchema } from '../../../../src/core/txn/schemas.js';
import type { SignedTxnWithAD, Transaction } from '../../../../src/core/txn/types.js';
import { ALICE, BOB, CAROL } from '../apply/memory-ledger.js';
import { appCall, GENESIS, hex, makeGroup, pay, runIn, runOn, top } from './fields-fixture.js';

const sig = { mode: RunMode.Signature } as const;

// --- effects -------------------------------------------------------------------------------------------------

function withEffects(): SignedTxnWithAD[] {
  return [
    {
      txn: appCall({ appId: 0n }),
      applicationId: 2000n,
      evalDelta: { logs: [Buffer.from('one'), Buffer.from('two')] },
    },
    { txn: { type: 'acfg', sender: ALICE }, configAsset: 3000n },
    { txn: appCall() },
  ];
}

const EFFECT_ROWS: readonly (readonly [string, bigint | string])[] = [
  ['gtxn 0 NumLogs', 2n],
  ['gtxna 0 Logs 1', hex('two')],
  ['gtxn 0 LastLog', hex('two')],
  ['gtxn 0 CreatedApplicationID', 2000n],
  ['gtxn 1 CreatedAssetID', 3000n],
  ['gtxn 1 NumLogs', 0n],
  ['gtxn 1 LastLog', ''],
  ['gtxna 0 Logs 2', 'error: invalid Logs index 2'],
  ['gtxn 2 NumLogs', 'error: txn effects can only be read from past txns 2 2'],
  ['txn CreatedApplicationID', 'error: txn effects can only be read from past txns 2 2'],
];

for (const [source, expected] of EFFECT_ROWS) {
  test(`effects: ${source}`, (t) => {
    t.is(top(runIn(makeGroup([], { entries: withEffects() }), source)), expected);
  });
}

test('effects: refused for top-level txns before v6, and in signature mode', (t) => {
  t.is(
    runIn(makeGroup([], { entries: withEffects() }), 'gtxn 0 NumLogs', { version: 5 }).error,
    'Unable to obtain effects from top-level transactions',
  );
  t.is(
    runIn(makeGroup([], { entries: withEffects() }), 'gtxn 0 NumLogs', { ...sig, version: 6 }).error,
    'txn[NumLogs] not allowed in current mode',
  );
});

// --- FirstValidTime ------------------------------------------------------------------------------------------

test('FirstValidTime reads the header of FirstValid − 1 within the available window', (t) => {
  const headers = (round: bigint) => (round <= 10n ? { round, timestamp: 500n + round } : undefined);
  const group = (fv: bigint, lv = 100n) =>
    makeGroup([appCall({ firstValid: fv, lastValid: lv })], { blockHeader: headers });
  t.is(top(runIn(group(5n), 'txn FirstValidTime')), 504n);
  t.is(runIn(group(1n), 'txn FirstValidTime').error, "round 0 is not available. It's outside [1-0]");
  t.is(runIn(group(0n), 'txn FirstValidTime').error, "round 18446744073709551615 is not available. It's outside [1-0]");
  t.is(
    runIn(group(1500n, 1500n), 'txn FirstValidTime').error,
    'ledger does not have entry 1499 (latest 10, committed 10)',
  );
  // A peer's FirstValid is checked against the running transaction's window.
  const mixed = makeGroup([pay({ firstValid: 9n }), appCall({ firstValid: 5n })], { blockHeader: headers });
  t.is(runIn(mixed, 'gtxn 0 FirstValidTime').error, "round 8 is not available. It's outside [1-4]");
});

// --- itxn / gitxn --------------------------------------------------------------------------------------------

const sha = (...parts: Uint8Array[]): string => createHash('sha512-256').update(Buffer.concat(parts)).digest('hex');
const u64 = (n: number): Buffer => {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(n));
  return out;
};
const GID = new Uint8Array(32).fill(4);
const INNERS: Transaction[] = [
  pay({ amount: 1n }),
  pay({ amount: 2n, group: GID }),
  pay({ amount: 3n, group: GID, receiver: CAROL }),
];
const issued = (ctx: AppProgram): void => {
  ctx.txn.evalDelta = { innerTxns: INNERS.map((txn) => ({ txn })) };
};

const INNER_ROWS: readonly (readonly [string, bigint | string])[] = [
  ['itxn Amount', 3n],
  ['itxn Receiver', hex(CAROL)],
  ['itxn GroupIndex', 0n],
  ['gitxn 0 Amount', 2n],
  ['gitxn 1 Amount', 3n],
  ['gitxn 1 GroupIndex', 1n],
  ['itxna Accounts 0', hex(ALICE)],
  ['int 0\nitxnas Accounts', hex(ALICE)],
  ['gitxna 1 Accounts 0', hex(ALICE)],
  ['int 0\ngitxnas 0 Accounts', hex(ALICE)],
  ['itxn NumLogs', 0n],
  ['gitxn 2 Amount', 'error: txn index 2, len(group) is 2'],
  ['itxna Accounts 1', 'error: invalid Accounts index 1'],
];

for (const [source, expected] of INNER_ROWS) {
  test(`inner: ${source}`, (t) => {
    t.is(top(runOn([appCall()], source, { prepare: issued })), expected);
  });
}

test('inner: nothing issued yet', (t) => {
  t.is(runOn([appCall()], 'itxn Fee').error, 'txn index 0, len(group) is 0');
  t.is(runOn([appCall()], 'gitxn 0 Fee').error, 'txn index 0, len(group) is 0');
});

test('inner: a singleton last group, and GroupIndex/TxID refused before v6', (t) => {
  const single = (ctx: AppProgram): void => {
    ctx.txn.evalDelta = { innerTxns: [{ txn: INNERS[1]! }, { txn: INNERS[0]! }] };
  };
  t.is(top(runOn([appCall()], 'gitxn 0 Amount', { prepare: single })), 1n);
  t.is(top(runOn([appCall()], 'gitxn 1 Amount', { prepare: single })), 'error: txn index 1, len(group) is 1');
  t.is(
    runOn([appCall()], 'itxn GroupIndex', { prepare: issued, version: 5 }).error,
    'illegal field for inner transaction GroupIndex',
  );
  t.is(
    runOn([appCall()], 'itxn TxID', { prepare: issued, version: 5 }).error,
    'illegal field for inner transaction TxID',
  );
  t.is(top(runOn([appCall()], 'itxn Amount', { prepare: issued, version: 5 })), 3n);
});

test('inner: TxID is the inner id under the running txn (upstream positions and cache)', (t) => {
  const caller = appCall({ genesisHash: GENESIS });
  const parent = sha(Buffer.from('TX'), encodeMsgpack(transactionSchema, caller));
  const inner = (txn: Transaction, position: number): string =>
    sha(Buffer.from(parent, 'hex'), u64(position), encodeMsgpack(transactionSchema, txn));
  t.is(top(runOn([caller], 'gitxn 0 TxID', { prepare: issued })), inner(INNERS[1]!, 1));
  t.is(top(runOn([caller], 'gitxn 1 TxID', { prepare: issued })), inner(INNERS[2]!, 2));
  // itxn reads the last txn but counts its position from the start of the last group (index 0).
  t.is(top(runOn([caller], 'itxn TxID', { prepare: issued })), inner(INNERS[2]!, 1));
  // ...and a TxID cached for index 0 by gitxn is what a later itxn TxID returns.
  t.is(top(runOn([caller], 'gitxn 0 TxID\npop\nitxn TxID', { prepare: issued })), inner(INNERS[1]!, 1));
});

// --- gload / gaid --------------------------------------------------------------------------------------------

function scratchGroup(): ReturnType<typeof makeGroup> {
  const group = makeGroup([appCall(), pay(), appCall({ appId: 0n }), appCall(), appCall()]);
  const scratch: StackValue[] = new Array<StackValue>(256).fill(0n);
  scratch[3] = 42n;
  scratch[255] = Buffer.from('x');
  group.pastScratch[0] = scratch;
  group.txns[2]!.applicationId = 2000n;
  return group;
}

const GLOAD_ROWS: readonly (readonly [string, bigint | string])[] = [
  ['gload 0 3', 42n],
  ['gload 0 255', hex('x')],
  ['int 0\ngloads 3', 42n],
  ['int 0\nint 3\ngloadss', 42n],
  ['gload 5 0', 'error: gload lookup TxnGroup[5] but it only has 5'],
  ['int 7\ngloads 0', 'error: gloads lookup TxnGroup[7] but it only has 5'],
  ['int 9\nint 0\ngloadss', 'error: gloadss lookup TxnGroup[9] but it only has 5'],
  ['int 0\nint 256\ngloadss', 'error: gloadss scratch index >= 256 (256)'],
  ['gload 1 0', "error: can't use gload on non-app call txn with index 1"],
  ['gload 3 0', "error: can't use gload on self, use load instead"],
  ['gload 4 0', "error: gload can't get future scratch space from txn with index 4"],
  ['gload 2 0', 'error: gload lookup of txn 2 that did not run a program'],
  ['gaid 2', 2000n],
  ['int 2\ngaids', 2000n],
  ['gaid 0', 'error: gaid: index 0 did not create anything'],
  ['gaid 1', "error: can't use gaid on txn that is not an app call nor an asset config txn with index 1"],
  [
    'gaid 3',
    "error: gaid is only for accessing creatable IDs of previous txns, use `global CurrentApplicationID` instead to access the current app's creatable ID",
  ],
  ['gaid 4', "error: gaid can't get creatable ID of txn ahead of the current one (index 4) in the transaction group"],
  ['int 5\ngaids', 'error: gaids lookup TxnGroup[5] but it only has 5'],
];

for (const [source, expected] of GLOAD_ROWS) {
  test(`scratch and ids: ${source.replace('\n', '; ')}`, (t) => {
    t.is(top(runIn(scratchGroup(), source, { index: 3 })), expected);
  });
}

test('gaid: a created asset id set to zero does not hide a created app id (ConfigAsset then ApplicationID)', (t) => {
  const group = scratchGroup();
  group.txns[2]!.configAsset = 0n;
  t.is(top(runIn(group, 'gaid 2', { index: 3 })), 2000n);
  group.txns[2]!.configAsset = 3000n;
  t.is(top(runIn(group, 'gaid 2', { index: 3 })), 3000n);
});

// --- global --------------------------------------------------------------------------------------------------

const ZERO = hex(new Uint8Array(32));
const GLOBAL_ROWS: readonly (readonly [string, bigint | string, (bigint | string)?])[] = [
  // [field, application mode value, signature mode value when different]
  ['MinTxnFee', 1000n],
  ['MinBalance', 100000n],
  ['MaxTxnLife', 1000n],
  ['ZeroAddress', ZERO],
  ['GroupSize', 2n],
  ['LogicSigVersion', 13n],
  ['GroupID', hex(new Uint8Array(32).fill(6))],
  ['AssetCreateMinBalance', 100000n],
  ['AssetOptInMinBalance', 100000n],
  ['GenesisHash', hex(GENESIS)],
  ['PayoutsEnabled', 1n],
  ['PayoutsGoOnlineFee', 2000000n],
  ['PayoutsPercent', 50n],
  ['PayoutsMinBalance', 30000000000n],
  ['PayoutsMaxBalance', 70000000000000n],
  ['Round', 11n, 'error: global[Round] not allowed in current mode'],
  ['LatestTimestamp', 1234n, 'error: global[LatestTimestamp] not allowed in current mode'],
  ['CurrentApplicationID', 1001n, 'error: global[CurrentApplicationID] not allowed in current mode'],
  [
    'CurrentApplicationAddress',
    hex(applicationAddress(1001n)),
    'error: global[CurrentApplicationAddress] not allowed in current mode',
  ],
  ['CreatorAddress', hex(ALICE), 'error: global[CreatorAddress] not allowed in current mode'],
  ['CallerApplicationID', 0n, 'error: global[CallerApplicationID] not allowed in current mode'],
  ['CallerApplicationAddress', ZERO, 'error: global[CallerApplicationAddress] not allowed in current mode'],
];

const grouped = (): Transaction[] => [
  pay({ group: new Uint8Array(32).fill(6) }),
  appCall({ group: new Uint8Array(32).fill(6) }),
];

for (const [name, app, lsig] of GLOBAL_ROWS) {
  test(`global ${name}`, (t) => {
    t.is(top(runOn(grouped(), `global ${name}`)), app);
    t.is(top(runOn(grouped(), `global ${name}`, sig)), lsig ?? app);
  });
}

test('global OpcodeBudget is what is left of the pool in either mode', (t) => {
  t.is(top(runOn([appCall()], 'global OpcodeBudget')), 699n);
  t.is(top(runOn([pay(), appCall()], 'global OpcodeBudget', sig)), 39999n);
});

test('global: version gating, unknown fields, missing creator, inner caller, negative timestamp', (t) => {
  t.is(runOn([appCall()], 'global GenesisHash', { claimVersion: 9 }).error, 'invalid global field GenesisHash');
  t.is(runOn([appCall()], 'global PayoutsEnabled', { claimVersion: 10 }).error, 'invalid global field PayoutsEnabled');
  t.is(
    runOn([appCall()], 'global ZeroAddress', {
      patch: (p) => {
        p[p.indexOf(0x32) + 1] = 99;
      },
    }).error,
    'invalid global field GlobalField(99)',
  );
  t.is(runOn([appCall()], 'global CreatorAddress', { appId: 4242n }).error, 'No params for current app');
  t.is(
    runIn(makeGroup([appCall()], { latestTimestamp: -5n }), 'global LatestTimestamp').error,
    'latest timestamp -5 < 0',
  );
  const outer = makeGroup([appCall({ appId: 7n })]);
  const caller = { ...runCaller(outer) };
  const inner = derivedGroup(makeGroup([appCall()]), { caller });
  t.is(top(runIn(inner, 'global CallerApplicationID')), 7n);
  t.is(top(runIn(inner, 'global CallerApplicationAddress')), hex(applicationAddress(7n)));
  t.is(top(runIn(inner, 'txn Sender')), hex(BOB));
  // A program of an inner group sees its own id as the inner id under its caller.
  const parent = Buffer.from(sha(Buffer.from('TX'), encodeMsgpack(transactionSchema, appCall({ appId: 7n }))), 'hex');
  t.is(top(runIn(inner, 'txn TxID')), sha(parent, u64(0), encodeMsgpack(transactionSchema, appCall())));
});

function runCaller(group: ReturnType<typeof makeGroup>): AppProgram {
  let captured: AppProgram | undefined;
  runIn(group, 'int 1', {
    appId: 7n,
    prepare: (ctx) => {
      captured = ctx;
    },
  });
  return captured!;
}
