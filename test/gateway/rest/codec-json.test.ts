import test from 'ava';
import algosdk from 'algosdk';
import { msgpackToCodecJson, pendingListMsgpack } from '../../../src/gateway/rest/algod/codec-json.js';

const sender = algosdk.generateAccount();
const receiver = algosdk.generateAccount().addr;

function signedPayment(amount: bigint): Uint8Array {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver,
    amount,
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      firstValid: 1,
      lastValid: 1001,
      genesisID: 'devmodenet-v1',
      genesisHash: new Uint8Array(32).fill(9),
      minFee: 1000,
    },
  });
  return txn.signTxn(sender.sk);
}

test('pending list envelope equals algosdk canonical msgpack, for small and large totals', (t) => {
  const stxns = [signedPayment(1n), signedPayment(2n)];
  for (const total of [0n, 2n, 300n, 70000n, 5000000000n, (1n << 64n) - 1n]) {
    const ours = pendingListMsgpack(stxns, total.toString());
    const decoded = algosdk.msgpackRawDecode(ours) as Map<string, unknown> | Record<string, unknown>;
    const expected = algosdk.msgpackRawEncode(
      new Map<string, unknown>([
        ['top-transactions', stxns.map((s) => algosdk.msgpackRawDecode(s))],
        ['total-transactions', total],
      ]),
    );
    t.deepEqual(Buffer.from(ours), Buffer.from(expected), `total ${total}`);
    t.truthy(decoded);
  }
});

test('codec JSON: sorted keys, two-space indent, exact uint64, addresses as text, other bytes base64', (t) => {
  const big = (1n << 64n) - 1n;
  const text = msgpackToCodecJson(pendingListMsgpack([signedPayment(big)], '1'));
  t.false(text.endsWith('\n'));
  t.true(text.startsWith('{\n  "top-transactions": [\n    {\n      "sig": "'));
  t.true(text.includes(`"amt": ${big}`));
  t.true(text.includes(`"rcv": "${receiver.toString()}"`));
  t.true(text.includes(`"snd": "${sender.addr.toString()}"`));
  t.true(text.includes(`"gh": "${Buffer.alloc(32, 9).toString('base64')}"`));
  t.true(text.endsWith('  ],\n  "total-transactions": 1\n}'));
  const keys = [...text.matchAll(/^ {6}"(\w+)":/gm)].map((m) => m[1]);
  t.deepEqual(keys, ['sig', 'txn']);
});

test('codec JSON rejects bytes that are not msgpack', (t) => {
  const error = t.throws(() => msgpackToCodecJson(Buffer.from([0x92, 0x01])));
  t.is((error as unknown as { code: string }).code, 'CORE_MSGPACK_DECODE');
});
