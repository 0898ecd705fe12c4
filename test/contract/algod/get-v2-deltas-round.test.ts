/**
 * GET /v2/deltas/{round}: algosdk's getLedgerStateDelta decodes our msgpack StateDelta (accounts, box changes,
 * created apps, txids, header, totals); the JSON form has upstream's Go field names; rounds outside the last-4 window
 * and bad parameters answer upstream's texts.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { decodeDigest } from '../../../src/core/crypto/address.js';
import { pay, rawGet, send, startAlgod, type AlgodHarness } from './harness.js';
import { bytes, createBoxApp, putBox } from './box-app.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test.serial('a payment: both accounts, the txid, the header and the totals', async (t) => {
  const [a, b] = [h.funded[0]!, h.funded[1]!];
  const { txid, round } = await pay(h.algod, a, b.addr, 4321);
  const delta = await h.algod.getLedgerStateDelta(round).do();
  const accounts = new Map(delta.accounts.accounts.map((r) => [r.addr.toString(), r.accountData.accountBaseData]));
  const info = await h.algod.accountInformation(b.addr).do();
  t.is(accounts.get(b.addr)?.microAlgos, info.amount);
  t.true(accounts.has(a.addr));
  t.is(delta.blockHeader.round, round);
  t.deepEqual(
    [...delta.txids.keys()].map((k) => Buffer.from(k)),
    [decodeDigest(txid)],
  );
  t.is([...delta.txids.values()][0]?.intra, 0);
  // The genesis wallets are Online (AlgoKit's dispenser predicate), so the stake sits in the online totals.
  const supply = await h.algod.supply().do();
  t.is(delta.totals.online.money, supply.onlineMoney);
  t.true(delta.totals.online.money > 0n);
  t.is(delta.kvMods?.size ?? 0, 0);
});

test.serial('an app creation and a box write: creatables, app resources and kv mods', async (t) => {
  const app = await createBoxApp(h.algod, h.funded[0]!);
  const { round } = await putBox(h.algod, h.funded[0]!, app, bytes('key'), bytes('value'));
  const delta = await h.algod.getLedgerStateDelta(round).do();
  const kv = [...(delta.kvMods?.entries() ?? [])];
  t.is(kv.length, 1);
  t.deepEqual(Buffer.from(kv[0]![1].data!).toString(), 'value');
  t.is(kv[0]![1].oldData, undefined);
  const created = (await h.algod.getApplicationByID(app).do()).params!.creator.toString();
  t.is(created, h.funded[0]!.addr);
});

test.serial('a box deletion: Data nil, OldData the old value; the app account resource is unchanged', async (t) => {
  const app = await createBoxApp(h.algod, h.funded[0]!);
  await putBox(h.algod, h.funded[0]!, app, bytes('gone'), bytes('old'));
  const { round } = await putBox(h.algod, h.funded[0]!, app, bytes('gone'));
  const delta = await h.algod.getLedgerStateDelta(round).do();
  const [entry] = [...(delta.kvMods?.values() ?? [])];
  t.is(entry?.data, undefined);
  t.is(Buffer.from(entry!.oldData!).toString(), 'old');
  t.is(delta.accounts.appResources?.length ?? 0, 0);
});

test.serial('an asset opt-out: the holding resource is marked deleted', async (t) => {
  const [creator, holder] = [h.funded[0]!, h.funded[2]!];
  const sp = await h.algod.getTransactionParams().do();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total: 10,
    decimals: 0,
    defaultFrozen: false,
    suggestedParams: sp,
  });
  const { txid } = await send(h.algod, create.signTxn(creator.sk));
  const id = (await h.algod.pendingTransactionInformation(txid).do()).assetIndex!;
  const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: holder.addr,
    receiver: holder.addr,
    assetIndex: id,
    amount: 0,
    suggestedParams: sp,
  });
  const optInRound = (await send(h.algod, optIn.signTxn(holder.sk))).round;
  const created = await h.algod.getLedgerStateDelta(optInRound).do();
  t.is(created.accounts.assetResources?.find((r) => r.id === id)?.holding.holding?.amount, 0n);
  const optOut = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: holder.addr,
    receiver: creator.addr,
    closeRemainderTo: creator.addr,
    assetIndex: id,
    amount: 0,
    suggestedParams: sp,
  });
  const { round } = await send(h.algod, optOut.signTxn(holder.sk));
  const delta = await h.algod.getLedgerStateDelta(round).do();
  const resource = delta.accounts.assetResources?.find((r) => r.id === id && r.address.toString() === holder.addr);
  t.true(resource?.holding.deleted);
  t.is(resource?.holding.holding, undefined);
});

test.serial('app creation round lists the creatable and the app params resource', async (t) => {
  const app = await createBoxApp(h.algod, h.funded[1]!);
  const status = await h.algod.status().do();
  // createBoxApp = create, then fund: the creation is one round before the latest
  const delta = await h.algod.getLedgerStateDelta(status.lastRound - 1n).do();
  const c = delta.creatables?.get(app);
  t.true(c?.created);
  t.is(c?.creator.toString(), h.funded[1]!.addr);
  const resource = delta.accounts.appResources?.find((r) => r.id === app);
  t.is(resource?.address.toString(), h.funded[1]!.addr);
  t.truthy(resource?.params.params);
});

test.serial('a leased payment decodes in algosdk: Txleases is nil in both forms (docs/compat.md)', async (t) => {
  const lease = new Uint8Array(32).fill(7);
  const { round } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 5, { lease } as Parameters<typeof pay>[4]);
  const delta = await h.algod.getLedgerStateDelta(round).do();
  t.is(delta.txleases?.data, undefined);
  t.is(delta.txids.size, 1);
  const raw = await rawGet(h.server, `/v2/deltas/${round}`);
  t.is((JSON.parse(raw.text) as { Txleases: unknown }).Txleases, null);
});

test.serial('JSON: Go field names, Txleases null, addresses as text', async (t) => {
  const { round } = await pay(h.algod, h.funded[0]!, h.funded[2]!.addr, 1);
  const r = await rawGet(h.server, `/v2/deltas/${round}`);
  t.is(r.status, 200);
  const body = JSON.parse(r.text) as Record<string, unknown>;
  t.deepEqual(Object.keys(body), [
    'Accts',
    'Creatables',
    'Hdr',
    'KvMods',
    'PrevTimestamp',
    'StateProofNext',
    'Totals',
    'Txids',
    'Txleases',
  ]);
  t.is(body['Txleases'], null);
  const accts = (body['Accts'] as { Accts: { Addr: string }[] }).Accts.map((x) => x.Addr);
  t.true(accts.includes(h.funded[2]!.addr));
  t.is((body['Hdr'] as { rnd: number }).rnd, Number(round));
});

test.serial('rounds outside the window and bad parameters', async (t) => {
  const first = (await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1)).round;
  for (let i = 0; i < 5; i++) await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1);
  const latest = (await h.algod.status().do()).lastRound;
  const db = latest - 4n;
  const old = await rawGet(h.server, `/v2/deltas/${first}?format=msgpack`);
  t.is(old.status, 404);
  t.is(JSON.parse(old.text).message, `failed retrieving State Delta: round ${first} before dbRound ${db}`);
  const edge = await rawGet(h.server, `/v2/deltas/${db}`);
  t.is(
    JSON.parse(edge.text).message,
    `failed retrieving State Delta: round ${db} not in deltas: dbRound ${db}, deltas 4, offset 0`,
  );
  const future = await rawGet(h.server, `/v2/deltas/${latest + 1n}`);
  t.is(future.status, 404);
  t.is(
    JSON.parse(future.text).message,
    `failed retrieving State Delta: round ${latest + 1n} too high: dbRound ${db}, deltas 4`,
  );
  const format = await rawGet(h.server, `/v2/deltas/${latest}?format=cbor`);
  t.is(format.status, 400);
  t.is(JSON.parse(format.text).message, 'failed to parse the format option');
  const bad = await rawGet(h.server, '/v2/deltas/abc');
  t.is(bad.status, 400);
  t.is(
    JSON.parse(bad.text).message,
    'Invalid format for parameter round: strconv.ParseUint: parsing "abc": invalid syntax',
  );
});
