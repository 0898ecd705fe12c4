/**
 * The command-line flag table: the --help text, which flags take a value and which are switches, and the reader
 * that turns argv into raw flag texts. Values are validated by parseConfig (src/config.ts), not here.
 */
import { ConfigError } from './types.js';

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
  --http-engine E           what serves the REST APIs: uws (uWebSockets.js, needs a native binary for this
                            Node), node (node:http), auto = uws when its binary loads, else node (default auto)
  --help                    show this text
`;

/** Flag name → value as given (`''` for a switch; repeated --peer values joined by newlines). */
export type Raw = Map<string, string>;

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
  'http-engine',
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

/** Reads argv into flag → text, rejecting unknown flags and missing values. @throws ConfigError */
export function readFlags(argv: readonly string[]): Raw {
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
