/**
 * POST /v2/transactions judges signatures by go-algorand's rules (docs/spec/protocol.md §2.4), on both of the
 * node's paths: a lone submission is checked on the main thread (core verify), a burst that arrives together is
 * checked on the worker pool (the addon's batched verifier; which path a burst takes is the batcher's choice, and
 * test/workers covers both paths directly). A signature whose R carries a small-order component is valid there although stock
 * libsodium refuses it; a broken one is refused with upstream's text either way.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { keyOf, torsioned } from '../../fixtures/ed25519-edge.js';
import { params, pay, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;
const key = keyOf(new Uint8Array(32).fill(77));
const address = algosdk.encodeAddress(key.bytes);

test.before(async () => {
  h = await startAlgod();
  await pay(h.algod, h.funded[0]!, address, 10_000_000);
});
test.after.always(async () => {
  await h?.close();
});

/** A payment from `address` signed with R + 3·T8 (T8 of order 8); `broken` flips a bit of s. */
async function torsionSigned(note: string, broken = false): Promise<{ bytes: Uint8Array; libsodium: boolean }> {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: h.funded[1]!.addr,
    amount: 1000,
    note: new TextEncoder().encode(note),
    suggestedParams: await params(h.algod),
  });
  const c = torsioned(note, key, txn.bytesToSign(), 987654321987654321n + BigInt(note.length), 0, 3);
  const signature = Uint8Array.from(c.signature);
  if (broken) signature[40]! ^= 1;
  return { bytes: txn.attachSignature(address, signature), libsodium: c.libsodium };
}

async function post(body: Uint8Array): Promise<{ status: number; text: string }> {
  const r = await fetch(`${h.server.algod}/v2/transactions`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': 'a'.repeat(64), 'content-type': 'application/x-binary' },
    body,
  });
  return { status: r.status, text: await r.text() };
}

test.serial('a lone submission with a torsioned R is accepted and confirmed (main-thread check)', async (t) => {
  const { bytes, libsodium } = await torsionSigned('alone');
  t.false(libsodium, 'stock libsodium refuses this signature');
  const { txid } = await h.algod.sendRawTransaction(bytes).do();
  const info = await algosdk.waitForConfirmation(h.algod, txid, 2);
  t.true((info.confirmedRound ?? 0n) > 0n);
});

test.serial('a burst of them is accepted on the pool; a broken one in it is refused alone', async (t) => {
  const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => torsionSigned(`burst ${i}`, i === 5)));
  const answers = await Promise.all(burst.map(({ bytes }) => post(bytes)));
  answers.forEach((answer, i) => {
    if (i === 5) {
      t.is(answer.status, 400);
      t.regex(answer.text, /At least one signature didn't pass verification/);
    } else t.is(answer.status, 200, answer.text);
  });
  const txid = (JSON.parse(answers[0]!.text) as { txId: string }).txId;
  await algosdk.waitForConfirmation(h.algod, txid, 2);
  const account = await h.algod.accountInformation(address).do();
  t.is(account.amount, 10_000_000n - 12n * 2000n);
});
