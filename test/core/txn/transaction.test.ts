/** Property tests: random transactions of every type built with algosdk and with us must agree byte for byte. */
import test from 'ava';
import algosdk from 'algosdk';
import { renderE2 } from '../../../src/core/codec/json-codec.js';
import { parseJson } from '../../../src/core/codec/json-parse.js';
import { decodeMsgpackValue, encodeMsgpackValue, type MsgpackValue } from '../../../src/core/codec/msgpack.js';
import { transactionSchema } from '../../../src/core/txn/schemas.js';
import {
  assignGroupId,
  bytesToSign,
  computeGroupId,
  decodeTransaction,
  encodeTransaction,
  txId,
  txIdBytes,
} from '../../../src/core/txn/transaction.js';
import type { Transaction } from '../../../src/core/txn/types.js';
import { BUILDERS, Rng, randomPair } from './random-txn.js';

const PER_TYPE = 120;

const agreesWithAlgosdk = test.macro({
  exec(t, type: keyof typeof BUILDERS) {
    for (let seed = 1; seed <= PER_TYPE; seed++) {
      const { label, ours, sdk } = randomPair(new Rng(seed * 7919 + type.length), type);
      const bytes = encodeTransaction(ours);
      const sdkBytes = Buffer.from(sdk.toByte());
      if (!bytes.equals(sdkBytes)) {
        t.fail(`${label} seed ${seed}:\n ours ${bytes.toString('hex')}\n  sdk ${sdkBytes.toString('hex')}`);
        return;
      }
      t.is(txId(ours), sdk.txID(), `${label} seed ${seed}`);
      t.deepEqual(txIdBytes(ours), Buffer.from(sdk.rawTxID()));
      t.deepEqual(bytesToSign(ours), Buffer.from(sdk.bytesToSign()));
      // decode → same model, canonical re-encode → same bytes
      const decoded = decodeTransaction(sdkBytes);
      t.deepEqual(encodeTransaction(decoded), sdkBytes);
    }
  },
  title: (_, type) => `${PER_TYPE} random ${type} transactions match algosdk bytes and TxIDs`,
});

for (const type of Object.keys(BUILDERS) as (keyof typeof BUILDERS)[]) test(agreesWithAlgosdk, type);

/** Re-encode an opaque map non-canonically: keys reversed and every integer widened to uint64/int64. */
function scramble(value: MsgpackValue): Buffer {
  const parts: Buffer[] = [];
  const walk = (v: MsgpackValue): void => {
    if (typeof v === 'bigint') {
      const b = Buffer.alloc(9);
      b[0] = 0xd3;
      b.writeBigInt64BE(BigInt.asIntN(64, v), 1);
      parts.push(
        v >= 2n ** 63n ? Buffer.concat([Buffer.from([0xcf]), Buffer.from(v.toString(16).padStart(16, '0'), 'hex')]) : b,
      );
    } else if (v instanceof Map) {
      parts.push(Buffer.from([0xde, 0, v.size]));
      for (const [k, x] of [...v.entries()].reverse()) {
        walk(k);
        walk(x);
      }
    } else if (Array.isArray(v)) {
      parts.push(Buffer.from([0xdc, 0, v.length]));
      v.forEach(walk);
    } else if (typeof v === 'string') {
      // str8 even for short strings; a bin header would also be accepted
      const s = Buffer.from(v);
      parts.push(Buffer.from([0xd9, s.length]), s);
    } else {
      parts.push(encodeMsgpackValue(v));
    }
  };
  walk(value);
  return Buffer.concat(parts);
}

test('non-canonical encodings (shuffled keys, wide ints, str8 keys) re-encode to the canonical bytes', (t) => {
  for (let seed = 1; seed <= 300; seed++) {
    const { ours } = randomPair(new Rng(seed));
    const canonical = encodeTransaction(ours);
    const noisy = scramble(decodeMsgpackValue(canonical).value);
    t.notDeepEqual(noisy, canonical);
    const decoded = decodeTransaction(noisy);
    t.deepEqual(encodeTransaction(decoded), canonical, `seed ${seed}`);
    t.is(txId(decoded), txId(ours));
  }
});

test('E2 JSON carries the same content as algosdk encodeJSON', (t) => {
  for (let seed = 1; seed <= 300; seed++) {
    const { label, ours, sdk } = randomPair(new Rng(seed));
    const e2 = renderE2(transactionSchema, ours);
    t.false(e2.endsWith('\n'));
    t.deepEqual(parseJson(e2), parseJson(algosdk.encodeJSON(sdk)), `${label} seed ${seed}`);
  }
});

test('amounts at and above 2^53 up to 2^64 - 1 survive encode, decode and TxID', (t) => {
  for (const amount of [2n ** 53n - 1n, 2n ** 53n, 2n ** 53n + 1n, 2n ** 63n, 2n ** 64n - 1n]) {
    const txn: Transaction = {
      type: 'pay',
      sender: Buffer.alloc(32, 1),
      receiver: Buffer.alloc(32, 2),
      amount,
      fee: amount,
      firstValid: 1n,
      lastValid: 2n,
      genesisHash: Buffer.alloc(32, 3),
    };
    const sdk = algosdk.decodeUnsignedTransaction(encodeTransaction(txn));
    t.is(sdk.payment!.amount, amount);
    t.is(sdk.fee, amount);
    t.is(decodeTransaction(encodeTransaction(txn)).amount, amount);
    t.is(txId(txn), sdk.txID());
  }
});

test('random groups of 1..16 get algosdk group IDs', (t) => {
  for (let seed = 1; seed <= 60; seed++) {
    const rng = new Rng(seed);
    const pairs = Array.from({ length: 1 + rng.int(16) }, () => randomPair(rng));
    const ours = pairs.map((p) => p.ours);
    const sdk = pairs.map((p) => p.sdk);
    // go-algorand hashes each txn with `grp` cleared; algosdk hashes whatever it is given, so clear it there first
    for (const s of sdk) delete (s as { group?: Uint8Array }).group;
    t.deepEqual(computeGroupId(ours), Buffer.from(algosdk.computeGroupID(sdk)));
    const grouped = assignGroupId(ours);
    algosdk.assignGroupID(sdk);
    grouped.forEach((g, i) => t.is(txId(g), sdk[i]!.txID()));
  }
});

const badGroup = test.macro({
  exec(t, size: number, message: string) {
    const txns = Array.from({ length: size }, (_, i) => randomPair(new Rng(i + 1)).ours);
    const err = t.throws(() => computeGroupId(txns));
    t.is((err as { code?: string }).code, 'CORE_BAD_TRANSACTION');
    t.is(err!.message, message);
  },
  title: (_, size) => `a group of ${size} is rejected`,
});

test(badGroup, 0, 'empty txgroup');
test(badGroup, 17, 'max group size is 16');

const badTxn = test.macro({
  exec(t, bytes: Buffer, code: string, message: RegExp) {
    const err = t.throws(() => decodeTransaction(bytes));
    t.is((err as { code?: string }).code, code);
    t.regex(err!.message, message);
  },
  title: (name) => `decodeTransaction rejects ${name}`,
});

const base = encodeTransaction({ type: 'pay', sender: Buffer.alloc(32, 1), firstValid: 1n });
test(
  'an unknown type string',
  badTxn,
  encodeMsgpackValue(new Map([['type', 'payx']])),
  'CORE_BAD_TRANSACTION',
  /^unknown tx type payx$/,
);
test('a missing type', badTxn, encodeMsgpackValue(new Map([['fv', 1n]])), 'CORE_BAD_TRANSACTION', /^unknown tx type $/);
test(
  'an unknown field',
  badTxn,
  encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['type', 'pay'],
      ['xyz', 1n],
    ]),
  ),
  'CORE_UNKNOWN_FIELD',
  /key xyz \(Transaction\)/,
);
test(
  'a 31-byte sender',
  badTxn,
  encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['type', 'pay'],
      ['snd', Buffer.alloc(31, 1)],
    ]),
  ),
  'CORE_BAD_LENGTH',
  /Transaction\.snd must be 32 bytes, got 31/,
);
test(
  'a 33-byte genesis hash',
  badTxn,
  encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['type', 'pay'],
      ['gh', Buffer.alloc(33, 1)],
    ]),
  ),
  'CORE_BAD_LENGTH',
  /gh must be 32 bytes/,
);
test(
  'a negative amount',
  badTxn,
  encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['type', 'pay'],
      ['amt', -5n],
    ]),
  ),
  'CORE_MSGPACK_DECODE',
  /negative integer -5/,
);
test('a truncated body', badTxn, base.subarray(0, base.length - 1), 'CORE_MSGPACK_DECODE', /unexpected end of input/);
test(
  'a wrong length inside a nested struct',
  badTxn,
  encodeMsgpackValue(
    new Map<string, MsgpackValue>([
      ['type', 'acfg'],
      ['apar', new Map([['m', Buffer.alloc(5)]])],
    ]),
  ),
  'CORE_BAD_LENGTH',
  /AssetParams\.m must be 32 bytes/,
);

test('heartbeat: an empty hb map is kept and written (Go pointer field)', (t) => {
  const txn: Transaction = { type: 'hb', sender: Buffer.alloc(32, 1), heartbeat: {} };
  const bytes = encodeTransaction(txn);
  t.true(bytes.toString('hex').includes('a2686280'));
  t.deepEqual(decodeTransaction(bytes).heartbeat, {});
});

test('state-proof fields are carried as opaque values and re-encoded canonically', (t) => {
  const sp = new Map<string | bigint, MsgpackValue>([
    ['r', [new Map<string | bigint, MsgpackValue>([['b', Buffer.alloc(3, 1)]])]],
    ['c', Buffer.alloc(32, 2)],
  ]);
  const sorted = new Map([...sp.entries()].reverse());
  const txn: Transaction = {
    type: 'stpf',
    sender: Buffer.alloc(32, 9),
    stateProofType: 0n,
    stateProof: sp,
    stateProofMessage: new Map([['l', 5n]]),
  };
  const bytes = encodeTransaction(txn);
  t.true(bytes.toString('hex').includes('a27370' + '82' + 'a163c420'), 'sp keys sorted');
  const decoded = decodeTransaction(bytes);
  t.deepEqual(decoded.stateProof, sorted);
  t.deepEqual(encodeTransaction(decoded), bytes);
});
