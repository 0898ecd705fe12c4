/**
 * What startServer returns and the hooks tests and benches may pass it (never reachable from the command line).
 */
import type { KdfLimits } from '../service/kmd/wallet-crypto.js';

export interface ServerPorts {
  readonly algod: number;
  readonly kmd: number;
  readonly admin: number;
  /** null in gateway-only mode (`--core`). */
  readonly grpc: number | null;
}

/** The HTTP engine serving the REST surfaces (`--http-engine`): its name and what it runs on. */
export interface HttpEngineInfo {
  readonly name: 'uws' | 'node';
  /** The uWS binary and its package, or node:http and the Node version (and why uWS was not used, under auto). */
  readonly source: string;
}

export interface RunningServer {
  readonly ports: ServerPorts;
  readonly tokenFiles: readonly string[];
  readonly httpEngine: HttpEngineInfo;
  close(): Promise<void>;
}

export interface StartHooks {
  /** Remote-core mode: called once per batch sent to the core (service name, calls in it). */
  readonly onBatch?: (service: string, calls: number) => void;
  /** TESTS ONLY: cheap password-KDF limits for kmd wallets (never reachable from the command line). */
  readonly kmdUnsafeKdfLimits?: KdfLimits;
  /** BENCH REFERENCE ONLY: kmd derives on every wallet open, as before its key cache (never from the command line). */
  readonly kmdReferenceDeriveEveryOpen?: boolean;
  /** TESTS ONLY: the clock (monotonic ms) of a `--core` gateway's token cache, so tests can pass its bound. */
  readonly tokenCacheClock?: () => number;
}
