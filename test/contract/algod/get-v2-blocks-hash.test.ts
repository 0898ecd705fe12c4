/**
 * GET /v2/blocks/{round}/hash: algosdk's getBlockHash decodes `{"blockHash"}`, the 52-character base32 of the header
 * hash, which is the next block's `prev`; unknown rounds and bad rounds answer upstream's texts.
 */
import test from 'ava';
import { decodeDigest } from '../../../src/core/crypto/address.js';
import { pay, rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;
let round: bigint;

test.before(async () => {
  h = await startAlgod();
  ({ round } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1000));
  await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1000);
});
test.after.always(async () => {
  await h?.close();
});

test('the hash of a round is the next header prev, as base32', async (t) => {
  const { blockhash: blockHash } = await h.algod.getBlockHash(round).do();
  t.regex(blockHash, /^[A-Z2-7]{52}$/);
  const next = await h.algod.block(round + 1n).do();
  t.deepEqual(decodeDigest(blockHash), Buffer.from(next.block.header.branch));
  const genesis = await h.algod.getBlockHash(0).do();
  t.deepEqual(decodeDigest(genesis.blockhash), Buffer.from((await h.algod.block(1).do()).block.header.branch));
});

test('the body is E1 JSON under the key blockHash', async (t) => {
  const r = await rawGet(h.server, `/v2/blocks/${round}/hash`);
  t.is(r.status, 200);
  t.regex(r.text, /^\{"blockHash":"[A-Z2-7]{52}"\}\n$/);
});

test('a future round is 404; a malformed round is a binding error', async (t) => {
  const future = await rawGet(h.server, '/v2/blocks/999999/hash');
  t.is(future.status, 404);
  t.is(future.text, '{"message":"failed to retrieve information from the ledger"}\n');
  const bad = await rawGet(h.server, '/v2/blocks/x/hash');
  t.is(bad.status, 400);
  t.is(
    JSON.parse(bad.text).message,
    'Invalid format for parameter round: strconv.ParseUint: parsing "x": invalid syntax',
  );
  await t.throwsAsync(h.algod.getBlockHash(999999).do(), { message: /failed to retrieve information from the ledger/ });
});
