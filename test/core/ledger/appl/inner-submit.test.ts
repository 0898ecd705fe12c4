import test from 'ava';
import algosdk from 'algosdk';
import { ALICE, BOB, CAROL, text } from '../apply/memory-ledger.js';
import { APP, APP_ADDRESS, APP_FUNDS, CALLEE, OLD_APP, appCall, runInner } from './inner-fixture.js';

const payBob = (amount: number, extra = ''): string =>
  `itxn_begin\nint pay\nitxn_field TypeEnum\ntxn Sender\nitxn_field Receiver\nint ${amount}\nitxn_field Amount\n${extra}`;

const balance = (run: ReturnType<typeof runInner>, a: Uint8Array): bigint => run.state.account(a)?.microAlgos ?? 0n;

test('pay: defaults, application, EvalDelta and lastInner', (t) => {
  const run = runInner(
    `${payBob(5000)}itxn_submit\nitxn Fee\nint 1000\n==\nassert\nitxn FirstValid\nint 5\n==\nassert\nitxn LastValid\nint 100\n==`,
  );
  t.is(run.error, undefined);
  t.true(run.pass);
  t.is(balance(run, BOB), 1_000_000n + 5000n);
  t.is(balance(run, APP_ADDRESS), APP_FUNDS - 5000n - 1000n);
  const inners = run.program.txn.evalDelta?.innerTxns ?? [];
  t.is(inners.length, 1);
  t.deepEqual(inners[0]!.txn?.sender, APP_ADDRESS);
  t.is(inners[0]!.txn?.group, undefined);
  t.is(run.program.lastInner[0], inners[0]);
  t.is(run.program.innerCount, 1);
  t.is(run.program.pendingInner, undefined);
  t.is(run.group.innerAllowance.remaining, 15);
});

test('acfg creates an asset owned by the app; itxn CreatedAssetID reads it; later inners may use it', (t) => {
  const run = runInner(
    [
      'itxn_begin',
      'int acfg\nitxn_field TypeEnum',
      'int 1000\nitxn_field ConfigAssetTotal',
      'byte "TOK"\nitxn_field ConfigAssetUnitName',
      'global CurrentApplicationAddress\nitxn_field ConfigAssetManager',
      'itxn_submit',
      'itxn CreatedAssetID',
      'dup\nstore 1',
      // an axfer of the created asset back to the app: available because it was created in the group
      'itxn_begin\nint axfer\nitxn_field TypeEnum\nload 1\nitxn_field XferAsset',
      'global CurrentApplicationAddress\nitxn_field AssetReceiver\nint 3\nitxn_field AssetAmount\nitxn_submit',
    ].join('\n'),
  );
  t.is(run.error, undefined);
  const created = run.program.txn.evalDelta?.innerTxns?.[0]?.configAsset;
  t.truthy(created);
  t.deepEqual(run.state.creatable(created!), { kind: 'asset', creator: APP_ADDRESS });
  t.true(run.group.shared.createdAssets.has(created!));
  t.is(run.state.account(APP_ADDRESS)?.assets?.get(created!)?.amount, 1000n);
});

test('a group of two inner transactions shares one group id and pools its fees', (t) => {
  const run = runInner(
    `${payBob(1, 'int 2000\nitxn_field Fee\n')}itxn_next\n${payBob(2, 'int 0\nitxn_field Fee\n').replace('itxn_begin\n', '')}itxn_submit\nint 1`,
  );
  t.is(run.error, undefined);
  const inners = run.program.txn.evalDelta!.innerTxns!;
  t.is(inners.length, 2);
  t.is(inners[0]!.txn!.group!.length, 32);
  t.deepEqual(inners[0]!.txn!.group, inners[1]!.txn!.group);
  t.is(run.group.feeCredit.value, 0n);
  t.is(balance(run, APP_ADDRESS), APP_FUNDS - 3n - 2000n);
  t.is(run.program.lastInner.length, 2);
});

test('fee credit: an overpaying outer txn makes the inner default fee 0 and is consumed', (t) => {
  const run = runInner(`${payBob(1)}itxn_submit\nitxn Fee\n!`, { txns: [appCall({ fee: 2000n })] });
  t.is(run.error, undefined);
  t.is(run.group.feeCredit.value, 0n);
  t.is(balance(run, APP_ADDRESS), APP_FUNDS - 1n);
});

test('fee credit: an inner overpayment is added to the credit, the next inner defaults to 0', (t) => {
  const run = runInner(`${payBob(1, 'int 3000\nitxn_field Fee\n')}itxn_submit\n${payBob(1)}itxn_submit\nitxn Fee\n!`);
  t.is(run.error, undefined);
  t.is(run.group.feeCredit.value, 1000n);
});

test('an explicit fee short of the group fee with no credit fails with upstream text', (t) => {
  t.is(
    runInner(`${payBob(1, 'int 0\nitxn_field Fee\n')}itxn_submit\nint 1`).error,
    'group fee 0.0A too small (needs 1mA more)',
  );
  t.is(
    runInner(`${payBob(1, 'int 400\nitxn_field Fee\n')}itxn_submit\nint 1`).error,
    'group fee 400uA too small (needs 600uA more)',
  );
});

test('sender must be the app account or rekeyed to it', (t) => {
  const bob = runInner(`${payBob(1, 'txn Sender\nitxn_field Sender\n')}itxn_submit\nint 1`);
  t.is(bob.error, `app ${APP} (addr ${text(APP_ADDRESS)}) unauthorized ${text(BOB)}`);
  t.is(text(APP_ADDRESS), algosdk.getApplicationAddress(APP).toString());
  // CAROL is rekeyed to the app account
  const carol = runInner(`${payBob(7, `addr ${text(CAROL)}\nitxn_field Sender\n`)}itxn_submit\nint 1`, {
    txns: [appCall({ accounts: [CAROL] })],
  });
  t.is(carol.error, undefined);
  t.is(balance(carol, CAROL), 1_000_000n - 7n - 1000n);
});

test('a failing inner transaction aborts with inner tx I failed', (t) => {
  const run = runInner(`${payBob(Number(APP_FUNDS))}itxn_submit\nint 1`);
  t.true(run.error?.startsWith('inner tx 0 failed: ') === true, run.error);
  t.false(run.pass);
});

test('sequence errors', (t) => {
  t.is(runInner('itxn_submit\nint 1').error, 'itxn_submit without itxn_begin');
  t.is(runInner('itxn_next\nint 1').error, 'itxn_next without itxn_begin');
  t.is(runInner('itxn_begin\nitxn_begin\nint 1').error, 'itxn_begin without itxn_submit');
  t.is(
    runInner('itxn_begin\nint 1', { clearState: true }).error,
    'clear state programs can not issue inner transactions',
  );
});

test('counts: 16 inner transactions per app call, checked against the pooled allowance', (t) => {
  const one = `${payBob(0)}itxn_submit\n`;
  t.is(runInner(`${one.repeat(16)}int 1`).error, undefined);
  t.is(runInner(`${one.repeat(17)}int 1`).error, 'too many inner transactions 1 with 0 left');
  // two app calls pool 32
  const two = runInner(`${one.repeat(17)}int 1`, { txns: [appCall(), appCall()] });
  t.is(two.error, undefined);
  t.is(two.group.innerAllowance.remaining, 15);
});

test('counts: building may exceed the allowance by one, submit is exact; groups stop at MaxTxGroupSize', (t) => {
  const one = `${payBob(0)}itxn_submit\n`;
  const next = `itxn_next\nint pay\nitxn_field TypeEnum\ntxn Sender\nitxn_field Receiver\n`;
  // 10 issued, 6 left: a group of 7 builds but cannot be submitted
  t.is(
    runInner(`${one.repeat(10)}${payBob(0)}${next.repeat(6)}itxn_submit\nint 1`).error,
    'too many inner transactions 7 with 6 left',
  );
  t.is(
    runInner(`${one.repeat(10)}${payBob(0)}${next.repeat(7)}int 1`).error,
    'too many inner transactions 7 with 6 left',
  );
  t.is(runInner(`${payBob(0)}${next.repeat(15)}itxn_submit\nint 1`).error, undefined);
  t.is(runInner(`${payBob(0)}${next.repeat(16)}int 1`).error, 'too many inner transactions 16 with 16 left');
});

const callApp = (id: bigint, extra = ''): string =>
  `itxn_begin\nint appl\nitxn_field TypeEnum\n${id === 0n ? '' : `int ${id}\nitxn_field ApplicationID\n`}${extra}itxn_submit\nint 1`;

test('inner app calls: self-call, old callee, opt-in clear program and budget pooling', (t) => {
  t.is(runInner(callApp(APP)).error, 'attempt to self-call');
  t.is(
    runInner(callApp(OLD_APP), { txns: [appCall({ foreignApps: [OLD_APP] })] }).error,
    'inner app call with version v3 < v4',
  );
  const ok = runInner(callApp(CALLEE), { txns: [appCall({ foreignApps: [CALLEE] })] });
  t.is(ok.error, undefined);
  t.is(ok.program.txn.evalDelta?.innerTxns?.length, 1);
  // the inner app call added 700 to the pool and its program (int 1, cost 1) spent 1 of it
  t.true(ok.group.appBudget.remaining > 700);
});

test('inner app create: version rules read the transaction programs', (t) => {
  const create = (approval: string, clear: string, onc = 0): string =>
    callApp(
      0n,
      `byte ${approval}\nitxn_field ApprovalProgram\nbyte ${clear}\nitxn_field ClearStateProgram\nint ${onc}\nitxn_field OnCompletion\n`,
    );
  t.is(runInner(create('0x0381', '0x0381')).error, 'inner app call with version v3 < v4');
  t.is(runInner(callApp(0n, 'int 0\nitxn_field ApplicationID\n')).error, 'unavailable App 0');
  t.is(runInner(create('0x0481', '0x0381', 1)).error, 'inner app call opt-in with CSP v3 < v4');
});

test('v9 resource sharing: an axfer may not reach a holding the program cannot', (t) => {
  const ledgerAsset = 4004n;
  const axfer = `itxn_begin\nint axfer\nitxn_field TypeEnum\nint ${ledgerAsset}\nitxn_field XferAsset\naddr ${text(ALICE)}\nitxn_field AssetReceiver\nitxn_submit\nint 1`;
  // ALICE's account comes from txn 0 and the asset from txn 1: both available, their holding is not
  const run = runInner(axfer, {
    txns: [
      { type: 'pay', sender: ALICE, receiver: ALICE, fee: 1000n, firstValid: 5n, lastValid: 100n },
      appCall({ foreignAssets: [ledgerAsset] }),
    ],
  });
  t.is(run.error, `axfer AssetReceiver: unavailable Holding ${ledgerAsset}+${text(ALICE)} would be accessible`);
});
