/** GET /v2/experimental: `true` (the experimental API is on in a dev node); the token is required. */
import test from 'ava';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('answers true as JSON', async (t) => {
  const r = await rawGet(h.server, '/v2/experimental');
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json');
  t.is(r.text, 'true\n');
});

test('needs the API token', async (t) => {
  const r = await fetch(`${h.server.algod}/v2/experimental`);
  t.is(r.status, 401);
  t.is(await r.text(), '{"message":"Invalid API Token"}\n');
});
