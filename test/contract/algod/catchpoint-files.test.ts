/**
 * Catchpoint files and the ledger service (docs/spec/catchpoint.md): with `--catchpoint-interval 4` a primary
 * writes a file every 4 rounds; its label shows in /v2/status `last-catchpoint`, recomputes from the file's
 * contents, and the file holds every account and box as of its round. GET /v1/{genesis}/ledger/{round36} serves it
 * (gzip on request), refuses what upstream refuses; only `--catchpoint-file-history` files are kept, and the label
 * survives a restart.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import test from 'ava';
import algosdk from 'algosdk';
import { gzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '../../../src/main.js';
import { readTar } from '../../../src/core/codec/tar.js';
import { decodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { accountDataSchema, type AccountData } from '../../../src/core/ledger/account.js';
import {
  addToTotals,
  BLOCK_FILE,
  boxKvKey,
  catchpointLabel,
  decodeChunk,
  emptyTotals,
  HEADER_FILE,
  StateDigest,
} from '../../../src/core/ledger/catchpoint-file.js';
import { readCatchpointFile } from '../../../src/service/algod/catchpoint-writer.js';
import { decodeBlock } from '../../../src/core/txn/block.js';
import { FAST_KDF } from '../kmd/harness.js';
import { localConfig, tempDir, TOKEN } from '../../helpers/server.js';
import { makeActivity, reach, type Activity } from './follower-helpers.js';
import { fresh, pay, type Funded } from './harness.js';

interface Node {
  server: RunningServer;
  url: string;
  algod: algosdk.Algodv2;
}

async function start(dataDir: string): Promise<Node> {
  const config = localConfig(dataDir, ['--catchpoint-interval', '4', '--catchpoint-file-history', '3']);
  const server = await startServer(config, { kmdUnsafeKdfLimits: FAST_KDF });
  return {
    server,
    url: `http://127.0.0.1:${server.ports.algod}`,
    algod: new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod),
  };
}

/** The newest label once its round is at least `round` (files are written in the background). */
async function labelAtLeast(algod: algosdk.Algodv2, round: bigint): Promise<string> {
  for (let i = 0; i < 500; i++) {
    const label = (await algod.status().do()).lastCatchpoint ?? '';
    if (label !== '' && BigInt(label.split('#')[0]!) >= round) return label;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no catchpoint for round ${round}`);
}

/** The first account of the dev wallet, with its key. */
async function devAccount(kmdPort: number): Promise<Funded> {
  const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', kmdPort);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const handle = (await kmd.initWalletHandle(wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id, ''))
    .wallet_handle_token as string;
  const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const sk = new Uint8Array((await kmd.exportKey(handle, '', addr!)).private_key);
  await kmd.releaseWalletHandle(handle);
  return { addr: addr!, sk };
}

let dir: { path: string; remove(): Promise<void> };
let node: Node;
let gen: string;
let act: Activity;
let label: string;
let round: bigint;

test.before(async () => {
  dir = await tempDir();
  node = await start(dir.path);
  gen = (await node.algod.versionsCheck().do()).genesisId;
  const rich = await devAccount(node.server.ports.kmd);
  act = await makeActivity(node.algod, rich);
  // Stop exactly on a catchpoint round, so the file's state is the current state.
  while ((await node.algod.status().do()).lastRound % 4n !== 0n) await pay(node.algod, rich, fresh().addr, 100_000);
  round = (await node.algod.status().do()).lastRound;
  label = await labelAtLeast(node.algod, round);
});
test.after.always(async () => {
  await node?.server.close();
  await dir?.remove();
});

const get = (path: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${node.url}${path}`, { headers });

test.serial('last-catchpoint is the label of the newest catchpoint round', (t) => {
  t.regex(label, /^\d+#[A-Z2-7]{52}$/);
  t.is(BigInt(label.split('#')[0]!), round);
});

test.serial('the ledger service serves the file: tar without gzip, gzip when asked, no token', async (t) => {
  const plain = await get(`/v1/${gen}/ledger/${round.toString(36)}`, { 'Accept-Encoding': 'identity' });
  t.is(plain.status, 200);
  t.is(plain.headers.get('content-type'), 'application/x-algorand-ledger-v2.1');
  t.is(plain.headers.get('content-encoding'), null);
  const tar = Buffer.from(await plain.arrayBuffer());
  const names = readTar(tar).map((m) => m.name);
  t.deepEqual(names.slice(0, 2), [HEADER_FILE, BLOCK_FILE]);
  t.true(names.slice(2).every((n, i) => n === `balances.${i + 1}.msgpack`));
  // fetch (undici) undoes Content-Encoding itself: both answers carry the same tar.
  const zipped = await get(`/v1/${gen}/ledger/${round.toString(36)}`, { 'Accept-Encoding': 'gzip' });
  t.is(zipped.status, 200);
  t.is(zipped.headers.get('content-encoding'), 'gzip');
  t.deepEqual(Buffer.from(await zipped.arrayBuffer()), tar);
});

test.serial('the label recomputes from the file, which holds every account and box as of its round', async (t) => {
  const tar = await (
    await get(`/v1/${gen}/ledger/${round.toString(36)}`, { 'Accept-Encoding': 'identity' })
  ).arrayBuffer();
  const { header, block, chunks } = await readCatchpointFile(gzipSync(Buffer.from(tar)));
  t.is(header.catchpoint, label);
  t.is(decodeBlock(block).round, round);
  const digest = new StateDigest();
  const totals = emptyTotals(header.totals.rewardsLevel);
  const accounts = new Map<string, AccountData>();
  const kvs = new Map<string, Buffer>();
  for (const chunk of chunks) {
    const decoded = decodeChunk(chunk);
    if (decoded.kind === 'balances') {
      for (const r of decoded.records) {
        digest.addAccount(r.address, r.adBytes);
        const data = decodeMsgpack(accountDataSchema, r.adBytes);
        addToTotals(totals, data, 1_000_000n);
        accounts.set(algosdk.encodeAddress(r.address), data);
      }
    } else {
      for (const r of decoded.records) {
        digest.addKv(r.key, r.value);
        kvs.set(r.key.toString('hex'), r.value);
      }
    }
  }
  t.deepEqual(totals, header.totals);
  t.is(catchpointLabel(round, header.blockHeaderDigest, digest.root(), totals), label);
  t.is(BigInt(accounts.size), header.accountsCount);
  const supply = await node.algod.supply().do();
  t.is(totals.online.money + totals.offline.money, supply.totalMoney);
  for (const addr of act.accounts) {
    const api = await node.algod.accountInformation(addr).do();
    const data = accounts.get(addr);
    if (api.amount === 0n) {
      t.is(data, undefined, addr);
      continue;
    }
    t.is(data?.microAlgos, api.amount, addr);
    t.is(data?.assets?.size ?? 0, api.assets?.length ?? 0, addr);
    t.is(data?.appLocalStates?.size ?? 0, api.appsLocalState?.length ?? 0, addr);
  }
  t.deepEqual(kvs.get(boxKvKey(act.appId, act.boxName).toString('hex')), Buffer.from(act.boxValue));
});

const refusals: [string, string, number][] = [
  ['a round without a file', '/v1/{gen}/ledger/3', 404],
  ['a round beyond the latest', '/v1/{gen}/ledger/zzz', 404],
  ['upper-case letters', '/v1/{gen}/ledger/A', 404],
  ['a round above 2^64 - 1', '/v1/{gen}/ledger/zzzzzzzzzzzzzzzzzzzz', 400],
  ['a foreign genesis id', '/v1/mainnet-v1.0/ledger/4', 400],
];
for (const [name, path, status] of refusals) {
  test.serial(`ledger service refuses ${name} -> ${status}, empty body`, async (t) => {
    const res = await get(path.replace('{gen}', gen));
    t.is(res.status, status);
    t.is(await res.text(), '');
  });
  test.serial(`ledger service HEAD refuses ${name} -> ${status} as GET does`, async (t) => {
    const res = await fetch(`${node.url}${path.replace('{gen}', gen)}`, { method: 'HEAD' });
    t.is(res.status, status);
  });
}

test.serial('ledger service HEAD of a file: 200 with the content type, no body, no token', async (t) => {
  const res = await fetch(`${node.url}/v1/${gen}/ledger/${round.toString(36)}`, { method: 'HEAD' });
  t.is(res.status, 200);
  t.is(res.headers.get('content-type'), 'application/x-algorand-ledger-v2.1');
  t.is((await res.arrayBuffer()).byteLength, 0);
});

test.serial('only the last N files are kept; the label survives a restart', async (t) => {
  const before = (await node.algod.status().do()).lastRound;
  const payer = await devAccount(node.server.ports.kmd);
  for (let i = 0; i < 16; i++) await pay(node.algod, payer, fresh().addr, 100_000);
  await reach(node.algod, before + 16n);
  const last = before + 16n - ((before + 16n) % 4n);
  const newest = await labelAtLeast(node.algod, last);
  const files = (await readdir(join(dir.path, 'catchpoints'))).sort();
  t.is(files.length, 3);
  t.is((await get(`/v1/${gen}/ledger/${round.toString(36)}`)).status, 404);
  await node.server.close();
  node = await start(dir.path);
  t.is((await node.algod.status().do()).lastCatchpoint, newest);
  t.is((await get(`/v1/${gen}/ledger/${last.toString(36)}`)).status, 200);
});
