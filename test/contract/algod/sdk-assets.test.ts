/**
 * The asset lifecycle through algosdk against a dev-mode node: create (id from the txn counter), read, opt in,
 * transfer, freeze, clawback, close out, reconfigure, destroy (then 404).
 */
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, pay, params, rejection, send, startAlgod, type AlgodHarness, type Funded } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

async function create(
  creator: Funded,
  extra: Partial<Parameters<typeof algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject>[0]> = {},
): Promise<bigint> {
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total: 1000n,
    decimals: 2,
    defaultFrozen: false,
    unitName: 'TST',
    assetName: 'Test <asset>',
    assetURL: 'https://example.com',
    manager: creator.addr,
    reserve: creator.addr,
    freeze: creator.addr,
    clawback: creator.addr,
    suggestedParams: await params(h.algod),
    ...extra,
  });
  const { txid } = await send(h.algod, txn.signTxn(creator.sk));
  const info = await h.algod.pendingTransactionInformation(txid).do();
  return info.assetIndex!;
}

async function axfer(
  from: Funded,
  to: string,
  assetIndex: bigint,
  amount: number | bigint,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    assetIndex,
    amount,
    suggestedParams: await params(h.algod),
    ...extra,
  });
  return rejection(h.algod, txn.signTxn(from.sk));
}

test.serial('create: the first asset gets id 1001; params, creator holding and min balance', async (t) => {
  const creator = fresh();
  await pay(h.algod, h.funded[0]!, creator.addr, 10_000_000);
  const id = await create(creator);
  t.true(id >= 1001n);
  const asset = await h.algod.getAssetByID(Number(id)).do();
  t.is(asset.params!.creator.toString(), creator.addr);
  t.is(asset.params!.total, 1000n);
  t.is(asset.params!.name, 'Test <asset>');
  t.is(asset.params!.unitName, 'TST');
  const acct = await h.algod.accountInformation(creator.addr).do();
  t.is(Number(acct.totalCreatedAssets), 1);
  t.is(acct.createdAssets?.[0]?.index, id);
  t.deepEqual(
    acct.assets?.map((x) => [x.assetId, x.amount, x.isFrozen]),
    [[id, 1000n, false]],
  );
  t.is(acct.minBalance, 200_000n);
});

test.serial('opt-in, transfer, freeze, clawback, close-out, reconfigure, destroy', async (t) => {
  const creator = fresh();
  const holder = fresh();
  await pay(h.algod, h.funded[0]!, creator.addr, 10_000_000);
  await pay(h.algod, h.funded[0]!, holder.addr, 10_000_000);
  const id = await create(creator);
  t.regex(await axfer(creator, holder.addr, id, 5), /receiver error: must optin, asset \d+ missing from /);
  t.is(await axfer(holder, holder.addr, id, 0), '');
  await new Promise((r) => setTimeout(r, 0));
  t.is(await axfer(creator, holder.addr, id, 100), '');
  const frz = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    assetIndex: id,
    freezeTarget: holder.addr,
    frozen: true,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, frz.signTxn(creator.sk));
  t.regex(await axfer(holder, creator.addr, id, 1), /asset \d+ frozen in /);
  t.is(await axfer(creator, creator.addr, id, 40, { assetSender: holder.addr }), '', 'clawback ignores the freeze');
  const held = await h.algod.accountAssetInformation(holder.addr, id).do();
  t.is(held.assetHolding?.amount, 60n);
  t.is(held.assetHolding?.isFrozen, true);
  t.is(held.createdAsset, undefined);
  const own = await h.algod.accountAssetInformation(creator.addr, id).do();
  t.is(own.createdAsset?.total, 1000n);
  const none = await h.algod
    .accountAssetInformation(fresh().addr, id)
    .do()
    .catch((e: Error) => e.message);
  t.regex(String(none), /404.*account asset info not found/);
  const noApp = await h.algod
    .accountApplicationInformation(holder.addr, 5)
    .do()
    .catch((e: Error) => e.message);
  t.regex(String(noApp), /404.*account application info not found/);
  const unfrz = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    assetIndex: id,
    freezeTarget: holder.addr,
    frozen: false,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, unfrz.signTxn(creator.sk));
  const closeOut = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: holder.addr,
    receiver: creator.addr,
    closeRemainderTo: creator.addr,
    assetIndex: id,
    amount: 0,
    suggestedParams: await params(h.algod),
  });
  const { txid } = await send(h.algod, closeOut.signTxn(holder.sk));
  t.is((await h.algod.pendingTransactionInformation(txid).do()).assetClosingAmount, 60n);
  t.deepEqual((await h.algod.accountInformation(holder.addr).do()).assets, []);
  const cfg = algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    assetIndex: id,
    manager: creator.addr,
    reserve: creator.addr,
    strictEmptyAddressChecking: false,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, cfg.signTxn(creator.sk));
  const after = await h.algod.getAssetByID(Number(id)).do();
  t.is(after.params!.freeze, undefined);
  t.is(after.params!.clawback, undefined);
  const destroy = algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    assetIndex: id,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, destroy.signTxn(creator.sk));
  const gone = await h.algod
    .getAssetByID(Number(id))
    .do()
    .catch((e: Error) => e.message);
  t.regex(String(gone), /404.*asset does not exist/);
  t.is((await h.algod.accountInformation(creator.addr).do()).minBalance, 100_000n);
});

test.serial('only the manager reconfigures; destroy needs every unit back', async (t) => {
  const creator = fresh();
  const other = fresh();
  await pay(h.algod, h.funded[0]!, creator.addr, 10_000_000);
  await pay(h.algod, h.funded[0]!, other.addr, 10_000_000);
  const id = await create(creator);
  const cfg = algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
    sender: other.addr,
    assetIndex: id,
    manager: other.addr,
    strictEmptyAddressChecking: false,
    suggestedParams: await params(h.algod),
  });
  t.regex(await rejection(h.algod, cfg.signTxn(other.sk)), /this transaction should be issued by the manager/);
  t.is(await axfer(other, other.addr, id, 0), '');
  t.is(await axfer(creator, other.addr, id, 1), '');
  const destroy = algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    assetIndex: id,
    suggestedParams: await params(h.algod),
  });
  t.regex(
    await rejection(h.algod, destroy.signTxn(creator.sk)),
    /cannot destroy asset: creator is holding only 999\/1000/,
  );
  t.regex(
    String(
      await h.algod
        .getAssetByID(999_999)
        .do()
        .catch((e: Error) => e.message),
    ),
    /404/,
  );
});
