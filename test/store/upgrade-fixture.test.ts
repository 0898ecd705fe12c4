/**
 * A data directory written by release f9b1897 (Level's `rocksdb` binding, RocksDB 6.17, Snappy tables; made by
 * test/fixtures/upgrade/make-fixture.ts) opens with all of its state: migrated once, in place, then served.
 * Also: a migration interrupted between its two renames is finished at the next open.
 */
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import algosdk from 'algosdk';
import { startServer } from '../../src/main.js';
import { Store } from '../../src/store/store.js';
import { latestKey } from '../../src/store/schema.js';
import { localConfig, tempDir, TOKEN, ADMIN_TOKEN } from '../helpers/server.js';

const RELEASE = 'f9b1897';
const fixtures = fileURLToPath(new URL('../fixtures/upgrade/', import.meta.url));
const expected = JSON.parse(readFileSync(join(fixtures, `${RELEASE}.json`), 'utf8')) as {
  lastRound: string;
  blocks: { round: string; hash: string }[];
  accounts: Record<string, string>;
  asset: { id: string; holder: string; amount: string };
  app: { id: string; globalKey: string; globalUint: string };
  wallet: { name: string; password: string; addresses: string[] };
  oauthApps: { id: number; name: string; client_id: string; trusted: boolean }[];
  oauthToken: string;
};

/** The fixture unpacked into a fresh temporary data directory. */
async function unpacked(): Promise<{ path: string; remove(): Promise<void> }> {
  const dir = await tempDir();
  execFileSync('tar', ['-xzf', join(fixtures, `${RELEASE}.tar.gz`), '-C', dir.path]);
  return dir;
}

test(`a data directory written by ${RELEASE} opens with every block, account, asset, app, wallet, key and OAuth app`, async (t) => {
  const dir = await unpacked();
  const migrated: unknown[] = [];
  const server = await startServer(localConfig(dir.path, ['--oauth-apis']));
  try {
    const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod);
    const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', server.ports.kmd);
    t.is((await algod.status().do()).lastRound, BigInt(expected.lastRound));
    for (const { round, hash } of expected.blocks) {
      t.is((await algod.getBlockHash(BigInt(round)).do()).blockhash, hash, `block ${round}`);
    }
    for (const [address, amount] of Object.entries(expected.accounts)) {
      t.is((await algod.accountInformation(address).do()).amount, BigInt(amount), address);
    }
    const holding = await algod.accountAssetInformation(expected.asset.holder, BigInt(expected.asset.id)).do();
    t.is(holding.assetHolding?.amount, BigInt(expected.asset.amount));
    const app = await algod.getApplicationByID(BigInt(expected.app.id)).do();
    const state = app.params?.globalState?.find((kv) => Buffer.from(kv.key).toString() === expected.app.globalKey);
    t.is(state?.value.uint, BigInt(expected.app.globalUint));
    // kmd: the sealed wallet opens with its password and holds both keys; the imported key exports as it was made.
    const { wallets } = await kmd.listWallets();
    const wallet = wallets.find((w: { name: string }) => w.name === expected.wallet.name);
    t.truthy(wallet, 'the fixture wallet is listed');
    const handle = (await kmd.initWalletHandle(wallet.id, expected.wallet.password)).wallet_handle_token as string;
    t.deepEqual(((await kmd.listKeys(handle)).addresses as string[]).sort(), expected.wallet.addresses);
    const seed = createHash('sha256').update('algorun upgrade fixture').digest();
    const imported = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(seed));
    const exported = await kmd.exportKey(handle, expected.wallet.password, imported.addr.toString());
    t.deepEqual(Buffer.from(exported.private_key as Uint8Array), Buffer.from(imported.sk));
    await t.throwsAsync(kmd.initWalletHandle(wallet.id, 'wrong password'));
    // Admin: both OAuth apps, and the token issued to the first still authorises reads.
    const list = await fetch(`http://127.0.0.1:${server.ports.admin}/api/v1/pleroma/admin/oauth_app?trusted=true`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const apps = ((await list.json()) as { apps: { id: number; client_id: string }[] }).apps;
    const trusted = expected.oauthApps.filter((a) => a.trusted);
    t.deepEqual(
      apps.map((a) => a.client_id),
      trusted.map((a) => a.client_id),
    );
    const read = await fetch(`http://127.0.0.1:${server.ports.algod}/v2/status`, {
      headers: { authorization: `Bearer ${expected.oauthToken}` },
    });
    t.is(read.status, 200);
    // The chain goes on: a new block on top of the migrated ones.
    const dev = wallets.find((w: { name: string }) => w.name === 'unencrypted-default-wallet');
    const devHandle = (await kmd.initWalletHandle(dev.id, '')).wallet_handle_token as string;
    const [sender] = (await kmd.listKeys(devHandle)).addresses as string[];
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender!,
      receiver: imported.addr,
      amount: 5,
      suggestedParams: await algod.getTransactionParams().do(),
    });
    const { txid } = await algod.sendRawTransaction(new Uint8Array(await kmd.signTransaction(devHandle, '', txn))).do();
    t.is((await algosdk.waitForConfirmation(algod, txid, 2)).confirmedRound, BigInt(expected.lastRound) + 1n);
  } finally {
    await server.close();
  }
  // Migrated once: the old files kept beside the new folder, and a second open migrates nothing.
  const kept = readdirSync(dir.path).filter((name) => name.startsWith('db.legacy-'));
  t.is(kept.length, 1);
  const again = await Store.open(join(dir.path, 'db'), { migrated: (report) => migrated.push(report) });
  t.is((await again.get(latestKey()))?.readBigUInt64BE(0), BigInt(expected.lastRound) + 1n);
  await again.close();
  t.deepEqual(migrated, []);
  await dir.remove();
});

test('a migration interrupted between its renames is finished at the next open', async (t) => {
  const dir = await unpacked();
  const db = join(dir.path, 'db');
  const reports: unknown[] = [];
  const store = await Store.open(db, { migrated: (report) => reports.push(report) });
  await store.close();
  t.is(reports.length, 1);
  // As after a crash between the renames: the old folder moved away, the marked new one not yet in place.
  renameSync(db, `${db}.migrating`);
  writeFileSync(join(`${db}.migrating`, 'MIGRATED'), 'migrated from db\n');
  const reopened = await Store.open(db, { migrated: (report) => reports.push(report) });
  t.is((await reopened.get(latestKey()))?.readBigUInt64BE(0), BigInt(expected.lastRound));
  await reopened.close();
  t.is(reports.length, 1, 'not migrated a second time');
  t.false(existsSync(`${db}.migrating`));
  t.false(existsSync(join(db, 'MIGRATED')));
  await dir.remove();
});

test('an unmarked leftover of an interrupted migration is discarded and the migration runs again', async (t) => {
  const dir = await unpacked();
  const db = join(dir.path, 'db');
  mkdirSync(`${db}.migrating`);
  writeFileSync(join(`${db}.migrating`, 'half-written'), 'x');
  const reports: unknown[] = [];
  const store = await Store.open(db, { migrated: (report) => reports.push(report) });
  t.is((await store.get(latestKey()))?.readBigUInt64BE(0), BigInt(expected.lastRound));
  await store.close();
  t.is(reports.length, 1);
  t.false(existsSync(`${db}.migrating`));
  await dir.remove();
});
