/**
 * GET /metrics on the algod port: Prometheus text format (every line checked and parsed by
 * test/helpers/prometheus.ts), no token needed, every documented family present, and the counters move with REST
 * requests, gRPC calls, submissions (accepted and rejected), blocks and kmd password derivations. `--no-metrics` turns the route off (404, as upstream without
 * metrics). Tests are serial: each compares scrapes before and after its own traffic.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { clients, metadata, unary, unaryError } from '../../helpers/grpc.js';
import { Exposition, scrape } from '../../helpers/prometheus.js';
import { startTestServer, TOKEN, type TestServer } from '../../helpers/server.js';
import { fresh, pay, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;
test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const FAMILIES = [
  'algorun_http_requests_total',
  'algorun_http_request_duration_seconds',
  'algorun_grpc_calls_total',
  'algorun_grpc_call_duration_seconds',
  'algorun_algod_submissions_total',
  'algorun_algod_confirmed_transactions_total',
  'algorun_algod_block_interval_seconds',
  'algorun_algod_round',
  'algorun_algod_txpool_transactions',
  'algorun_store_commits_total',
  'algorun_store_synced_writes_total',
  'algorun_worker_pool_threads',
  'algorun_worker_pool_queue_length',
  'algorun_worker_pool_utilization',
  'algorun_worker_pool_tasks_total',
  'algorun_worker_pool_busy_seconds_total',
  'algorun_kmd_kdf_limit',
  'algorun_kmd_kdf_active',
  'algorun_kmd_kdf_queue_length',
  'algorun_kmd_kdf_started_total',
  'algorun_http_engine_info',
  'process_cpu_seconds_total',
  'nodejs_eventloop_lag_seconds',
  'nodejs_version_info',
];

test.serial('needs no token, is text format 0.0.4 and holds every documented family', async (t) => {
  const response = await fetch(`${h.server.algod}/metrics`);
  t.is(response.status, 200);
  t.regex(response.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  const metrics = new Exposition(await response.text());
  for (const name of FAMILIES) t.true(metrics.types.has(name), name);
  t.is(metrics.value('algorun_worker_pool_threads'), h.server.config.threads);
  t.is(metrics.value('algorun_kmd_kdf_limit'), h.server.config.kdfConcurrency);
  const engine = h.server.server.httpEngine.name;
  t.is(metrics.value('algorun_http_engine_info', { engine }), 1);
  t.is(metrics.value('algorun_http_engine_info', { engine: engine === 'uws' ? 'node' : 'uws' }), 0);
  const utilization = metrics.value('algorun_worker_pool_utilization');
  t.true(utilization >= 0 && utilization <= 1);
});

test.serial('REST requests count per route pattern and status, never per raw path', async (t) => {
  const status = { surface: 'algod', method: 'GET', route: '/v2/status', code: '200' };
  const account = { surface: 'algod', method: 'GET', route: '/v2/accounts/{address}' };
  const before = await scrape(h.server.algod);
  await h.algod.status().do();
  await h.algod.accountInformation(h.funded[0]!.addr).do();
  const unauthorised = await fetch(`${h.server.algod}/v2/accounts/${h.funded[1]!.addr}`);
  t.is(unauthorised.status, 401);
  t.is((await fetch(`${h.server.algod}/v2/no-such-route-xyz123`)).status, 404);
  const after = await scrape(h.server.algod);
  t.is(after.value('algorun_http_requests_total', status) - before.value('algorun_http_requests_total', status), 1);
  const ok = { ...account, code: '200' };
  t.is(after.value('algorun_http_requests_total', ok) - before.value('algorun_http_requests_total', ok), 1);
  const denied = { ...account, code: '401' };
  t.is(after.value('algorun_http_requests_total', denied) - before.value('algorun_http_requests_total', denied), 1);
  const none = { surface: 'algod', route: 'none', code: '404' };
  t.is(after.value('algorun_http_requests_total', none) - before.value('algorun_http_requests_total', none), 1);
  const seconds = 'algorun_http_request_duration_seconds';
  t.is(after.count(seconds, account) - before.count(seconds, account), 2);
  t.false(after.text.includes('xyz123'));
  t.false(after.text.includes(h.funded[0]!.addr));
});

test.serial('gRPC calls count per method and status code', async (t) => {
  const c = clients(h.server.server.ports.grpc === null ? '' : `127.0.0.1:${h.server.server.ports.grpc}`);
  try {
    const before = await scrape(h.server.algod);
    await unary(c.algod, 'GetVersions', {});
    const missing = await unaryError(c.algod, 'GetAsset', { asset_id: '77' }, metadata({ 'x-algo-api-token': TOKEN }));
    t.truthy(missing.code);
    const after = await scrape(h.server.algod);
    const versions = { service: 'algorun.algod.v2.AlgodService', method: 'GetVersions', code: 'OK' };
    const calls = 'algorun_grpc_calls_total';
    t.is(after.value(calls, versions) - before.value(calls, versions), 1);
    const asset = { service: 'algorun.algod.v2.AlgodService', method: 'GetAsset' };
    const failed = after.find(calls, asset).filter((s) => s.labels['code'] !== 'OK');
    t.is(failed.length, 1);
    const seconds = 'algorun_grpc_call_duration_seconds';
    t.is(after.count(seconds, asset) - before.count(seconds, asset), 1);
  } finally {
    for (const client of Object.values(c)) client.close();
  }
});

test.serial('submissions, confirmed transactions, rounds and block intervals move with traffic', async (t) => {
  const before = await scrape(h.server.algod);
  const accepted = 'algorun_algod_submissions_total';
  await pay(h.algod, h.funded[0]!, fresh().addr, 200_000);
  await pay(h.algod, h.funded[0]!, fresh().addr, 200_000);
  const garbage = await fetch(`${h.server.algod}/v2/transactions`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN, 'content-type': 'application/x-binary' },
    body: 'not msgpack',
  });
  t.is(garbage.status, 400);
  const after = await scrape(h.server.algod);
  const moved = (name: string, labels = {}): number => after.value(name, labels) - before.value(name, labels);
  t.is(moved(accepted, { result: 'accepted' }), 2);
  t.is(moved(accepted, { result: 'rejected' }), 1);
  t.is(moved('algorun_algod_confirmed_transactions_total'), 2);
  t.is(moved('algorun_algod_round'), 2);
  t.is(after.value('algorun_algod_round'), Number((await h.algod.status().do()).lastRound));
  const interval = 'algorun_algod_block_interval_seconds';
  t.true(after.count(interval) - before.count(interval) >= 1);
  t.is(after.value('algorun_algod_txpool_transactions'), 0);
  const writes = moved('algorun_store_synced_writes_total');
  t.true(writes >= 1 && writes <= moved('algorun_store_commits_total'));
  t.true(moved('algorun_store_commits_total') >= 2);
});

test.serial('kmd password derivations are counted', async (t) => {
  const before = await scrape(h.server.algod);
  await h.kmd.createWallet(`metrics-${Date.now()}`, 'a password', new Uint8Array(), 'sqlite');
  const after = await scrape(h.server.algod);
  t.true(after.value('algorun_kmd_kdf_started_total') - before.value('algorun_kmd_kdf_started_total') >= 1);
  t.is(after.value('algorun_kmd_kdf_active'), 0);
  t.is(after.value('algorun_kmd_kdf_queue_length'), 0);
  t.true(after.value('algorun_worker_pool_tasks_total') >= before.value('algorun_worker_pool_tasks_total'));
});

test('--no-metrics: GET /metrics is 404 and other routes still work', async (t) => {
  let off: TestServer | undefined;
  try {
    off = await startTestServer(['--no-metrics']);
    t.is((await fetch(`${off.algod}/metrics`)).status, 404);
    const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', new URL(off.algod).port);
    t.true((await algod.status().do()).lastRound >= 0n);
  } finally {
    await off?.close();
  }
});

test('a gateway-only process (--core) serves HTTP and process metrics, not the node’s', async (t) => {
  let gateway: TestServer | undefined;
  try {
    gateway = await startTestServer(['--core', `127.0.0.1:${h.server.server.ports.grpc}`]);
    const status = await fetch(`${gateway.algod}/v2/status`, { headers: { 'X-Algo-API-Token': TOKEN } });
    t.is(status.status, 200);
    const metrics = await scrape(gateway.algod);
    t.is(metrics.value('algorun_http_requests_total', { route: '/v2/status', code: '200' }), 1);
    t.true(metrics.types.has('process_cpu_seconds_total'));
    for (const name of ['algorun_algod_round', 'algorun_worker_pool_threads', 'algorun_kmd_kdf_limit']) {
      t.false(metrics.types.has(name), name);
    }
  } finally {
    await gateway?.close();
  }
});
