/**
 * GET /v2/blocks/{round}/logs (algosdk 3.8 has no method for it; raw fetch): one entry per app call that logged,
 * with the outer transaction id and the app id; `[]` for a block without logs; upstream's texts for bad rounds.
 */
import test from 'ava';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';
import { bytes, createBoxApp, putBox } from './box-app.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('an app call that logged: application-index, logs (base64) and txId', async (t) => {
  const app = await createBoxApp(h.algod, h.funded[0]!);
  const { txid, round } = await putBox(h.algod, h.funded[0]!, app, bytes('logged'), bytes('v'));
  const r = await rawGet(h.server, `/v2/blocks/${round}/logs`);
  t.is(r.status, 200);
  t.is(
    r.text,
    `{"logs":[{"application-index":${app},"logs":["${Buffer.from('logged').toString('base64')}"],"txId":"${txid}"}]}\n`,
  );
});

test('a block without app calls has an empty list', async (t) => {
  const r = await rawGet(h.server, '/v2/blocks/0/logs');
  t.is(r.status, 200);
  t.is(r.text, '{"logs":[]}\n');
});

test('unknown and malformed rounds', async (t) => {
  const future = await rawGet(h.server, '/v2/blocks/5000000/logs');
  t.is(future.status, 404);
  t.is(JSON.parse(future.text).message, 'failed to retrieve information from the ledger');
  const bad = await rawGet(h.server, '/v2/blocks/-1/logs');
  t.is(bad.status, 400);
  t.is(
    JSON.parse(bad.text).message,
    'Invalid format for parameter round: strconv.ParseUint: parsing "-1": invalid syntax',
  );
});
