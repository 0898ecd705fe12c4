// algorun under load: the whole program (store, pool, gRPC, three REST surfaces) on ephemeral ports with a
// throw-away data dir. Prints `port N` (the algod port) once listening; exits on SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/config.js';
import { startServer } from '../../src/main.js';

const dataDir = mkdtempSync(join(tmpdir(), 'algorun-bench-'));
const config = parseConfig(
  ['--data-dir', dataDir, '--algod-port', '0', '--kmd-port', '0', '--admin-port', '0', '--grpc-port', '0', ...process.argv.slice(2)],
  {},
);
const server = await startServer(config);
console.log(`port ${server.ports.algod}`);
process.once('SIGTERM', () => {
  void server.close().then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
