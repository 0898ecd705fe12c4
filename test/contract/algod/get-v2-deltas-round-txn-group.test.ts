/**
 * GET /v2/deltas/{round}/txn/group: in dev mode (one group per block) algosdk's
 * getTransactionGroupLedgerStateDeltasForRound decodes `{"Deltas":[{"Delta","Ids"}]}` for the tracer's last 4
 * rounds; other rounds 404 with upstream's text; interval mode answers upstream's no-tracer 501; bad format or
 * round 400.
 */
import test from 'ava';
import { decodeDigest } from '../../../src/core/crypto/address.js';
import { pay, rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test.serial('a payment round: one group delta with its txid, accounts and header', async (t) => {
  const { txid, round } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 77);
  const r = await h.algod.getTransactionGroupLedgerStateDeltasForRound(round).do();
  t.is(r.deltas.length, 1);
  t.deepEqual(r.deltas[0]!.ids, [txid]);
  const delta = r.deltas[0]!.delta;
  t.deepEqual(
    [...delta.txids.keys()].map((k) => Buffer.from(k)),
    [decodeDigest(txid)],
  );
  t.true(delta.accounts.accounts.some((a) => a.addr.toString() === h.funded[1]!.addr));
  t.is(delta.blockHeader.round, round);
});

test.serial('JSON: Deltas/Delta/Ids with the subset keys only', async (t) => {
  const { txid, round } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 78);
  const r = await rawGet(h.server, `/v2/deltas/${round}/txn/group`);
  t.is(r.status, 200);
  const body = JSON.parse(r.text) as { Deltas: { Delta: Record<string, unknown>; Ids: string[] }[] };
  t.deepEqual(body.Deltas[0]!.Ids, [txid]);
  t.deepEqual(Object.keys(body.Deltas[0]!.Delta), ['Accts', 'Hdr', 'Txids']);
});

test.serial('rounds the tracer does not hold: 404 with upstream text', async (t) => {
  for (let i = 0; i < 4; i++) await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1);
  const r = await rawGet(h.server, '/v2/deltas/1/txn/group?format=msgpack');
  t.is(r.status, 404);
  t.is(r.text, '{"message":"failed retrieving State Delta: round 1 not found in txnGroupDeltaTracer"}\n');
  const future = await rawGet(h.server, '/v2/deltas/99999/txn/group');
  t.is(JSON.parse(future.text).message, 'failed retrieving State Delta: round 99999 not found in txnGroupDeltaTracer');
});

test.serial('a bad format or round is refused first', async (t) => {
  const format = await rawGet(h.server, '/v2/deltas/1/txn/group?format=xml');
  t.is(format.status, 400);
  t.is(format.text, '{"message":"failed to parse the format option"}\n');
  const round = await rawGet(h.server, '/v2/deltas/r/txn/group');
  t.is(round.status, 400);
  t.is(
    JSON.parse(round.text).message,
    'Invalid format for parameter round: strconv.ParseUint: parsing "r": invalid syntax',
  );
});

test.serial('interval mode (several groups per block): upstream answer without the tracer, 501', async (t) => {
  const interval = await startAlgod(['--block-interval-ms=50']);
  try {
    const r = await rawGet(interval.server, '/v2/deltas/1/txn/group');
    t.is(r.status, 501);
    t.is(r.text, '{"message":"failed retrieving the expected tracer from ledger"}\n');
    await t.throwsAsync(interval.algod.getTransactionGroupLedgerStateDeltasForRound(1).do(), {
      message: /failed retrieving the expected tracer/,
    });
  } finally {
    await interval.close();
  }
});
