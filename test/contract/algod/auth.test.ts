import test from 'ava';
import { ADMIN_TOKEN, TOKEN, call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

const INVALID = '{"message":"Invalid API Token"}\n';

const status = test.macro(async (t, path: string, headers: Record<string, string>, code: number, body?: string) => {
  const r = await call(`${s.algod}${path}`, { headers });
  t.is(r.status, code);
  if (body !== undefined) t.is(r.text, body);
});

test('no token: 401', status, '/v2/status', {}, 401, INVALID);
test('wrong token: 401', status, '/v2/status', { 'X-Algo-API-Token': 'c'.repeat(64) }, 401, INVALID);
test('token prefix only: 401', status, '/v2/status', { 'X-Algo-API-Token': TOKEN.slice(1) }, 401, INVALID);
test('public token in X-Algo-API-Token', status, '/v2/status', { 'X-Algo-API-Token': TOKEN }, 200);
test('public token as Bearer', status, '/v2/status', { Authorization: `Bearer ${TOKEN}` }, 200);
test('Bearer scheme is case-insensitive', status, '/v2/status', { Authorization: `bEaReR ${TOKEN}` }, 200);
test(
  'empty X-Algo-API-Token falls back to Bearer',
  status,
  '/v2/status',
  {
    'X-Algo-API-Token': '',
    Authorization: `Bearer ${TOKEN}`,
  },
  200,
);
test(
  'X-Algo-API-Token wins over Bearer',
  status,
  '/v2/status',
  {
    'X-Algo-API-Token': 'wrong',
    Authorization: `Bearer ${TOKEN}`,
  },
  401,
);
test('admin token works on public routes', status, '/v2/status', { 'X-Algo-API-Token': ADMIN_TOKEN }, 200);
test('admin route refuses the public token', status, '/v2/participation', { 'X-Algo-API-Token': TOKEN }, 401, INVALID);
test('admin route accepts the admin token', status, '/v2/participation', { 'X-Algo-API-Token': ADMIN_TOKEN }, 200);
test('a bad token beats a bad parameter', status, '/v2/blocks/abc', {}, 401, INVALID);
test('/versions needs no token', status, '/versions', {}, 200);
test('/ready needs no token', status, '/ready', {}, 200);
test('/genesis needs no token', status, '/genesis', {}, 200);
test('unknown paths answer 404 before auth', status, '/v2/nothing-here', {}, 404, '{"message":"Not Found"}\n');

test('admin POST /v2/catchup needs the admin token', async (t) => {
  const url = `${s.algod}/v2/catchup/1%23AAAA`;
  t.is((await call(url, { method: 'POST', headers: { 'X-Algo-API-Token': TOKEN } })).status, 401);
  t.is((await call(url, { method: 'POST', headers: { 'X-Algo-API-Token': ADMIN_TOKEN } })).status, 500);
});

test('OPTIONS never needs a token', async (t) => {
  const r = await call(`${s.algod}/v2/status`, { method: 'OPTIONS' });
  t.is(r.status, 204);
});
