/**
 * Logic signatures end to end, beyond sdk-lsig.test.ts: an account rekeyed to a logic-sig address spends through
 * the program (and no longer with its own key), the REST admission check of on-curve v13 escrow programs with and
 * without `skip-pq-address-check`, and the TxID the node answers against algosdk's.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { programHashIsOnCurve } from '../../../src/core/teal/program.js';
import { compileTeal, fresh, pay, params, rejection, send, startAlgod, TOKEN, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const compile = (source: string): Promise<Uint8Array> => compileTeal(h.algod, source);

async function payFrom(
  sender: string,
  to: string,
  amount: number,
  extra: { rekeyTo?: string } = {},
): Promise<algosdk.Transaction> {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: to,
    amount,
    suggestedParams: await params(h.algod),
    ...extra,
  });
}

/** POST /v2/transactions with a query string, bypassing algosdk (which has no skip-pq-address-check). */
async function post(
  body: Uint8Array,
  query = '',
): Promise<{ status: number; json: { txId?: string; message?: string } }> {
  const response = await fetch(`${h.server.algod}/v2/transactions${query}`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN, 'Content-Type': 'application/x-binary' },
    body,
  });
  return { status: response.status, json: (await response.json()) as { txId?: string; message?: string } };
}

test.serial('an account rekeyed to a logic-sig address spends through the program only', async (t) => {
  const owner = fresh();
  await pay(h.algod, h.funded[0]!, owner.addr, 1_000_000);
  const lsa = new algosdk.LogicSigAccount(await compile('#pragma version 10\ntxn Amount\nint 2000\n<='));
  await send(
    h.algod,
    (await payFrom(owner.addr, owner.addr, 0, { rekeyTo: lsa.address().toString() })).signTxn(owner.sk),
  );
  const info = await h.algod.accountInformation(owner.addr).do();
  t.is(info.authAddr?.toString(), lsa.address().toString());

  const spend = await payFrom(owner.addr, h.funded[1]!.addr, 2000);
  const signed = algosdk.signLogicSigTransactionObject(spend, lsa);
  t.is(signed.txID, spend.txID());
  const { txid } = await send(h.algod, signed.blob);
  t.is(txid, spend.txID());
  t.is((await h.algod.accountInformation(owner.addr).do()).amount, 1_000_000n - 2000n - 2000n);

  const tooMuch = await payFrom(owner.addr, h.funded[1]!.addr, 2001);
  t.is(
    await rejection(h.algod, algosdk.signLogicSigTransactionObject(tooMuch, lsa).blob),
    `Network request error. Received status 400 (Bad Request): transaction ${tooMuch.txID()}: rejected by logic`,
  );
  const ownKey = await payFrom(owner.addr, h.funded[1]!.addr, 10);
  t.regex(
    await rejection(h.algod, ownKey.signTxn(owner.sk)),
    new RegExp(
      `should have been authorized by ${lsa.address().toString()} but was actually authorized by ${owner.addr}`,
    ),
  );
});

/** A v13 program written as bytes (the assembler would salt it off the curve) whose address is a curve point. */
function onCurveV13(): Uint8Array {
  for (let i = 0; i < 128; i++) {
    const logic = Uint8Array.of(13, 0x81, i, 0x48, 0x81, 0x01); // pushint i; pop; pushint 1
    if (programHashIsOnCurve(logic)) return logic;
  }
  throw new Error('no on-curve program');
}

test.serial('on-curve v13 escrow: refused at admission unless skip-pq-address-check=true', async (t) => {
  const lsa = new algosdk.LogicSigAccount(onCurveV13());
  await pay(h.algod, h.funded[0]!, lsa.address().toString(), 1_000_000);
  const txn = await payFrom(lsa.address().toString(), h.funded[1]!.addr, 1000);
  const blob = algosdk.signLogicSigTransactionObject(txn, lsa).blob;
  const refused = await post(blob);
  t.is(refused.status, 400);
  t.is(
    refused.json.message,
    'transaction 0: TEAL v13 LogicSig program hash is an Edwards25519 point and should not be used; ' +
      'set skip-pq-address-check=true to submit anyway if you understand the risks and know what you are doing',
  );
  t.is((await post(blob, '?skip-pq-address-check=false')).status, 400);
  const accepted = await post(blob, '?skip-pq-address-check=true');
  t.is(accepted.status, 200);
  t.is(accepted.json.txId, txn.txID());
  await algosdk.waitForConfirmation(h.algod, txn.txID(), 2);
  t.is((await h.algod.accountInformation(lsa.address().toString()).do()).amount, 1_000_000n - 2000n);
});

test.serial('a v13 program assembled by the node is salted off the curve and admitted', async (t) => {
  const lsa = new algosdk.LogicSigAccount(await compile('#pragma version 13\nint 1'));
  t.false(programHashIsOnCurve(lsa.lsig.logic));
  await pay(h.algod, h.funded[0]!, lsa.address().toString(), 500_000);
  const txn = await payFrom(lsa.address().toString(), h.funded[1]!.addr, 1);
  const { txid } = await send(h.algod, algosdk.signLogicSigTransactionObject(txn, lsa).blob);
  t.is(txid, txn.txID());
});

test.serial(
  'a costly logic sig (over the inline cap, so evaluated on the worker pool) passes or rejects as inline',
  async (t) => {
    const costly = (last: number): string => `#pragma version 8\nbyte "x"\n${'sha256\n'.repeat(500)}pop\nint ${last}`;
    const good = new algosdk.LogicSigAccount(await compile(costly(1)));
    const bad = new algosdk.LogicSigAccount(await compile(costly(0)));
    await pay(h.algod, h.funded[0]!, good.address().toString(), 500_000);
    await pay(h.algod, h.funded[0]!, bad.address().toString(), 500_000);
    const ok = await payFrom(good.address().toString(), h.funded[1]!.addr, 1);
    t.is((await send(h.algod, algosdk.signLogicSigTransactionObject(ok, good).blob)).txid, ok.txID());
    const no = await payFrom(bad.address().toString(), h.funded[1]!.addr, 1);
    t.is(
      await rejection(h.algod, algosdk.signLogicSigTransactionObject(no, bad).blob),
      `Network request error. Received status 400 (Bad Request): transaction ${no.txID()}: rejected by logic`,
    );
  },
);
