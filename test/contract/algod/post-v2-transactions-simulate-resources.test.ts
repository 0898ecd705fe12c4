/**
 * POST /v2/transactions/simulate, resource options through algosdk: allow-unnamed-resources (accounts per
 * transaction before v9 and per group from v9, boxes with the extra references the box quota needs) and
 * fix-signers for a rekeyed sender.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, pay, params, startAlgod, type AlgodHarness } from './harness.js';
import { appCall, createApp, request, unnamedReader } from './simulate-programs.js';

let h: AlgodHarness;
let apps: { reader8: bigint; reader9: bigint };

test.before(async () => {
  h = await startAlgod();
  const [a] = h.funded;
  apps = { reader8: await createApp(h, a!, unnamedReader(8)), reader9: await createApp(h, a!, unnamedReader(9)) };
});
test.after.always(async () => {
  await h?.close();
});

test('unnamed resources: refused without the option, reported per group (v9) or per transaction (v8) with it', async (t) => {
  const [a, b] = h.funded;
  const other = algosdk.decodeAddress(b!.addr).publicKey;
  const v9 = await appCall(h, a!, apps.reader9, [other]);
  const refused = await h.algod.simulateTransactions(request([v9], a!.sk)).do();
  t.regex(refused.txnGroups[0]!.failureMessage ?? '', new RegExp(`unavailable Account ${b!.addr}`));
  const allowed = await h.algod.simulateTransactions(request([v9], a!.sk, { allowUnnamedResources: true })).do();
  const g = allowed.txnGroups[0]!;
  t.is(g.failureMessage, undefined);
  t.deepEqual(g.unnamedResourcesAccessed?.accounts?.map(String), [b!.addr]);
  t.is(g.txnResults[0]!.unnamedResourcesAccessed, undefined);
  t.is(allowed.evalOverrides?.allowUnnamedResources, true);

  const v8 = await appCall(h, a!, apps.reader8, [other]);
  const local = await h.algod.simulateTransactions(request([v8], a!.sk, { allowUnnamedResources: true })).do();
  const lg = local.txnGroups[0]!;
  t.is(lg.failureMessage, undefined);
  t.deepEqual(lg.txnResults[0]!.unnamedResourcesAccessed?.accounts?.map(String), [b!.addr]);
  t.is(lg.unnamedResourcesAccessed, undefined);
});

test('fix-signers fills the authorizer of a rekeyed sender and reports it', async (t) => {
  const [a] = h.funded;
  const owner = fresh();
  const auth = fresh();
  await pay(h.algod, a!, owner.addr, 1_000_000);
  await pay(h.algod, owner, owner.addr, 0, { rekeyTo: auth.addr });
  const sp = await params(h.algod);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: owner.addr,
    receiver: owner.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const plain = await h.algod.simulateTransactions(request([txn], undefined, { allowEmptySignatures: true })).do();
  t.regex(
    plain.txnGroups[0]!.failureMessage ?? '',
    new RegExp(`should have been authorized by ${auth.addr} but was actually authorized by ${owner.addr}`),
  );
  const fixed = await h.algod
    .simulateTransactions(request([txn], undefined, { allowEmptySignatures: true, fixSigners: true }))
    .do();
  t.is(fixed.txnGroups[0]!.failureMessage, undefined);
  t.is(String(fixed.txnGroups[0]!.txnResults[0]!.fixedSigner), auth.addr);
  t.is(fixed.evalOverrides?.fixSigners, true);
});

test('unnamed boxes are allowed and reported with allow-unnamed-resources', async (t) => {
  const [a] = h.funded;
  const boxer = await createApp(
    h,
    a!,
    '#pragma version 9\ntxn ApplicationID\nbz ok\nbyte "b"\nbyte "value"\nbox_put\nok:\nint 1',
  );
  await pay(h.algod, a!, algosdk.getApplicationAddress(boxer).toString(), 1_000_000);
  const call = await appCall(h, a!, boxer);
  const refused = await h.algod.simulateTransactions(request([call], a!.sk)).do();
  t.regex(refused.txnGroups[0]!.failureMessage ?? '', /invalid Box reference 0x62/);
  const allowed = await h.algod.simulateTransactions(request([call], a!.sk, { allowUnnamedResources: true })).do();
  const g = allowed.txnGroups[0]!;
  t.is(g.failureMessage, undefined);
  t.deepEqual(
    g.unnamedResourcesAccessed?.boxes?.map((b) => [b.app, Buffer.from(b.name).toString()]),
    [[boxer, 'b']],
  );
});

test("an unnamed box written beyond one reference's quota asks for extra box references", async (t) => {
  const [a] = h.funded;
  const big = await createApp(
    h,
    a!,
    '#pragma version 9\ntxn ApplicationID\nbz ok\nbyte "big"\nint 3000\nbox_create\npop\nok:\nint 1',
  );
  await pay(h.algod, a!, algosdk.getApplicationAddress(big).toString(), 2_000_000);
  const call = await appCall(h, a!, big);
  const allowed = await h.algod.simulateTransactions(request([call], a!.sk, { allowUnnamedResources: true })).do();
  const g = allowed.txnGroups[0]!;
  t.is(g.failureMessage, undefined);
  t.deepEqual(
    g.unnamedResourcesAccessed?.boxes?.map((b) => Buffer.from(b.name).toString()),
    ['big'],
  );
  t.is(g.unnamedResourcesAccessed?.extraBoxRefs, 1);
  // named as reported (the box plus one empty reference), the call passes without the option
  const named = await appCall(h, a!, big, [], {
    boxes: [
      { appIndex: big, name: Buffer.from('big') },
      { appIndex: 0, name: new Uint8Array() },
    ],
  });
  const plain = await h.algod.simulateTransactions(request([named], a!.sk)).do();
  t.is(plain.txnGroups[0]!.failureMessage, undefined);
});
