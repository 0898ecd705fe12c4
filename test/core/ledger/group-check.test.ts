import test from 'ava';
import algosdk from 'algosdk';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL, STATE_PROOF_SENDER } from '../../../src/core/crypto/accounts.js';
import { encodeDigest } from '../../../src/core/crypto/address.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { checkGroupStateless, checkLogicSigGroupSize, checkTxnGroup } from '../../../src/core/ledger/group-check.js';
import { signedTxnChecks, wrapInvalid, type WellFormedContext } from '../../../src/core/ledger/well-formed.js';
import { decodeSignedTxn } from '../../../src/core/txn/signed.js';
import { decodeTransaction, encodeTransaction } from '../../../src/core/txn/transaction.js';
import type { LogicSig, SignedTxn, Transaction, TxType } from '../../../src/core/txn/types.js';

const ctx: WellFormedContext = { params: V42, feeSink: DEFAULT_FEE_SINK, rewardsPool: DEFAULT_REWARDS_POOL };
const account = (b: number): algosdk.Account =>
  algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(b)));
const A = account(1);
const B = account(2);
const sp = (fee: number): algosdk.SuggestedParams => ({
  fee,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1001,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(0xaa),
});
const pay = (from: algosdk.Account, to: algosdk.Account, amount: number, fee = 1000): algosdk.Transaction =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to.addr,
    amount,
    suggestedParams: sp(fee),
  });
const signed = (txn: algosdk.Transaction, by: algosdk.Account): SignedTxn => decodeSignedTxn(txn.signTxn(by.sk));
const unsigned = (txn: algosdk.Transaction): SignedTxn => ({
  txn: decodeTransaction(algosdk.encodeUnsignedTransaction(txn)),
});
/** algosdk's group-less TxID text, the oracle for the hashes inside `incomplete group` */
const bareId = (txn: algosdk.Transaction): string =>
  unsignedId(decodeTransaction(algosdk.encodeUnsignedTransaction(txn)));
function unsignedId(txn: Transaction): string {
  const copy = { ...txn };
  delete copy.group;
  return algosdk.decodeUnsignedTransaction(encodeTransaction(copy)).txID();
}

const rejects = test.macro((t, run: () => void, message: string) => {
  const err = t.throws(run);
  t.is((err as { code?: string }).code, 'ALGOD_TXN_REJECTED');
  t.is(err?.message, message);
});

// --- group ID -----------------------------------------------------------------------------------------------------

test('spec §4.7 vector: the pair carries the pinned group ID and passes', (t) => {
  const pair = algosdk.assignGroupID([pay(A, B, 1_000_000), pay(B, A, 0, 0)]);
  t.is(
    Buffer.from(pair[0]!.group!).toString('hex'),
    '088f1cf3b4d18400d642ae3539cf9267d0cdbe0e67781f0262568df52972117a',
  );
  t.notThrows(() => checkTxnGroup([signed(pair[0]!, A), signed(pair[1]!, B)], V42));
});

test('empty group and ungrouped singleton pass', (t) => {
  t.notThrows(() => checkTxnGroup([], V42));
  t.notThrows(() => checkTxnGroup([signed(pay(A, B, 1), A)], V42));
});

test('singleton whose group ID is its own', (t) => {
  const [txn] = algosdk.assignGroupID([pay(A, B, 1)]);
  t.notThrows(() => checkTxnGroup([signed(txn!, A)], V42));
});

test(
  'singleton carrying the ID of a larger group',
  rejects,
  () => {
    const [a] = algosdk.assignGroupID([pay(A, B, 1), pay(B, A, 2)]);
    checkTxnGroup([unsigned(a!)], V42);
  },
  (() => {
    const pair = [pay(A, B, 1), pay(B, A, 2)];
    const group = encodeDigest(algosdk.computeGroupID(pair));
    return `transactionGroup: incomplete group: ${group} != ${encodeDigest(algosdk.computeGroupID([pair[0]!]))} ({{} [${bareId(pair[0]!)}]})`;
  })(),
);

test(
  'pair without a group ID',
  rejects,
  () => checkTxnGroup([unsigned(pay(A, B, 1)), unsigned(pay(B, A, 2))], V42),
  'transactionGroup: [0] had zero Group but was submitted in a group of 2',
);

test(
  'second txn without the group ID',
  rejects,
  () => {
    const [a] = algosdk.assignGroupID([pay(A, B, 1), pay(B, A, 2)]);
    checkTxnGroup([unsigned(a!), unsigned(pay(B, A, 2))], V42);
  },
  `transactionGroup: inconsistent group values: ${'A'.repeat(52)} != ${encodeDigest(algosdk.computeGroupID([pay(A, B, 1), pay(B, A, 2)]))}`,
);

test(
  'second txn with another group ID',
  rejects,
  () => {
    const [a] = algosdk.assignGroupID([pay(A, B, 1), pay(B, A, 2)]);
    const [, other] = algosdk.assignGroupID([pay(A, B, 7), pay(B, A, 2)]);
    checkTxnGroup([unsigned(a!), unsigned(other!)], V42);
  },
  `transactionGroup: inconsistent group values: ${encodeDigest(algosdk.computeGroupID([pay(A, B, 7), pay(B, A, 2)]))} != ${encodeDigest(algosdk.computeGroupID([pay(A, B, 1), pay(B, A, 2)]))}`,
);

const three = (): algosdk.Transaction[] => [pay(A, B, 1), pay(B, A, 2), pay(A, B, 3)];
test(
  'two of a group of three',
  rejects,
  () => {
    const [a, b] = algosdk.assignGroupID(three());
    checkTxnGroup([unsigned(a!), unsigned(b!)], V42);
  },
  `transactionGroup: incomplete group: ${encodeDigest(algosdk.computeGroupID(three()))} != ${encodeDigest(algosdk.computeGroupID(three().slice(0, 2)))} ({{} [${bareId(three()[0]!)} ${bareId(three()[1]!)}]})`,
);

test(
  'group in another order',
  rejects,
  () => {
    const [a, b] = algosdk.assignGroupID(three().slice(0, 2));
    checkTxnGroup([unsigned(b!), unsigned(a!)], V42);
  },
  `transactionGroup: incomplete group: ${encodeDigest(algosdk.computeGroupID(three().slice(0, 2)))} != ${encodeDigest(algosdk.computeGroupID([three()[1]!, three()[0]!]))} ({{} [${bareId(three()[1]!)} ${bareId(three()[0]!)}]})`,
);

test(
  '17 txns',
  rejects,
  () =>
    checkTxnGroup(
      Array.from({ length: 17 }, () => unsigned(pay(A, B, 1))),
      V42,
    ),
  'group size 17 exceeds maximum 16',
);

// --- group composition ----------------------------------------------------------------------------------------------

const plain = (txn: Partial<Transaction>): SignedTxn => ({
  txn: { sender: A.addr.publicKey, firstValid: 1n, lastValid: 10n, ...txn },
});
const hb = plain({ type: 'hb', heartbeat: { keyDilution: 1n } });
test(
  'unknown type',
  rejects,
  () => checkTxnGroup([plain({ type: 'xyz' as TxType })], V42),
  'transaction has an unknown type',
);
test(
  'heartbeat with an app call',
  rejects,
  () => checkTxnGroup([hb, plain({ type: 'appl', appId: 5n })], V42),
  'heartbeat transaction may not be grouped with an application call or asset creation',
);
test(
  'heartbeat with an asset creation',
  rejects,
  () => checkTxnGroup([plain({ type: 'acfg', assetParams: { total: 1n } }), hb], V42),
  'heartbeat transaction may not be grouped with an application call or asset creation',
);
test(
  'heartbeat with an asset reconfiguration reaches the group ID rule',
  rejects,
  () => checkTxnGroup([hb, plain({ type: 'acfg', configAsset: 9n })], V42),
  'transactionGroup: [0] had zero Group but was submitted in a group of 2',
);
test(
  'heartbeat without fields',
  rejects,
  () => checkTxnGroup([plain({ type: 'hb' })], V42),
  'heartbeat transaction is missing its heartbeat fields',
);
test(
  'box index past the foreign apps',
  rejects,
  () => checkTxnGroup([plain({ type: 'appl', appId: 5n, foreignApps: [1n], boxes: [{ index: 2n }] })], V42),
  'application transaction box index exceeds foreign apps',
);
test('box indexes are not checked against apfa when the access list is used', (t) => {
  t.notThrows(() => checkTxnGroup([plain({ type: 'appl', appId: 5n, access: [{}], boxes: [{ index: 2n }] })], V42));
});

// --- LogicSig sizes -------------------------------------------------------------------------------------------------

const withLsig = (lsig: LogicSig): SignedTxn => ({ ...plain({ type: 'pay' }), lsig });
test(
  'lsig args without a program',
  rejects,
  () => checkLogicSigGroupSize([withLsig({ args: [Uint8Array.of(1)] })], V42),
  'LogicSig fields without LogicSig program',
);
test(
  'lsig signature without a program',
  rejects,
  () => checkLogicSigGroupSize([withLsig({ sig: new Uint8Array(64).fill(1) })], V42),
  'LogicSig fields without LogicSig program',
);
test(
  'oversized lsig args beyond the group pool',
  rejects,
  () => checkLogicSigGroupSize([withLsig({ logic: Uint8Array.of(1), args: [new Uint8Array(1001)] })], V42),
  'txgroup had 1001 bytes of LogicSig args, more than the available size pool of 1000 bytes (per-LogicSig allowance is 1000)',
);
test(
  'oversized lsig args pooled over a pair',
  rejects,
  () =>
    checkLogicSigGroupSize(
      [
        withLsig({ logic: Uint8Array.of(1), args: [new Uint8Array(1500)] }),
        withLsig({ logic: Uint8Array.of(1), args: [new Uint8Array(600)] }),
      ],
      V42,
    ),
  'txgroup had 2100 bytes of LogicSig args, more than the available size pool of 2000 bytes (per-LogicSig allowance is 1000)',
);
test('lsig sizes within the rules', (t) => {
  t.notThrows(() => checkLogicSigGroupSize([withLsig({}), plain({ type: 'pay' })], V42));
  t.notThrows(() =>
    checkLogicSigGroupSize(
      [withLsig({ logic: new Uint8Array(20000), args: [new Uint8Array(1001)] }), plain({ type: 'pay' })],
      V42,
    ),
  );
});

// --- SignedTxn prechecks ------------------------------------------------------------------------------------------

const payAB = pay(A, B, 5);
const good = signed(payAB, A);
test('algosdk single-key, rekeyed and multisig signatures pass', (t) => {
  t.notThrows(() => signedTxnChecks(good, V42));
  const rekeyed = signed(payAB, B);
  t.deepEqual(rekeyed.authAddr, Buffer.from(B.addr.publicKey));
  t.notThrows(() => signedTxnChecks(rekeyed, V42));
  const meta = { version: 1, threshold: 1, addrs: [A.addr, B.addr] };
  const msigPay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: algosdk.multisigAddress(meta),
    receiver: B.addr,
    amount: 5,
    suggestedParams: sp(1000),
  });
  t.notThrows(() => signedTxnChecks(decodeSignedTxn(algosdk.signMultisigTransaction(msigPay, meta, A.sk).blob), V42));
});
test(
  'sgnr equal to snd',
  rejects,
  () => signedTxnChecks({ ...good, authAddr: A.addr.publicKey }, V42),
  'AuthAddr must be different from Sender',
);
test('no signature', rejects, () => signedTxnChecks(unsigned(payAB), V42), 'signedtxn has no sig');
test(
  'an all-zero signature is no signature',
  rejects,
  () => signedTxnChecks({ ...unsigned(payAB), sig: new Uint8Array(64) }, V42),
  'signedtxn has no sig',
);
test(
  'sig and msig',
  rejects,
  () => signedTxnChecks({ ...good, msig: { version: 1, threshold: 1 } }, V42),
  'signedtxn should have only one type of signature',
);
test(
  'sig and lsig program',
  rejects,
  () => signedTxnChecks({ ...good, lsig: { logic: Uint8Array.of(1) } }, V42),
  'signedtxn should have only one type of signature',
);
const pqsig = { scheme: Buffer.from('f1'), publicKey: new Uint8Array(1793), signature: new Uint8Array(10) };
test(
  'sig and pqsig',
  rejects,
  () => signedTxnChecks({ ...good, pqsig }, V42),
  'signedtxn should have only one type of signature',
);
test('pqsig alone is verified (a zero key does not derive the sender)', (t) => {
  const err = t.throws(() => signedTxnChecks({ ...unsigned(payAB), pqsig }, V42));
  t.regex(err?.message ?? '', /^pq signature validation failed: pq signature authorizer mismatch: /);
});
function lsigTxn(program: Uint8Array, sender?: string): SignedTxn {
  const lsa = new algosdk.LogicSigAccount(program);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender ?? lsa.address(),
    receiver: B.addr,
    amount: 5,
    suggestedParams: sp(1000),
  });
  return decodeSignedTxn(algosdk.signLogicSigTransaction(txn, lsa).blob);
}
test('escrow logic signature from algosdk passes the sanity checks', (t) => {
  t.notThrows(() => signedTxnChecks(lsigTxn(Uint8Array.of(0x0a, 0x81, 0x01)), V42));
});
test(
  'logic sig not signed and not the authorizer',
  rejects,
  () => {
    const { authAddr: _rekeyedTo, ...stxn } = lsigTxn(Uint8Array.of(0x0a, 0x81, 0x01), A.addr.toString());
    signedTxnChecks(stxn, V42);
  },
  'LogicNot signed and not a Logic-only account',
);
test(
  'logic sig version too new',
  rejects,
  () => signedTxnChecks(lsigTxn(Uint8Array.of(0x0e, 0x81, 0x01)), V42),
  'LogicSig.Logic version too new',
);
test('logic sig failing the static check', (t) => {
  t.throws(() => signedTxnChecks(lsigTxn(Uint8Array.of(0x0a, 0xff)), V42), { message: /illegal opcode/ });
});
test(
  'logic sig with two delegations',
  rejects,
  () => {
    const stxn = lsigTxn(Uint8Array.of(0x0a, 0x81, 0x01));
    signedTxnChecks(
      {
        ...stxn,
        lsig: {
          ...stxn.lsig,
          sig: new Uint8Array(64).fill(1),
          lmsig: { version: 1, threshold: 1, subsigs: [{ pk: new Uint8Array(32) }] },
        },
      },
      V42,
    );
  },
  'LogicSig should have only one type of delegation signature',
);
const stpf: Transaction = { type: 'stpf', sender: STATE_PROOF_SENDER, firstValid: 1n, lastValid: 10n };
test('signature-less state proof from the state-proof sender', (t) =>
  t.notThrows(() => signedTxnChecks({ txn: stpf }, V42)));
test(
  'signature-less state proof from anyone else',
  rejects,
  () => signedTxnChecks({ txn: { ...stpf, sender: A.addr.publicKey } }, V42),
  'signedtxn has no sig',
);

// --- wrapping and the whole stateless pipeline -------------------------------------------------------------------

test('wrapInvalid prints the TxID in braces', (t) => {
  const err = wrapInvalid(good, 'some reason');
  t.is(err.code, 'ALGOD_TXN_REJECTED');
  t.is(err.message, `transaction {${payAB.txID()}} invalid : some reason`);
});

test('a signed, grouped pair passes the pipeline', (t) => {
  const pair = algosdk.assignGroupID([pay(A, B, 1_000_000), pay(B, A, 0, 0)]);
  t.notThrows(() => checkGroupStateless([signed(pair[0]!, A), signed(pair[1]!, B)], ctx));
});
test(
  'WellFormed runs before group structure, wrapped',
  rejects,
  () => {
    const [a] = algosdk.assignGroupID([pay(A, B, 1), pay(B, A, 2)]);
    checkGroupStateless([signed(a!, A), { txn: { ...good.txn, lastValid: 0n } }], ctx);
  },
  `transaction {${unsignedId({ ...good.txn, lastValid: 0n })}} invalid : transaction invalid range (1--0)`,
);
test(
  'group structure runs before signature prechecks, bare',
  rejects,
  () => checkGroupStateless([unsigned(pay(A, B, 1)), unsigned(pay(B, A, 2))], ctx),
  'transactionGroup: [0] had zero Group but was submitted in a group of 2',
);
test(
  'LogicSig sizes run before signature prechecks, bare',
  rejects,
  () => checkGroupStateless([{ ...unsigned(payAB), lsig: { args: [Uint8Array.of(1)] } }], ctx),
  'LogicSig fields without LogicSig program',
);
test(
  'signature prechecks are wrapped',
  rejects,
  () => checkGroupStateless([unsigned(payAB)], ctx),
  `transaction {${payAB.txID()}} invalid : signedtxn has no sig`,
);
