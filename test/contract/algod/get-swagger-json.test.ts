/**
 * GET /swagger.json on algod: our OpenAPI 3 document, no token needed; it lists exactly the registered routes (each
 * path and method of the route table, wildcard stubs aside) and which ones need a token.
 */
import test from 'ava';
import { ALGOD_ROUTES } from '../../../src/gateway/rest/algod/routes/index.js';
import { startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security: unknown[]; parameters?: { name: string }[] }>>;
}

const operations = (doc: Doc): string[] =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();

test('served without a token, as JSON', async (t) => {
  const r = await fetch(`${h.server.algod}/swagger.json`);
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json');
  t.is(((await r.json()) as Doc).openapi, '3.0.3');
});

test('every registered route is documented and nothing else', async (t) => {
  const doc = (await (await fetch(`${h.server.algod}/swagger.json`)).json()) as Doc;
  const registered = ALGOD_ROUTES.filter((r) => !r.path.endsWith('/*'))
    .flatMap((r) => (r.method === '*' ? ['GET', 'POST'] : [r.method]).map((m) => `${m} ${r.path}`))
    .sort();
  t.deepEqual(operations(doc), [...new Set(registered)]);
  for (const path of [
    '/v2/applications/{application-id}/boxes',
    '/v2/blocks/{round}/hash',
    '/v2/deltas/{round}/txn/group',
    '/swagger.json',
  ]) {
    t.truthy(doc.paths[path], path);
  }
});

test('token requirements and path parameters follow the routes', async (t) => {
  const doc = (await (await fetch(`${h.server.algod}/swagger.json`)).json()) as Doc;
  t.deepEqual(doc.paths['/health']!['get']!.security, []);
  t.deepEqual(doc.paths['/v2/status']!['get']!.security, [{ 'X-Algo-API-Token': [] }]);
  t.deepEqual(
    doc.paths['/v2/blocks/{round}/transactions/{txid}/proof']!['get']!.parameters?.map((p) => p.name),
    ['round', 'txid'],
  );
  const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
  t.is(new Set(ids).size, ids.length, 'operation ids are unique');
  t.is(doc.paths['/v2/blocks/{round}/hash']!['get']!.operationId, 'get_v2_blocks_round_hash');
});
