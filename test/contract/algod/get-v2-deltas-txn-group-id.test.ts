/**
 * GET /v2/deltas/txn/group/{id}: a malformed id is 400 `no valid transaction ID was specified`; a valid one 501
 * `failed retrieving the expected tracer from ledger` (no txn-group tracer on a dev node); bad format 400.
 */
import test from 'ava';
import { pay, rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('a valid id: 501 with upstream text, also through algosdk', async (t) => {
  const { txid } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1);
  const r = await rawGet(h.server, `/v2/deltas/txn/group/${txid}`);
  t.is(r.status, 501);
  t.is(r.text, '{"message":"failed retrieving the expected tracer from ledger"}\n');
  await t.throwsAsync(h.algod.getLedgerStateDeltaForTransactionGroup(txid).do(), { message: /failed retrieving the expected tracer/ });
});

test('a malformed id or format', async (t) => {
  const id = await rawGet(h.server, '/v2/deltas/txn/group/NOTATXID');
  t.is(id.status, 400);
  t.is(id.text, '{"message":"no valid transaction ID was specified"}\n');
  const format = await rawGet(h.server, '/v2/deltas/txn/group/NOTATXID?format=yaml');
  t.is(format.status, 400);
  t.is(format.text, '{"message":"failed to parse the format option"}\n');
});
