/**
 * gRPC EvaluateGroup (the evaluation RPC): a signed group is evaluated exactly as SendRawTransaction would evaluate
 * it, against the pending state, and nothing is admitted. Passing groups answer with one PendingTransactionResponse
 * record per transaction carrying ApplyData (app id, deltas, logs, inner transactions); rejected ones with the same
 * message the submission gets; malformed bodies fail the call.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { decodeMsgpackValue } from '../../../src/core/codec/msgpack.js';
import * as grpc from '@grpc/grpc-js';
import { clients, metadata, unary, unaryError } from '../../helpers/grpc.js';
import { TOKEN } from '../../helpers/server.js';
import { compileTeal, fresh, params, pay, send, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

interface Reply {
  would_succeed: boolean;
  failure_message: string;
  round: string;
  pending_transactions_msgpack: Buffer[];
}

function evaluate(signed: Uint8Array | Uint8Array[]): Promise<Reply> {
  const { algod } = clients(h.server.grpc);
  const body = Buffer.concat((Array.isArray(signed) ? signed : [signed]).map((s) => Buffer.from(s)));
  return unary<Reply>(algod, 'EvaluateGroup', { signed_transactions: body }, metadata({ 'x-algo-api-token': TOKEN }));
}

/** The message POST /v2/transactions answers `signed` with (its JSON `message`). */
async function submissionMessage(signed: Uint8Array): Promise<string> {
  const headers = { 'X-Algo-API-Token': TOKEN, 'Content-Type': 'application/x-binary' };
  const r = await fetch(`${h.server.algod}/v2/transactions`, { method: 'POST', headers, body: signed });
  return ((await r.json()) as { message: string }).message;
}

const record = (bytes: Buffer): Map<string | bigint, unknown> =>
  decodeMsgpackValue(bytes).value as Map<string | bigint, unknown>;

const LOGGER = `#pragma version 10
txn ApplicationID
bz create
byte "hits"
byte "hits"
app_global_get
int 1
+
app_global_put
byte "hello"
log
create:
int 1`;

test.serial('an app call: ApplyData in the records, nothing admitted, the same group then submits', async (t) => {
  const creator = h.funded[0]!;
  const sp = await params(h.algod);
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: await compileTeal(h.algod, LOGGER),
    clearProgram: await compileTeal(h.algod, '#pragma version 10\nint 1'),
    numGlobalInts: 1,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: sp,
  });
  const before = await h.algod.status().do();
  const created = await evaluate(create.signTxn(creator.sk));
  t.true(created.would_succeed, created.failure_message);
  t.is(created.round, String(before.lastRound + 1n));
  t.is(created.pending_transactions_msgpack.length, 1);
  const createdRecord = record(created.pending_transactions_msgpack[0]!);
  t.true(createdRecord.has('application-index'));
  t.false(createdRecord.has('confirmed-round'));
  // nothing was admitted: not pending, no new round, and the real submission gets the same app id
  const pending = await h.algod.pendingTransactionsInformation().do();
  t.is(pending.topTransactions.length, 0);
  t.is((await h.algod.status().do()).lastRound, before.lastRound);
  const { txid } = await send(h.algod, create.signTxn(creator.sk));
  const appId = (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex!;
  t.is(BigInt(createdRecord.get('application-index') as number | bigint), appId);

  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: creator.addr,
    appIndex: appId,
    suggestedParams: await params(h.algod),
  });
  const r = await evaluate(call.signTxn(creator.sk));
  t.true(r.would_succeed, r.failure_message);
  const info = algosdk.decodeMsgpack(r.pending_transactions_msgpack[0]!, algosdk.modelsv2.PendingTransactionResponse);
  t.deepEqual(
    info.logs?.map((l) => Buffer.from(l).toString()),
    ['hello'],
  );
  t.is(info.globalStateDelta?.[0]?.value.uint, 1n);
  t.is(info.confirmedRound, undefined);
  // evaluating twice gives the same answer: the first evaluation left no state behind
  const again = await evaluate(call.signTxn(creator.sk));
  t.deepEqual(again.pending_transactions_msgpack, r.pending_transactions_msgpack);
});

test.serial("a rejected group answers with the submission's message; malformed bodies fail the call", async (t) => {
  const poor = fresh();
  await pay(h.algod, h.funded[0]!, poor.addr, 200_000);
  const sp = await params(h.algod);
  const overspend = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: poor.addr,
    receiver: poor.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const tooMuch = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: poor.addr,
    receiver: h.funded[1]!.addr,
    amount: 150_000,
    suggestedParams: sp,
  });
  const ok = await evaluate(overspend.signTxn(poor.sk));
  t.true(ok.would_succeed);
  const r = await evaluate(tooMuch.signTxn(poor.sk));
  t.false(r.would_succeed);
  t.deepEqual(r.pending_transactions_msgpack, []);
  t.is(r.failure_message, await submissionMessage(tooMuch.signTxn(poor.sk)));
  t.regex(r.failure_message, /below min/);

  // a forged signature: rejected, as the submission would be
  const forged = tooMuch.signTxn(fresh().sk);
  const bad = await evaluate(forged);
  t.false(bad.would_succeed);
  t.is(bad.failure_message, await submissionMessage(forged));

  const { algod } = clients(h.server.grpc);
  const truncated = await unaryError(
    algod,
    'EvaluateGroup',
    { signed_transactions: Buffer.from([0x81, 0xa3]) },
    metadata({ 'x-algo-api-token': TOKEN }),
  );
  t.is(truncated?.code, grpc.status.INVALID_ARGUMENT);
  const anonymous = await unaryError(algod, 'EvaluateGroup', {
    signed_transactions: Buffer.from(overspend.signTxn(poor.sk)),
  });
  t.is(anonymous?.code, grpc.status.UNAUTHENTICATED);
});
