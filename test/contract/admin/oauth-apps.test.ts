import test from 'ava';
import { AdminHarness, PREFIXES, call, type AdminApp } from './harness.js';

let h: AdminHarness;
test.before(async () => {
  h = await AdminHarness.start();
});
test.after.always(async () => {
  await h.close();
});

const CREDENTIAL = /^[A-Za-z0-9_-]{43}$/;
const base = PREFIXES[0];
let counter = 0;
const unique = (prefix: string): string => `${prefix}-${++counter}-${Math.random().toString(36).slice(2)}`;

interface ListBody {
  apps: AdminApp[];
  count: number;
  page_size: number;
}

test('create: 200 with the described fields, credentials in the documented format, defaults applied', async (t) => {
  const r = await h.request('POST', `${base}/oauth_app`, {
    name: 'Trusted app',
    redirect_uris: 'https://example.com/cb\nurn:ietf:wg:oauth:2.0:oob',
    scopes: ['read', 'write'],
  });
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json; charset=utf-8');
  const app = r.json as AdminApp;
  t.deepEqual(Object.keys(app), ['id', 'name', 'client_id', 'client_secret', 'redirect_uri', 'website', 'trusted']);
  t.true(Number.isInteger(app.id) && app.id > 0);
  t.is(app.name, 'Trusted app');
  t.is(app.redirect_uri, 'https://example.com/cb\nurn:ietf:wg:oauth:2.0:oob');
  t.is(app.website, null);
  t.false(app.trusted);
  t.regex(app.client_id, CREDENTIAL);
  t.regex(app.client_secret, CREDENTIAL);
  t.not(app.client_id, app.client_secret);
});

test('create under the legacy prefix with website and trusted', async (t) => {
  const r = await h.request('POST', `${PREFIXES[1]}/oauth_app`, {
    name: 'x',
    redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
    website: 'https://x.example',
    trusted: true,
  });
  t.is(r.status, 200);
  t.like(r.json as AdminApp, { website: 'https://x.example', trusted: true });
});

const badCreate = test.macro(async (t, body: unknown, error: string, pointers: string[]) => {
  const before = (await h.request('GET', `${base}/oauth_app?page_size=500`)).json as ListBody;
  const r = await h.request('POST', `${base}/oauth_app`, body);
  t.is(r.status, 400);
  const parsed = r.json as { error: string; errors: { title: string; source: { pointer: string }; message: string }[] };
  t.is(parsed.error, error);
  t.deepEqual(
    parsed.errors.map((e) => e.source.pointer),
    pointers,
  );
  t.true(parsed.errors.every((e) => e.title === 'Invalid value' && e.message.length > 0));
  const after = (await h.request('GET', `${base}/oauth_app?page_size=500`)).json as ListBody;
  t.is(after.count, before.count, 'nothing stored');
});
test.serial('create 400: missing fields', badCreate, {}, 'Missing field: name. Missing field: redirect_uris.', [
  '/name',
  '/redirect_uris',
]);
test.serial(
  'create 400: blank fields',
  badCreate,
  { name: ' ', redirect_uris: '' },
  "name - can't be blank. redirect_uris - can't be blank.",
  ['/name', '/redirect_uris'],
);
test.serial(
  'create 400: name of the wrong type',
  badCreate,
  { name: 5, redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
  'name - Invalid string. Got: integer.',
  ['/name'],
);
test.serial(
  'create 400: redirect_uris as an array',
  badCreate,
  { name: 'a', redirect_uris: ['https://a'] },
  'redirect_uris - Invalid string. Got: array.',
  ['/redirect_uris'],
);
test.serial(
  'create 400: scopes as a string',
  badCreate,
  { name: 'a', redirect_uris: 'https://a', scopes: 'read' },
  'scopes - Invalid array. Got: string.',
  ['/scopes'],
);
test.serial(
  'create 400: a scope with spaces',
  badCreate,
  { name: 'a', redirect_uris: 'https://a', scopes: ['read write'] },
  'scopes/0 - must be 1 to 64 characters without spaces.',
  ['/scopes/0'],
);
test.serial(
  'create 400: website of the wrong type',
  badCreate,
  { name: 'a', redirect_uris: 'https://a', website: 1 },
  'website - Invalid string. Got: integer.',
  ['/website'],
);
test.serial(
  'create 400: trusted of the wrong type',
  badCreate,
  { name: 'a', redirect_uris: 'https://a', trusted: 'yes' },
  'trusted - Invalid boolean. Got: string.',
  ['/trusted'],
);
test.serial(
  'create 400: a relative redirect URI',
  badCreate,
  { name: 'a', redirect_uris: 'https://ok /callback' },
  'redirect_uris - "/callback" is not an absolute URI.',
  ['/redirect_uris'],
);
test.serial(
  'create 400: a name over 255 characters',
  badCreate,
  { name: 'n'.repeat(256), redirect_uris: 'https://a' },
  'name - is too long (maximum is 255 characters).',
  ['/name'],
);

test.serial('create 400: undecodable JSON and non-object bodies', async (t) => {
  for (const [body, error] of [
    ['{"name": "a",', 'Invalid JSON body.'],
    ['{"name":"a","redirect_uris":"https://a"} trailing', 'Invalid JSON body.'],
    ['[1,2]', 'Request body must be a JSON object.'],
  ] as const) {
    const r = await h.request('POST', `${base}/oauth_app`, body);
    t.is(r.status, 400, body);
    t.deepEqual(r.json, { error }, body);
  }
});

test('an oversized body is refused with 413 and the server keeps serving', async (t) => {
  const r = await h.request('POST', `${base}/oauth_app`, { name: 'x'.repeat(100_000), redirect_uris: 'https://a' });
  t.is(r.status, 413);
  const after = await h.request('GET', `${base}/oauth_app`);
  t.is(after.status, 200);
  await t.notThrowsAsync(() => h.createApp({ name: unique('after-413') }));
});

test('list: filters by exact name and client_id; trusted defaults to false; count counts matches', async (t) => {
  const name = unique('filter');
  const a = await h.createApp({ name });
  const b = await h.createApp({ name, trusted: true });
  await h.createApp({ name: `${name}-other` });
  const byName = (await h.request('GET', `${base}/oauth_app?name=${encodeURIComponent(name)}`)).json as ListBody;
  t.deepEqual(
    byName.apps.map((app) => app.id),
    [a.id],
  );
  t.is(byName.count, 1);
  const trusted = (await h.request('GET', `${base}/oauth_app?name=${encodeURIComponent(name)}&trusted=true`))
    .json as ListBody;
  t.deepEqual(
    trusted.apps.map((app) => app.id),
    [b.id],
  );
  const byClient = (await h.request('GET', `${base}/oauth_app?client_id=${a.client_id}`)).json as ListBody;
  t.deepEqual(byClient.apps, [a]);
  const upper = (await h.request('GET', `${base}/oauth_app?name=${encodeURIComponent(name.toUpperCase())}`))
    .json as ListBody;
  t.deepEqual(upper, { apps: [], count: 0, page_size: 50 });
  const prefix = (await h.request('GET', `${base}/oauth_app?name=${encodeURIComponent(name.slice(0, -2))}`))
    .json as ListBody;
  t.is(prefix.apps.length, 0);
});

test('list: pages in id order; page_size echoed; page past the end is empty', async (t) => {
  const name = unique('paging');
  const made: number[] = [];
  for (let i = 0; i < 5; i++) made.push((await h.createApp({ name })).id);
  const q = `${base}/oauth_app?name=${name}&page_size=2`;
  const pages = await Promise.all([1, 2, 3, 4].map((p) => h.request('GET', `${q}&page=${p}`)));
  const bodies = pages.map((r) => r.json as ListBody);
  t.deepEqual(
    bodies.map((b) => b.apps.map((app) => app.id)),
    [made.slice(0, 2), made.slice(2, 4), made.slice(4), []],
  );
  t.true(bodies.every((b) => b.count === 5 && b.page_size === 2));
  const empty = (await h.request('GET', `${base}/oauth_app?name=${name}&page=&page_size=`)).json as ListBody;
  t.is(empty.page_size, 50);
  t.is(empty.apps.length, 5);
});

const badList = test.macro(async (t, query: string, error: string) => {
  const r = await h.request('GET', `${base}/oauth_app?${query}`);
  t.is(r.status, 400);
  t.is((r.json as { error: string }).error, error);
});
test('list 400: page 0', badList, 'page=0', 'page - must be at least 1.');
test('list 400: page_size above the maximum', badList, 'page_size=501', 'page_size - must be from 1 to 500.');
test('list 400: page_size 0', badList, 'page_size=0', 'page_size - must be from 1 to 500.');
test('list 400: trusted not a boolean', badList, 'trusted=yes', 'trusted - Invalid boolean. Got: string.');
test('list 400: page not an integer', badList, 'page=1.5', 'page - Invalid integer. Got: string.');

test('update: any subset of fields; absent trusted becomes false; credentials unchanged', async (t) => {
  const app = await h.createApp({ name: unique('upd'), trusted: true, website: 'https://w.example' });
  const r1 = await h.request('PATCH', `${base}/oauth_app/${app.id}`, {
    name: 'renamed',
    redirect_uris: 'https://new.example/cb',
    scopes: ['admin'],
    website: 'https://site.example',
    trusted: true,
  });
  t.is(r1.status, 200);
  t.deepEqual(r1.json, {
    ...app,
    name: 'renamed',
    redirect_uri: 'https://new.example/cb',
    website: 'https://site.example',
    trusted: true,
  });
  const r2 = await h.request('PATCH', `${PREFIXES[1]}/oauth_app/${app.id}`, { website: null });
  t.is(r2.status, 200);
  t.like(r2.json as AdminApp, { name: 'renamed', website: null, trusted: false, client_secret: app.client_secret });
  const r3 = await h.request('PATCH', `${base}/oauth_app/${app.id}`);
  t.is(r3.status, 200);
  t.like(r3.json as AdminApp, { id: app.id, name: 'renamed' });
});

test('update 400s: unknown id (body ""), blank name, wrong type, non-integer id', async (t) => {
  const app = await h.createApp({ name: unique('upd400') });
  const unknown = await h.request('PATCH', `${base}/oauth_app/999999`, { name: 'x' });
  t.is(unknown.status, 400);
  t.is(unknown.text, '""');
  const blank = await h.request('PATCH', `${base}/oauth_app/${app.id}`, { name: '' });
  t.is(blank.status, 400);
  t.is((blank.json as { error: string }).error, "name - can't be blank.");
  const typed = await h.request('PATCH', `${base}/oauth_app/${app.id}`, { trusted: 1 });
  t.is((typed.json as { error: string }).error, 'trusted - Invalid boolean. Got: integer.');
  const notInt = await h.request('PATCH', `${base}/oauth_app/abc`, {});
  t.is((notInt.json as { error: string }).error, 'id - Invalid integer. Got: string.');
  const list = (await h.request('GET', `${base}/oauth_app?client_id=${app.client_id}`)).json as ListBody;
  t.deepEqual(list.apps, [app], 'refused updates change nothing');
});

test('delete: 204 empty body, then gone; unknown id 400 with an empty body', async (t) => {
  const app = await h.createApp({ name: unique('del') });
  const r = await h.request('DELETE', `${base}/oauth_app/${app.id}`);
  t.is(r.status, 204);
  t.is(r.text, '');
  const again = await h.request('DELETE', `${PREFIXES[1]}/oauth_app/${app.id}`);
  t.is(again.status, 400);
  t.is(again.text, '');
  t.is((await h.request('DELETE', `${base}/oauth_app/0`)).status, 400);
  const list = (await h.request('GET', `${base}/oauth_app?client_id=${app.client_id}`)).json as ListBody;
  t.is(list.count, 0);
});

test.serial('auth: missing, unknown and insufficient tokens get 403 bodies and change nothing', async (t) => {
  const before = (await h.request('GET', `${base}/oauth_app?page_size=500`)).json as ListBody;
  const routes: [string, string, unknown][] = [
    ['GET', `${base}/oauth_app`, undefined],
    ['POST', `${base}/oauth_app`, { name: 'no', redirect_uris: 'https://no' }],
    ['PATCH', `${base}/oauth_app/1`, { name: 'no' }],
    ['DELETE', `${base}/oauth_app/1`, undefined],
  ];
  for (const [method, path, body] of routes) {
    for (const token of [null, 'not-a-token', 'a'.repeat(64)]) {
      const r = await h.request(method, path, body, token);
      t.is(r.status, 403, `${method} ${token}`);
      t.is(r.text, '{"error":"Invalid credentials."}');
    }
  }
  const malformed = await call(`${h.admin}${base}/oauth_app`, { headers: { Authorization: 'Basic abc' } });
  t.is(malformed.status, 403);
  const after = (await h.request('GET', `${base}/oauth_app?page_size=500`)).json as ListBody;
  t.deepEqual(after, before);
});

test('20 concurrent creates: 20 distinct ids and client ids, all listed', async (t) => {
  const name = unique('burst');
  const apps = await Promise.all(Array.from({ length: 20 }, () => h.createApp({ name })));
  t.is(new Set(apps.map((a) => a.id)).size, 20);
  t.is(new Set(apps.map((a) => a.client_id)).size, 20);
  const list = (await h.request('GET', `${base}/oauth_app?name=${name}`)).json as ListBody;
  t.is(list.count, 20);
  t.deepEqual(
    list.apps.map((a) => a.id),
    apps.map((a) => a.id).sort((x, y) => x - y),
  );
});

test.serial('data survives a restart; ids are not reused', async (t) => {
  const name = unique('persist');
  const kept = await h.createApp({ name, trusted: true, website: 'https://p.example', scopes: ['read'] });
  const gone = await h.createApp({ name });
  t.is((await h.request('DELETE', `${base}/oauth_app/${gone.id}`)).status, 204);
  await h.restart();
  const list = (await h.request('GET', `${base}/oauth_app?name=${name}&trusted=true`)).json as ListBody;
  t.deepEqual(list.apps, [kept]);
  const untrusted = (await h.request('GET', `${base}/oauth_app?name=${name}`)).json as ListBody;
  t.is(untrusted.count, 0);
  const next = await h.createApp({ name });
  t.true(next.id > gone.id);
});
