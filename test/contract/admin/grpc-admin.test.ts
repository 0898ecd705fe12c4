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
  const created = await unary<{ oauth_app: App }>(admin, 'CreateOAuthApp', {
    name: 'grpc-app',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: ['read'],
  }, auth);
  const app = created.oauth_app;
  t.is(app.name, 'grpc-app');
  t.false(app.trusted);
  const rest = await h.request('GET', `${PREFIXES[0]}/oauth_app?client_id=${app.client_id}`);
  t.is((rest.json as { apps: { id: number }[] }).apps[0]?.id, Number(app.id), 'one store behind both gateways');
  const listed = await unary<{ apps: App[]; count: string }>(admin, 'ListOAuthApps', {
    name: 'grpc-app', page: 1, page_size: 50, trusted: false,
  }, auth);
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
  const wrong = await unaryError(admin, 'ListOAuthApps', { page: 1, page_size: 50 }, metadata({ authorization: 'Bearer x' }));
  t.is(wrong?.code, grpc.status.UNAUTHENTICATED);
});

test('ListOAuthApps without page and page_size uses the REST defaults 1 and 50', async (t) => {
  const created = await unary<{ oauth_app: App }>(admin, 'CreateOAuthApp', {
    name: 'defaults-app',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
  }, auth);
  const listed = await unary<{ apps: App[]; count: string; page_size: string }>(admin, 'ListOAuthApps', {
    name: 'defaults-app',
  }, auth);
  t.is(listed.page_size, '50');
  t.deepEqual(listed.apps.map((a) => a.id), [created.oauth_app.id]);
  const second = await unary<{ apps: App[] }>(admin, 'ListOAuthApps', { name: 'defaults-app', page: 2 }, auth);
  t.deepEqual(second.apps, []);
  await unary(admin, 'DeleteOAuthApp', { id: created.oauth_app.id }, auth);
});
