// Crash-test child for catchpoint catch-up: starts a follower on argv[2] following argv[3], asks it to catch up to
// the label argv[4], then prints one status line after another (the parent kills it after some of them).
import { startServer } from '../../src/main.js';
import { FAST_KDF } from '../contract/kmd/harness.js';
import { ADMIN_TOKEN, localConfig, TOKEN } from './server.js';

const [dataDir, peer, label] = process.argv.slice(2) as [string, string, string];
const config = localConfig(dataDir, ['--peer', peer, '--log-level', 'silent']);
const server = await startServer(config, { kmdUnsafeKdfLimits: FAST_KDF });
const base = `http://127.0.0.1:${server.ports.algod}`;
const started = await fetch(`${base}/v2/catchup/${encodeURIComponent(label)}`, {
  method: 'POST',
  headers: { 'X-Algo-API-Token': ADMIN_TOKEN },
});
process.stdout.write(`started ${started.status}\n`);
for (let i = 0; i < 10_000; i++) {
  const status = (await (
    await fetch(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': TOKEN } })
  ).json()) as Record<string, unknown>;
  process.stdout.write(
    `status ${String(status['catchpoint'])} ${String(status['last-round'])} ${String(status['catchpoint-acquired-blocks'])}\n`,
  );
}
await server.close();
