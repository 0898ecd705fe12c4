import test from 'ava';
import { ServerMetrics } from '../../src/gateway/metrics.js';
import { RequestTable } from '../../src/gateway/metrics-table.js';
import { restObserver } from '../../src/gateway/observe.js';
import type { RequestContext } from '../../src/gateway/rest/engine.js';
import { NO_PARAMS } from '../../src/gateway/rest/router.js';
import { Exposition } from '../helpers/prometheus.js';

test('buckets count observations ≤ their bound, cumulatively; +Inf equals the count; sum adds up', async (t) => {
  const table = new RequestTable([0.1, 1]);
  const record = table.series({ route: '/x' });
  for (const seconds of [0.05, 0.1, 0.5, 1, 3]) record('200', seconds);
  record('404', 0.2);
  const { values } = await table.histogram('h', 'help').get();
  const row = (metricName: string, le?: string): number | undefined =>
    values.find((v) => v.metricName === metricName && v.labels['le'] === le)?.value;
  t.is(row('h_bucket', '0.1'), 2);
  t.is(row('h_bucket', '1'), 5);
  t.is(row('h_bucket', '+Inf'), 6);
  t.is(row('h_count'), 6);
  t.is(Math.round(row('h_sum')! * 100), 485);
  const counts = (await table.counter('c', 'help', 'code').get()).values.map((v) => [v.labels['code'], v.value]);
  t.deepEqual(counts, [
    ['200', 5],
    ['404', 1],
  ]);
});

test('the exposition of a server registry is valid text format with the recorded series', async (t) => {
  const metrics = new ServerMetrics();
  metrics.rest('algod', '/v2/status', 'GET')('200', 0.002);
  metrics.rest('algod', '/v2/status', 'GET')('200', 0.004);
  metrics.grpc('algorun.algod.v2.AlgodService', 'GetStatus')('OK', 0.001);
  metrics.submitted(false);
  metrics.committed(3, 1000);
  metrics.committed(2, 1250);
  const { contentType, body } = await metrics.render();
  t.regex(contentType, /^text\/plain; version=0\.0\.4/);
  const e = new Exposition(body);
  const status = { surface: 'algod', method: 'GET', route: '/v2/status' };
  t.is(e.value('algorun_http_requests_total', { ...status, code: '200' }), 2);
  t.is(e.count('algorun_http_request_duration_seconds', status), 2);
  t.is(e.value('algorun_http_request_duration_seconds_bucket', { ...status, le: '0.0025' }), 1);
  t.is(
    e.value('algorun_grpc_calls_total', { service: 'algorun.algod.v2.AlgodService', method: 'GetStatus', code: 'OK' }),
    1,
  );
  t.is(e.value('algorun_algod_submissions_total', { result: 'rejected' }), 1);
  t.is(e.value('algorun_algod_submissions_total', { result: 'accepted' }), 0);
  t.is(e.value('algorun_algod_confirmed_transactions_total'), 5);
  t.is(e.count('algorun_algod_block_interval_seconds'), 1);
  t.is(e.value('algorun_algod_block_interval_seconds_bucket', { le: '0.25' }), 1);
  t.is(e.types.get('algorun_http_request_duration_seconds'), 'histogram');
  t.is(e.types.get('algorun_grpc_calls_total'), 'counter');
});

test('a REST observer records each answer under its own route, method and status, however they alternate', async (t) => {
  const metrics = new ServerMetrics();
  const observer = restObserver('algod', { metrics, logRequests: false })!;
  const at = (method: string): RequestContext => ({
    method,
    path: '/',
    query: new URLSearchParams(),
    headers: new Map(),
    params: NO_PARAMS,
    body: Buffer.alloc(0),
  });
  const answers: [string, string | undefined, number][] = [
    ['GET', '/v2/status', 200],
    ['GET', '/v2/accounts/{address}', 200],
    ['GET', '/v2/status', 200],
    ['POST', '/v2/status', 405],
    ['GET', '/v2/status', 401],
    ['GET', undefined, 404],
    ['BREW', '/v2/status', 200],
    ['GET', '/v2/status', 200],
  ];
  for (const [method, pattern, status] of answers) observer.answered(at(method), pattern, status, performance.now());
  const e = new Exposition((await metrics.render()).body);
  const count = (method: string, route: string, code: string): number | undefined =>
    e.value('algorun_http_requests_total', { surface: 'algod', method, route, code });
  t.is(count('GET', '/v2/status', '200'), 3);
  t.is(count('GET', '/v2/status', '401'), 1);
  t.is(count('POST', '/v2/status', '405'), 1);
  t.is(count('GET', '/v2/accounts/{address}', '200'), 1);
  t.is(count('GET', 'none', '404'), 1);
  t.is(count('OTHER', '/v2/status', '200'), 1);
  t.is(e.count('algorun_http_request_duration_seconds', { surface: 'algod', method: 'GET', route: '/v2/status' }), 4);
});
