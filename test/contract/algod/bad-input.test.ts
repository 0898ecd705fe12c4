/**
 * Bad input on the ledger routes, over raw HTTP: malformed and truncated submission bodies, unknown keys, empty and
 * oversized groups, bad path ids and formats. Each answers its upstream status and text, and changes nothing.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { encodeMsgpackValue } from '../../../src/core/codec/msgpack.js';
import { params, rawGet, startAlgod, TOKEN, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

async function post(body: Uint8Array | string): Promise<{ status: number; message: string }> {
  const r = await fetch(`${h.server.algod}/v2/transactions`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN, 'content-type': 'application/x-binary' },
    body,
  });
  const text = await r.text();
  return { status: r.status, message: (JSON.parse(text) as { message: string }).message };
}

async function signedPayment(i: number): Promise<Uint8Array> {
  const [a, b] = h.funded;
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: b!.addr,
    amount: i,
    suggestedParams: await params(h.algod),
    note: new Uint8Array([i]),
  });
  return txn.signTxn(a!.sk);
}

test.serial('empty, truncated, garbage and unknown-key bodies are 400 and make no block', async (t) => {
  const before = (await h.algod.status().do()).lastRound;
  t.deepEqual(await post(new Uint8Array(0)), { status: 400, message: 'empty txgroup' });
  const good = await signedPayment(1);
  const truncated = await post(good.subarray(0, good.length - 5));
  t.is(truncated.status, 400);
  t.not(truncated.message, '');
  t.is((await post('not msgpack at all')).status, 400);
  const unknownKey = encodeMsgpackValue(
    new Map<string, Map<string, string | bigint>>([
      [
        'txn',
        new Map<string, string | bigint>([
          ['type', 'pay'],
          ['zzz', 1n],
        ]),
      ],
    ]),
  );
  t.is((await post(unknownKey)).status, 400);
  const notAMap = encodeMsgpackValue([1n, 2n]);
  t.is((await post(notAMap)).status, 400);
  t.is((await h.algod.status().do()).lastRound, before);
});

test.serial('more than 16 transactions: max group size is 16', async (t) => {
  const txns = await Promise.all(Array.from({ length: 17 }, (_, i) => signedPayment(100 + i)));
  t.deepEqual(await post(Buffer.concat(txns)), { status: 400, message: 'max group size is 16' });
});

test.serial('a valid transaction followed by trailing garbage is refused whole', async (t) => {
  const before = (await h.algod.status().do()).lastRound;
  const good = await signedPayment(2);
  t.is((await post(Buffer.concat([good, Buffer.from([0xc1])]))).status, 400);
  t.is((await h.algod.status().do()).lastRound, before);
});

test.serial('bad path ids and formats', async (t) => {
  const cases: [string, number, RegExp][] = [
    ['/v2/assets/abc', 400, /Invalid format for parameter asset-id/],
    ['/v2/applications/-1', 400, /Invalid format for parameter application-id/],
    ['/v2/blocks/18446744073709551616', 400, /value out of range/],
    ['/v2/applications/5', 404, /application does not exist/],
    ['/v2/accounts/NOTANADDRESS', 400, /failed to decode address|Invalid format for parameter address/],
    ['/v2/accounts/AAAA?format=json', 400, /address/],
    [`/v2/accounts/${h?.funded[0]?.addr ?? ''}?format=yaml`, 400, /failed to parse the format option/],
    [`/v2/accounts/${h?.funded[0]?.addr ?? ''}?exclude=bogus`, 400, /failed to parse exclude/],
    ['/v2/transactions/pending/short', 400, /no valid transaction ID was specified/],
    ['/v2/transactions/pending?format=xml', 400, /failed to parse the format option/],
    ['/v2/transactions/pending?max=-3', 400, /Invalid format for parameter max/],
    ['/v2/devmode/blocks/offset', 404, /block timestamp offset was never set/],
    ['/v2/catchup/nonsense', 405, /Method Not Allowed/],
  ];
  for (const [path, status, text] of cases) {
    const r = await rawGet(h.server, path.replace(`${''}`, ''));
    t.is(r.status, status, path);
    t.regex(r.text, text, path);
  }
});

test.serial('devmode timestamp offset: set, read back, applied to the next block', async (t) => {
  const set = await fetch(`${h.server.algod}/v2/devmode/blocks/offset/100`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN },
  });
  t.is(set.status, 200);
  t.is((await rawGet(h.server, '/v2/devmode/blocks/offset')).text, '{"offset":100}\n');
  const before = await h.algod.block((await h.algod.status().do()).lastRound).do();
  const { txid } = await h.algod.sendRawTransaction(await signedPayment(3)).do();
  const info = await algosdk.waitForConfirmation(h.algod, txid, 1);
  const after = await h.algod.block(info.confirmedRound!).do();
  t.is(after.block.header.timestamp, before.block.header.timestamp + 100n);
  const tooBig = await fetch(`${h.server.algod}/v2/devmode/blocks/offset/9223372036854775808`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN },
  });
  t.is(tooBig.status, 400);
});
