import test from 'ava';
import {
  normaliseWebsite,
  redirectUriList,
  validateAppFields,
  type AppFieldsInput,
} from '../../../src/core/admin/app-fields.js';
import { encodeCredential, isCredentialFormat, tokenDigestHex } from '../../../src/core/admin/credentials.js';
import { checkPaging, selectPage } from '../../../src/core/admin/paging.js';
import {
  decodeAppRecord,
  decodeTokenRecord,
  encodeAppRecord,
  encodeTokenRecord,
} from '../../../src/core/admin/records.js';
import {
  ADMIN_API_SCOPES,
  grantableScopes,
  grantsAny,
  parseScopeParam,
  scopeSatisfies,
} from '../../../src/core/admin/scopes.js';
import { isAppError } from '../../../src/core/errors.js';

const satisfies = test.macro((t, granted: string, required: string, expected: boolean) => {
  t.is(scopeSatisfies(granted, required), expected);
});
test('admin covers admin:write', satisfies, 'admin', 'admin:write', true);
test('admin:write covers itself', satisfies, 'admin:write', 'admin:write', true);
test('write does not cover admin:write', satisfies, 'write', 'admin:write', false);
test('admin:write:foo does not cover admin:write', satisfies, 'admin:write:foo', 'admin:write', false);
test('read covers read:accounts', satisfies, 'read', 'read:accounts', true);
test('adm is not a prefix scope of admin', satisfies, 'adm', 'admin', false);

test('admin API scopes: write, admin:write, admin pass; read, admin:read fail', (t) => {
  for (const ok of [['write'], ['admin:write'], ['admin'], ['read', 'write']]) t.true(grantsAny(ok, ADMIN_API_SCOPES));
  for (const bad of [[], ['read'], ['admin:read'], ['write:statuses']]) t.false(grantsAny(bad, ADMIN_API_SCOPES));
});

test('scope parameter parsing and grantable scopes', (t) => {
  t.deepEqual(parseScopeParam(' read,write  read '), ['read', 'write']);
  t.deepEqual(grantableScopes(undefined, ['read', 'write']), ['read', 'write']);
  t.deepEqual(grantableScopes([], []), []);
  t.deepEqual(grantableScopes(['read:accounts'], ['read']), ['read:accounts']);
  const error = t.throws(() => grantableScopes(['admin'], ['read', 'write']));
  t.true(isAppError(error) && error.code === 'ADMIN_OAUTH_INVALID_SCOPE');
});

test('credentials: 32 bytes → 43 URL-safe characters; digest is SHA-256 hex', (t) => {
  const text = encodeCredential(new Uint8Array(32).fill(0xfb));
  t.is(text.length, 43);
  t.true(isCredentialFormat(text));
  t.false(isCredentialFormat(`${text}=`));
  t.throws(() => encodeCredential(new Uint8Array(31)));
  t.is(tokenDigestHex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

const fieldsError = test.macro(
  (t, input: AppFieldsInput, required: ('name' | 'redirect_uris')[], message: string | null) => {
    if (message === null) {
      t.notThrows(() => validateAppFields(input, required));
      return;
    }
    const error = t.throws(() => validateAppFields(input, required));
    t.true(isAppError(error) && error.code === 'ADMIN_INVALID_FIELDS');
    t.is(error?.message, message);
  },
);
test(
  'valid create with oob redirect',
  fieldsError,
  { name: 'a', redirectUris: 'urn:ietf:wg:oauth:2.0:oob' },
  ['name', 'redirect_uris'],
  null,
);
test(
  'several redirect URIs separated by whitespace',
  fieldsError,
  { name: 'a', redirectUris: 'https://a/cb\n\thttp://127.0.0.1:8080/x' },
  [],
  null,
);
test(
  'missing required',
  fieldsError,
  {},
  ['name', 'redirect_uris'],
  "name - can't be blank. redirect_uris - can't be blank.",
);
test('update needs nothing', fieldsError, {}, [], null);
test('blank name on update', fieldsError, { name: '\t' }, [], "name - can't be blank.");
test(
  'fragment in redirect',
  fieldsError,
  { redirectUris: 'https://a/#x' },
  [],
  'redirect_uris - "https://a/#x" must not have a fragment.',
);
test('name at 255 passes', fieldsError, { name: 'n'.repeat(255) }, [], null);
test(
  'name at 256 fails',
  fieldsError,
  { name: 'n'.repeat(256) },
  [],
  'name - is too long (maximum is 255 characters).',
);
test('empty scope', fieldsError, { scopes: ['read', ''] }, [], 'scopes/1 - must be 1 to 64 characters without spaces.');
test(
  '33 scopes',
  fieldsError,
  { scopes: Array.from({ length: 33 }, (_, i) => `s${i}`) },
  [],
  'scopes - has more than 32 entries.',
);

test('redirect URI list and website normalisation', (t) => {
  t.deepEqual(redirectUriList(' a\nb  c '), ['a', 'b', 'c']);
  t.is(normaliseWebsite(''), null);
  t.is(normaliseWebsite(null), null);
  t.is(normaliseWebsite('https://x'), 'https://x');
});

const apps = [3n, 1n, 2n, 5n, 4n].map((id) => ({
  id,
  name: id % 2n === 0n ? 'even' : 'odd',
  clientId: `c${id}`,
  trusted: id === 5n,
}));
test('paging: id order, filters, count before paging, past-the-end empty', (t) => {
  const page = selectPage(apps, { trusted: false }, 1n, 2n);
  t.deepEqual(
    page.apps.map((a) => a.id),
    [1n, 2n],
  );
  t.is(page.count, 4);
  t.deepEqual(
    selectPage(apps, { trusted: false }, 2n, 2n).apps.map((a) => a.id),
    [3n, 4n],
  );
  t.deepEqual(selectPage(apps, { trusted: false }, 3n, 2n), { apps: [], count: 4 });
  t.deepEqual(
    selectPage(apps, { trusted: true }, 1n, 50n).apps.map((a) => a.id),
    [5n],
  );
  t.deepEqual(
    selectPage(apps, { trusted: false, name: 'odd' }, 1n, 50n).apps.map((a) => a.id),
    [1n, 3n],
  );
  t.deepEqual(
    selectPage(apps, { trusted: false, clientId: 'c2' }, 1n, 50n).apps.map((a) => a.id),
    [2n],
  );
  t.deepEqual(selectPage(apps, { trusted: false }, 1n << 62n, 500n), { apps: [], count: 4 });
});

test('paging bounds', (t) => {
  t.notThrows(() => checkPaging(1n, 1n));
  t.notThrows(() => checkPaging(1n, 500n));
  t.throws(() => checkPaging(0n, 50n), { message: 'page - must be at least 1.' });
  t.throws(() => checkPaging(1n, 501n), { message: 'page_size - must be from 1 to 500.' });
  t.throws(() => checkPaging(-1n, 0n), { message: 'page - must be at least 1. page_size - must be from 1 to 500.' });
});

test('records round-trip; corrupt values are CORE_INTERNAL', (t) => {
  const app = {
    id: 18446744073709551615n,
    name: 'n',
    clientId: 'c',
    clientSecret: 's',
    redirectUris: 'a\nb',
    scopes: ['read'],
    website: null,
    trusted: true,
  };
  t.deepEqual(decodeAppRecord(encodeAppRecord(app)), app);
  const token = { appId: 7n, scopes: ['read', 'write'], expiresAtMs: 1_700_000_000_000, createdAtMs: 1 };
  t.deepEqual(decodeTokenRecord(encodeTokenRecord(token)), token);
  for (const bad of ['{', '[]', '{"id":"x"}']) {
    const error = t.throws(() => decodeAppRecord(Buffer.from(bad)));
    t.true(isAppError(error) && error.code === 'CORE_INTERNAL');
  }
  t.throws(() => decodeTokenRecord(Buffer.from('{"app_id":"1","scopes":[1],"expires_at_ms":null,"created_at_ms":1}')));
});
