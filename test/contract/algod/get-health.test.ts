import test from 'ava';
import { call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

test('GET /health answers null as JSON without a token', async (t) => {
  const r = await call(`${s.algod}/health`);
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json');
  t.is(r.text, 'null\n');
});

test('GET /health ignores a wrong token', async (t) => {
  const r = await call(`${s.algod}/health`, { headers: { 'X-Algo-API-Token': 'wrong' } });
  t.is(r.status, 200);
});

test('GET /health/ (trailing slash) is the same route', async (t) => {
  const r = await call(`${s.algod}/health/`);
  t.is(r.status, 200);
  t.is(r.text, 'null\n');
});
