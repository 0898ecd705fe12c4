/**
 * Admin contract-test harness: the whole program on port 0 over a data dir that outlives restarts, plus small
 * JSON helpers for the OAuth-app API and the /oauth endpoints.
 */
import { parseConfig } from '../../../src/config.js';
import { startServer, type RunningServer } from '../../../src/main.js';
import { ADMIN_TOKEN, TOKEN, call, engineFlags, tempDir } from '../../helpers/server.js';

export { ADMIN_TOKEN, TOKEN, call };
export const PREFIXES = ['/api/v1/pleroma/admin', '/api/pleroma/admin'] as const;

export interface AdminApp {
  id: number;
  name: string;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  website: string | null;
  trusted: boolean;
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export class AdminHarness {
  server!: RunningServer;
  admin = '';
  algod = '';
  kmd = '';
  grpc = '';
  readonly #args: readonly string[];
  readonly #dir: { path: string; remove(): Promise<void> };

  private constructor(dir: { path: string; remove(): Promise<void> }, args: readonly string[]) {
    this.#dir = dir;
    this.#args = args;
  }

  /** Starts on a fresh data dir; `args` are extra flags (e.g. `--oauth-apis`); `--admin-token` is ADMIN_TOKEN. */
  static async start(args: readonly string[] = [], withAdminToken = true): Promise<AdminHarness> {
    const h = new AdminHarness(await tempDir(), withAdminToken ? [`--admin-token=${ADMIN_TOKEN}`, ...args] : args);
    await h.#boot();
    return h;
  }

  get dataDir(): string {
    return this.#dir.path;
  }

  async #boot(): Promise<void> {
    const ports = ['--algod-port=0', '--kmd-port=0', '--admin-port=0', '--grpc-port=0'];
    const flags = [...ports, `--token=${TOKEN}`, ...engineFlags(), ...this.#args];
    const config = parseConfig(['--data-dir', this.#dir.path, ...flags]);
    this.server = await startServer(config);
    const base = (port: number): string => `http://127.0.0.1:${port}`;
    this.admin = base(this.server.ports.admin);
    this.algod = base(this.server.ports.algod);
    this.kmd = base(this.server.ports.kmd);
    this.grpc = `127.0.0.1:${this.server.ports.grpc ?? 0}`;
  }

  /** Stops and starts again over the same data dir. */
  async restart(): Promise<void> {
    await this.server.close();
    await this.#boot();
  }

  async close(): Promise<void> {
    await this.server.close();
    await this.#dir.remove();
  }

  /** A request to the admin port; `body` objects are sent as JSON; `token` null sends no Authorization. */
  async request(method: string, path: string, body?: unknown, token: string | null = ADMIN_TOKEN): Promise<Reply> {
    const headers: Record<string, string> = {};
    if (token !== null) headers['Authorization'] = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const r = await call(`${this.admin}${path}`, init);
    let json: unknown;
    try {
      json = JSON.parse(r.text);
    } catch {
      json = undefined;
    }
    return { ...r, json };
  }

  /** Creates an app through the API (asserting 200) and returns it. */
  async createApp(fields: Record<string, unknown> = {}): Promise<AdminApp> {
    const body = { name: 'app', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', ...fields };
    const r = await this.request('POST', `${PREFIXES[0]}/oauth_app`, body);
    if (r.status !== 200) throw new Error(`create failed: ${r.status} ${r.text}`);
    return r.json as AdminApp;
  }

  /** POST /oauth/token (form-encoded). */
  async token(params: Record<string, string>, headers: Record<string, string> = {}): Promise<Reply> {
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(params).toString(),
    };
    const r = await call(`${this.admin}/oauth/token`, init);
    return { ...r, json: JSON.parse(r.text) as unknown };
  }
}
