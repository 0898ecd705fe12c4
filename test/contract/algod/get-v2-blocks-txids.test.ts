/**
 * GET /v2/blocks/{round}/txids: algosdk's getBlockTxids decodes `{"blockTxids"}`, the top-level ids in payset order
 * (a group's ids in group order), `[]` for an empty block; unknown and bad rounds answer upstream's texts.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { params, rawGet, send, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('a group block lists both ids in group order', async (t) => {
  const sp = await params(h.algod);
  const [a, b] = [h.funded[0]!, h.funded[1]!];
  const t1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a.addr,
    receiver: b.addr,
    amount: 1,
    suggestedParams: sp,
  });
  const t2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: b.addr,
    receiver: a.addr,
    amount: 2,
    suggestedParams: sp,
  });
  algosdk.assignGroupID([t1, t2]);
  const { round } = await send(h.algod, [t1.signTxn(a.sk), t2.signTxn(b.sk)]);
  const { blocktxids: blockTxids } = await h.algod.getBlockTxids(round).do();
  t.deepEqual(blockTxids, [t1.txID(), t2.txID()]);
});

test('the genesis block has no transactions: an empty list', async (t) => {
  t.deepEqual((await h.algod.getBlockTxids(0).do()).blocktxids, []);
  const r = await rawGet(h.server, '/v2/blocks/0/txids');
  t.is(r.text, '{"blockTxids":[]}\n');
});

test('unknown and malformed rounds', async (t) => {
  const future = await rawGet(h.server, '/v2/blocks/18446744073709551615/txids');
  t.is(future.status, 404);
  t.is(JSON.parse(future.text).message, 'failed to retrieve information from the ledger');
  const bad = await rawGet(h.server, '/v2/blocks/18446744073709551616/txids');
  t.is(bad.status, 400);
  t.is(
    JSON.parse(bad.text).message,
    'Invalid format for parameter round: strconv.ParseUint: parsing "18446744073709551616": value out of range',
  );
});
