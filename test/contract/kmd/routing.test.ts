import test from 'ava';
import { TOKEN, call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

const auth = { 'X-KMD-API-Token': TOKEN };
const envelope = (message: string): string => `{\n  "error": true,\n  "message": "${message}"\n}`;

test('no token: 401 with the envelope', async (t) => {
  const r = await call(`${s.kmd}/v1/wallets`);
  t.is(r.status, 401);
  t.is(r.headers.get('content-type'), 'application/json');
  t.is(r.text, envelope('invalid API token'));
});

test('wrong token and Bearer form are refused', async (t) => {
  t.is((await call(`${s.kmd}/v1/wallets`, { headers: { 'X-KMD-API-Token': 'b'.repeat(64) } })).status, 401);
  t.is((await call(`${s.kmd}/v1/wallets`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status, 401);
});

test('the token is checked before the body is decoded', async (t) => {
  const r = await call(`${s.kmd}/v1/key/list`, { method: 'POST', body: '{not json' });
  t.is(r.status, 401);
});

const decodeFailure = test.macro(async (t, body: string) => {
  const r = await call(`${s.kmd}/v1/key/list`, { method: 'POST', headers: auth, body });
  t.is(r.status, 400);
  t.is(r.text, envelope('could not decode request body'));
});
test('unknown key', decodeFailure, '{"wallet_handle_token":"x","extra":1}');
test('not JSON', decodeFailure, '{nope');
test('empty body', decodeFailure, '');
test('a JSON array', decodeFailure, '[]');
test('wrong type', decodeFailure, '{"wallet_handle_token":5}');
test('a number', decodeFailure, '5');
test('trailing garbage after a bad first value', decodeFailure, '{"wallet_handle_token":5} {}');

test('trailing bytes after the first JSON value are ignored, as kmd does', async (t) => {
  for (const body of ['{"wallet_handle_token":"x"}garbage', '{"wallet_handle_token":"x"}\n{"extra":1}']) {
    const r = await call(`${s.kmd}/v1/key/list`, { method: 'POST', headers: auth, body });
    t.is(r.status, 401);
    t.is(r.text, envelope('wrong number of token parts'));
  }
});

test('a well-formed request reaches the service (which checks the handle)', async (t) => {
  const r = await call(`${s.kmd}/v1/key/list`, { method: 'POST', headers: auth, body: '{"wallet_handle_token":"x"}' });
  t.is(r.status, 401);
  t.is(r.text, envelope('wrong number of token parts'));
});

test('DELETE routes read a JSON body too', async (t) => {
  const body = '{"wallet_handle_token":"x","address":"A","wallet_password":""}';
  const r = await call(`${s.kmd}/v1/key`, { method: 'DELETE', headers: auth, body });
  t.is(r.status, 400);
  t.is(JSON.parse(r.text).message, 'could not decode address');
});

test('GET /v1/wallets ignores its body', async (t) => {
  const r = await call(`${s.kmd}/v1/wallets`, { headers: auth, method: 'GET' });
  t.is(r.status, 200);
  t.is((JSON.parse(r.text) as { wallets: { name: string }[] }).wallets[0]?.name, 'unencrypted-default-wallet');
});

test('unknown path: 404 text; wrong method: 405 empty; no auth needed for either', async (t) => {
  const missing = await call(`${s.kmd}/v1/nothing`, { method: 'POST' });
  t.is(missing.status, 404);
  t.is(missing.text, '404 page not found\n');
  const wrong = await call(`${s.kmd}/v1/key/list`);
  t.is(wrong.status, 405);
  t.is(wrong.text, '');
});

test('OPTIONS on any path: 200 with CORS headers echoing the Origin', async (t) => {
  const r = await call(`${s.kmd}/anything/at/all`, { method: 'OPTIONS', headers: { Origin: 'http://app.test' } });
  t.is(r.status, 200);
  t.is(r.text, '');
  t.is(r.headers.get('access-control-allow-origin'), 'http://app.test');
  t.is(r.headers.get('access-control-allow-headers'), 'X-KMD-API-Token, Content-Type');
  t.is(r.headers.get('access-control-allow-methods'), 'GET, POST, DELETE, OPTIONS');
});

test('CORS headers on matched routes, including 401; none on unmatched ones', async (t) => {
  const denied = await call(`${s.kmd}/v1/wallets`, { headers: { Origin: 'http://app.test' } });
  t.is(denied.headers.get('access-control-allow-origin'), 'http://app.test');
  const missing = await call(`${s.kmd}/nope`, { headers: { Origin: 'http://app.test' } });
  t.is(missing.headers.get('access-control-allow-origin'), null);
});

test('413 envelope above 1 MiB, and kmd keeps serving', async (t) => {
  const body = `{"wallet_handle_token":"${'x'.repeat(1024 * 1024)}"}`;
  const r = await call(`${s.kmd}/v1/key/list`, { method: 'POST', headers: auth, body });
  t.is(r.status, 413);
  t.is(r.text, envelope('Request Entity Too Large'));
  t.is((await call(`${s.kmd}/versions`)).status, 200);
});
