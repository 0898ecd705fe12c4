/**
 * Blocks and Merkle proofs against a dev-mode node: block reads in msgpack (algosdk) and JSON, header fields,
 * `X-Algorand-Struct`, and transaction proofs for both hash types verified here, independently of our merkle code,
 * against the block's `txn` and `txn256` roots.
 */
import { createHash } from 'node:crypto';
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, params, rawGet, send, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const H = (alg: string, ...parts: Uint8Array[]): Buffer => {
  const hash = createHash(alg);
  for (const p of parts) hash.update(p);
  return hash.digest();
};
const ascii = (s: string): Buffer => Buffer.from(s, 'ascii');

function bitReverse(value: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i++) out |= ((value >> i) & 1) << (bits - 1 - i);
  return out;
}

/** Walk a proof bottom-up from `leaf` at position `pos`; returns the root. */
function walk(alg: string, leaf: Buffer, pos: number, proof: Uint8Array, depth: number): Buffer {
  let node = leaf;
  let p = pos;
  for (let level = 0; level < depth; level++) {
    const sibling = proof.subarray(level * 32, (level + 1) * 32);
    node = p % 2 === 0 ? H(alg, ascii('MA'), node, sibling) : H(alg, ascii('MA'), sibling, node);
    p >>= 1;
  }
  return node;
}

test.serial('a group of five: blocks in both formats and proofs of every transaction in both hash types', async (t) => {
  const [a] = h.funded;
  const sp = await params(h.algod);
  const txns = Array.from({ length: 5 }, (_, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a!.addr,
      receiver: fresh().addr,
      amount: 100_000 + i,
      suggestedParams: sp,
    }),
  );
  algosdk.assignGroupID(txns);
  const { round } = await send(
    h.algod,
    txns.map((x) => x.signTxn(a!.sk)),
  );

  const block = await h.algod.block(round).do();
  t.is(block.block.header.round, round);
  t.is(block.block.header.genesisID, 'dockernet-v1');
  t.is(block.block.payset.length, 5);
  const roots = block.block.header.txnCommitments;

  const raw = await rawGet(h.server, `/v2/blocks/${round}?format=msgpack`);
  t.is(raw.status, 200);
  t.is(raw.headers.get('x-algorand-struct'), 'block-v1');
  t.is(raw.headers.get('x-ledger-struct'), 'block-v1');
  const json = await rawGet(h.server, `/v2/blocks/${round}`);
  const parsed = JSON.parse(json.text) as { block: { rnd: number; txns: unknown[]; gen: string } };
  t.is(parsed.block.rnd, Number(round));
  t.is(parsed.block.gen, 'dockernet-v1');
  t.is(parsed.block.txns.length, 5);

  for (const [i, txn] of txns.entries()) {
    const bytes = algosdk.encodeUnsignedTransaction(txn);
    const p512 = await h.algod.getTransactionProof(round, txn.txID()).do();
    t.is(Number(p512.idx), i);
    t.is(p512.hashtype, 'sha512_256');
    const leaf512 = H('sha512-256', ascii('TL'), H('sha512-256', ascii('TX'), bytes), p512.stibhash);
    t.deepEqual(
      walk('sha512-256', leaf512, i, p512.proof, Number(p512.treedepth)),
      Buffer.from(roots.nativeSha512_256Commitment),
    );

    const p256 = await h.algod.getTransactionProof(round, txn.txID()).hashType('sha256').do();
    t.is(p256.hashtype, 'sha256');
    const depth = Number(p256.treedepth);
    const leaf256 = H('sha256', ascii('TL'), H('sha256', ascii('TX'), bytes), p256.stibhash);
    t.deepEqual(walk('sha256', leaf256, bitReverse(i, depth), p256.proof, depth), Buffer.from(roots.sha256Commitment));
  }
});

test.serial('block headers chain: prev = hash of the previous header; genesis block is round 0', async (t) => {
  const [a] = h.funded;
  const { round } = await send(
    h.algod,
    algosdk
      .makePaymentTxnWithSuggestedParamsFromObject({
        sender: a!.addr,
        receiver: fresh().addr,
        amount: 100_000,
        suggestedParams: await params(h.algod),
      })
      .signTxn(a!.sk),
  );
  const prev = await h.algod.block(round - 1n).do();
  const cur = await h.algod.block(round).do();
  const prevHeaderBytes = algosdk.encodeMsgpack(prev.block.header);
  t.deepEqual(Buffer.from(cur.block.header.branch), H('sha512-256', ascii('BH'), prevHeaderBytes));
  t.true(cur.block.header.timestamp >= prev.block.header.timestamp);
  const genesis = await h.algod.block(0).do();
  t.is(genesis.block.header.round, 0n);
  t.is(genesis.block.header.txnCounter, 1000n);
  const headerOnly = await rawGet(h.server, `/v2/blocks/${round}?header-only=true`);
  const parsed = JSON.parse(headerOnly.text) as { block: Record<string, unknown> };
  t.is(parsed.block['txns'], undefined);
});

test.serial('proof and block errors use upstream statuses and texts', async (t) => {
  const status = await h.algod.status().do();
  const beyond = await rawGet(h.server, `/v2/blocks/${status.lastRound + 5n}`);
  t.is(beyond.status, 404);
  t.regex(beyond.text, /failed to retrieve information from the ledger/);
  const badTxid = await rawGet(h.server, `/v2/blocks/1/transactions/NOTATXID/proof`);
  t.is(badTxid.status, 400);
  t.regex(badTxid.text, /no valid transaction ID was specified/);
  const badType = await rawGet(h.server, `/v2/blocks/1/transactions/${'A'.repeat(52)}/proof?hashtype=md5`);
  t.is(badType.status, 400);
  t.regex(badType.text, /invalid hash type/);
  const absent = await rawGet(h.server, `/v2/blocks/1/transactions/${'A'.repeat(52)}/proof`);
  t.is(absent.status, 404);
  const missingBlock = await rawGet(
    h.server,
    `/v2/blocks/${status.lastRound + 5n}/transactions/${'A'.repeat(52)}/proof`,
  );
  t.is(missingBlock.status, 500);
});
