/** GET /v2/node/peers (admin): `{"Peers":[]}` on a dev node; the public token is refused. */
import test from 'ava';
import { ADMIN_TOKEN } from '../../helpers/server.js';
import { startAlgod, TOKEN, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const get = (token: string) => fetch(`${h.server.algod}/v2/node/peers`, { headers: { 'X-Algo-API-Token': token } });

test('the admin token lists no peers', async (t) => {
  const r = await get(ADMIN_TOKEN);
  t.is(r.status, 200);
  t.is(await r.text(), '{"Peers":[]}\n');
});

test('the public token is not enough', async (t) => {
  const r = await get(TOKEN);
  t.is(r.status, 401);
});
