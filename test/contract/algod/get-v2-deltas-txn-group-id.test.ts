/**
 * GET /v2/deltas/txn/group/{id}: in dev mode algosdk's getLedgerStateDeltaForTransactionGroup decodes the group's
 * StateDeltaSubset, found by any transaction id of the group or by the group id; unknown ids 404 with upstream's
 * text, malformed ids 400, interval mode upstream's no-tracer 501.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { encodeDigest } from '../../../src/core/crypto/address.js';
import { params, rawGet, send, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('a group: the same delta by either txid or the group id', async (t) => {
  const sp = await params(h.algod);
  const [a, b] = [h.funded[0]!, h.funded[1]!];
  const t1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a.addr,
    receiver: b.addr,
    amount: 5,
    suggestedParams: sp,
  });
  const t2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: b.addr,
    receiver: a.addr,
    amount: 6,
    suggestedParams: sp,
  });
  algosdk.assignGroupID([t1, t2]);
  const { round } = await send(h.algod, [t1.signTxn(a.sk), t2.signTxn(b.sk)]);
  const byFirst = await h.algod.getLedgerStateDeltaForTransactionGroup(t1.txID()).do();
  t.is(byFirst.blockHeader.round, round);
  t.is(byFirst.txids.size, 2);
  const group = Buffer.from(t1.group!);
  const groupText = (await rawGet(h.server, `/v2/deltas/txn/group/${t2.txID()}`)).text;
  const byGroupText = (await rawGet(h.server, `/v2/deltas/txn/group/${encodeDigest(group)}`)).text;
  t.is(byGroupText, groupText);
  t.deepEqual(Object.keys(JSON.parse(groupText)), ['Accts', 'Hdr', 'Txids']);
});

test('an unknown id: 404 with upstream text', async (t) => {
  const id = 'A'.repeat(52);
  const r = await rawGet(h.server, `/v2/deltas/txn/group/${id}`);
  t.is(r.status, 404);
  t.is(r.text, `{"message":"failed retrieving State Delta: unable to find delta for id: ${id}"}\n`);
  await t.throwsAsync(h.algod.getLedgerStateDeltaForTransactionGroup(id).do(), {
    message: /unable to find delta for id/,
  });
});

test('a malformed id or format', async (t) => {
  const id = await rawGet(h.server, '/v2/deltas/txn/group/NOTATXID');
  t.is(id.status, 400);
  t.is(id.text, '{"message":"no valid transaction ID was specified"}\n');
  const format = await rawGet(h.server, '/v2/deltas/txn/group/NOTATXID?format=yaml');
  t.is(format.status, 400);
  t.is(format.text, '{"message":"failed to parse the format option"}\n');
});

test('interval mode: upstream answer without the tracer, 501', async (t) => {
  const interval = await startAlgod(['--block-interval-ms=50']);
  try {
    const r = await rawGet(interval.server, `/v2/deltas/txn/group/${'A'.repeat(52)}`);
    t.is(r.status, 501);
    t.is(r.text, '{"message":"failed retrieving the expected tracer from ledger"}\n');
  } finally {
    await interval.close();
  }
});
