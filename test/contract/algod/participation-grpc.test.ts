/**
 * Participation routes over REST (admin token, upstream bodies) and many submissions in one gRPC ExecuteBatch call.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { ADMIN_TOKEN } from '../../helpers/server.js';
import { clients, metadata, unary } from '../../helpers/grpc.js';
import { params, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const admin = { 'X-Algo-API-Token': ADMIN_TOKEN };

test.serial('participation: empty list is null, unknown id 404, bad id 400, empty upload 400', async (t) => {
  const list = await fetch(`${h.server.algod}/v2/participation`, { headers: admin });
  t.is(list.status, 200);
  t.is(await list.text(), '[]\n', 'upstream writes null; we write an empty array (docs/compat.md)');
  const unknown = await fetch(`${h.server.algod}/v2/participation/${'A'.repeat(52)}`, { headers: admin });
  t.is(unknown.status, 404);
  const bad = await fetch(`${h.server.algod}/v2/participation/not-an-id`, { headers: admin });
  t.is(bad.status, 400);
  const empty = await fetch(`${h.server.algod}/v2/participation`, { method: 'POST', headers: admin, body: '' });
  t.is(empty.status, 400);
  t.is(await empty.text(), '{"message":"payload was of zero length"}\n');
  const del = await fetch(`${h.server.algod}/v2/participation/${'A'.repeat(52)}`, { method: 'DELETE', headers: admin });
  t.is(del.status, 404);
  t.is(await del.text(), '{"message":"participation id not found"}\n');
});

test.serial('participation: generate real keys for an account, then list and delete them', async (t) => {
  const addr = h.funded[0]!.addr;
  const gen = await fetch(`${h.server.algod}/v2/participation/generate/${addr}?first=1&last=3000&dilution=100`, {
    method: 'POST',
    headers: admin,
  });
  t.is(gen.status, 200);
  type Key = { id: string; address: string; key: { 'vote-key-dilution': number } };
  let keys: Key[] = [];
  for (let i = 0; i < 200 && keys.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 50));
    keys = (await (await fetch(`${h.server.algod}/v2/participation`, { headers: admin })).json()) as Key[];
  }
  t.is(keys?.length, 1);
  t.is(keys![0]!.address, addr);
  t.is(keys![0]!.key['vote-key-dilution'], 100);
  const one = await fetch(`${h.server.algod}/v2/participation/${keys![0]!.id}`, { headers: admin });
  t.is(one.status, 200);
  const del = await fetch(`${h.server.algod}/v2/participation/${keys![0]!.id}`, { method: 'DELETE', headers: admin });
  t.is(del.status, 200);
});

test.serial('gRPC ExecuteBatch submits many groups in one call; each answers its own txid or error', async (t) => {
  const { algod } = clients(h.server.grpc);
  const [a, b] = h.funded;
  const sp = await params(h.algod);
  const signed = Array.from({ length: 20 }, (_, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a!.addr,
      receiver: b!.addr,
      amount: i + 1,
      suggestedParams: sp,
    }),
  );
  const calls = signed.map((txn) => ({
    send_raw_transaction: { signed_transactions: Buffer.from(txn.signTxn(a!.sk)) },
  }));
  calls.push({ send_raw_transaction: { signed_transactions: Buffer.from(signed[0]!.signTxn(a!.sk)) } });
  const before = (await h.algod.status().do()).lastRound;
  const r = await unary<{
    replies: { reply: string; send_raw_transaction?: { tx_id: string }; error?: { message: string } }[];
  }>(algod, 'ExecuteBatch', { calls }, metadata({ 'x-algo-api-token': 'a'.repeat(64) }));
  // Calls run concurrently: either copy of the duplicated first transaction may win; the other is refused.
  const ids = r.replies.map((x) => x.send_raw_transaction?.tx_id).filter((x) => x !== undefined);
  t.deepEqual([...ids].sort(), signed.map((x) => x.txID()).sort());
  const errors = r.replies.filter((x) => x.error !== undefined && x.error !== null);
  t.is(errors.length, 1);
  t.regex(errors[0]!.error?.message ?? '', /transaction already in ledger/);
  t.is((await h.algod.status().do()).lastRound, before + 20n);
  algod.close();
});
