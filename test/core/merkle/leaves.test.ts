// Transaction leaves (src/core/merkle/leaves.ts) against algosdk as the oracle: txids from "TX" || msgpack(txn),
// SignedTxnInBlock bytes encoded by algosdk, and a small block's commitments assembled by hand from those bytes.
import test from 'ava';
import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import {
  LEAF_ID_KIND,
  hashBatch,
  stibHash,
  txnId,
  txnLeaf,
  txnLeaves,
  txnCommitments,
  txnProof,
} from '../../../src/core/merkle/index.js';
import { Prefix } from '../../../src/core/crypto/prefixes.js';

const H = (alg: string, ...parts: Uint8Array[]): Buffer => {
  const h = createHash(alg);
  for (const p of parts) h.update(p);
  return h.digest();
};
const MA = Buffer.from('MA');

const GENESIS_HASH = Buffer.alloc(32, 9);
const account = algosdk.generateAccount();
const receiver = algosdk.generateAccount();

/** A signed payment as algod would store it: gen/gh stripped, hgi set, with apply data. */
function makeEntry(i: number): { txn: algosdk.Transaction; txnBytes: Uint8Array; stibBytes: Uint8Array } {
  const params = {
    fee: 1000n,
    minFee: 1000n,
    firstValid: 10n,
    lastValid: 1010n,
    genesisID: 'dockernet-v1',
    genesisHash: GENESIS_HASH,
  };
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: receiver.addr,
    amount: 1000n + BigInt(i),
    note: new Uint8Array([i]),
    suggestedParams: { ...params, flatFee: true },
  });
  const signed = algosdk.decodeSignedTransaction(txn.signTxn(account.sk));
  const stored = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: receiver.addr,
    amount: 1000n + BigInt(i),
    note: new Uint8Array([i]),
    suggestedParams: { ...params, genesisID: '', genesisHash: undefined as unknown as Uint8Array, flatFee: true },
  });
  const stib = new algosdk.SignedTxnInBlock({
    signedTxn: new algosdk.SignedTxnWithAD({
      signedTxn: new algosdk.SignedTransaction({ txn: stored, sig: signed.sig! }),
      applyData: new algosdk.ApplyData({ senderRewards: BigInt(i) }),
    }),
    hasGenesisID: true,
    hasGenesisHash: false,
  });
  return { txn, txnBytes: txn.toByte(), stibBytes: algosdk.encodeMsgpack(stib) };
}

const entries = Array.from({ length: 5 }, (_, i) => makeEntry(i));
const txnBytes = entries.map((e) => e.txnBytes);
const stibBytes = entries.map((e) => e.stibBytes);

test('stored entries really are stripped (no gen/gh inside, hgi set)', (t) => {
  const decoded = algosdk.msgpackRawDecodeAsMap(stibBytes[0]!) as Map<string, unknown>;
  t.is(decoded.get('hgi'), true);
  const inner = decoded.get('txn') as Map<string, unknown>;
  t.false(inner.has('gen'));
  t.false(inner.has('gh'));
  t.true((algosdk.msgpackRawDecodeAsMap(txnBytes[0]!) as Map<string, unknown>).has('gh'));
});

test('sha512_256 txids equal algosdk rawTxID / txID', (t) => {
  const ids = hashBatch('sha512_256', txnBytes, Prefix.Transaction);
  entries.forEach((e, i) => {
    t.deepEqual(ids.subarray(i * 32, (i + 1) * 32), Buffer.from(e.txn.rawTxID()));
    t.deepEqual(txnId('sha512_256', e.txnBytes), Buffer.from(e.txn.rawTxID()));
  });
});

test('leaves are H("TL" || txid || stibhash) with each commitment\'s id hash', (t) => {
  const l512_256 = txnLeaves('sha512_256', txnBytes, stibBytes);
  const l256 = txnLeaves('sha256', txnBytes, stibBytes);
  const l512 = txnLeaves('sha512', txnBytes, stibBytes);
  t.is(l512.length, 5 * 64);
  entries.forEach((e, i) => {
    const txid = Buffer.from(e.txn.rawTxID());
    const stib = H('sha512-256', Buffer.from('STIB'), e.stibBytes);
    t.deepEqual(stibHash('sha512_256', e.stibBytes), stib);
    t.deepEqual(l512_256.subarray(i * 32, (i + 1) * 32), H('sha512-256', Buffer.from('TL'), txid, stib));
    t.deepEqual(l512_256.subarray(i * 32, (i + 1) * 32), txnLeaf('sha512_256', txid, stib));
    const id256 = H('sha256', Buffer.from('TX'), e.txnBytes);
    const stib256 = H('sha256', Buffer.from('STIB'), e.stibBytes);
    t.deepEqual(l256.subarray(i * 32, (i + 1) * 32), H('sha256', Buffer.from('TL'), id256, stib256));
    // txn512: SHA-512 over the SHA-256 ids (upstream's leaf special-cases only SHA-512/256)
    t.deepEqual(l512.subarray(i * 64, (i + 1) * 64), H('sha512', Buffer.from('TL'), id256, stib256));
  });
  t.is(LEAF_ID_KIND.sha512, 'sha256');
  const withSha512Ids = txnLeaves('sha512', txnBytes, stibBytes, 'sha512');
  const id512 = H('sha512', Buffer.from('TX'), txnBytes[0]!);
  const stib512 = H('sha512', Buffer.from('STIB'), stibBytes[0]!);
  t.deepEqual(withSha512Ids.subarray(0, 64), H('sha512', Buffer.from('TL'), id512, stib512), 'id hash is a parameter');
});

test('block commitments of 5 algosdk transactions, assembled by hand', (t) => {
  const leaf = (i: number): Buffer =>
    H(
      'sha512-256',
      Buffer.from('TL'),
      Buffer.from(entries[i]!.txn.rawTxID()),
      H('sha512-256', Buffer.from('STIB'), stibBytes[i]!),
    );
  const node = (a: Buffer, b: Buffer): Buffer => H('sha512-256', MA, a, b);
  const zero = Buffer.alloc(32);
  const l = [0, 1, 2, 3, 4].map(leaf);
  const txn = node(node(node(l[0]!, l[1]!), node(l[2]!, l[3]!)), node(node(l[4]!, zero), zero));
  const c = txnCommitments(txnBytes, stibBytes);
  t.deepEqual(c.txn, txn);

  // txn256: 8 slots; slot s holds element bitreverse_3(s): [0, 4, 2, MB, 1, MB, 3, MB]
  const leaf256 = (i: number): Buffer =>
    H(
      'sha256',
      Buffer.from('TL'),
      H('sha256', Buffer.from('TX'), txnBytes[i]!),
      H('sha256', Buffer.from('STIB'), stibBytes[i]!),
    );
  const n256 = (a: Buffer, b: Buffer): Buffer => H('sha256', MA, a, b);
  const mb = H('sha256', Buffer.from('MB'));
  const s = [leaf256(0), leaf256(4), leaf256(2), mb, leaf256(1), mb, leaf256(3), mb];
  t.deepEqual(
    c.txn256,
    n256(n256(n256(s[0]!, s[1]!), n256(s[2]!, s[3]!)), n256(n256(s[4]!, s[5]!), n256(s[6]!, s[7]!))),
  );
  t.is(c.txn512.length, 64);

  const proof = txnProof('sha512_256', txnBytes, stibBytes, 4);
  t.is(proof.treeDepth, 3);
  t.deepEqual(proof.proof, Buffer.concat([zero, zero, node(node(l[0]!, l[1]!), node(l[2]!, l[3]!))]));
  t.deepEqual(proof.stibHash, H('sha512-256', Buffer.from('STIB'), stibBytes[4]!));
});
