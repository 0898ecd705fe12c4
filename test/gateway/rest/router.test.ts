import test from 'ava';
import { Router, type RouteMatch } from '../../../src/gateway/rest/router.js';

/** A match with its parameters as a plain object, for `t.like`. */
function plain<R>(match: RouteMatch<R>): object {
  return match.kind === 'found' ? { ...match, params: Object.fromEntries(match.params) } : match;
}

const router = new Router<string>()
  .add('POST', '/v2/participation/{participation-id}', 'append')
  .add('POST', '/v2/participation/generate/{address}', 'generate')
  .add('GET', '/v2/participation/{participation-id}', 'get')
  .add('DELETE', '/v2/participation/{participation-id}', 'delete')
  .add('GET', '/v2/blocks/{round}', 'block')
  .add('GET', '/v2/blocks/{round}/transactions/{txid}/proof', 'proof')
  .add('*', '/v1/*', 'legacy')
  .add('GET', '/versions', 'versions');

test('static segments win over parameters', (t) => {
  t.like(router.match('POST', '/v2/participation/generate/ADDR'), { kind: 'found', route: 'generate' });
  t.like(plain(router.match('POST', '/v2/participation/generate')), {
    kind: 'found',
    route: 'append',
    params: { 'participation-id': 'generate' },
  });
});

test('parameters are URL-unescaped once', (t) => {
  t.like(plain(router.match('GET', '/v2/participation/a%2523b')), { params: { 'participation-id': 'a%23b' } });
  t.like(plain(router.match('GET', '/v2/participation/100%23ABC')), { params: { 'participation-id': '100#ABC' } });
  t.like(plain(router.match('GET', '/v2/participation/bad%zz')), { params: { 'participation-id': 'bad%zz' } });
});

test('several parameters', (t) => {
  t.like(plain(router.match('GET', '/v2/blocks/7/transactions/TX/proof')), {
    route: 'proof',
    params: { round: '7', txid: 'TX' },
  });
});

test('a known path with another method: methodNotAllowed listing the methods', (t) => {
  t.deepEqual(router.match('PUT', '/v2/participation/x'), {
    kind: 'methodNotAllowed',
    allow: ['POST', 'GET', 'DELETE'],
  });
  t.deepEqual(router.match('POST', '/versions'), { kind: 'methodNotAllowed', allow: ['GET'] });
});

test('unknown paths, and paths that differ in length', (t) => {
  t.deepEqual(router.match('GET', '/v2/blocks'), { kind: 'notFound' });
  t.deepEqual(router.match('GET', '/v2/blocks/1/2'), { kind: 'notFound' });
  t.deepEqual(router.match('GET', '/nope'), { kind: 'notFound' });
});

test('a wildcard takes any method and any rest of the path', (t) => {
  t.like(router.match('PATCH', '/v1/status'), { kind: 'found', route: 'legacy' });
  t.like(router.match('GET', '/v1/account/X/transactions'), { kind: 'found', route: 'legacy' });
  t.like(router.match('GET', '/v1/'), { kind: 'found', route: 'legacy' });
});

test('ranking: static, then parameter, then wildcard at the first difference; a wildcard beats its own prefix', (t) => {
  const r = new Router<string>()
    .add('GET', '/a/{p}', 'param')
    .add('GET', '/a/*', 'rest')
    .add('GET', '/a/b', 'static')
    .add('GET', '/a', 'exact')
    .add('POST', '/a/{q}/c', 'deep');
  t.like(r.match('GET', '/a/b'), { route: 'static' });
  t.like(plain(r.match('GET', '/a/x')), { route: 'param', params: { p: 'x' } });
  t.like(r.match('GET', '/a/x/y'), { route: 'rest' });
  t.like(r.match('GET', '/a'), { route: 'rest' });
  t.like(plain(r.match('POST', '/a/x/c')), { route: 'deep', params: { q: 'x' } });
  // GET /a/x/c: 'deep' is skipped for its method and the wildcard answers.
  t.like(r.match('GET', '/a/x/c'), { route: 'rest' });
  t.deepEqual(r.match('PUT', '/a/x/c'), { kind: 'methodNotAllowed', allow: ['POST', 'GET'] });
});

test('patterns of equal rank keep their registration order; empty segments are segments', (t) => {
  const r = new Router<string>().add('GET', '/x/{first}', 'one').add('*', '/x/{second}', 'two');
  t.like(plain(r.match('GET', '/x/1')), { route: 'one', params: { first: '1' } });
  t.like(plain(r.match('POST', '/x/1')), { route: 'two', params: { second: '1' } });
  t.like(plain(r.match('GET', '/x/')), { route: 'one', params: { first: '' } });
  t.deepEqual(r.match('GET', '/x//'), { kind: 'notFound' });
});

test('a match names the pattern it matched (metrics and logs label by it, never by the raw path)', (t) => {
  t.like(router.match('GET', '/v2/blocks/17/transactions/ABC/proof'), {
    kind: 'found',
    pattern: '/v2/blocks/{round}/transactions/{txid}/proof',
  });
  t.like(router.match('DELETE', '/v1/account/X'), { kind: 'found', pattern: '/v1/*' });
});

test('parameters are read by name; a name the route does not have reads undefined', (t) => {
  const match = router.match('GET', '/v2/blocks/7/transactions/TX/proof');
  if (match.kind !== 'found') return t.fail('no match');
  t.is(match.params.get('round'), '7');
  t.is(match.params.get('txid'), 'TX');
  t.is(match.params.get('address'), undefined);
  const plainRoute = router.match('GET', '/versions');
  if (plainRoute.kind !== 'found') return t.fail('no match');
  t.deepEqual([...plainRoute.params], []);
  t.is(plainRoute.params.get('round'), undefined);
});
