// kmd's signing step in batch form: the packed output equals the one-item path (and the schema encoder of the
// SignedTxn), items it cannot sign come back empty, malformed layouts are refused before any signing.
import test from 'ava';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { generateKeyPair, sign } from '../../../src/core/crypto/ed25519.js';
import { Prefix } from '../../../src/core/crypto/prefixes.js';
import { packBytes, packedItem } from '../../../src/core/packed.js';
import { senderHint, signTransactionBatch, signTransactionItem } from '../../../src/core/txn/sign-batch.js';
import { encodeSignedTxn } from '../../../src/core/txn/signed.js';
import { decodeTransaction, encodeTransaction } from '../../../src/core/txn/transaction.js';
import type { Transaction } from '../../../src/core/txn/types.js';
import { fuzzParams } from '../../helpers/fuzz.js';

const alice = generateKeyPair(randomBytes);
const bob = generateKeyPair(randomBytes);
const ZERO = Buffer.alloc(32);

function payment(sender: Buffer, extra: Partial<Transaction> = {}): Buffer {
  return encodeTransaction({
    type: 'pay',
    sender,
    receiver: bob.publicKey,
    amount: 5n,
    fee: 1000n,
    firstValid: 1n,
    lastValid: 100n,
    genesisHash: Buffer.alloc(32, 1),
    ...extra,
  });
}

type Row = { what: string; txn: Buffer; publicKey: Buffer; key: 0 | 1; signed: boolean };

const rows: Row[] = [
  { what: 'by sender', txn: payment(alice.publicKey), publicKey: ZERO, key: 0, signed: true },
  { what: 'by public key (sgnr)', txn: payment(alice.publicKey), publicKey: bob.publicKey, key: 1, signed: true },
  { what: 'public key = sender', txn: payment(bob.publicKey), publicKey: bob.publicKey, key: 1, signed: true },
  { what: 'wrong key for the sender', txn: payment(alice.publicKey), publicKey: ZERO, key: 1, signed: false },
  {
    what: 'wrong key for the public key',
    txn: payment(alice.publicKey),
    publicKey: bob.publicKey,
    key: 0,
    signed: false,
  },
  { what: 'undecodable', txn: Buffer.from([0x01]), publicKey: ZERO, key: 0, signed: false },
  { what: 'unknown field', txn: Buffer.from([0x81, 0xa1, 0x7a, 0x01]), publicKey: ZERO, key: 0, signed: false },
  {
    what: 'no sender (zero key)',
    txn: encodeTransaction({ type: 'pay', fee: 1n }),
    publicKey: ZERO,
    key: 0,
    signed: false,
  },
];

test('the batch answers each item as signTransactionItem, empty where it answers null', (t) => {
  const secretKeys = Buffer.concat([alice.secretKey, bob.secretKey]);
  const out = signTransactionBatch(
    packBytes(rows.map((r) => r.txn)),
    Buffer.concat(rows.map((r) => r.publicKey)),
    Uint32Array.from(rows.map((r) => r.key)),
    secretKeys,
  );
  rows.forEach((row, i) => {
    const key = row.key === 0 ? alice.secretKey : bob.secretKey;
    const single = signTransactionItem(row.txn, row.publicKey, key);
    t.is(single !== null, row.signed, row.what);
    t.deepEqual(Buffer.from(packedItem(out, i)), single ?? Buffer.alloc(0), row.what);
  });
  // The signed ones are the schema encoder's SignedTxn over "TX" || the transaction.
  const txn = decodeTransaction(rows[1]!.txn);
  const sig = sign(Buffer.concat([Prefix.Transaction, rows[1]!.txn]), bob.secretKey);
  t.deepEqual(Buffer.from(packedItem(out, 1)), encodeSignedTxn({ txn, sig, authAddr: bob.publicKey }));
});

test('malformed layouts are refused before anything is signed', (t) => {
  const txns = packBytes([payment(alice.publicKey)]);
  const cases: [Uint8Array, Uint32Array, Uint8Array, string][] = [
    [Buffer.alloc(31), new Uint32Array(1), alice.secretKey, 'CORE_BAD_LENGTH'],
    [ZERO, new Uint32Array(2), alice.secretKey, 'CORE_BAD_LENGTH'],
    [ZERO, new Uint32Array(1), Buffer.alloc(63), 'CORE_BAD_LENGTH'],
    [ZERO, Uint32Array.from([1]), alice.secretKey, 'CORE_BAD_ARGUMENT'],
  ];
  for (const [publicKeys, keyIndex, secretKeys, code] of cases) {
    const error = t.throws(() => signTransactionBatch(txns, publicKeys, keyIndex, secretKeys));
    t.is((error as { code?: string } | undefined)?.code, code);
  }
});

test('property: random payments signed in a batch equal the one-item path and the schema encoder', (t) => {
  const item = fc.record({
    amount: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
    note: fc.uint8Array({ maxLength: 200 }),
    bySigner: fc.boolean(),
  });
  fc.assert(
    fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), (items) => {
      const txns = items.map((i) => payment(alice.publicKey, { amount: i.amount, note: Buffer.from(i.note) }));
      const publicKeys = items.map((i) => (i.bySigner ? bob.publicKey : ZERO));
      const keyIndex = Uint32Array.from(items.map((i) => (i.bySigner ? 1 : 0)));
      const out = signTransactionBatch(
        packBytes(txns),
        Buffer.concat(publicKeys),
        keyIndex,
        Buffer.concat([alice.secretKey, bob.secretKey]),
      );
      return items.every((i, k) => {
        const key = i.bySigner ? bob.secretKey : alice.secretKey;
        const txn = decodeTransaction(txns[k]!);
        const sig = sign(Buffer.concat([Prefix.Transaction, txns[k]!]), key);
        const expected = encodeSignedTxn({ txn, sig, ...(i.bySigner ? { authAddr: bob.publicKey } : {}) });
        const got = Buffer.from(packedItem(out, k));
        return got.equals(expected) && got.equals(signTransactionItem(txns[k]!, publicKeys[k]!, key)!);
      });
    }),
    fuzzParams(40),
  );
  t.pass();
});

test('senderHint reads the sender of a canonical transaction; it is only a hint', (t) => {
  t.deepEqual(Buffer.from(senderHint(payment(alice.publicKey))!), alice.publicKey);
  t.is(senderHint(Buffer.from([0x80])), undefined);
  t.is(senderHint(encodeTransaction({ type: 'pay', fee: 1n })), undefined);
  // A note carrying the field pattern comes first in key order: the hint reads the note (the batch then finds
  // that the key does not match the decoded sender and leaves the item to the caller).
  const decoy = Buffer.concat([Buffer.from([0xa3, 0x73, 0x6e, 0x64, 0xc4, 0x20]), bob.publicKey]);
  const txn = payment(alice.publicKey, { note: decoy });
  t.deepEqual(Buffer.from(senderHint(txn)!), bob.publicKey);
  t.is(signTransactionItem(txn, ZERO, bob.secretKey), null);
  t.not(signTransactionItem(txn, ZERO, alice.secretKey), null);
});
