/**
 * GET /v2/deltas/{round}/txn/group: per-group deltas need upstream's EnableTxnEvalTracer, off on a dev node: 501
 * `failed retrieving the expected tracer from ledger`, after the format check (400) as upstream.
 */
import test from 'ava';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('501 with upstream text, also through algosdk', async (t) => {
  const r = await rawGet(h.server, '/v2/deltas/1/txn/group?format=msgpack');
  t.is(r.status, 501);
  t.is(r.text, '{"message":"failed retrieving the expected tracer from ledger"}\n');
  await t.throwsAsync(h.algod.getTransactionGroupLedgerStateDeltasForRound(1).do(), { message: /failed retrieving the expected tracer/ });
});

test('a bad format or round is refused first', async (t) => {
  const format = await rawGet(h.server, '/v2/deltas/1/txn/group?format=xml');
  t.is(format.status, 400);
  t.is(format.text, '{"message":"failed to parse the format option"}\n');
  const round = await rawGet(h.server, '/v2/deltas/r/txn/group');
  t.is(round.status, 400);
  t.is(JSON.parse(round.text).message, 'Invalid format for parameter round: strconv.ParseUint: parsing "r": invalid syntax');
});
