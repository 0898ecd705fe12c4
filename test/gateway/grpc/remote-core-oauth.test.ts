/**
 * OAuth app tokens on a `--core` gateway: the gateway has no token store, so it asks its core (IntrospectToken)
 * behind a short cache. Every answer is compared with the core's own REST answer for the same request (the
 * in-process reference), and a revoked token stops working on the gateway once the cache bound has passed (the
 * cache's clock is the test's, so no test waits).
 */
import test from 'ava';
import { connect } from 'node:net';
import { TOKEN_CACHE_TTL_MS } from '../../../src/gateway/token-grants.js';
import { ADMIN_TOKEN, TOKEN, call, startTestServer, type TestServer } from '../../helpers/server.js';

let core: TestServer;
let gateway: TestServer;
let clock = 0;
/** Calls the gateway sent to the core's admin service (introspections, OAuth routes). */
let adminCalls = 0;

test.before(async () => {
  core = await startTestServer(['--oauth-apis']);
  gateway = await startTestServer(['--core', core.grpc, '--oauth-apis'], {
    tokenCacheClock: () => clock,
    onBatch: (service, calls) => {
      if (service === 'algorun.admin.v1.AdminService') adminCalls += calls;
    },
  });
});
test.after.always(async () => {
  await gateway?.close();
  await core?.close();
});

const APPS = '/api/v1/pleroma/admin/oauth_app';
const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });
type Surface = 'algod' | 'kmd' | 'admin';
/** kmd's answers for a refused token and, past auth, for an unknown wallet handle (both 401). */
const KMD_BAD_TOKEN = '{\n  "error": true,\n  "message": "invalid API token"\n}';
const KMD_BAD_HANDLE = '{\n  "error": true,\n  "message": "wrong number of token parts"\n}';

async function createApp(
  name: string,
  scopes: string[],
): Promise<{ id: number; client_id: string; client_secret: string }> {
  const r = await call(`${gateway.admin}${APPS}`, {
    method: 'POST',
    headers: { ...bearer(ADMIN_TOKEN), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes }),
  });
  if (r.status !== 200) throw new Error(`create: ${r.status} ${r.text}`);
  return JSON.parse(r.text) as { id: number; client_id: string; client_secret: string };
}

/** POST /oauth/token through the gateway. */
async function issue(app: { client_id: string; client_secret: string }, scope: string): Promise<string> {
  const form = { grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret, scope };
  const r = await call(`${gateway.admin}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  if (r.status !== 200) throw new Error(`token: ${r.status} ${r.text}`);
  return (JSON.parse(r.text) as { access_token: string }).access_token;
}

async function revoke(app: { client_id: string; client_secret: string }, token: string): Promise<number> {
  const form = { client_id: app.client_id, client_secret: app.client_secret, token };
  const r = await call(`${gateway.admin}/oauth/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  return r.status;
}

/** One request to `server`'s surface: [status, body]. */
async function ask(
  server: TestServer,
  surface: Surface,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
) {
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  const r = await call(`${server[surface]}${path}`, init);
  return [r.status, r.text] as const;
}

test.serial('app tokens issued through the gateway get the same answers on the gateway as in process', async (t) => {
  const app = await createApp('core-oauth-flow', ['read', 'write']);
  const read = await issue(app, 'read');
  const write = await issue(app, 'write');
  const big = Buffer.alloc(2 * 1024 * 1024, 0x20);
  const cases: [
    label: string,
    Surface,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string | Buffer,
  ][] = [
    ['app token on the app list', 'admin', 'GET', APPS, bearer(write)],
    [
      'app token creating an app',
      'admin',
      'POST',
      APPS,
      { ...bearer(write), 'Content-Type': 'application/json' },
      '{"name":"x","redirect_uris":"urn:ietf:wg:oauth:2.0:oob"}',
    ],
    ['app token as access_token', 'admin', 'GET', `${APPS}?access_token=${read}`, {}],
    ['unknown token on the app list', 'admin', 'GET', APPS, bearer('not-a-token')],
    ['no token on the app list', 'admin', 'GET', APPS, {}],
    ['read token on an algod read', 'algod', 'GET', '/v2/assets/77', bearer(read)],
    ['read token in X-Algo-API-Token', 'algod', 'GET', '/v2/assets/77', { 'X-Algo-API-Token': read }],
    ['read token on an algod write', 'algod', 'POST', '/v2/teal/compile', bearer(read), 'int 1'],
    ['write token on an algod write', 'algod', 'POST', '/v2/teal/compile', bearer(write), '#pragma version 8\nint 1'],
    ['write token on a node-control route', 'algod', 'GET', '/v2/participation', bearer(write)],
    ['unknown token on algod', 'algod', 'GET', '/v2/assets/77', bearer('not-a-token')],
    ['read token on a kmd read', 'kmd', 'GET', '/v1/wallets', bearer(read)],
    ['read token on a kmd POST', 'kmd', 'POST', '/v1/key/list', bearer(read), '{"wallet_handle_token":"x"}'],
    ['write token on a kmd POST', 'kmd', 'POST', '/v1/key/list', bearer(write), '{"wallet_handle_token":"x"}'],
    ['unknown token on kmd', 'kmd', 'GET', '/v1/wallets', bearer('not-a-token')],
    ['write token, body over the kmd limit', 'kmd', 'POST', '/v1/key/list', bearer(write), big],
    ['read token, body over the kmd limit', 'kmd', 'POST', '/v1/key/list', bearer(read), big],
  ];
  for (const [label, surface, method, path, headers, body] of cases) {
    const inProcess = await ask(core, surface, method, path, headers, body);
    const viaGateway = await ask(gateway, surface, method, path, headers, body);
    t.deepEqual(viaGateway, inProcess, label);
  }
  // The verdicts the table must have covered, so that equal answers are not equal failures.
  t.deepEqual(await ask(gateway, 'admin', 'GET', APPS, bearer(write)), [
    403,
    '{"error":"Insufficient permissions: admin:write | write."}',
  ]);
  t.deepEqual(await ask(gateway, 'admin', 'GET', APPS, bearer('not-a-token')), [
    403,
    '{"error":"Invalid credentials."}',
  ]);
  t.deepEqual(await ask(gateway, 'algod', 'GET', '/v2/assets/77', bearer(read)), [
    404,
    '{"message":"asset does not exist"}\n',
  ]);
  t.is((await ask(gateway, 'algod', 'POST', '/v2/teal/compile', bearer(read), 'int 1'))[0], 401);
  t.is((await ask(gateway, 'algod', 'POST', '/v2/teal/compile', bearer(write), '#pragma version 8\nint 1'))[0], 200);
  t.is((await ask(gateway, 'kmd', 'GET', '/v1/wallets', bearer(read)))[0], 200);
  t.deepEqual(await ask(gateway, 'kmd', 'POST', '/v1/key/list', bearer(read), '{"wallet_handle_token":"x"}'), [
    401,
    KMD_BAD_TOKEN,
  ]);
  t.deepEqual(await ask(gateway, 'kmd', 'POST', '/v1/key/list', bearer(write), '{"wallet_handle_token":"x"}'), [
    401,
    KMD_BAD_HANDLE,
  ]);
  t.is((await ask(gateway, 'kmd', 'POST', '/v1/key/list', bearer(write), big))[0], 413);
  t.is((await ask(gateway, 'kmd', 'POST', '/v1/key/list', bearer(read), big))[0], 401);
});

test.serial(
  'the configured tokens never ask the core; a live app token is asked about once per cache period',
  async (t) => {
    const app = await createApp('core-oauth-cache', ['read']);
    const read = await issue(app, 'read');
    adminCalls = 0;
    t.is((await ask(gateway, 'algod', 'GET', '/v2/assets/77', { 'X-Algo-API-Token': TOKEN }))[0], 404);
    t.is((await ask(gateway, 'kmd', 'GET', '/v1/wallets', { 'X-KMD-API-Token': TOKEN }))[0], 200);
    t.is(adminCalls, 0, 'no introspection for the API tokens');
    t.is((await ask(gateway, 'admin', 'GET', APPS, bearer(ADMIN_TOKEN)))[0], 200);
    t.is(adminCalls, 1, 'the app list itself, no introspection for the admin token');
    adminCalls = 0;
    for (let i = 0; i < 5; i++) t.is((await ask(gateway, 'algod', 'GET', '/v2/assets/77', bearer(read)))[0], 404);
    t.is(adminCalls, 1, 'one introspection for five uses');
    clock += TOKEN_CACHE_TTL_MS;
    t.is((await ask(gateway, 'algod', 'GET', '/v2/assets/77', bearer(read)))[0], 404);
    t.is(adminCalls, 2, 'asked again once the entry expired');
  },
);

test.serial(
  'a revoked token, or one of a deleted app, stops working on the gateway once the bound has passed',
  async (t) => {
    const app = await createApp('core-oauth-revoke', ['read', 'write']);
    const token = await issue(app, 'read');
    const other = await issue(app, 'write');
    const read = () => ask(gateway, 'algod', 'GET', '/v2/assets/77', bearer(token));
    t.is((await read())[0], 404);
    const listKeys = () => ask(gateway, 'kmd', 'POST', '/v1/key/list', bearer(other), '{"wallet_handle_token":"x"}');
    t.deepEqual(await listKeys(), [401, KMD_BAD_HANDLE], 'past auth: the handle is refused');
    t.is(await revoke(app, token), 200);
    t.is((await ask(core, 'algod', 'GET', '/v2/assets/77', bearer(token)))[0], 401, 'refused in process at once');
    // Within the bound the gateway may still accept it (docs/operations.md); past it, never.
    clock += TOKEN_CACHE_TTL_MS;
    t.deepEqual(await read(), [401, '{"message":"Invalid API Token"}\n']);
    t.deepEqual(await ask(gateway, 'admin', 'GET', APPS, bearer(token)), [403, '{"error":"Invalid credentials."}']);
    const deleted = await call(`${gateway.admin}${APPS}/${app.id}`, { method: 'DELETE', headers: bearer(ADMIN_TOKEN) });
    t.is(deleted.status, 204);
    clock += TOKEN_CACHE_TTL_MS;
    t.deepEqual(await listKeys(), [401, KMD_BAD_TOKEN]);
  },
);

test.serial('clients that go away while their token is being asked about leave the gateway serving', async (t) => {
  const port = Number(new URL(gateway.algod).port);
  const requests = [
    `GET /v2/assets/77 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer gone-${clock}\r\n\r\n`,
    // A body that never completes: the gateway is reading it while the verdict is pending.
    `POST /v2/teal/compile HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer gone-body-${clock}\r\nContent-Length: 100\r\n\r\nint`,
  ];
  for (const request of requests) {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end(request, () => (socket.destroy(), resolve())));
      socket.on('error', reject);
    });
  }
  const app = await createApp('core-oauth-abort', ['read']);
  const read = await issue(app, 'read');
  t.deepEqual(await ask(gateway, 'algod', 'GET', '/v2/assets/77', bearer(read)), [
    404,
    '{"message":"asset does not exist"}\n',
  ]);
});

test.serial('without --oauth-apis a --core gateway refuses app tokens on algod and kmd, as in process', async (t) => {
  const plain = await startTestServer(['--core', core.grpc]);
  try {
    const app = await createApp('core-oauth-off', ['read']);
    const read = await issue(app, 'read');
    t.is((await ask(plain, 'algod', 'GET', '/v2/assets/77', bearer(read)))[0], 401);
    t.is((await ask(plain, 'kmd', 'GET', '/v1/wallets', bearer(read)))[0], 401);
    t.deepEqual(await ask(plain, 'admin', 'GET', APPS, bearer(read)), [
      403,
      '{"error":"Insufficient permissions: admin:write | write."}',
    ]);
  } finally {
    await plain.close();
  }
});

test.serial('a core that cannot be asked: 502 remote core unavailable, never a 2xx', async (t) => {
  const orphan = await startTestServer(['--core', '127.0.0.1:1', '--oauth-apis']);
  try {
    t.deepEqual(await ask(orphan, 'admin', 'GET', APPS, bearer('some-token')), [
      502,
      '{"error":"remote core unavailable"}',
    ]);
    t.deepEqual(await ask(orphan, 'algod', 'GET', '/v2/assets/77', bearer('some-token')), [
      502,
      '{"message":"remote core unavailable"}\n',
    ]);
  } finally {
    await orphan.close();
  }
});
