// The whole algorun server for the kmd signing bench, on port 0 with a temporary data dir. After start it opens
// the dev wallet (REST) and prints `body <json>` (a /v1/transaction/sign body with a live handle), `handle <h>`,
// `txn <base64>`, `grpc N` and finally `port N` (the kmd REST port).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as ConfigModule from '../../src/config.js';
import { decodeAddress } from '../../src/core/crypto/address.js';
import { encodeTransaction } from '../../src/core/txn/transaction.js';
import type * as MainModule from '../../src/main.js';

// The server runs from the compiled build (dist/), as `npm start` runs it; `prebench:kmd` builds it. BENCH_DIST
// names another build directory under the project (e.g. a copy of an older build, for an A/B run).
const distDir = process.env.BENCH_DIST ?? 'dist';
const dist = (name: string): string => new URL(`../../${distDir}/${name}`, import.meta.url).href;
const { parseConfig } = (await import(dist('config.js'))) as typeof ConfigModule;
const { startServer } = (await import(dist('main.js'))) as typeof MainModule;

const token = 'a'.repeat(64);
const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-kmd-'));
const config = parseConfig([
  '--data-dir',
  dir,
  '--algod-port=0',
  '--kmd-port=0',
  '--admin-port=0',
  '--grpc-port=0',
  '--kmd-session-lifetime=86400',
]);
// Started through ts-launch.mjs (kmd-sign.ts): tsx compiles this script only, and the server's pool threads, which
// run dist/workers/worker.js and inherit the process's options, run without its loader, as under `npm start`.
const server = await startServer(config);
const base = `http://127.0.0.1:${server.ports.kmd}`;
async function post(path: string, body: object, method = 'POST'): Promise<Record<string, unknown>> {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { 'X-KMD-API-Token': token },
    body: JSON.stringify(body),
  });
  return (await r.json()) as Record<string, unknown>;
}
const wallets = (await (await fetch(`${base}/v1/wallets`, { headers: { 'X-KMD-API-Token': token } })).json()) as {
  wallets: { id: string; name: string }[];
};
const dev = wallets.wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
const handle = (await post('/v1/wallet/init', { wallet_id: dev.id, wallet_password: '' }))['wallet_handle_token'];
const { addresses } = (await post('/v1/key/list', { wallet_handle_token: handle })) as { addresses: string[] };
const txn = encodeTransaction({
  type: 'pay',
  sender: decodeAddress(addresses[0]!),
  receiver: decodeAddress(addresses[1]!),
  amount: 1000n,
  fee: 1000n,
  firstValid: 1n,
  lastValid: 1000n,
  genesisId: 'dockernet-v1',
  genesisHash: Buffer.alloc(32, 7),
});
console.log(`handle ${String(handle)}`);
console.log(`txn ${txn.toString('base64')}`);
console.log(
  `body ${JSON.stringify({ wallet_handle_token: handle, wallet_password: '', transaction: txn.toString('base64') })}`,
);
console.log(`grpc ${server.ports.grpc}`);
console.log(`port ${server.ports.kmd}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
