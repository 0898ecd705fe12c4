/**
 * algod through the official algosdk client against a dev-mode node: genesis funding, payments with close-to,
 * rekeying, key registration, status/params/supply, pending information in msgpack, wait-for-block-after.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, pay, params, rejection, send, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test.serial('genesis funds the dev wallet accounts 40/40/20 of 10^16 µAlgo', async (t) => {
  t.is(h.funded.length, 3);
  const amounts = await Promise.all(h.funded.map(async (f) => (await h.algod.accountInformation(f.addr).do()).amount));
  t.deepEqual(
    [...amounts].sort((a, b) => (a < b ? 1 : -1)),
    [4_000_000_000_000_000n, 4_000_000_000_000_000n, 2_000_000_000_000_000n],
  );
  const supply = await h.algod.supply().do();
  t.is(supply.totalMoney, 10_000_000_000_000_000n);
  const versions = await h.algod.versionsCheck().do();
  const p = await params(h.algod);
  t.is(versions.genesisId, 'dockernet-v1');
  t.is(p.genesisID, 'dockernet-v1');
  t.deepEqual(Buffer.from(p.genesisHash!), Buffer.from(versions.genesisHashB64));
  t.is(p.minFee, 1000n);
});

test.serial('a payment is confirmed before the POST answers, one block per submission', async (t) => {
  const [a] = h.funded;
  const b = fresh();
  const before = (await h.algod.status().do()).lastRound;
  const { txid, round } = await pay(h.algod, a!, b.addr, 5_000_000);
  t.is(round, before + 1n);
  const info = await h.algod.pendingTransactionInformation(txid).do();
  t.is(info.confirmedRound, round);
  t.is(info.poolError, '');
  t.is(String(info.txn.txn.type), 'pay');
  const acct = await h.algod.accountInformation(b.addr).do();
  t.is(acct.amount, 5_000_000n);
  t.is(acct.minBalance, 100_000n);
  t.is(acct.status, 'Offline');
  t.is(acct.round, round);
});

test.serial('close-remainder-to moves the rest and deletes the account; closing amount recorded', async (t) => {
  const [a, b] = h.funded;
  const c = fresh();
  await pay(h.algod, a!, c.addr, 3_000_000);
  const { txid } = await pay(h.algod, c, b!.addr, 1_000_000, { closeRemainderTo: b!.addr });
  const info = await h.algod.pendingTransactionInformation(txid).do();
  t.is(info.closingAmount, 3_000_000n - 1_000_000n - 1000n);
  const closed = await h.algod.accountInformation(c.addr).do();
  t.is(closed.amount, 0n);
});

test.serial('overspend and below-min-balance are rejected with upstream texts', async (t) => {
  const [a] = h.funded;
  const poor = fresh();
  await pay(h.algod, a!, poor.addr, 200_000);
  const sp = await params(h.algod);
  const over = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: poor.addr,
    receiver: a!.addr,
    amount: 500_000,
    suggestedParams: sp,
  });
  t.regex(
    await rejection(h.algod, over.signTxn(poor.sk)),
    /TransactionPool\.Remember: transaction \w+: overspend \(account /,
  );
  const below = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: poor.addr,
    receiver: a!.addr,
    amount: 150_000,
    suggestedParams: sp,
  });
  t.regex(await rejection(h.algod, below.signTxn(poor.sk)), /balance 49000 below min 100000 \(0 assets\)/);
  const tiny = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: fresh().addr,
    amount: 1000,
    suggestedParams: sp,
  });
  t.regex(await rejection(h.algod, tiny.signTxn(a!.sk)), /below min 100000/);
});

test.serial('duplicates, bad signatures, dead rounds and wrong genesis are rejected', async (t) => {
  const [a, b] = h.funded;
  const sp = await params(h.algod);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: 1,
    suggestedParams: sp,
    note: new Uint8Array([1]),
  });
  const signed = txn.signTxn(a!.sk);
  await send(h.algod, signed);
  t.regex(await rejection(h.algod, signed), /transaction already in ledger: /);
  const other = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: 1,
    suggestedParams: sp,
    note: new Uint8Array([9]),
  });
  t.regex(
    await rejection(h.algod, other.signTxn(b!.sk)),
    new RegExp(`should have been authorized by ${a!.addr} but was actually authorized by ${b!.addr}`),
  );
  const wrongKey = algosdk.decodeSignedTransaction(signed);
  const bad = algosdk.encodeMsgpack(
    new algosdk.SignedTransaction({ txn: wrongKey.txn, sig: new Uint8Array(64).fill(7) }),
  );
  t.is(
    await rejection(h.algod, bad),
    "Network request error. Received status 400 (Bad Request): At least one signature didn't pass verification",
  );
  const dead = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: 1,
    suggestedParams: { ...sp, firstValid: 1n, lastValid: 2n },
  });
  t.regex(await rejection(h.algod, dead.signTxn(a!.sk)), /txn dead: round \d+ outside of 1--2/);
  const otherNet = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: 1,
    suggestedParams: { ...sp, genesisID: 'other-v1' },
  });
  t.regex(
    await rejection(h.algod, otherNet.signTxn(a!.sk)),
    /tx\.GenesisID <other-v1> does not match expected <dockernet-v1>/,
  );
});

test.serial('a group is all or nothing; a wrong group id is refused', async (t) => {
  const [a, b] = h.funded;
  const c = fresh();
  const sp = await params(h.algod);
  const t1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: c.addr,
    amount: 1_000_000,
    suggestedParams: sp,
  });
  const t2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: c.addr,
    receiver: b!.addr,
    amount: 400_000,
    suggestedParams: sp,
  });
  algosdk.assignGroupID([t1, t2]);
  const { txid } = await send(h.algod, [t1.signTxn(a!.sk), t2.signTxn(c.sk)]);
  t.is(txid, t1.txID());
  t.is((await h.algod.accountInformation(c.addr).do()).amount, 1_000_000n - 400_000n - 1000n);
  const u1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: c.addr,
    amount: 5,
    suggestedParams: sp,
    note: new Uint8Array([2]),
  });
  const u2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: c.addr,
    receiver: b!.addr,
    amount: 10_000_000,
    suggestedParams: sp,
  });
  algosdk.assignGroupID([u1, u2]);
  t.regex(await rejection(h.algod, [u1.signTxn(a!.sk), u2.signTxn(c.sk)]), /overspend/);
  t.is(
    (await h.algod.accountInformation(c.addr).do()).amount,
    599_000n,
    'first half of the failed group left nothing behind',
  );
  const v1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: c.addr,
    amount: 5,
    suggestedParams: sp,
    note: new Uint8Array([3]),
  });
  const v2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: c.addr,
    amount: 6,
    suggestedParams: sp,
    note: new Uint8Array([3]),
  });
  algosdk.assignGroupID([v1]);
  t.regex(await rejection(h.algod, [v1.signTxn(a!.sk), v2.signTxn(a!.sk)]), /transactionGroup/);
});

test.serial('fee pooling: a zero-fee transaction is covered by its group partner', async (t) => {
  const [a, b] = h.funded;
  const sp = await params(h.algod);
  const t1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: 1,
    suggestedParams: { ...sp, flatFee: true, fee: 2000n },
  });
  const t2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: b!.addr,
    receiver: a!.addr,
    amount: 1,
    suggestedParams: { ...sp, flatFee: true, fee: 0n },
  });
  algosdk.assignGroupID([t1, t2]);
  await send(h.algod, [t1.signTxn(a!.sk), t2.signTxn(b!.sk)]);
  const low = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: 1,
    suggestedParams: { ...sp, flatFee: true, fee: 999n },
  });
  t.regex(await rejection(h.algod, low.signTxn(a!.sk)), /txgroup with .* fees is less than /);
});

test.serial('rekey: the new key authorizes, the old one no longer does', async (t) => {
  const [a] = h.funded;
  const owner = fresh();
  const newKey = fresh();
  await pay(h.algod, a!, owner.addr, 2_000_000);
  await pay(h.algod, owner, owner.addr, 0, { rekeyTo: newKey.addr });
  t.is((await h.algod.accountInformation(owner.addr).do()).authAddr?.toString(), newKey.addr);
  const sp = await params(h.algod);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: owner.addr,
    receiver: a!.addr,
    amount: 1000,
    suggestedParams: sp,
  });
  t.regex(
    await rejection(h.algod, txn.signTxn(owner.sk)),
    new RegExp(`should have been authorized by ${newKey.addr} but was actually authorized by ${owner.addr}`),
  );
  const { txid } = await send(h.algod, txn.signTxn(newKey.sk));
  const info = await h.algod.pendingTransactionInformation(txid).do();
  t.is(info.txn.sgnr?.toString(), newKey.addr);
});

test.serial('keyreg online then offline, reflected in the account and supply', async (t) => {
  const [a] = h.funded;
  const acct = fresh();
  await pay(h.algod, a!, acct.addr, 10_000_000);
  const sp = await params(h.algod);
  const online = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: acct.addr,
    voteKey: new Uint8Array(32).fill(1),
    selectionKey: new Uint8Array(32).fill(2),
    stateProofKey: new Uint8Array(64).fill(3),
    voteFirst: sp.firstValid,
    voteLast: BigInt(sp.firstValid) + 1000n,
    voteKeyDilution: 10n,
    suggestedParams: sp,
  });
  await send(h.algod, online.signTxn(acct.sk));
  const on = await h.algod.accountInformation(acct.addr).do();
  t.is(on.status, 'Online');
  t.is(on.participation?.voteKeyDilution, 10n);
  const supply = await h.algod.supply().do();
  t.true(supply.onlineMoney >= on.amount);
  const offline = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: acct.addr,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, offline.signTxn(acct.sk));
  const off = await h.algod.accountInformation(acct.addr).do();
  t.is(off.status, 'Offline');
  t.is(off.participation, undefined);
});

test.serial('pending information in msgpack, status and wait-for-block-after', async (t) => {
  const [a, b] = h.funded;
  const { txid, round } = await pay(h.algod, a!, b!.addr, 1);
  const info = await h.algod.pendingTransactionInformation(txid).do();
  t.is(info.confirmedRound, round);
  const status = await h.algod.status().do();
  t.is(status.lastRound, round);
  t.is(status.nextVersionRound, round + 1n);
  const immediate = await h.algod.statusAfterBlock(Number(round) - 1).do();
  t.is(immediate.lastRound, round);
  const waiting = h.algod.statusAfterBlock(Number(round)).do();
  await pay(h.algod, a!, b!.addr, 2);
  t.is((await waiting).lastRound, round + 1n);
  const missing = await h.algod
    .pendingTransactionInformation('A'.repeat(52))
    .do()
    .catch((e: Error) => e.message);
  t.regex(
    String(missing),
    /404.*could not find the transaction in the transaction pool or in the last 1000 confirmed rounds/,
  );
  const pendingList = await h.algod.pendingTransactionsInformation().do();
  t.is(Number(pendingList.totalTransactions), 0);
  t.deepEqual(pendingList.topTransactions, []);
});
