/**
 * Configuration: the only reader of argv and the environment. Parses flags over defaults, validates, and returns
 * a deep-frozen object; any problem is a ConfigError whose message says what to change.
 *
 * Invariants: ports are integers in 0..65535 (0 = ephemeral, the bound port is reported at start-up); tokens are
 * 64..256 printable ASCII characters without spaces (upstream's length rule; they travel in HTTP headers); the
 * non-zero ports are distinct. Environment: ALGORUN_TOKEN and ALGORUN_ADMIN_TOKEN stand in for --token and
 * --admin-token (flags win), so tokens need not appear in the process list.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export interface CoreAddress {
  readonly host: string;
  readonly port: number;
}

/** Limits of the gRPC listener (docs/grpc.md). */
export interface GrpcLimits {
  /** Concurrent TCP connections; further ones are refused at accept. */
  readonly maxConnections: number;
  /** Concurrent streams (calls) per connection (HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS). */
  readonly maxStreams: number;
  /** A connection with no call in flight for this long is closed (GOAWAY). */
  readonly idleTimeoutMs: number;
  /** Server keepalive ping interval; a peer that does not answer within keepaliveTimeoutMs is dropped. */
  readonly keepaliveMs: number;
  readonly keepaliveTimeoutMs: number;
  /** Largest request or response message, in bytes. */
  readonly maxMessageBytes: number;
}

export interface Config {
  readonly help: boolean;
  /** Absolute path. */
  readonly dataDir: string;
  readonly bind: string;
  readonly algodPort: number;
  readonly kmdPort: number;
  readonly adminPort: number;
  readonly grpcPort: number;
  /** algod public token and kmd token. */
  readonly token: string;
  /** algod admin token (defaults to `token`, as in the sandbox). */
  readonly adminToken: string;
  /**
   * Bootstrap bearer token of the admin OAuth-app API: `--admin-token` / ALGORUN_ADMIN_TOKEN when given, else null
   * (a token is generated into `<data-dir>/admin.token` on first start and reused).
   */
  readonly adminApiToken: string | null;
  /** `--oauth-apis`: tokens issued to OAuth apps are accepted as `Authorization: Bearer` on algod and kmd. */
  readonly oauthApis: boolean;
  /** Set: this process is a gateway only and reaches the core over gRPC. */
  readonly core: CoreAddress | null;
  /** 0 = kmd never shuts down for inactivity. */
  readonly kmdIdleTimeoutSeconds: number;
  /** Lifetime of a kmd wallet handle (upstream `session_lifetime_secs`, default 60). */
  readonly kmdSessionLifetimeSeconds: number;
  readonly developerApi: boolean;
  /** 0 = dev mode: one block per submission. */
  readonly blockIntervalMs: number;
  /** `--catchpoint-interval N`: write a catchpoint file every N rounds (upstream CatchpointInterval); 0 = none. */
  readonly catchpointInterval: number;
  /** `--catchpoint-file-history N`: catchpoint files kept (upstream CatchpointFileHistoryLength). */
  readonly catchpointFileHistory: number;
  /**
   * `--network`: dev network name (genesis id `<network>-v1`), fixed once the data directory holds a genesis. null
   * when not given: the data directory's own network, or `dockernet` (AlgoKit LocalNet's) for a new one.
   */
  readonly network: string | null;
  readonly threads: number;
  readonly grpc: GrpcLimits;
  /** Password derivations (Argon2id, 256 MiB each) allowed to run at once; the rest queue. */
  readonly kdfConcurrency: number;
  /** `--peer URL` (repeatable): algod base URLs this node follows, tried in turn; empty = not a follower. */
  readonly peers: readonly string[];
  /** `--peer-token T`: the token sent to the peers (default: `token`). */
  readonly peerToken: string;
  /** `--peer-timeout-ms N`: a peer download (catchpoint file, block) that sends nothing for N ms is given up. */
  readonly peerTimeoutMs: number;
  /** gRPC server reflection (grpc.reflection.v1 and v1alpha) over every service of proto/ (docs/operations.md). */
  readonly grpcReflection: boolean;
  /** Prometheus metrics: `GET /metrics` on the algod port (docs/operations.md). */
  readonly metrics: boolean;
  /** Least severe level written to the JSON log on stderr. */
  readonly logLevel: LogLevel;
  /** One log line (info) per answered REST request and gRPC call. */
  readonly logRequests: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The sandbox's dev token: 64 × "a". */
export const DEFAULT_TOKEN = 'a'.repeat(64);

export const USAGE = `Usage: npm start -- [options]

  --data-dir DIR            data directory for the ledger, wallets and token files (default ./.algorun)
  --bind ADDR               address the listeners bind (default 127.0.0.1)
  --algod-port N            algod REST port (default 4001; 0 = any free port)
  --kmd-port N              kmd REST port (default 4002)
  --admin-port N            admin OAuth-app REST port (default 4003)
  --grpc-port N             gRPC port (default 4004)
  --token T                 algod and kmd API token, 64-256 characters (default 64 × "a"; env ALGORUN_TOKEN)
  --admin-token T           algod admin token and admin-API bootstrap token (env ALGORUN_ADMIN_TOKEN; default:
                            algod admin = the --token value, admin API = a token generated into
                            <data-dir>/admin.token on first start)
  --oauth-apis              accept tokens issued to OAuth apps (POST /oauth/token) on algod and kmd (default off)
  --core HOST:PORT          serve the REST APIs from a remote core's gRPC port instead of in-process services
  --kmd-idle-timeout S      stop kmd after S seconds without requests (default 0 = never)
  --kmd-session-lifetime S  lifetime of a kmd wallet handle in seconds, 1-86400 (default 60)
  --developer-api           enable /v2/teal/compile, disassemble and dryrun (default)
  --no-developer-api        disable them
  --block-interval-ms N     make a block every N ms (default 0 = dev mode: a block per submission)
  --catchpoint-interval N   write a catchpoint file every N rounds (default 10000; 0 = none)
  --catchpoint-file-history N  catchpoint files kept, 1-100000 (default 365)
  --network NAME            dev network name, genesis id NAME-v1; fixed at first start (default: the data
                            dir's own network, or dockernet for a new one, as AlgoKit LocalNet)
  --threads N               worker threads (default: CPU count)
  --grpc-max-connections N  concurrent gRPC connections, 1-65535 (default 512)
  --grpc-max-streams N      concurrent calls per gRPC connection, 1-65535 (default 128)
  --grpc-idle-timeout S     close a gRPC connection after S seconds without calls, 1-86400 (default 300)
  --grpc-max-message-mb N   largest gRPC request or response in MiB, 1-1024 (default 64)
  --kdf-concurrency N       kmd password derivations (256 MiB each) run at once, 1-64 (default 1)
  --peer URL                follow the algod at URL (repeatable; tried in turn): genesis and blocks come from
                            it, each block is re-validated here, submissions are relayed to it
  --peer-token T            token sent to the peers (default: the --token value)
  --peer-timeout-ms N       give up a peer download that sends nothing for N ms, try the next peer
                            (default 15000)
  --no-grpc-reflection      do not serve gRPC server reflection (served by default)
  --no-metrics              do not serve Prometheus metrics at GET /metrics on the algod port (served by default)
  --log-level L             JSON log level on stderr: fatal, error, warn, info, debug, trace, silent (default info)
  --log-requests            log every REST request and gRPC call (default off)
  --help                    show this text
`;

type Raw = Map<string, string>;

const VALUE_FLAGS = new Set([
  'data-dir',
  'bind',
  'algod-port',
  'kmd-port',
  'admin-port',
  'grpc-port',
  'token',
  'admin-token',
  'core',
  'kmd-idle-timeout',
  'kmd-session-lifetime',
  'block-interval-ms',
  'catchpoint-interval',
  'catchpoint-file-history',
  'network',
  'threads',
  'grpc-max-connections',
  'grpc-max-streams',
  'grpc-idle-timeout',
  'grpc-max-message-mb',
  'kdf-concurrency',
  'peer',
  'peer-token',
  'peer-timeout-ms',
  'log-level',
]);
const SWITCHES = new Set([
  'developer-api',
  'no-developer-api',
  'help',
  'oauth-apis',
  'grpc-reflection',
  'no-grpc-reflection',
  'metrics',
  'no-metrics',
  'log-requests',
]);

function readFlags(argv: readonly string[]): Raw {
  const raw: Raw = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h') {
      raw.set('help', '');
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(arg);
    if (!match) throw new ConfigError(`unexpected argument "${arg}" (options start with --; see --help)`);
    const [, name = '', inline] = match;
    if (SWITCHES.has(name)) {
      if (inline !== undefined) throw new ConfigError(`--${name} takes no value`);
      raw.set(name, '');
    } else if (VALUE_FLAGS.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new ConfigError(`--${name} needs a value (see --help)`);
      // --peer repeats: its values are kept newline-separated (a URL holds no newline).
      raw.set(name, name === 'peer' && raw.has(name) ? `${raw.get(name)!}\n${value}` : value);
    } else {
      throw new ConfigError(`unknown option --${name} (see --help)`);
    }
  }
  return raw;
}

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
    threads:
      threadsText === undefined ? Math.max(1, availableParallelism()) : integer('threads', threadsText, 1, 1024),
    grpc: grpcLimits(raw),
    kdfConcurrency: integer('kdf-concurrency', raw.get('kdf-concurrency') ?? '1', 1, 64),
    peers: peerUrls(raw.get('peer')),
    peerToken: raw.has('peer-token') ? token('peer-token', raw.get('peer-token')!) : apiToken,
    peerTimeoutMs: integer('peer-timeout-ms', raw.get('peer-timeout-ms') ?? '15000', 1, 3_600_000),
    grpcReflection: !raw.has('no-grpc-reflection'),
    metrics: !raw.has('no-metrics'),
    logLevel: logLevel(raw.get('log-level') ?? 'info'),
    logRequests: raw.has('log-requests'),
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
