/**
 * Route tables generated from the proto options (src/generated/routes/) and their binding at startup: every RPC of
 * each service has an access class, bindings resolve to registered names, and a mismatch fails when the table is
 * built rather than on a request.
 */
import test from 'ava';
import { AppError } from '../../../src/core/errors.js';
import { contract } from '../../../src/gateway/grpc/contract.js';
import { algodRpcRoutes, rpcRoute } from '../../../src/gateway/rest/algod/route.js';
import { named, routeErrors, serviceCall } from '../../../src/gateway/rest/bindings.js';
import type { RequestContext } from '../../../src/gateway/rest/engine.js';
import { KMD_ROUTES } from '../../../src/gateway/rest/kmd/routes/index.js';
import { Router } from '../../../src/gateway/rest/router.js';
import { ADMIN_HTTP_BINDINGS, ADMIN_RPC_ACCESS } from '../../../src/generated/routes/admin.js';
import { ALGOD_HTTP_BINDINGS, ALGOD_RPC_ACCESS } from '../../../src/generated/routes/algod.js';
import { KMD_HTTP_BINDINGS, KMD_RPC_ACCESS } from '../../../src/generated/routes/kmd.js';

const services = contract().algorun;

for (const [name, table, definition] of [
  ['algod', ALGOD_RPC_ACCESS, services.algod.v2.AlgodService.service],
  ['kmd', KMD_RPC_ACCESS, services.kmd.v1.KmdService.service],
  ['admin', ADMIN_RPC_ACCESS, services.admin.v1.AdminService.service],
] as const) {
  test(`${name}: every RPC of the service has exactly one access class`, (t) => {
    const rpcs = Object.values(definition).map((m) => (m as { path: string }).path.split('/').pop()!);
    t.deepEqual(Object.keys(table).sort(), [...new Set(rpcs)].sort());
    for (const access of Object.values(table)) t.true(['none', 'public', 'admin'].includes(access));
  });
}

test('access classes carried over from the hand-written tables', (t) => {
  t.is(ALGOD_RPC_ACCESS.CheckHealth, 'none');
  t.is(ALGOD_RPC_ACCESS.GetPeers, 'admin');
  t.is(ALGOD_RPC_ACCESS.SendRawTransaction, 'public');
  t.deepEqual(
    Object.entries(KMD_RPC_ACCESS)
      .filter(([, a]) => a === 'none')
      .map(([rpc]) => rpc),
    ['GetVersions'],
  );
  const open = Object.entries(ADMIN_RPC_ACCESS)
    .filter(([, a]) => a === 'none')
    .map(([rpc]) => rpc);
  t.deepEqual(open, ['IssueToken', 'RevokeToken']);
});

test('additional bindings inherit the outer names and paths are distinct per method', (t) => {
  const admin = ADMIN_HTTP_BINDINGS.filter((b) => b.rpc === 'UpdateOAuthApp');
  t.deepEqual(
    admin.map((b) => b.path),
    ['/api/v1/pleroma/admin/oauth_app/{id}', '/api/pleroma/admin/oauth_app/{id}'],
  );
  t.true(admin.every((b) => b.decoder === 'admin_update_body' && b.errors === 'admin_pleroma' && b.readsBody));
  const header = ALGOD_HTTP_BINDINGS.find((b) => b.path === '/v2/blocks/{round}/header');
  t.is(header?.rpc, 'GetBlock');
  t.is(header?.renderer, 'algod_block_header');
  for (const table of [ALGOD_HTTP_BINDINGS, KMD_HTTP_BINDINGS, ADMIN_HTTP_BINDINGS] as const) {
    const keys = table.map((b) => `${b.method} ${b.path}`);
    t.is(new Set(keys).size, keys.length);
  }
});

test('kmd routes are the proto bindings plus /swagger.json, open exactly where the access class is none', (t) => {
  t.deepEqual(
    KMD_ROUTES.map((r) => `${r.method} ${r.path} ${r.isOpen}`),
    [...KMD_HTTP_BINDINGS.map((b) => `${b.method} ${b.path} ${b.access === 'none'}`), '* /swagger.json true'],
  );
});

test('an unknown name or a missing service method fails when the table is built', (t) => {
  const binding = KMD_HTTP_BINDINGS[0];
  t.is(named('renderer', { kmd_json: 1 }, 'kmd_json', binding), 1);
  t.throws(() => named('renderer', { kmd_json: 1 }, 'nope', binding), {
    message: /GetVersions .*no renderer named "nope"/,
  });
  t.throws(() => named('renderer', { kmd_json: 1 }, 'toString', binding), { message: /no renderer named/ });
  t.throws(() => serviceCall({}, binding), { message: /no method getVersions/ });
});

test('an algod binding without a route file fails when the table is built', (t) => {
  const handle = (): Promise<never> => Promise.reject(new AppError('CORE_INTERNAL'));
  t.throws(() => algodRpcRoutes([]), { message: /^CheckHealth: no route file serves its algod_route binding/ });
  t.throws(() => algodRpcRoutes([rpcRoute('CheckHealth', { binding: 'other', handle })]), {
    message: /^CheckHealth: no route file serves its algod_route binding/,
  });
});

test("routeErrors uses the one renderer directly, else the matched route's", (t) => {
  const a = (e: AppError) => ({ status: e.httpStatus, body: 'a' });
  const b = (e: AppError) => ({ status: e.httpStatus, body: 'b' });
  const one = new Router<{ renderError: typeof a }>().add('GET', '/x', { renderError: a });
  t.is(routeErrors(one, [{ renderError: a }], a), a);
  const routes = [{ renderError: a }, { renderError: b }];
  const two = new Router<{ renderError: typeof a }>().add('GET', '/a', routes[0]!).add('GET', '/b', routes[1]!);
  const render = routeErrors(two, routes, a);
  const ctx = (path: string) => ({ method: 'GET', path }) as RequestContext;
  const error = new AppError('GATEWAY_BAD_REQUEST');
  t.is(render(error, ctx('/b')).body, 'b');
  t.is(render(error, ctx('/a')).body, 'a');
  t.is(render(error, ctx('/none')).body, 'a');
});
