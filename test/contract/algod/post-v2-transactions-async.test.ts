/**
 * POST /v2/transactions/async: 200 with an empty body, the group is confirmed afterwards; bodies that do not decode
 * answer the same 400 as POST /v2/transactions; without the developer API the route answers upstream's 404 text.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { params, startAlgod, TOKEN, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

function post(server: AlgodHarness['server'], path: string, body: Uint8Array): Promise<Response> {
  return fetch(`${server.algod}${path}`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN, 'Content-Type': 'application/x-binary' },
    body,
  });
}

test('a payment is accepted at once and confirmed afterwards', async (t) => {
  const [a, b] = [h.funded[0]!, h.funded[1]!];
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a.addr,
    receiver: b.addr,
    amount: 1234,
    suggestedParams: await params(h.algod),
  });
  const r = await post(h.server, '/v2/transactions/async', txn.signTxn(a.sk));
  t.is(r.status, 200);
  t.is(await r.text(), '');
  let confirmed: bigint | undefined;
  for (let i = 0; i < 200 && confirmed === undefined; i++) {
    confirmed = (await h.algod.pendingTransactionInformation(txn.txID()).do()).confirmedRound;
    if (confirmed === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  t.true(confirmed !== undefined && confirmed > 0n);
});

for (const [label, body] of [
  ['empty', new Uint8Array(0)],
  ['garbage', new Uint8Array([0xc1, 2, 3])],
] as const) {
  test(`a ${label} body answers what POST /v2/transactions answers`, async (t) => {
    const sync = await post(h.server, '/v2/transactions', body);
    const async = await post(h.server, '/v2/transactions/async', body);
    t.is(async.status, 400);
    t.is(sync.status, 400);
    t.is(await async.text(), await sync.text());
  });
}

test('a bad skip-pq-address-check value is a binding error', async (t) => {
  const r = await post(h.server, '/v2/transactions/async?skip-pq-address-check=maybe', new Uint8Array(0));
  t.is(r.status, 400);
  t.is(
    ((await r.json()) as { message: string }).message,
    'Invalid format for parameter skip-pq-address-check: strconv.ParseBool: parsing "maybe": invalid syntax',
  );
});

test('without the developer API: 404 text/plain naming the switch', async (t) => {
  const off = await startAlgod(['--no-developer-api']);
  try {
    const r = await post(off.server, '/v2/transactions/async', new Uint8Array(0));
    t.is(r.status, 404);
    t.regex(r.headers.get('content-type') ?? '', /^text\/plain/);
    t.is(
      await r.text(),
      '/transactions/async was not enabled in the configuration file by setting the EnableDeveloperAPI to true',
    );
  } finally {
    await off.close();
  }
});
