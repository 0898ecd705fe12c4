/**
 * Configuration: the only reader of argv and the environment. Parses flags over defaults, validates, and returns
 * a deep-frozen object; any problem is a ConfigError whose message says what to change. The flag table and --help
 * text are in config/flags.ts, the Config shape in config/types.ts.
 *
 * Invariants: ports are integers in 0..65535 (0 = ephemeral, the bound port is reported at start-up); tokens are
 * 64..256 printable ASCII characters without spaces (upstream's length rule; they travel in HTTP headers); the
 * non-zero ports are distinct. Environment: ALGORUN_TOKEN and ALGORUN_ADMIN_TOKEN stand in for --token and
 * --admin-token (flags win), so tokens need not appear in the process list.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { readFlags, type Raw } from './config/flags.js';
import {
  ConfigError,
  DEFAULT_TOKEN,
  HTTP_ENGINES,
  LOG_LEVELS,
  type Config,
  type CoreAddress,
  type GrpcLimits,
  type HttpEngineSetting,
  type LogLevel,
} from './config/types.js';

export { USAGE } from './config/flags.js';
export * from './config/types.js';

function integer(name: string, text: string, min: number, max: number): number {
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`--${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return Number(text);
}

function port(raw: Raw, name: string, fallback: number): number {
  const text = raw.get(name);
  return text === undefined ? fallback : integer(name, text, 0, 65535);
}

function token(name: string, text: string): string {
  if (text.length < 64 || text.length > 256) {
    throw new ConfigError(`--${name} must be 64 to 256 characters long, got ${text.length}`);
  }
  if (!/^[\x21-\x7e]+$/.test(text)) {
    throw new ConfigError(`--${name} may only contain printable ASCII characters without spaces`);
  }
  return text;
}

function coreAddress(text: string): CoreAddress {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d+)$/.exec(text);
  const host = match?.[1] ?? match?.[2];
  if (!match || host === undefined || host === '') {
    throw new ConfigError(`--core must be HOST:PORT (e.g. 127.0.0.1:4004 or [::1]:4004), got "${text}"`);
  }
  return { host, port: integer('core', match[3]!, 1, 65535) };
}

function nonEmpty(name: string, text: string | undefined, fallback: string): string {
  const value = text ?? fallback;
  if (value.trim() === '') throw new ConfigError(`--${name} must not be empty`);
  return value;
}

function checkDistinctPorts(config: Config): void {
  const ports = [
    ['algod-port', config.algodPort],
    ['kmd-port', config.kmdPort],
    ['admin-port', config.adminPort],
    ['grpc-port', config.grpcPort],
  ] as const;
  for (const [i, [nameA, a]] of ports.entries()) {
    for (const [nameB, b] of ports.slice(i + 1)) {
      if (a !== 0 && a === b) {
        throw new ConfigError(`--${nameA} and --${nameB} are both ${a}; give them different ports`);
      }
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function networkName(value: string): string {
  if (!/^[A-Za-z0-9_.]{1,64}$/.test(value)) {
    throw new ConfigError(`--network must be 1-64 letters, digits, "_" or "." (no "-"), got "${value}"`);
  }
  return value;
}

function peerUrls(text: string | undefined): string[] {
  if (text === undefined) return [];
  return text.split('\n').map((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(`--peer must be an http:// or https:// URL, got "${value}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`--peer must be an http:// or https:// URL, got "${value}"`);
    }
    return value.replace(/\/+$/, '');
  });
}

function logLevel(text: string): LogLevel {
  const level = LOG_LEVELS.find((l) => l === text);
  if (level === undefined) throw new ConfigError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${text}"`);
  return level;
}

function httpEngine(text: string): HttpEngineSetting {
  const engine = HTTP_ENGINES.find((e) => e === text);
  if (engine === undefined) {
    throw new ConfigError(`--http-engine must be one of ${HTTP_ENGINES.join(', ')}, got "${text}"`);
  }
  return engine;
}

function grpcLimits(raw: Raw): GrpcLimits {
  const flag = (name: string, fallback: number, max: number): number =>
    integer(name, raw.get(name) ?? String(fallback), 1, max);
  return {
    maxConnections: flag('grpc-max-connections', 512, 65_535),
    maxStreams: flag('grpc-max-streams', 128, 65_535),
    idleTimeoutMs: flag('grpc-idle-timeout', 300, 86_400) * 1000,
    keepaliveMs: 60_000,
    keepaliveTimeoutMs: 20_000,
    maxMessageBytes: flag('grpc-max-message-mb', 64, 1024) * 1024 * 1024,
  };
}

/**
 * Builds the configuration from command-line arguments (without node and script) and the environment.
 * @throws ConfigError with an actionable message
 */
export function parseConfig(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): Config {
  const raw = readFlags(argv);
  for (const name of ['developer-api', 'grpc-reflection', 'metrics']) {
    if (raw.has(name) && raw.has(`no-${name}`)) {
      throw new ConfigError(`--${name} and --no-${name} contradict each other; pass one`);
    }
  }
  const apiToken = token('token', raw.get('token') ?? env['ALGORUN_TOKEN'] ?? DEFAULT_TOKEN);
  const threadsText = raw.get('threads');
  const coreText = raw.get('core');
  const explicitAdminToken = raw.get('admin-token') ?? env['ALGORUN_ADMIN_TOKEN'];
  const config: Config = {
    help: raw.has('help'),
    dataDir: resolve(nonEmpty('data-dir', raw.get('data-dir'), './.algorun')),
    bind: nonEmpty('bind', raw.get('bind'), '127.0.0.1'),
    algodPort: port(raw, 'algod-port', 4001),
    kmdPort: port(raw, 'kmd-port', 4002),
    adminPort: port(raw, 'admin-port', 4003),
    grpcPort: port(raw, 'grpc-port', 4004),
    token: apiToken,
    adminToken: token('admin-token', raw.get('admin-token') ?? env['ALGORUN_ADMIN_TOKEN'] ?? apiToken),
    adminApiToken: explicitAdminToken === undefined ? null : token('admin-token', explicitAdminToken),
    oauthApis: raw.has('oauth-apis'),
    core: coreText === undefined ? null : coreAddress(coreText),
    kmdIdleTimeoutSeconds: integer('kmd-idle-timeout', raw.get('kmd-idle-timeout') ?? '0', 0, 2_147_483),
    kmdSessionLifetimeSeconds: integer('kmd-session-lifetime', raw.get('kmd-session-lifetime') ?? '60', 1, 86_400),
    developerApi: !raw.has('no-developer-api'),
    blockIntervalMs: integer('block-interval-ms', raw.get('block-interval-ms') ?? '0', 0, 2_147_483_647),
    catchpointInterval: integer('catchpoint-interval', raw.get('catchpoint-interval') ?? '10000', 0, 2_147_483_647),
    catchpointFileHistory: integer('catchpoint-file-history', raw.get('catchpoint-file-history') ?? '365', 1, 100_000),
    network: raw.has('network') ? networkName(raw.get('network') ?? '') : null,
    threads: threadsText === undefined ? Math.max(1, availableParallelism()) : integer('threads', threadsText, 1, 1024),
    grpc: grpcLimits(raw),
    kdfConcurrency: integer('kdf-concurrency', raw.get('kdf-concurrency') ?? '1', 1, 64),
    peers: peerUrls(raw.get('peer')),
    peerToken: raw.has('peer-token') ? token('peer-token', raw.get('peer-token')!) : apiToken,
    peerTimeoutMs: integer('peer-timeout-ms', raw.get('peer-timeout-ms') ?? '15000', 1, 3_600_000),
    grpcReflection: !raw.has('no-grpc-reflection'),
    metrics: !raw.has('no-metrics'),
    logLevel: logLevel(raw.get('log-level') ?? 'info'),
    logRequests: raw.has('log-requests'),
    httpEngine: httpEngine(raw.get('http-engine') ?? 'auto'),
  };
  checkDistinctPorts(config);
  if (config.peers.length > 0 && (config.core !== null || config.network !== null)) {
    throw new ConfigError('--peer takes the network from the peer: it cannot be combined with --core or --network');
  }
  return deepFreeze(config);
}

/** The configuration of this process. @throws ConfigError */
export function loadConfig(): Config {
  return parseConfig(process.argv.slice(2), process.env);
}
