import test from 'ava';
import { resolve } from 'node:path';
import { ConfigError, DEFAULT_TOKEN, parseConfig, type Config } from '../src/config.js';

const T64 = 'x'.repeat(64);

test('defaults', (t) => {
  const config = parseConfig([]);
  t.is(config.dataDir, resolve('./.algorun'));
  t.is(config.bind, '127.0.0.1');
  t.deepEqual([config.algodPort, config.kmdPort, config.adminPort, config.grpcPort], [4001, 4002, 4003, 4004]);
  t.is(config.token, DEFAULT_TOKEN);
  t.is(config.adminToken, DEFAULT_TOKEN);
  t.is(config.core, null);
  t.is(config.kmdIdleTimeoutSeconds, 0);
  t.is(config.kmdSessionLifetimeSeconds, 60);
  t.true(config.developerApi);
  t.is(config.blockIntervalMs, 0);
  t.true(config.threads >= 1);
  t.is(config.kdfConcurrency, 1);
  t.is(config.network, null);
  t.false(config.help);
  t.true(config.grpcReflection);
  t.true(config.metrics);
  t.is(config.logLevel, 'info');
  t.false(config.logRequests);
  t.is(config.httpEngine, 'auto');
});

const good = test.macro((t, argv: string[], expected: Partial<Config>, env: Record<string, string> = {}) => {
  const config = parseConfig(argv, env);
  for (const [key, value] of Object.entries(expected)) t.deepEqual(config[key as keyof Config], value, key);
});

test('ports, both flag forms', good, ['--algod-port', '0', '--kmd-port=65535', '--grpc-port', '9'], {
  algodPort: 0,
  kmdPort: 65535,
  grpcPort: 9,
});
test('operations switches', good, ['--no-grpc-reflection', '--no-metrics', '--log-level', 'debug', '--log-requests'], {
  grpcReflection: false,
  metrics: false,
  logLevel: 'debug',
  logRequests: true,
});
test('operations switches, explicit on', good, ['--grpc-reflection', '--metrics', '--log-level=silent'], {
  grpcReflection: true,
  metrics: true,
  logLevel: 'silent',
});
test('http engine uws', good, ['--http-engine', 'uws'], { httpEngine: 'uws' });
test('http engine node', good, ['--http-engine=node'], { httpEngine: 'node' });
test('data dir is made absolute', good, ['--data-dir', 'some/dir'], { dataDir: resolve('some/dir') });
test('bind address', good, ['--bind', '0.0.0.0'], { bind: '0.0.0.0' });
test('token also becomes the default admin token', good, ['--token', T64], { token: T64, adminToken: T64 });
test('separate admin token', good, ['--admin-token', 'y'.repeat(256)], { adminToken: 'y'.repeat(256) });
test('admin API token: generated unless given (null), oauth-apis off', good, ['--token', T64], {
  adminApiToken: null,
  oauthApis: false,
});
test('admin API token from --admin-token; --oauth-apis', good, ['--admin-token', T64, '--oauth-apis'], {
  adminApiToken: T64,
  oauthApis: true,
});
test('admin API token from the environment', good, [], { adminApiToken: T64 }, { ALGORUN_ADMIN_TOKEN: T64 });
test(
  'tokens from the environment',
  good,
  [],
  { token: T64, adminToken: 'z'.repeat(64) },
  {
    ALGORUN_TOKEN: T64,
    ALGORUN_ADMIN_TOKEN: 'z'.repeat(64),
  },
);
test('flags win over the environment', good, ['--token', T64], { token: T64 }, { ALGORUN_TOKEN: 'q'.repeat(64) });
test('core host:port', good, ['--core', 'core.local:4004'], { core: { host: 'core.local', port: 4004 } });
test('core with IPv6 host', good, ['--core', '[::1]:5000'], { core: { host: '::1', port: 5000 } });
test('kmd idle timeout', good, ['--kmd-idle-timeout', '180'], { kmdIdleTimeoutSeconds: 180 });
test('kmd session lifetime', good, ['--kmd-session-lifetime', '5'], { kmdSessionLifetimeSeconds: 5 });
test('developer API off', good, ['--no-developer-api'], { developerApi: false });
test('developer API on', good, ['--developer-api'], { developerApi: true });
test('block interval', good, ['--block-interval-ms', '250'], { blockIntervalMs: 250 });
test('catchpoint interval', good, ['--catchpoint-interval', '4'], {
  catchpointInterval: 4,
  catchpointFileHistory: 365,
});
test('no catchpoints', good, ['--catchpoint-interval', '0', '--catchpoint-file-history', '2'], {
  catchpointInterval: 0,
  catchpointFileHistory: 2,
});
test('threads', good, ['--threads', '3'], { threads: 3 });
test('kdf concurrency', good, ['--kdf-concurrency', '2'], { kdfConcurrency: 2 });
test('network', good, ['--network', 'sandnet'], { network: 'sandnet' });
test('help', good, ['--help'], { help: true });
test('short help', good, ['-h'], { help: true });
test('the last repeated flag wins', good, ['--algod-port', '1', '--algod-port', '2'], { algodPort: 2 });
test('ports 0 may repeat', good, ['--algod-port=0', '--kmd-port=0'], { algodPort: 0, kmdPort: 0 });

const bad = test.macro((t, argv: string[], message: RegExp) => {
  const error = t.throws(() => parseConfig(argv), { instanceOf: ConfigError });
  t.regex(error!.message, message);
});

test('port above range', bad, ['--algod-port', '65536'], /--algod-port must be a whole number from 0 to 65535/);
test('negative port', bad, ['--kmd-port=-1'], /--kmd-port must be a whole number/);
test('non-numeric port', bad, ['--grpc-port', 'abc'], /--grpc-port must be a whole number/);
test('token too short', bad, ['--token', 'a'.repeat(63)], /--token must be 64 to 256 characters long, got 63/);
test('token too long', bad, ['--admin-token', 'a'.repeat(257)], /--admin-token must be 64 to 256/);
test('token with spaces', bad, ['--token', 'a'.repeat(63) + ' '], /printable ASCII/);
test('unknown option', bad, ['--frobnicate'], /unknown option --frobnicate/);
test('missing value', bad, ['--data-dir'], /--data-dir needs a value/);
test('switch with a value', bad, ['--help=yes'], /--help takes no value/);
test('bare argument', bad, ['4001'], /unexpected argument "4001"/);
test('core without port', bad, ['--core', 'localhost'], /--core must be HOST:PORT/);
test('core port 0', bad, ['--core', 'localhost:0'], /--core must be a whole number from 1/);
test('contradicting switches', bad, ['--developer-api', '--no-developer-api'], /contradict/);
test('contradicting metrics switches', bad, ['--metrics', '--no-metrics'], /--metrics and --no-metrics contradict/);
test('contradicting reflection switches', bad, ['--no-grpc-reflection', '--grpc-reflection'], /contradict/);
test(
  'unknown log level',
  bad,
  ['--log-level', 'verbose'],
  /--log-level must be one of fatal, error, warn, info, debug, trace, silent/,
);
test(
  'clashing ports',
  bad,
  ['--algod-port', '5000', '--kmd-port', '5000'],
  /--algod-port and --kmd-port are both 5000/,
);
test('unknown http engine', bad, ['--http-engine', 'express'], /--http-engine must be one of auto, uws, node/);
test('empty bind', bad, ['--bind', ''], /--bind must not be empty/);
test('threads 0', bad, ['--threads', '0'], /--threads must be a whole number from 1/);
test('kdf concurrency 0', bad, ['--kdf-concurrency', '0'], /--kdf-concurrency must be a whole number from 1 to 64/);
test(
  'kdf concurrency too high',
  bad,
  ['--kdf-concurrency=65'],
  /--kdf-concurrency must be a whole number from 1 to 64/,
);
test('network with "-"', bad, ['--network', 'dockernet-v1'], /--network must be 1-64 letters/);
test('idle timeout not a number', bad, ['--kmd-idle-timeout', '1.5'], /--kmd-idle-timeout/);
test('session lifetime zero', bad, ['--kmd-session-lifetime', '0'], /--kmd-session-lifetime/);

test('the result is deeply frozen', (t) => {
  const config = parseConfig(['--core', 'h:1']);
  t.true(Object.isFrozen(config));
  t.true(Object.isFrozen(config.core));
  t.throws(() => {
    (config as { algodPort: number }).algodPort = 1;
  });
});

test('no peers by default; the peer token defaults to the token', good, ['--token', T64], {
  peers: [],
  peerToken: T64,
});
test('--peer repeats, in order, trailing slash dropped', good, ['--peer', 'http://a:1/', '--peer=https://b'], {
  peers: ['http://a:1', 'https://b'],
});
test('--peer-token', good, ['--peer', 'http://a:1', '--peer-token', 'p'.repeat(64)], { peerToken: 'p'.repeat(64) });
test('--peer-timeout-ms defaults to 15000', good, ['--token', T64], { peerTimeoutMs: 15000 });
test('--peer-timeout-ms', good, ['--peer-timeout-ms', '250'], { peerTimeoutMs: 250 });
test('--peer-timeout-ms of 0', bad, ['--peer-timeout-ms', '0'], /--peer-timeout-ms must be a whole number from 1/);
test('peer not a URL', bad, ['--peer', 'localhost:4001'], /--peer must be an http:\/\/ or https:\/\/ URL/);
test('peer with another scheme', bad, ['--peer', 'ftp://a'], /--peer must be an http/);
test('peer with --core', bad, ['--peer', 'http://a', '--core', 'h:1'], /cannot be combined with --core or --network/);
test('peer with --network', bad, ['--peer', 'http://a', '--network', 'x'], /cannot be combined/);
test('short peer token', bad, ['--peer', 'http://a', '--peer-token', 'x'], /--peer-token must be 64 to 256/);
