import test from 'ava';
import { join } from 'node:path';
import { AdminServiceImpl } from '../../../src/service/admin.js';
import { TOKEN_LIFETIME_SECONDS } from '../../../src/service/admin/oauth.js';
import { Store } from '../../../src/store/store.js';
import { tempDir } from '../../helpers/server.js';

const BOOT = 'k'.repeat(64);

async function open(now: () => number) {
  const dir = await tempDir();
  const store = await Store.open(join(dir.path, 'db'));
  const admin = await AdminServiceImpl.open({ store, dataDir: dir.path, bootstrapToken: BOOT, now });
  return {
    admin,
    store,
    dir,
    async close() {
      await store.close();
      await dir.remove();
    },
  };
}

const create = { name: 'svc', redirect_uris: 'https://svc/cb', scopes: ['read', 'write'] };

test('bootstrap token has admin write read; unknown tokens have no scopes', async (t) => {
  const s = await open(Date.now);
  t.deepEqual(s.admin.bearerScopes(BOOT), ['admin', 'write', 'read']);
  t.is(s.admin.bearerScopes('k'.repeat(63)), undefined);
  await s.close();
});

test('issued tokens expire after their lifetime', async (t) => {
  let clock = 1_000_000;
  const s = await open(() => clock);
  const app = (await s.admin.createOAuthApp(create)).oauth_app!;
  const tok = await s.admin.oauth.issueToken({
    grantType: 'client_credentials',
    clientId: app.client_id,
    clientSecret: app.client_secret,
  });
  t.deepEqual(s.admin.bearerScopes(tok.accessToken), ['read', 'write']);
  clock += TOKEN_LIFETIME_SECONDS * 1000 - 1;
  t.truthy(s.admin.bearerScopes(tok.accessToken));
  clock += 1;
  t.is(s.admin.bearerScopes(tok.accessToken), undefined);
  await s.close();
});

test('concurrent partial updates of one app are all applied (no lost update)', async (t) => {
  const s = await open(Date.now);
  const app = (await s.admin.createOAuthApp(create)).oauth_app!;
  await Promise.all([
    s.admin.updateOAuthApp({ id: app.id, name: 'n2', scopes: null }),
    s.admin.updateOAuthApp({ id: app.id, website: 'https://w', scopes: null }),
    s.admin.updateOAuthApp({ id: app.id, redirect_uris: 'https://r', scopes: { scopes: ['read'] } }),
  ]);
  const list = await s.admin.listOAuthApps({ page: '1', page_size: '50', trusted: false });
  t.like(list.apps[0], { name: 'n2', website: 'https://w', redirect_uri: 'https://r' });
  await s.close();
});

test('deleting an app revokes every token it was issued', async (t) => {
  const s = await open(Date.now);
  const app = (await s.admin.createOAuthApp(create)).oauth_app!;
  const creds = { grantType: 'client_credentials', clientId: app.client_id, clientSecret: app.client_secret };
  const tokens = await Promise.all([1, 2, 3].map(() => s.admin.oauth.issueToken(creds)));
  t.true(tokens.every((tok) => s.admin.bearerScopes(tok.accessToken) !== undefined));
  await s.admin.deleteOAuthApp({ id: app.id });
  t.true(tokens.every((tok) => s.admin.bearerScopes(tok.accessToken) === undefined));
  await t.throwsAsync(() => s.admin.oauth.issueToken(creds), { message: 'client authentication failed' });
  await s.close();
});
