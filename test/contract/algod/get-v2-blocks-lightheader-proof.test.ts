/**
 * GET /v2/blocks/{round}/lightheader/proof: a dev node makes no state proofs, so it answers what upstream answers when none covers
 * the round: 404 `no state proof can be found for that round`; a future round 500; algosdk's getLightBlockHeaderProof throws.
 */
import test from 'ava';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('an existing round: 404 no state proof', async (t) => {
  const r = await rawGet(h.server, '/v2/blocks/0/lightheader/proof');
  t.is(r.status, 404);
  t.is(r.text, '{"message":"no state proof can be found for that round"}\n');
  await t.throwsAsync(h.algod.getLightBlockHeaderProof(0).do(), { message: /no state proof can be found for that round/ });
});

test('a future round: 500 given round is greater than the latest round', async (t) => {
  const r = await rawGet(h.server, '/v2/blocks/123456/lightheader/proof');
  t.is(r.status, 500);
  t.is(r.text, '{"message":"given round is greater than the latest round"}\n');
});

test('a malformed round is a binding error', async (t) => {
  const r = await rawGet(h.server, '/v2/blocks/one/lightheader/proof');
  t.is(r.status, 400);
  t.is(JSON.parse(r.text).message, 'Invalid format for parameter round: strconv.ParseUint: parsing "one": invalid syntax');
});
