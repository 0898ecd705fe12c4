import test from 'ava';
import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminHarness, PREFIXES, TOKEN, call, type AdminApp } from './harness.js';

let h: AdminHarness;
test.before(async () => {
  h = await AdminHarness.start(['--oauth-apis']);
});
test.after.always(async () => {
  await h.close();
});

const base = PREFIXES[0];
const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  created_at: number;
}

async function tokenFor(app: AdminApp, scope?: string): Promise<TokenBody> {
  const params: Record<string, string> = {
    grant_type: 'client_credentials',
    client_id: app.client_id,
    client_secret: app.client_secret,
  };
  if (scope !== undefined) params['scope'] = scope;
  const r = await h.token(params);
  if (r.status !== 200) throw new Error(`token: ${r.status} ${r.text}`);
  return r.json as TokenBody;
}

test('end to end: create app → token → algod route → delete app → token refused', async (t) => {
  const app = await h.createApp({ name: 'flow', scopes: ['read', 'write'] });
  const tok = await tokenFor(app);
  t.is(tok.token_type, 'Bearer');
  t.is(tok.scope, 'read write');
  t.regex(tok.access_token, /^[A-Za-z0-9_-]{43}$/);
  t.true(tok.expires_in > 0);
  const status = await call(`${h.algod}/v2/status`, { headers: bearer(tok.access_token) });
  t.not(status.status, 401, 'the OAuth token opens a public algod route');
  const anonymous = await call(`${h.algod}/v2/status`);
  t.is(anonymous.status, 401);
  t.is((await h.request('DELETE', `${base}/oauth_app/${app.id}`)).status, 204);
  const after = await call(`${h.algod}/v2/status`, { headers: bearer(tok.access_token) });
  t.is(after.status, 401);
});

test('scopes: requested subset, out-of-range scope refused, read cannot write, admin routes need admin', async (t) => {
  const app = await h.createApp({ name: 'scoped', scopes: ['read', 'write'] });
  const readOnly = await tokenFor(app, 'read');
  t.is(readOnly.scope, 'read');
  const wide = await h.token({
    grant_type: 'client_credentials',
    client_id: app.client_id,
    client_secret: app.client_secret,
    scope: 'read admin',
  });
  t.is(wide.status, 400);
  t.like(wide.json as object, { error: 'invalid_scope' });
  const get = await call(`${h.algod}/v2/status`, { headers: bearer(readOnly.access_token) });
  t.not(get.status, 401);
  const post = await call(`${h.algod}/v2/teal/compile`, {
    method: 'POST',
    headers: bearer(readOnly.access_token),
    body: 'int 1',
  });
  t.is(post.status, 401, 'read scope does not allow POST');
  const write = await tokenFor(app, 'write');
  const post2 = await call(`${h.algod}/v2/teal/compile`, {
    method: 'POST',
    headers: bearer(write.access_token),
    body: 'int 1',
  });
  t.not(post2.status, 401);
  const admin = await call(`${h.algod}/v2/participation`, { headers: bearer(write.access_token) });
  t.is(admin.status, 401, 'node-control routes need scope admin');
  const kmdGet = await call(`${h.kmd}/v1/wallets`, { headers: bearer(readOnly.access_token) });
  t.is(kmdGet.status, 200);
  const kmdNone = await call(`${h.kmd}/v1/wallets`);
  t.is(kmdNone.status, 401);
});

test('app-issued tokens never manage apps, whatever their scopes (403 Insufficient permissions)', async (t) => {
  const app = await h.createApp({ name: 'adminish', scopes: ['read', 'admin:write', 'write'] });
  for (const scope of ['read', 'admin:write', 'write']) {
    const token = await tokenFor(app, scope);
    const r = await h.request('GET', `${base}/oauth_app`, undefined, token.access_token);
    t.is(r.status, 403, scope);
    t.is(r.text, '{"error":"Insufficient permissions: admin:write | write."}');
  }
});

test('/oauth/token errors: RFC 6749 bodies, no token issued', async (t) => {
  const app = await h.createApp({ name: 'errs', scopes: ['read'] });
  const cases: [Record<string, string>, number, string][] = [
    [{}, 400, 'invalid_request'],
    [
      { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret },
      400,
      'unsupported_grant_type',
    ],
    [{ grant_type: 'client_credentials', client_id: app.client_id, client_secret: 'wrong' }, 401, 'invalid_client'],
    [
      { grant_type: 'client_credentials', client_id: 'nobody', client_secret: app.client_secret },
      401,
      'invalid_client',
    ],
    [{ grant_type: 'client_credentials' }, 401, 'invalid_client'],
  ];
  for (const [params, status, error] of cases) {
    const r = await h.token(params);
    t.is(r.status, status, JSON.stringify(params));
    t.is((r.json as { error: string }).error, error);
    t.false('access_token' in (r.json as object));
  }
});

test('/oauth/token with HTTP Basic client authentication, and /oauth/revoke', async (t) => {
  const app = await h.createApp({ name: 'basic', scopes: ['read'] });
  const basic = `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`;
  const r = await h.token({ grant_type: 'client_credentials' }, { Authorization: basic });
  t.is(r.status, 200);
  t.is(r.headers.get('cache-control'), 'no-store');
  const token = (r.json as TokenBody).access_token;
  t.not((await call(`${h.algod}/v2/status`, { headers: bearer(token) })).status, 401);
  const other = await h.createApp({ name: 'other', scopes: ['read'] });
  const revokeBody = (client: AdminApp, value: string): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: value,
      client_id: client.client_id,
      client_secret: client.client_secret,
    }).toString(),
  });
  const foreign = await call(`${h.admin}/oauth/revoke`, revokeBody(other, token));
  t.is(foreign.status, 200, "another client's revocation is a no-op");
  t.not((await call(`${h.algod}/v2/status`, { headers: bearer(token) })).status, 401);
  const own = await call(`${h.admin}/oauth/revoke`, revokeBody(app, token));
  t.is(own.status, 200);
  t.is(own.text, '{}');
  t.is((await call(`${h.algod}/v2/status`, { headers: bearer(token) })).status, 401);
  const unknown = await call(`${h.admin}/oauth/revoke`, revokeBody(app, 'never-issued'));
  t.is(unknown.status, 200);
});

test('the API token still works on algod; OAuth tokens are refused without --oauth-apis', async (t) => {
  t.not((await call(`${h.algod}/v2/status`, { headers: { 'X-Algo-API-Token': TOKEN } })).status, 401);
  const plain = await AdminHarness.start();
  try {
    const app = await plain.createApp({ name: 'off', scopes: ['read'] });
    const r = await plain.token({
      grant_type: 'client_credentials',
      client_id: app.client_id,
      client_secret: app.client_secret,
    });
    const token = (r.json as TokenBody).access_token;
    t.is((await call(`${plain.algod}/v2/status`, { headers: bearer(token) })).status, 401);
  } finally {
    await plain.close();
  }
});

test('issued tokens survive a restart; without --admin-token a bootstrap token is generated, 0600, reused', async (t) => {
  const g = await AdminHarness.start([], false);
  try {
    const file = join(g.dataDir, 'admin.token');
    t.is((await stat(file)).mode & 0o777, 0o600);
    const bootstrap = (await readFile(file, 'utf8')).trim();
    t.regex(bootstrap, /^[0-9a-f]{64}$/);
    t.true(g.server.tokenFiles.includes(file));
    const created = await g.request(
      'POST',
      `${base}/oauth_app`,
      { name: 'g', redirect_uris: 'https://g', scopes: ['write'] },
      bootstrap,
    );
    t.is(created.status, 200);
    const app = created.json as AdminApp;
    const tok = (
      await g.token({ grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret })
    ).json as TokenBody;
    await g.restart();
    t.is((await readFile(file, 'utf8')).trim(), bootstrap);
    t.is((await g.request('GET', `${base}/oauth_app`, undefined, bootstrap)).status, 200);
    t.is((await g.request('GET', `${base}/oauth_app`, undefined, 'b'.repeat(64))).status, 403);
    // A live app token is known but may not manage apps; an unknown or revoked one is not known at all.
    const kept = await g.request('GET', `${base}/oauth_app`, undefined, tok.access_token);
    t.is(kept.text, '{"error":"Insufficient permissions: admin:write | write."}', 'token kept');
    const revoke = await call(`${g.admin}/oauth/revoke`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: tok.access_token, client_id: app.client_id, client_secret: app.client_secret }),
    });
    t.is(revoke.status, 200);
    const revoked = await g.request('GET', `${base}/oauth_app`, undefined, tok.access_token);
    t.is(revoked.status, 403);
    t.is(revoked.text, '{"error":"Invalid credentials."}');
  } finally {
    await g.close();
  }
});
