import test from 'ava';
import { ADMIN_TOKEN, TOKEN, call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const PREFIXES = ['/api/v1/pleroma/admin', '/api/pleroma/admin'];

test('no credentials, a wrong token or the public token: 403 Invalid credentials.', async (t) => {
  for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: `Bearer ${TOKEN}` }]) {
    const r = await call(`${s.admin}/api/v1/pleroma/admin/oauth_app`, { headers });
    t.is(r.status, 403);
    t.is(r.headers.get('content-type'), 'application/json; charset=utf-8');
    t.is(r.text, '{"error":"Invalid credentials."}');
  }
});

test('both prefixes reach the service', async (t) => {
  for (const prefix of PREFIXES) {
    const r = await call(`${s.admin}${prefix}/oauth_app`, { headers: auth });
    t.is(r.status, 200);
    t.is(r.text, '{"apps":[],"count":0,"page_size":50}');
  }
});

test('access_token query parameter is accepted', async (t) => {
  const r = await call(`${s.admin}/api/v1/pleroma/admin/oauth_app?access_token=${ADMIN_TOKEN}`);
  t.is(r.status, 200);
});

const invalid = test.macro(async (t, method: string, path: string, body: string | undefined, error: string) => {
  const init: RequestInit = { method, headers: { ...auth, 'Content-Type': 'application/json' } };
  if (body !== undefined) init.body = body;
  const r = await call(`${s.admin}/api/v1/pleroma/admin${path}`, init);
  t.is(r.status, 400);
  const parsed = JSON.parse(r.text) as { error: string; errors: { title: string; source: { pointer: string } }[] };
  t.is(parsed.error, error);
  t.true(parsed.errors.every((e) => e.title === 'Invalid value' && e.source.pointer.startsWith('/')));
});
test(
  'create without fields',
  invalid,
  'POST',
  '/oauth_app',
  '{}',
  'Missing field: name. Missing field: redirect_uris.',
);
test(
  'create with string scopes',
  invalid,
  'POST',
  '/oauth_app',
  '{"name":"a","redirect_uris":"b","scopes":"read"}',
  'scopes - Invalid array. Got: string.',
);
test(
  'create with an array redirect_uris',
  invalid,
  'POST',
  '/oauth_app',
  '{"name":"a","redirect_uris":["b"]}',
  'redirect_uris - Invalid string. Got: array.',
);
test(
  'create with null name',
  invalid,
  'POST',
  '/oauth_app',
  '{"name":null,"redirect_uris":"b"}',
  'name - null value where string expected.',
);
test(
  'create with a non-string scope',
  invalid,
  'POST',
  '/oauth_app',
  '{"name":"a","redirect_uris":"b","scopes":["x",1]}',
  '1 - Invalid string. Got: integer.',
);
test('update with a non-integer id', invalid, 'PATCH', '/oauth_app/abc', '{}', 'id - Invalid integer. Got: string.');
test(
  'delete with a non-integer id',
  invalid,
  'DELETE',
  '/oauth_app/1.5',
  undefined,
  'id - Invalid integer. Got: string.',
);
test(
  'list with a non-boolean trusted',
  invalid,
  'GET',
  '/oauth_app?trusted=yes',
  undefined,
  'trusted - Invalid boolean. Got: string.',
);
test(
  'list with a non-integer page',
  invalid,
  'GET',
  '/oauth_app?page=two',
  undefined,
  'page - Invalid integer. Got: string.',
);

test('well-formed create, update and delete reach the service', async (t) => {
  const create = await call(`${s.admin}/api/pleroma/admin/oauth_app`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: '{"name":"app","redirect_uris":"urn:ietf:wg:oauth:2.0:oob","scopes":["read"],"website":null,"trusted":true}',
  });
  t.is(create.status, 200);
  const update = await call(`${s.admin}/api/pleroma/admin/oauth_app/7`, { method: 'PATCH', headers: auth });
  t.is(update.status, 400);
  t.is(update.text, '""');
  const del = await call(`${s.admin}/api/pleroma/admin/oauth_app/7`, { method: 'DELETE', headers: auth });
  t.is(del.status, 400);
  t.is(del.text, '');
});

test('a body that is neither JSON nor untyped: 400 on the content type', async (t) => {
  const r = await call(`${s.admin}/api/v1/pleroma/admin/oauth_app`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/plain' },
    body: '{"name":"a","redirect_uris":"b"}',
  });
  t.is(r.status, 400);
  t.is(r.text, '{"error":"Invalid value for header: content-type."}');
});

test('unmatched requests: 404 {"error":"Not implemented"}', async (t) => {
  for (const [method, path] of [
    ['GET', '/api/v1/pleroma/admin/users'],
    ['PUT', '/api/v1/pleroma/admin/oauth_app/1'],
  ] as const) {
    const r = await call(`${s.admin}${path}`, { method, headers: auth });
    t.is(r.status, 404);
    t.is(r.text, '{"error":"Not implemented"}');
  }
});

test('bodies above 64 KiB: 413', async (t) => {
  const body = JSON.stringify({ name: 'x'.repeat(70_000), redirect_uris: 'y' });
  const r = await call(`${s.admin}/api/v1/pleroma/admin/oauth_app`, { method: 'POST', headers: auth, body });
  t.is(r.status, 413);
  t.is(r.text, '{"error":"Request Entity Too Large"}');
});
