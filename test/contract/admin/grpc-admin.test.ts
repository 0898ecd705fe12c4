import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import { clients, metadata, unary, unaryError, type Client } from '../../helpers/grpc.js';
import { ADMIN_TOKEN, AdminHarness, PREFIXES } from './harness.js';

let h: AdminHarness;
let admin: Client;
test.before(async () => {
  h = await AdminHarness.start();
  admin = clients(h.grpc).admin;
});
test.after.always(async () => {
  admin.close();
  await h.close();
});

const auth = metadata({ authorization: `Bearer ${ADMIN_TOKEN}` });
interface App {
  id: string;
  name: string;
  client_id: string;
  trusted?: boolean;
}

test('algorun.admin.v1 over gRPC: create, list, update, delete with the REST semantics', async (t) => {
  const created = await unary<{ oauth_app: App }>(
    admin,
    'CreateOAuthApp',
    {
      name: 'grpc-app',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: ['read'],
    },
    auth,
  );
  const app = created.oauth_app;
  t.is(app.name, 'grpc-app');
  t.false(app.trusted);
  const rest = await h.request('GET', `${PREFIXES[0]}/oauth_app?client_id=${app.client_id}`);
  t.is((rest.json as { apps: { id: number }[] }).apps[0]?.id, Number(app.id), 'one store behind both gateways');
  const listed = await unary<{ apps: App[]; count: string }>(
    admin,
    'ListOAuthApps',
    {
      name: 'grpc-app',
      page: 1,
      page_size: 50,
      trusted: false,
    },
    auth,
  );
  t.is(listed.count, '1');
  const updated = await unary<{ oauth_app: App }>(admin, 'UpdateOAuthApp', { id: app.id, name: 'renamed' }, auth);
  t.is(updated.oauth_app.name, 'renamed');
  await unary(admin, 'DeleteOAuthApp', { id: app.id }, auth);
  const gone = await unaryError(admin, 'DeleteOAuthApp', { id: app.id }, auth);
  t.is(gone?.code, grpc.status.NOT_FOUND);
});

test('gRPC errors: blank fields INVALID_ARGUMENT, bad paging, missing and unknown tokens UNAUTHENTICATED', async (t) => {
  const blank = await unaryError(admin, 'CreateOAuthApp', { name: '', redirect_uris: '' }, auth);
  t.is(blank?.code, grpc.status.INVALID_ARGUMENT);
  t.is(blank?.details, "name - can't be blank. redirect_uris - can't be blank.");
  const paging = await unaryError(admin, 'ListOAuthApps', { page: 0, page_size: 50 }, auth);
  t.is(paging?.code, grpc.status.INVALID_ARGUMENT);
  const none = await unaryError(admin, 'ListOAuthApps', { page: 1, page_size: 50 });
  t.is(none?.code, grpc.status.UNAUTHENTICATED);
  const wrong = await unaryError(
    admin,
    'ListOAuthApps',
    { page: 1, page_size: 50 },
    metadata({ authorization: 'Bearer x' }),
  );
  t.is(wrong?.code, grpc.status.UNAUTHENTICATED);
});

test('ListOAuthApps without page and page_size uses the REST defaults 1 and 50', async (t) => {
  const created = await unary<{ oauth_app: App }>(
    admin,
    'CreateOAuthApp',
    {
      name: 'defaults-app',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    },
    auth,
  );
  const listed = await unary<{ apps: App[]; count: string; page_size: string }>(
    admin,
    'ListOAuthApps',
    {
      name: 'defaults-app',
    },
    auth,
  );
  t.is(listed.page_size, '50');
  t.deepEqual(
    listed.apps.map((a) => a.id),
    [created.oauth_app.id],
  );
  const second = await unary<{ apps: App[] }>(admin, 'ListOAuthApps', { name: 'defaults-app', page: 2 }, auth);
  t.deepEqual(second.apps, []);
  await unary(admin, 'DeleteOAuthApp', { id: created.oauth_app.id }, auth);
});

test('IssueToken, IntrospectToken and RevokeToken over gRPC; the token RPCs need no bearer token', async (t) => {
  const created = await unary<{ oauth_app: App & { client_secret: string } }>(
    admin,
    'CreateOAuthApp',
    {
      name: 'token-app',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: ['read', 'write'],
    },
    auth,
  );
  const app = created.oauth_app;
  const credentials = { client_id: app.client_id, client_secret: app.client_secret };
  const issued = await unary<{ access_token: string; token_type: string; scope: string; expires_in_seconds: string }>(
    admin,
    'IssueToken',
    { grant_type: 'client_credentials', ...credentials, scope: 'read' },
  );
  t.is(issued.token_type, 'Bearer');
  t.is(issued.scope, 'read');
  t.is(issued.expires_in_seconds, String(30 * 24 * 3600));
  const all = await unary<{ scope: string }>(admin, 'IssueToken', { grant_type: 'client_credentials', ...credentials });
  t.is(all.scope, 'read write', 'no scope asked: all of the app scopes');
  t.deepEqual(await unary(admin, 'IntrospectToken', { token: issued.access_token }, auth), {
    active: true,
    scopes: ['read'],
    operator: false,
  });
  const operator = await unary<{ active: boolean; scopes: string[]; operator: boolean }>(
    admin,
    'IntrospectToken',
    { token: ADMIN_TOKEN },
    auth,
  );
  t.true(operator.active);
  t.true(operator.operator);
  t.true(operator.scopes.includes('admin:write') || operator.scopes.includes('write'), operator.scopes.join(' '));
  const unauthenticated = await unaryError(admin, 'IntrospectToken', { token: issued.access_token });
  t.is(unauthenticated.code, grpc.status.UNAUTHENTICATED);
  const appToken = await unaryError(
    admin,
    'IntrospectToken',
    { token: issued.access_token },
    metadata({ authorization: `Bearer ${issued.access_token}` }),
  );
  t.is(appToken.code, grpc.status.PERMISSION_DENIED);
  await unary(admin, 'RevokeToken', { ...credentials, token: issued.access_token });
  t.deepEqual(await unary(admin, 'IntrospectToken', { token: issued.access_token }, auth), {
    active: false,
    scopes: [],
    operator: false,
  });
  await unary(admin, 'DeleteOAuthApp', { id: app.id }, auth);
});

test('IssueToken errors: grant type, client credentials, scope; each with its app-code', async (t) => {
  const created = await unary<{ oauth_app: App & { client_secret: string } }>(
    admin,
    'CreateOAuthApp',
    {
      name: 'token-errors',
      redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
      scopes: ['read'],
    },
    auth,
  );
  const app = created.oauth_app;
  const cases: [string, Record<string, unknown>, string][] = [
    ['no grant', { client_id: app.client_id, client_secret: app.client_secret }, 'ADMIN_OAUTH_INVALID_REQUEST'],
    [
      'password grant',
      { grant_type: 'password', client_id: app.client_id, client_secret: app.client_secret },
      'ADMIN_OAUTH_UNSUPPORTED_GRANT',
    ],
    ['no secret', { grant_type: 'client_credentials', client_id: app.client_id }, 'ADMIN_OAUTH_INVALID_CLIENT'],
    [
      'wrong secret',
      { grant_type: 'client_credentials', client_id: app.client_id, client_secret: 'x' },
      'ADMIN_OAUTH_INVALID_CLIENT',
    ],
    [
      'unknown client',
      { grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'x' },
      'ADMIN_OAUTH_INVALID_CLIENT',
    ],
    [
      'scope beyond the app',
      { grant_type: 'client_credentials', client_id: app.client_id, client_secret: app.client_secret, scope: 'write' },
      'ADMIN_OAUTH_INVALID_SCOPE',
    ],
  ];
  for (const [name, request, code] of cases) {
    const error = await unaryError(admin, 'IssueToken', request);
    t.is(error.metadata.get('app-code')[0], code, name);
  }
  await unary(admin, 'DeleteOAuthApp', { id: app.id }, auth);
});
