/**
 * The configuration's shape (what parseConfig in src/config.ts returns) and its error type. Types and constants
 * only; nothing here reads argv or the environment.
 */
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
  /**
   * `--http-engine`: what serves the REST surfaces. `uws` = uWebSockets.js (a native binary must load), `node` =
   * node:http, `auto` = uws where a native binary loads for this Node, else node (docs/operations.md).
   */
  readonly httpEngine: HttpEngineSetting;
}

export const HTTP_ENGINES = ['auto', 'uws', 'node'] as const;
export type HttpEngineSetting = (typeof HTTP_ENGINES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The sandbox's dev token: 64 × "a". */
export const DEFAULT_TOKEN = 'a'.repeat(64);
