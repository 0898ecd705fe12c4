import test from 'ava';
import { Router } from '../../../src/gateway/rest/router.js';

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
  t.like(router.match('POST', '/v2/participation/generate'), {
    kind: 'found',
    route: 'append',
    params: { 'participation-id': 'generate' },
  });
});

test('parameters are URL-unescaped once', (t) => {
  t.like(router.match('GET', '/v2/participation/a%2523b'), { params: { 'participation-id': 'a%23b' } });
  t.like(router.match('GET', '/v2/participation/100%23ABC'), { params: { 'participation-id': '100#ABC' } });
  t.like(router.match('GET', '/v2/participation/bad%zz'), { params: { 'participation-id': 'bad%zz' } });
});

test('several parameters', (t) => {
  t.like(router.match('GET', '/v2/blocks/7/transactions/TX/proof'), {
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
