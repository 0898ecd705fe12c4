/**
 * GET /v2/stateproofs/{round}: a dev node makes no state proofs, so it answers what upstream answers when none covers
 * the round: 404 `no state proof can be found for that round`; a future round 500; algosdk's getStateProof throws.
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
  const r = await rawGet(h.server, '/v2/stateproofs/0');
  t.is(r.status, 404);
  t.is(r.text, '{"message":"no state proof can be found for that round"}\n');
  await t.throwsAsync(h.algod.getStateProof(0).do(), { message: /no state proof can be found for that round/ });
});

test('a future round: 500 given round is greater than the latest round', async (t) => {
  const r = await rawGet(h.server, '/v2/stateproofs/123456');
  t.is(r.status, 500);
  t.is(r.text, '{"message":"given round is greater than the latest round"}\n');
});

test('a malformed round is a binding error', async (t) => {
  const r = await rawGet(h.server, '/v2/stateproofs/one');
  t.is(r.status, 400);
  t.is(JSON.parse(r.text).message, 'Invalid format for parameter round: strconv.ParseUint: parsing "one": invalid syntax');
});
