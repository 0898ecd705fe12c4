import test from 'ava';
import { MAX_UINT64 } from '../../../src/core/crypto/accounts.js';
import { V42, type ConsensusParams } from '../../../src/core/ledger/consensus.js';
import { checkGroupFee, feeUsage, requiredGroupFee, txnFeeFactor } from '../../../src/core/ledger/fees.js';
import { formatMicroAlgos, formatMicros } from '../../../src/core/ledger/go-format.js';
import type { SignedTxn, Transaction } from '../../../src/core/txn/types.js';

// --- Go renderings (data/basics/units.go MicroAlgos.String, Micros.String) ---------------------------------------

const algos = test.macro({
  exec: (t, amount: bigint, expected: string) => t.is(formatMicroAlgos(amount), expected),
  title: (_label, amount: bigint, expected: string) => `MicroAlgos ${amount} → ${expected}`,
});
test(algos, 0n, '0.0A');
test(algos, 1n, '1uA');
test(algos, 999n, '999uA');
test(algos, 1000n, '1mA');
test(algos, 1001n, '1.001mA');
test(algos, 1500n, '1.500mA');
test(algos, 1103n, '1.103mA');
test(algos, 999_999n, '999.999mA');
test(algos, 1_000_000n, '1A');
test(algos, 1_000_001n, '1.000001A');
test(algos, 1_500_000n, '1.500000A');
test(algos, 2_000_000n, '2A');
test(algos, MAX_UINT64, '18446744073709.551615A');

const micros = test.macro({
  exec: (t, value: bigint, expected: string) => t.is(formatMicros(value), expected),
  title: (_label, value: bigint, expected: string) => `Micros ${value} → ${expected}`,
});
test(micros, 0n, '0.000000');
test(micros, 1n, '0.000001');
test(micros, 1_000_000n, '1.000000');
test(micros, 1_102_400n, '1.102400');
test(micros, 16_000_000n, '16.000000');

// --- usage ------------------------------------------------------------------------------------------------------

const sender = Buffer.alloc(32, 0x11);
const stx = (txn: Partial<Transaction>, extra: Partial<SignedTxn> = {}): SignedTxn => ({
  txn: { type: 'pay', sender, fee: 1000n, firstValid: 1n, lastValid: 10n, ...txn },
  sig: new Uint8Array(64).fill(1),
  ...extra,
});
const pq = (scheme: string) => ({
  scheme: Buffer.from(scheme),
  publicKey: new Uint8Array(1793),
  signature: new Uint8Array(1),
});

const usage = test.macro({
  exec: (t, group: SignedTxn[], expected: bigint) => t.is(feeUsage(group, V42), expected),
  title: (label) => `usage: ${label ?? ''}`,
});
test('plain payment', usage, [stx({})], 1_000_000n);
test('note of 1024 bytes is free', usage, [stx({ note: new Uint8Array(1024) })], 1_000_000n);
test('note of 1025 bytes', usage, [stx({ note: new Uint8Array(1025) })], 1_000_100n);
test('note of 2048 bytes (spec §8.5)', usage, [stx({ note: new Uint8Array(2048) })], 1_102_400n);
test('three plain txns', usage, [stx({}), stx({}), stx({})], 3_000_000n);
const appl = (approval: number, clear: number, args: number[] = []): SignedTxn =>
  stx({
    type: 'appl',
    approvalProgram: new Uint8Array(approval),
    clearProgram: new Uint8Array(clear),
    appArgs: args.map((n) => new Uint8Array(n)),
  });
test('app programs of 8192 bytes are free', usage, [appl(6000, 2192)], 1_000_000n);
test('app programs of 8193 bytes', usage, [appl(6000, 2193)], 1_000_100n);
test('app args of 2048 bytes are free', usage, [appl(0, 0, [2000, 48])], 1_000_000n);
test('app args of 2049 bytes', usage, [appl(0, 0, [2000, 49])], 1_000_100n);
test(
  'app with both surcharges and a note',
  usage,
  [{ ...appl(16384, 0, [4096]), txn: { ...appl(16384, 0, [4096]).txn, note: new Uint8Array(1124) } }],
  1_000_000n + 819_200n + 204_800n + 10_000n,
);
test('state proof is free', usage, [stx({ type: 'stpf', fee: 0n })], 0n);
test(
  'heartbeat with challenge discount is free',
  usage,
  [stx({ type: 'hb', heartbeat: { challengeDiscount: true } })],
  0n,
);
test('heartbeat without discount', usage, [stx({ type: 'hb', heartbeat: {} })], 1_000_000n);
test(
  'discounted heartbeat still pays for its note',
  usage,
  [stx({ type: 'hb', heartbeat: { challengeDiscount: true }, note: new Uint8Array(2048) })],
  102_400n,
);
test('Falcon-1024 pqsig adds two fees', usage, [stx({}, { pqsig: pq('f1') })], 3_000_000n);
test('reserved Falcon-512 adds one fee', usage, [stx({}, { pqsig: pq('f2') })], 2_000_000n);
test('unknown PQ scheme adds nothing', usage, [stx({}, { pqsig: pq('zz') })], 1_000_000n);
test(
  'PQ-delegated lsig adds two fees',
  usage,
  [stx({}, { lsig: { logic: Uint8Array.of(1), pqsig: pq('f1') } })],
  3_000_000n,
);
test('lsig program of 1000 bytes is free', usage, [stx({}, { lsig: { logic: new Uint8Array(1000) } })], 1_000_000n);
test('lsig program of 1001 bytes', usage, [stx({}, { lsig: { logic: new Uint8Array(1001) } })], 1_000_100n);
test(
  'lsig args are free',
  usage,
  [stx({}, { lsig: { logic: new Uint8Array(1000), args: [new Uint8Array(900)] } })],
  1_000_000n,
);
test(
  'lsig program bytes pooled over the group',
  usage,
  [stx({}, { lsig: { logic: new Uint8Array(1900) } }), stx({})],
  2_000_000n,
);
test(
  'lsig program bytes over the group pool',
  usage,
  [stx({}, { lsig: { logic: new Uint8Array(1900) } }), stx({}, { lsig: { logic: new Uint8Array(101) } })],
  2_000_100n,
);

test('usage saturates at 2^64-1', (t) => {
  const huge: ConsensusParams = { ...V42, perByteTxnSurcharge: MAX_UINT64 };
  t.is(txnFeeFactor(stx({ note: new Uint8Array(1025) }), huge), MAX_UINT64);
  t.is(feeUsage([stx({ note: new Uint8Array(1025) }), stx({})], huge), MAX_UINT64);
});

const required = test.macro({
  exec: (t, value: bigint, expected: bigint) => t.is(requiredGroupFee(value, V42), expected),
  title: (_label, value: bigint, expected: bigint) => `required fee for usage ${value} is ${expected}`,
});
test(required, 0n, 0n);
test(required, 1n, 1n);
test(required, 1_000_000n, 1000n);
test(required, 1_000_100n, 1001n);
test(required, 1_102_400n, 1103n);
test(required, 1_999_000n, 1999n);

// --- the group check --------------------------------------------------------------------------------------------

test('exact fee passes; fee pooling lets one txn pay for another', (t) => {
  t.notThrows(() => checkGroupFee([stx({})], V42));
  t.notThrows(() => checkGroupFee([stx({ fee: 2000n }), stx({ fee: 0n })], V42));
  t.notThrows(() => checkGroupFee([stx({ note: new Uint8Array(2048), fee: 1103n })], V42));
  t.notThrows(() => checkGroupFee([stx({ type: 'stpf', fee: 0n })], V42));
});

const short = test.macro({
  exec(t, group: SignedTxn[], params: ConsensusParams, message: string) {
    const err = t.throws(() => checkGroupFee(group, params));
    t.is((err as { code?: string }).code, 'ALGOD_TXN_REJECTED');
    t.is(err?.message, message);
  },
  title: (label) => `fee check rejects: ${label ?? ''}`,
});
test(
  'one micro short',
  short,
  [stx({ fee: 999n })],
  V42,
  'txgroup with 999uA fees is less than 1mA (usage=1.000000 * base=1mA)',
);
test(
  'nothing paid',
  short,
  [stx({ fee: 0n })],
  V42,
  'txgroup with 0.0A fees is less than 1mA (usage=1.000000 * base=1mA)',
);
test(
  '2048-byte note paying 1102',
  short,
  [stx({ note: new Uint8Array(2048), fee: 1102n })],
  V42,
  'txgroup with 1.102mA fees is less than 1.103mA (usage=1.102400 * base=1mA)',
);
test(
  'pooled pair one micro short',
  short,
  [stx({ fee: 1999n }), stx({ fee: 0n })],
  V42,
  'txgroup with 1.999mA fees is less than 2mA (usage=2.000000 * base=1mA)',
);
test(
  'Falcon-signed txn paying one fee',
  short,
  [stx({ fee: 1000n }, { pqsig: pq('f1') })],
  V42,
  'txgroup with 1mA fees is less than 3mA (usage=3.000000 * base=1mA)',
);
test(
  'large minimum fee',
  short,
  [stx({ fee: 1_000_000n })],
  { ...V42, minTxnFee: 1_000_001n },
  'txgroup with 1A fees is less than 1.000001A (usage=1.000000 * base=1.000001A)',
);
test(
  'required fee beyond uint64',
  short,
  [stx({ fee: MAX_UINT64 }), stx({ fee: MAX_UINT64 })],
  { ...V42, minTxnFee: MAX_UINT64 },
  'txgroup required fee overflow',
);
