// Canonical msgpack of a signed payment: our schema-driven codec vs algosdk (the encoder clients use today),
// plus TxID. Same transaction, same bytes (the codec tests hold them identical).
import algosdk from 'algosdk';
import { compare } from '../harness.js';
import { keyPairFromSeed } from '../../src/core/crypto/ed25519.js';
import { decodeSignedTxn, encodeSignedTxn, signTransaction } from '../../src/core/txn/signed.js';
import { txIdBytes } from '../../src/core/txn/transaction.js';
import type { Transaction } from '../../src/core/txn/types.js';

export async function run(): Promise<void> {
  const a = keyPairFromSeed(Buffer.alloc(32, 1));
  const b = keyPairFromSeed(Buffer.alloc(32, 2));
  const genesisHash = Buffer.alloc(32, 0xaa);
  const txn: Transaction = {
    type: 'pay',
    sender: a.publicKey,
    receiver: b.publicKey,
    amount: 2n ** 53n + 7n,
    fee: 1000n,
    firstValid: 1000n,
    lastValid: 2000n,
    genesisId: 'sandnet-v1',
    genesisHash,
    note: Buffer.alloc(32, 5),
  };
  const stxn = signTransaction(txn, a.secretKey);
  const bytes = encodeSignedTxn(stxn);
  const sdkTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: new algosdk.Address(a.publicKey),
    receiver: new algosdk.Address(b.publicKey),
    amount: 2n ** 53n + 7n,
    note: Buffer.alloc(32, 5),
    suggestedParams: {
      fee: 1000n,
      flatFee: true,
      firstValid: 1000n,
      lastValid: 2000n,
      genesisID: 'sandnet-v1',
      genesisHash,
      minFee: 1000n,
    },
  });
  const sdkSigned = algosdk.decodeSignedTransaction(bytes);
  if (!Buffer.from(algosdk.encodeMsgpack(sdkSigned)).equals(bytes)) throw new Error('bench inputs differ from algosdk');

  await compare(
    'encode a signed payment',
    { name: 'algosdk encodeMsgpack', fn: () => algosdk.encodeMsgpack(sdkSigned) },
    [{ name: 'core/txn encodeSignedTxn', fn: () => encodeSignedTxn(stxn) }],
  );
  await compare(
    'decode a signed payment',
    { name: 'algosdk decodeSignedTransaction', fn: () => algosdk.decodeSignedTransaction(bytes) },
    [{ name: 'core/txn decodeSignedTxn', fn: () => decodeSignedTxn(bytes) }],
  );
  await compare('TxID of a payment', { name: 'algosdk txID()', fn: () => sdkTxn.rawTxID() }, [
    { name: 'core/txn txIdBytes', fn: () => txIdBytes(txn) },
  ]);
}
