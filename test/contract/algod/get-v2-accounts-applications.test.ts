/**
 * GET /v2/accounts/{address}/applications: algosdk's accountApplicationsInformation decodes pages of an account's
 * apps (local state, params with include=params, `deleted` for apps that no longer exist); paging and upstream's
 * texts for bad limits, tokens and addresses.
 */
import test from 'ava';
import algosdk from 'algosdk';
import {
  compileTeal,
  fresh,
  params,
  pay,
  rawGet,
  send,
  startAlgod,
  type AlgodHarness,
  type Funded,
} from './harness.js';

let h: AlgodHarness;
let user: Funded;
const ids: bigint[] = [];

async function call(sender: Funded, appIndex: bigint, onComplete: algosdk.OnApplicationComplete): Promise<void> {
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender: sender.addr,
    appIndex,
    onComplete,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, txn.signTxn(sender.sk));
}

test.before(async () => {
  h = await startAlgod();
  user = fresh();
  await pay(h.algod, h.funded[0]!, user.addr, 10_000_000);
  const approval = await compileTeal(h.algod, '#pragma version 8\nint 1');
  for (let i = 0; i < 3; i++) {
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: h.funded[0]!.addr,
      approvalProgram: approval,
      clearProgram: approval,
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 1,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await params(h.algod),
    });
    const { txid } = await send(h.algod, create.signTxn(h.funded[0]!.sk));
    const id = (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex!;
    ids.push(id);
    await call(user, id, algosdk.OnApplicationComplete.OptInOC);
  }
  await call(h.funded[0]!, ids[2]!, algosdk.OnApplicationComplete.DeleteApplicationOC);
});
test.after.always(async () => {
  await h?.close();
});

test('algosdk decodes local states; params only with include=params; deleted apps flagged', async (t) => {
  const plain = await h.algod.accountApplicationsInformation(user.addr).do();
  t.deepEqual(
    plain.applicationResources?.map((a) => BigInt(a.id)),
    ids,
  );
  t.true(plain.applicationResources?.every((a) => a.params === undefined));
  t.deepEqual(
    plain.applicationResources?.map((a) => a.deleted),
    [undefined, undefined, true],
  );
  t.deepEqual(
    plain.applicationResources?.map((a) => BigInt(a.appLocalState!.id)),
    ids,
  );
  const withParams = await h.algod.accountApplicationsInformation(user.addr).include(['params']).do();
  t.is(withParams.applicationResources?.[0]?.params?.creator.toString(), h.funded[0]!.addr);
  t.is(withParams.applicationResources?.[2]?.params, undefined);
});

test('the creator sees its created apps; limit and next page through them', async (t) => {
  const first = await h.algod.accountApplicationsInformation(h.funded[0]!.addr).limit(1).do();
  t.is(first.applicationResources?.length, 1);
  t.is(first.nextToken, String(first.applicationResources?.[0]?.id));
  const rest = await h.algod.accountApplicationsInformation(h.funded[0]!.addr).next(first.nextToken!).do();
  t.true(rest.applicationResources!.every((a) => BigInt(a.id) > BigInt(first.nextToken!)));
  t.is(rest.nextToken, undefined);
});

test('a fresh account has an empty list', async (t) => {
  const r = await rawGet(h.server, `/v2/accounts/${fresh().addr}/applications`);
  t.is(r.status, 200);
  t.regex(r.text, /^\{"application-resources":\[\],"round":\d+\}\n$/);
});

const BAD: readonly [string, string][] = [
  ['limit=0', 'limit parameter must be a positive integer'],
  ['limit=1001&include=params', 'limit 1001 exceeds max applications single batch limit 1000'],
  ['limit=100001', 'limit 100001 exceeds max applications single batch limit 100000'],
  ['next=-1', 'unable to parse next token: strconv.ParseUint: parsing "-1": invalid syntax'],
];

for (const [query, message] of BAD) {
  test(`?${query} → 400 ${message}`, async (t) => {
    const r = await rawGet(h.server, `/v2/accounts/${user.addr}/applications?${query}`);
    t.is(r.status, 400);
    t.is(JSON.parse(r.text).message, message);
  });
}

test('a malformed address is a binding error', async (t) => {
  const r = await rawGet(h.server, '/v2/accounts/abc/applications');
  t.is(r.status, 400);
  t.regex(JSON.parse(r.text).message, /^Invalid format for parameter address: /);
});
