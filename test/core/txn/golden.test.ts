/** The cross-check vectors of docs/spec/protocol.md §4.7, byte for byte. */
import test from 'ava';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';
import { multisigAddress } from '../../../src/core/crypto/accounts.js';
import { encodeSignedTxn, signTransaction, verifySingleSig } from '../../../src/core/txn/signed.js';
import { computeGroupId, encodeTransaction, txId } from '../../../src/core/txn/transaction.js';
import type { Transaction } from '../../../src/core/txn/types.js';

const A = keyPairFromSeed(Buffer.alloc(32, 1));
const B = keyPairFromSeed(Buffer.alloc(32, 2));
const gh = Buffer.alloc(32, 0xaa);

const first: Transaction = {
  type: 'pay',
  sender: A.publicKey,
  receiver: B.publicKey,
  amount: 1_000_000n,
  fee: 1000n,
  firstValid: 1n,
  lastValid: 1001n,
  genesisId: 'sandnet-v1',
  genesisHash: gh,
};
const second: Transaction = {
  type: 'pay',
  sender: B.publicKey,
  receiver: A.publicKey,
  firstValid: 1n,
  lastValid: 1001n,
  genesisId: 'sandnet-v1',
  genesisHash: gh,
};

const PAY_HEX =
  '89' +
  'a3616d74' +
  'ce000f4240' +
  'a3666565' +
  'cd03e8' +
  'a26676' +
  '01' +
  'a367656e' +
  'aa73616e646e65742d7631' +
  'a26768' +
  'c420' +
  'aa'.repeat(32) +
  'a26c76' +
  'cd03e9' +
  'a3726376' +
  'c420' +
  '8139770ea87d175f56a35466c34c7ecccb8d8a91b4ee37a25df60f5b8fc9b394' +
  'a3736e64' +
  'c420' +
  A.publicKey.toString('hex') +
  'a474797065' +
  'a3706179';
const SIG_HEX =
  '3af25eb29687b01e78727b7788ecfe6a85bfc0fd663c727322c0c276aac169eb4c537d73807792eb60efbdb0f1b0c2f5878c486aa35e808c9ca500842c377908';

test('key addresses', (t) => {
  t.is(encodeAddress(A.publicKey), 'RKEOHXLUBHYZL7KS3MWTZOS5OLFGOCN7DWKBEG7TOSEADNAPN5OOTUNSLE');
  t.is(encodeAddress(B.publicKey), 'QE4XODVIPULV6VVDKRTMGTD6ZTFY3CURWTXDPIS56YHVXD6JWOKORTLPBU');
});

test('payment bytes and TxID', (t) => {
  t.is(encodeTransaction(first).toString('hex'), PAY_HEX);
  t.is(txId(first), 'SZS67ADE33QZ3SJJTC55OF5JSOJMJQZO534VRTUPWLIWPSV4SA3A');
});

test('signed payment bytes', (t) => {
  const stxn = signTransaction(first, A.secretKey);
  t.is(Buffer.from(stxn.sig!).toString('hex'), SIG_HEX);
  t.is(stxn.authAddr, undefined);
  t.is(encodeSignedTxn(stxn).toString('hex'), '82' + 'a3736967' + 'c440' + SIG_HEX + 'a374786e' + PAY_HEX);
  t.true(verifySingleSig(stxn));
});

test('zero amount and fee are omitted', (t) => {
  const hex = encodeTransaction(second).toString('hex');
  t.true(hex.startsWith('87a26676'));
  t.false(hex.includes('a3616d74'));
  t.false(hex.includes('a3666565'));
});

test('group ID', (t) => {
  const group = computeGroupId([first, second]);
  t.is(group.toString('hex'), '088f1cf3b4d18400d642ae3539cf9267d0cdbe0e67781f0262568df52972117a');
  t.is(group.toString('base64'), 'CI8c87TRhADWQq41Oc+SZ9DNvg5neB8CYlaN9SlyEXo=');
  t.deepEqual(
    computeGroupId([
      { ...first, group },
      { ...second, group },
    ]),
    group,
  );
});

test('2-of-2 multisig address', (t) => {
  t.is(
    encodeAddress(multisigAddress(1, 2, [A.publicKey, B.publicKey])),
    'OZM7LWK3LWSTQ3EF672N3OZFKL6EWPOEOJNEHQ4FWVWAKPBLGJNRGUK7UE',
  );
});
