// algorun under load: the whole program (store, pool, gRPC, three REST surfaces) on ephemeral ports with a
// throw-away data dir (extra arguments are passed as flags, e.g. `--core HOST:PORT`), run from the compiled build in dist/ exactly as `npm start` runs it (`prebench:http`
// builds it). Prints `grpc N` (unless --core) and `port N` (the algod port) once listening; exits on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as ConfigModule from '../../src/config.js';
import type * as MainModule from '../../src/main.js';

// Computed specifiers keep TypeScript from resolving dist/ (types come from the sources above).
const dist = (name: string): string => new URL(`../../dist/${name}`, import.meta.url).href;
const { parseConfig } = (await import(dist('config.js'))) as typeof ConfigModule;
const { startServer } = (await import(dist('main.js'))) as typeof MainModule;

const dataDir = mkdtempSync(join(tmpdir(), 'algorun-bench-'));
const config = parseConfig(
  [
    '--data-dir',
    dataDir,
    '--algod-port',
    '0',
    '--kmd-port',
    '0',
    '--admin-port',
    '0',
    '--grpc-port',
    '0',
    ...process.argv.slice(2),
  ],
  {},
);
const server = await startServer(config);
if (server.ports.grpc !== null) console.log(`grpc ${server.ports.grpc}`);
console.log(`port ${server.ports.algod}`);
process.once('SIGTERM', () => {
  void server.close().then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
