/**
 * /swagger.json on kmd: our OpenAPI 3 document, no token needed (any method, like /versions); it lists exactly the
 * registered kmd routes.
 */
import test from 'ava';
import { KMD_ROUTES } from '../../../src/gateway/rest/kmd/routes/index.js';
import type { TestServer } from '../../helpers/server.js';
import { startKmd } from './harness.js';

let server: TestServer;

test.before(async () => {
  ({ server } = await startKmd());
});
test.after.always(async () => {
  await server?.close();
});

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { security: unknown[] }>>;
}

test('every registered kmd route is documented and nothing else; no token needed', async (t) => {
  for (const method of ['GET', 'POST']) {
    const r = await fetch(`${server.kmd}/swagger.json`, { method });
    t.is(r.status, 200, method);
    t.is(r.headers.get('content-type'), 'application/json');
    const doc = (await r.json()) as Doc;
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const registered = KMD_ROUTES.flatMap((r) =>
      (r.method === '*' ? ['GET', 'POST'] : [r.method]).map((m) => `${m} ${r.path}`),
    ).sort();
    t.deepEqual(documented, [...new Set(registered)]);
    t.deepEqual(doc.paths['/swagger.json']!['get']!.security, []);
    t.deepEqual(doc.paths['/v1/wallets']!['get']!.security, [{ 'X-KMD-API-Token': [] }]);
  }
});
