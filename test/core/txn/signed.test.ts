import test from 'ava';
import algosdk from 'algosdk';
import { keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';
import { decodeMsgpackValue, encodeMsgpackValue, type MsgpackValue } from '../../../src/core/codec/msgpack.js';
import {
  assembleSignedTxn,
  authorizer,
  decodeSignedTxn,
  decodeSignedTxnGroup,
  encodeSignedTxn,
  signTransaction,
  verifySingleSig,
} from '../../../src/core/txn/signed.js';
import type { SignedTxn } from '../../../src/core/txn/types.js';
import { bytesToSign, decodeTransaction, encodeTransaction } from '../../../src/core/txn/transaction.js';
import { keyOf, torsioned } from '../../fixtures/ed25519-edge.js';
import { Rng, randomPair } from './random-txn.js';

const key = keyPairFromSeed(Buffer.alloc(32, 5));
const other = keyPairFromSeed(Buffer.alloc(32, 6));

test('signTransaction matches algosdk for random txns, rekeyed or not', (t) => {
  for (let seed = 1; seed <= 200; seed++) {
    const rng = new Rng(seed);
    const signer = rng.bool() ? key : other;
    // half of the time the sender is `key`, so the signer is the sender or the account is rekeyed to the signer
    const { ours, sdk } = randomPair(rng, undefined, rng.bool() ? key.publicKey : undefined);
    const stxn = signTransaction(ours, signer.secretKey);
    const blob = Buffer.from(algosdk.signTransaction(sdk, signer.secretKey).blob);
    t.deepEqual(encodeSignedTxn(stxn), blob, `seed ${seed}`);
    t.deepEqual(Buffer.from(authorizer(stxn)), signer.publicKey);
    t.true(verifySingleSig(decodeSignedTxn(blob)));
  }
});

test('a tampered txn or signature does not verify', (t) => {
  const { ours } = randomPair(new Rng(3), 'pay');
  const stxn = signTransaction({ ...ours, sender: key.publicKey }, key.secretKey);
  t.true(verifySingleSig(stxn));
  t.false(verifySingleSig({ ...stxn, txn: { ...stxn.txn, fee: (stxn.txn!.fee ?? 0n) + 1n } }));
  const sig = Buffer.from(stxn.sig!);
  sig[0] = sig[0]! ^ 1;
  t.false(verifySingleSig({ ...stxn, sig }));
  t.false(verifySingleSig({ ...stxn, authAddr: other.publicKey }));
  t.false(verifySingleSig({ txn: stxn.txn! }));
});

test('a txn signature with a torsion component in R verifies (node rules), though stock libsodium refuses it', (t) => {
  const { ours } = randomPair(new Rng(5), 'pay');
  const txn = { ...ours, sender: key.publicKey };
  const crafted = torsioned('R + T8', keyOf(Buffer.alloc(32, 5)), bytesToSign(txn), 12345n, 0, 1);
  t.deepEqual(Buffer.from(crafted.publicKey), key.publicKey);
  t.false(crafted.libsodium);
  t.true(verifySingleSig({ txn, sig: Buffer.from(crafted.signature) }));
  t.false(verifySingleSig({ txn: { ...txn, fee: (txn.fee ?? 0n) + 1n }, sig: Buffer.from(crafted.signature) }));
});

test('a signature over canonical bytes verifies after a non-canonical resubmission', (t) => {
  const { ours } = randomPair(new Rng(11), 'axfer');
  const stxn = signTransaction({ ...ours, sender: key.publicKey }, key.secretKey);
  const canonical = encodeSignedTxn(stxn);
  const map = decodeMsgpackValue(canonical).value as Map<string | bigint, MsgpackValue>;
  // `txn` before `sig`, and the txn's fee as a full-width uint64
  const txnMap = map.get('txn') as Map<string | bigint, MsgpackValue>;
  const txnBody = Buffer.concat([
    Buffer.from([0xde, 0, txnMap.size]),
    ...[...txnMap.entries()].map(([k, v]) =>
      Buffer.concat([
        encodeMsgpackValue(k),
        typeof v === 'bigint'
          ? Buffer.concat([Buffer.from([0xcf]), Buffer.from(v.toString(16).padStart(16, '0'), 'hex')])
          : encodeMsgpackValue(v),
      ]),
    ),
  ]);
  const noisy = Buffer.concat([
    Buffer.from([0x82]),
    encodeMsgpackValue('txn'),
    txnBody,
    encodeMsgpackValue('sig'),
    encodeMsgpackValue(map.get('sig')!),
  ]);
  t.notDeepEqual(noisy, canonical);
  const decoded = decodeSignedTxn(noisy);
  t.true(verifySingleSig(decoded));
  t.deepEqual(encodeSignedTxn(decoded), canonical);
});

test('decodeSignedTxnGroup reads a concatenated body to its end', (t) => {
  const stxns = Array.from({ length: 16 }, (_, i) => signTransaction(randomPair(new Rng(i + 1)).ours, key.secretKey));
  const body = Buffer.concat(stxns.map(encodeSignedTxn));
  const group = decodeSignedTxnGroup(body);
  t.is(group.length, 16);
  t.deepEqual(Buffer.concat(group.map(encodeSignedTxn)), body);
  t.deepEqual(decodeSignedTxnGroup(encodeSignedTxn(stxns[0]!)).length, 1);
});

const badBody = test.macro({
  exec(t, body: Buffer, code: string, message: RegExp, max?: number) {
    const err = t.throws(() => decodeSignedTxnGroup(body, max));
    t.is((err as { code?: string }).code, code);
    t.regex(err!.message, message);
  },
  title: (name) => `decodeSignedTxnGroup rejects ${name}`,
});

const one = encodeSignedTxn(signTransaction(randomPair(new Rng(99), 'pay').ours, key.secretKey));
test(
  '17 objects',
  badBody,
  Buffer.concat(Array.from({ length: 17 }, () => one)),
  'CORE_BAD_TRANSACTION',
  /^max group size is 16$/,
);
test(
  'more objects than a custom maximum',
  badBody,
  Buffer.concat([one, one, one]),
  'CORE_BAD_TRANSACTION',
  /^max group size is 2$/,
  2,
);
test('an empty body', badBody, Buffer.alloc(0), 'CORE_BAD_TRANSACTION', /^empty txgroup$/);
test(
  'a truncated second object',
  badBody,
  Buffer.concat([one, one.subarray(0, 10)]),
  'CORE_MSGPACK_DECODE',
  /unexpected end of input/,
);
test('trailing garbage', badBody, Buffer.concat([one, Buffer.from([0xc1])]), 'CORE_MSGPACK_DECODE', /expected map/);
test(
  'an unknown SignedTxn key',
  badBody,
  encodeMsgpackValue(new Map([['sigx', Buffer.alloc(64)]])),
  'CORE_UNKNOWN_FIELD',
  /key sigx \(SignedTxn\)/,
);
test(
  'a short signature',
  badBody,
  encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['sig', Buffer.alloc(63, 1)],
      ['txn', new Map([['type', 'pay']])],
    ]),
  ),
  'CORE_BAD_LENGTH',
  /SignedTxn\.sig must be 64 bytes, got 63/,
);
test(
  'a bad type string',
  badBody,
  encodeMsgpackValue(new Map([['txn', new Map([['type', 'bogus']])]])),
  'CORE_BAD_TRANSACTION',
  /^unknown tx type bogus$/,
);

test('authorizer is sgnr when set, else the sender', (t) => {
  const txn = { type: 'pay' as const, sender: key.publicKey };
  t.deepEqual(authorizer({ txn }), key.publicKey);
  t.deepEqual(authorizer({ txn, authAddr: other.publicKey }), other.publicKey);
  t.deepEqual(authorizer({ txn, authAddr: Buffer.alloc(32) }), key.publicKey);
});

test('SignedTxn with a logic sig matches algosdk signLogicSigTransactionObject', (t) => {
  const program = Buffer.from([0x0a, 0x81, 0x01]);
  const args = [Buffer.from('a'), Buffer.from([0, 1])];
  const lsig = new algosdk.LogicSig(
    program,
    args.map((a) => new Uint8Array(a)),
  );
  const { ours, sdk } = randomPair(new Rng(5), 'pay');
  const blob = Buffer.from(algosdk.signLogicSigTransactionObject(sdk, lsig).blob);
  const escrow = Buffer.from(lsig.address().publicKey);
  const stxn: SignedTxn = { txn: ours, lsig: { logic: program, args }, authAddr: escrow };
  t.deepEqual(encodeSignedTxn(stxn), blob);
  t.deepEqual(encodeSignedTxn(decodeSignedTxn(blob)), blob);
  t.deepEqual(decodeSignedTxn(blob).lsig, { logic: program, args });
});

test('SignedTxn with a pqsig round-trips through algosdk', (t) => {
  const { ours } = randomPair(new Rng(6), 'pay');
  const pq: SignedTxn = {
    txn: ours,
    pqsig: { scheme: Buffer.from('f1'), salt: 3, publicKey: Buffer.alloc(1793, 4), signature: Buffer.alloc(1200, 5) },
  };
  const bytes = encodeSignedTxn(pq);
  t.deepEqual(Buffer.from(algosdk.encodeMsgpack(algosdk.decodeSignedTransaction(bytes))), bytes);
  t.deepEqual(decodeSignedTxn(bytes).pqsig, pq.pqsig);
});

test('assembleSignedTxn equals the schema encoder with and without sgnr', (t) => {
  const txn = decodeTransaction(
    algosdk.encodeUnsignedTransaction(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: algosdk.generateAccount().addr,
        receiver: algosdk.generateAccount().addr,
        amount: 12345n,
        note: new Uint8Array([1, 2, 3]),
        suggestedParams: {
          fee: 1000n,
          flatFee: true,
          firstValid: 5n,
          lastValid: 1005n,
          genesisHash: new Uint8Array(32).fill(9),
          genesisID: 'x-v1',
          minFee: 1000n,
        },
      }),
    ),
  );
  const txnBytes = encodeTransaction(txn);
  const sig = Buffer.alloc(64, 7);
  const signer = Buffer.alloc(32, 3);
  t.deepEqual(assembleSignedTxn(txnBytes, sig), encodeSignedTxn({ txn, sig }));
  t.deepEqual(assembleSignedTxn(txnBytes, sig, signer), encodeSignedTxn({ txn, sig, authAddr: signer }));
  t.deepEqual(assembleSignedTxn(txnBytes, sig, Buffer.alloc(32)), encodeSignedTxn({ txn, sig }));
});
