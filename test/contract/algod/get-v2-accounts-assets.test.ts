/**
 * GET /v2/accounts/{address}/assets: algosdk's accountAssetsInformation decodes pages of holdings (with each
 * asset's params); `limit`/`next` paging, a fresh account, and upstream's texts for bad limits, tokens and addresses.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, params, pay, rawGet, send, startAlgod, type AlgodHarness, type Funded } from './harness.js';

let h: AlgodHarness;
let holder: Funded;
const ids: bigint[] = [];

test.before(async () => {
  h = await startAlgod();
  holder = fresh();
  await pay(h.algod, h.funded[0]!, holder.addr, 10_000_000);
  for (const unitName of ['AA', 'BB', 'CC']) {
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: h.funded[0]!.addr,
      total: 1000,
      decimals: 0,
      defaultFrozen: false,
      unitName,
      assetName: `asset ${unitName}`,
      suggestedParams: await params(h.algod),
    });
    const { txid } = await send(h.algod, create.signTxn(h.funded[0]!.sk));
    const id = (await h.algod.pendingTransactionInformation(txid).do()).assetIndex!;
    ids.push(id);
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: holder.addr,
      assetIndex: id,
      amount: 0,
      suggestedParams: await params(h.algod),
    });
    await send(h.algod, optIn.signTxn(holder.sk));
  }
});
test.after.always(async () => {
  await h?.close();
});

test('algosdk decodes every holding with its asset params and the round', async (t) => {
  const page = await h.algod.accountAssetsInformation(holder.addr).do();
  t.deepEqual(
    page.assetHoldings?.map((a) => BigInt(a.assetHolding.assetId)),
    ids,
  );
  t.deepEqual(
    page.assetHoldings?.map((a) => a.assetParams?.unitName),
    ['AA', 'BB', 'CC'],
  );
  t.is(page.assetHoldings?.[0]?.assetParams?.creator, h.funded[0]!.addr);
  t.is(page.nextToken, undefined);
  t.is(BigInt(page.round), (await h.algod.status().do()).lastRound);
});

test('limit and next page through the holdings', async (t) => {
  const first = await h.algod.accountAssetsInformation(holder.addr).limit(2).do();
  t.deepEqual(
    first.assetHoldings?.map((a) => BigInt(a.assetHolding.assetId)),
    ids.slice(0, 2),
  );
  t.is(first.nextToken, String(ids[1]));
  const rest = await h.algod.accountAssetsInformation(holder.addr).limit(2).next(first.nextToken!).do();
  t.deepEqual(
    rest.assetHoldings?.map((a) => BigInt(a.assetHolding.assetId)),
    ids.slice(2),
  );
  t.is(rest.nextToken, undefined);
});

test('a fresh account has an empty list; keys are asset-holdings and round', async (t) => {
  const r = await rawGet(h.server, `/v2/accounts/${fresh().addr}/assets`);
  t.is(r.status, 200);
  t.regex(r.text, /^\{"asset-holdings":\[\],"round":\d+\}\n$/);
});

const BAD: readonly [string, string][] = [
  ['limit=0', 'limit parameter must be a positive integer'],
  ['limit=1001', 'limit 1001 exceeds max assets single batch limit 1000'],
  ['limit=x', 'Invalid format for parameter limit: strconv.ParseUint: parsing "x": invalid syntax'],
  ['next=x', 'unable to parse next token: strconv.ParseUint: parsing "x": invalid syntax'],
];

for (const [query, message] of BAD) {
  test(`?${query} → 400 ${message}`, async (t) => {
    const r = await rawGet(h.server, `/v2/accounts/${holder.addr}/assets?${query}`);
    t.is(r.status, 400);
    t.is(JSON.parse(r.text).message, message);
  });
}

test('a malformed address is a binding error', async (t) => {
  const r = await rawGet(h.server, '/v2/accounts/NOTANADDRESS/assets');
  t.is(r.status, 400);
  t.regex(
    JSON.parse(r.text).message,
    /^Invalid format for parameter address: error unmarshaling 'NOTANADDRESS' text as \*basics\.Address/,
  );
});
