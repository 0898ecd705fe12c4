/**
 * POST /v2/transactions/simulate through algosdk (Algodv2.simulateTransactions, AtomicTransactionComposer.simulate)
 * and raw fetch: results equal to what the same group gets when submitted, unsigned groups, extra budget, more
 * logging, exec traces of a multi-app group with inner transactions, logic sigs, failed-at paths, detailed errors
 * and the ledger left untouched. Resource options: post-v2-transactions-simulate-resources.test.ts; refusals:
 * post-v2-transactions-simulate-errors.test.ts.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { sha512_256 } from '../../../src/core/crypto/hash.js';
import { compileTeal, fresh, pay, params, send, startAlgod, TOKEN, type AlgodHarness } from './harness.js';
import { appCall, BURN, CALLEE, CALLER, COUNTER, createApp, LOGGER, request, u64 } from './simulate-programs.js';
import { ADDER } from './programs.js';

let h: AlgodHarness;
let apps: { counter: bigint; burn: bigint; logger: bigint; callee: bigint; caller: bigint };

test.before(async () => {
  h = await startAlgod();
  const [a] = h.funded;
  apps = {
    counter: await createApp(h, a!, COUNTER),
    burn: await createApp(h, a!, BURN),
    logger: await createApp(h, a!, LOGGER),
    callee: await createApp(h, a!, CALLEE),
    caller: await createApp(h, a!, CALLER),
  };
  await pay(h.algod, a!, algosdk.getApplicationAddress(apps.caller).toString(), 1_000_000);
});
test.after.always(async () => {
  await h?.close();
});

/** Raw JSON simulate: status and parsed body. */
async function simulateJson(body: object): Promise<{ status: number; json: any }> {
  const r = await fetch(`${h.server.algod}/v2/transactions/simulate`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN, 'Content-Type': 'application/msgpack' },
    body: algosdk.encodeMsgpack(body as algosdk.modelsv2.SimulateRequest),
  });
  return { status: r.status, json: await r.json() };
}

test.serial('a signed app call simulates to the txn-result its submission gets, and nothing changes', async (t) => {
  const [a] = h.funded;
  const txn = await appCall(h, a!, apps.counter);
  const before = await h.algod.accountInformation(a!.addr).do();
  const appBefore = await h.algod.getApplicationByID(apps.counter).do();
  const status = await h.algod.status().do();
  const { json, status: code } = await simulateJson(request([txn], a!.sk));
  t.is(code, 200);
  t.is(json.version, 2);
  t.is(BigInt(json['last-round']), status.lastRound);
  const group = json['txn-groups'][0];
  t.is(group['failure-message'], undefined);
  t.is(group['app-budget-added'], 700);
  t.true(group['app-budget-consumed'] > 0);
  const result = group['txn-results'][0];
  t.is(result['app-budget-consumed'], group['app-budget-consumed']);
  const after = await h.algod.accountInformation(a!.addr).do();
  t.is(after.amount, before.amount);
  t.deepEqual(await h.algod.getApplicationByID(apps.counter).do(), appBefore);
  t.is(status.lastRound, (await h.algod.status().do()).lastRound);
  t.is((await h.algod.status().do()).lastRound, status.lastRound);

  const { txid } = await send(h.algod, txn.signTxn(a!.sk));
  const r = await fetch(`${h.server.algod}/v2/transactions/pending/${txid}`, {
    headers: { 'X-Algo-API-Token': TOKEN },
  });
  const pending = (await r.json()) as Record<string, unknown>;
  delete pending['confirmed-round'];
  t.deepEqual(result['txn-result'], pending);
  t.truthy(pending['logs']);
  t.truthy(pending['global-state-delta']);
});

test.serial('algosdk decodes the msgpack response; unsigned groups need allow-empty-signatures', async (t) => {
  const [a] = h.funded;
  const txn = await appCall(h, a!, apps.counter);
  const unsigned = await h.algod.simulateTransactions(request([txn], undefined)).do();
  const g = unsigned.txnGroups[0]!;
  t.regex(g.failureMessage ?? '', /invalid : signedtxn has no sig$/);
  t.deepEqual(g.failedAt, [0]);
  const allowed = await h.algod.simulateTransactions(request([txn], undefined, { allowEmptySignatures: true })).do();
  t.is(allowed.txnGroups[0]!.failureMessage, undefined);
  t.is(allowed.evalOverrides?.allowEmptySignatures, true);
  t.is(allowed.txnGroups[0]!.txnResults[0]!.txnResult.logs?.length, 1);
});

test('over budget without extra-opcode-budget, passes with it', async (t) => {
  const [a] = h.funded;
  const txn = await appCall(h, a!, apps.burn);
  const plain = await h.algod.simulateTransactions(request([txn], a!.sk)).do();
  t.regex(plain.txnGroups[0]!.failureMessage ?? '', /dynamic cost budget exceeded/);
  t.deepEqual(plain.txnGroups[0]!.failedAt, [0]);
  const extra = await h.algod.simulateTransactions(request([txn], a!.sk, { extraOpcodeBudget: 5000 })).do();
  const g = extra.txnGroups[0]!;
  t.is(g.failureMessage, undefined);
  t.is(g.appBudgetAdded, 5700);
  t.true((g.appBudgetConsumed ?? 0) > 700);
  t.is(extra.evalOverrides?.extraOpcodeBudget, 5000);
});

test('more than 32 logs need allow-more-logging', async (t) => {
  const [a] = h.funded;
  const txn = await appCall(h, a!, apps.logger);
  const plain = await h.algod.simulateTransactions(request([txn], a!.sk)).do();
  t.regex(plain.txnGroups[0]!.failureMessage ?? '', /too many log calls in program\. up to 32 is allowed/);
  t.is(plain.txnGroups[0]!.txnResults[0]!.txnResult.logs?.length, 32);
  const more = await h.algod.simulateTransactions(request([txn], a!.sk, { allowMoreLogging: true })).do();
  t.is(more.txnGroups[0]!.failureMessage, undefined);
  t.is(more.txnGroups[0]!.txnResults[0]!.txnResult.logs?.length, 40);
  t.is(more.evalOverrides?.maxLogCalls, 2048);
  t.is(more.evalOverrides?.maxLogSize, 65536);
});

test("a failing inner app call: failed-at names it among the caller's inner transactions", async (t) => {
  const [a] = h.funded;
  const sp = await params(h.algod);
  const first = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: a!.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const call = await appCall(h, a!, apps.caller, [u64(7)], { foreignApps: [apps.callee], fee: 3000n });
  const group = algosdk.assignGroupID([first, call]);
  const r = await h.algod.simulateTransactions(request(group, a!.sk)).do();
  const g = r.txnGroups[0]!;
  t.deepEqual(g.failedAt, [1, 1]);
  t.regex(
    g.failureMessage ?? '',
    /inner tx 0 failed: logic eval error: assert failed pc=\d+\. Details: app=\d+, pc=\d+, opcodes=pushint 7; !=; assert\. Details: app=\d+, pc=\d+, opcodes=.*; itxn_submit$/,
  );
  const inners = g.txnResults[1]!.txnResult.innerTxns ?? [];
  t.is(inners.length, 2);
});

test('exec trace of a multi-app group with inner transactions: stack, scratch and state changes', async (t) => {
  const [a] = h.funded;
  const counter = await appCall(h, a!, apps.counter);
  const call = await appCall(h, a!, apps.caller, [u64(3)], { foreignApps: [apps.callee], fee: 3000n });
  const group = algosdk.assignGroupID([counter, call]);
  const execTraceConfig = new algosdk.modelsv2.SimulateTraceConfig({
    enable: true,
    stackChange: true,
    scratchChange: true,
    stateChange: true,
  });
  const { json, status } = await simulateJson(request(group, a!.sk, { execTraceConfig }));
  t.is(status, 200);
  t.deepEqual(json['exec-trace-config'], {
    enable: true,
    'scratch-change': true,
    'stack-change': true,
    'state-change': true,
  });
  const g = json['txn-groups'][0];
  t.is(g['failure-message'], undefined);
  t.is(g['app-budget-added'], 700 * 3);
  const counterTrace = g['txn-results'][0]['exec-trace'];
  const approval = await compileTeal(h.algod, COUNTER);
  t.is(counterTrace['approval-program-hash'], Buffer.from(sha512_256(approval)).toString('base64'));
  const units = counterTrace['approval-program-trace'] as any[];
  t.deepEqual(units[0], { pc: 1 }); // intcblock: no stack change
  t.deepEqual(units[2], { pc: 8, 'stack-additions': [{ type: 2, uint: Number(apps.counter) }] }); // txn ApplicationID
  const store = units.find((u) => u['scratch-changes'] !== undefined);
  t.is(store['stack-pop-count'], 1);
  t.is(store['scratch-changes'][0].slot, 0);
  const put = units.find((u) => u['state-changes'] !== undefined);
  t.is(put['state-changes'][0].operation, 'w');
  t.is(put['state-changes'][0]['app-state-type'], 'g');
  t.is(Buffer.from(put['state-changes'][0].key, 'base64').toString(), 'n');
  t.is(put['state-changes'][0]['new-value'].type, 2);
  t.is(put['stack-pop-count'], 2);

  const callerTrace = g['txn-results'][1]['exec-trace'];
  t.is(callerTrace['inner-trace'].length, 2);
  const spawners = (callerTrace['approval-program-trace'] as any[]).filter((u) => u['spawned-inners'] !== undefined);
  t.deepEqual(
    spawners.map((u) => u['spawned-inners']),
    [[0], [1]],
  );
  const calleeUnits = callerTrace['inner-trace'][1]['approval-program-trace'] as any[];
  const seen = calleeUnits.find((u) => u['state-changes'] !== undefined)['state-changes'][0];
  t.is(Buffer.from(seen.key, 'base64').toString(), 'seen');
  t.deepEqual(seen['new-value'], { type: 2, uint: 3 });
  const stores = (callerTrace['approval-program-trace'] as any[]).find((u) => u['scratch-changes'] !== undefined);
  t.deepEqual(stores['scratch-changes'], [{ slot: 5, 'new-value': { type: 2, uint: 6 } }]);
  const initial = json['initial-states']['app-initial-states'] as any[];
  const counterState = initial.find((s) => BigInt(s.id) === apps.counter);
  t.is(Buffer.from(counterState['app-globals'].kvs[0].key, 'base64').toString(), 'n');
  t.is(g['txn-results'][1]['txn-result']['inner-txns'].length, 2);
});

test('exec trace sub-options need enable; tracing answers through algosdk', async (t) => {
  const [a] = h.funded;
  const txn = await appCall(h, a!, apps.counter);
  const { status, json } = await simulateJson(
    request([txn], a!.sk, { execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({ stackChange: true }) }),
  );
  t.is(status, 400);
  t.is(json.message, 'basic trace must be enabled when enabling stack tracing');
  const traced = await h.algod
    .simulateTransactions(
      request([txn], a!.sk, { execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({ enable: true }) }),
    )
    .do();
  const trace = traced.txnGroups[0]!.txnResults[0]!.execTrace!;
  t.true((trace.approvalProgramTrace?.length ?? 0) > 5);
  t.is(trace.approvalProgramTrace?.[0]?.stackAdditions, undefined);
});

test.serial('AtomicTransactionComposer.simulate returns the ABI result without submitting', async (t) => {
  const [a] = h.funded;
  const adder = await createApp(h, a!, ADDER);
  const method = algosdk.ABIMethod.fromSignature('add(uint64,uint64)uint64');
  const atc = new algosdk.AtomicTransactionComposer();
  atc.addMethodCall({
    appID: adder,
    method,
    methodArgs: [20, 22],
    sender: a!.addr,
    signer: algosdk.makeBasicAccountTransactionSigner({ addr: algosdk.Address.fromString(a!.addr), sk: a!.sk }),
    suggestedParams: await params(h.algod),
  });
  const round = (await h.algod.status().do()).lastRound;
  const { methodResults, simulateResponse } = await atc.simulate(h.algod);
  t.is(methodResults[0]!.returnValue, 42n);
  t.is(simulateResponse.lastRound, round);
  const txid = methodResults[0]!.txID;
  await t.throwsAsync(h.algod.pendingTransactionInformation(txid).do());
});

test('a logic-sig transaction: its budget and, when tracing, its trace and hash', async (t) => {
  const [a] = h.funded;
  const program = await compileTeal(h.algod, '#pragma version 8\npushint 1\npushint 2\n+\npop\npushint 1');
  const lsig = new algosdk.LogicSigAccount(program);
  const escrow = lsig.address().toString();
  await pay(h.algod, a!, escrow, 1_000_000);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: escrow,
    receiver: escrow,
    amount: 0,
    suggestedParams: await params(h.algod),
  });
  const signed = algosdk.decodeSignedTransaction(algosdk.signLogicSigTransactionObject(txn, lsig).blob);
  const execTraceConfig = new algosdk.modelsv2.SimulateTraceConfig({ enable: true, stackChange: true });
  const r = await h.algod
    .simulateTransactions(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: [signed] })],
        execTraceConfig,
      }),
    )
    .do();
  const result = r.txnGroups[0]!.txnResults[0]!;
  t.is(r.txnGroups[0]!.failureMessage, undefined);
  t.is(result.logicSigBudgetConsumed, 5);
  t.is(result.appBudgetConsumed, undefined);
  t.deepEqual(result.execTrace?.logicSigHash, new Uint8Array(sha512_256(program)));
  const units = result.execTrace?.logicSigTrace ?? [];
  t.deepEqual(
    units.map((u) => u.pc),
    [1, 3, 5, 6, 7],
  );
  t.is(units[2]?.stackPopCount, 2);
  t.deepEqual(
    units[2]?.stackAdditions?.map((v) => v.uint),
    [3n],
  );
  t.is(units[3]?.stackPopCount, 1);
  t.is(units[3]?.stackAdditions, undefined);
});

test('a rejecting logic sig fails the group at its index, with no evaluation', async (t) => {
  const [a] = h.funded;
  const program = await compileTeal(h.algod, '#pragma version 8\nint 0');
  const lsig = new algosdk.LogicSigAccount(program);
  const sp = await params(h.algod);
  const first = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: a!.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const second = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: lsig.address(),
    receiver: a!.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const [g0, g1] = algosdk.assignGroupID([first, second]);
  const txns = [
    algosdk.decodeSignedTransaction(g0!.signTxn(a!.sk)),
    algosdk.decodeSignedTransaction(algosdk.signLogicSigTransactionObject(g1!, lsig).blob),
  ];
  const r = await h.algod
    .simulateTransactions(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns })],
      }),
    )
    .do();
  const g = r.txnGroups[0]!;
  t.deepEqual(g.failedAt, [1]);
  t.regex(g.failureMessage ?? '', new RegExp(`invalid : transaction ${g1!.txID()}: rejected by logic$`));
  t.is(g.appBudgetAdded, undefined);
});

test('a failing ClearState program is rolled back: the trace says so, the call succeeds', async (t) => {
  const [a] = h.funded;
  const user = fresh();
  await pay(h.algod, a!, user.addr, 1_000_000);
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: a!.addr,
    approvalProgram: await compileTeal(h.algod, '#pragma version 8\nint 1'),
    clearProgram: await compileTeal(h.algod, '#pragma version 8\nbyte "x"\nint 1\napp_global_put\nerr'),
    numGlobalInts: 1,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(h.algod),
  });
  const { txid } = await send(h.algod, create.signTxn(a!.sk));
  const appId = (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex!;
  await send(
    h.algod,
    (await appCall(h, user, appId, [], { onComplete: algosdk.OnApplicationComplete.OptInOC })).signTxn(user.sk),
  );
  const clear = await appCall(h, user, appId, [], { onComplete: algosdk.OnApplicationComplete.ClearStateOC });
  const execTraceConfig = new algosdk.modelsv2.SimulateTraceConfig({ enable: true, stateChange: true });
  const r = await h.algod.simulateTransactions(request([clear], user.sk, { execTraceConfig })).do();
  const g = r.txnGroups[0]!;
  t.is(g.failureMessage, undefined);
  const trace = g.txnResults[0]!.execTrace!;
  t.is(trace.clearStateRollback, true);
  t.regex(
    trace.clearStateRollbackError ?? '',
    /^logic eval error: err opcode executed\. Details: app=\d+, pc=\d+, opcodes=.*; err$/,
  );
  t.is(trace.approvalProgramTrace, undefined);
  t.true((trace.clearStateProgramTrace?.length ?? 0) >= 4);
  t.is(g.txnResults[0]!.txnResult.globalStateDelta, undefined);
});
