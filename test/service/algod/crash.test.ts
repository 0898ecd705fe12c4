/**
 * Crash safety of the node: kill -9 the whole server under a submission load; after a restart on the same data
 * directory every acknowledged transaction is confirmed in a block, the balances of every account add up to the
 * genesis total, and the node keeps serving. Run in dev mode (acknowledged = committed) and in interval mode
 * (acknowledged = journaled, committed by the next block after the restart).
 */
import test from 'ava';
import algosdk from 'algosdk';
import sodium from 'sodium-native';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../src/main.js';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL } from '../../../src/core/crypto/accounts.js';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { runUntilKilled } from '../../helpers/kill-after-lines.js';
import { localConfig, TOKEN } from '../../helpers/server.js';

const GENESIS_TOTAL = 10_000_000_000_000_000n + 200_000n;
const FAST_KDF = { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN };

// Interval mode: the child never cuts a block (10-minute interval), so everything it acknowledged exists only in
// the pool journal when it is killed; the restarted node re-admits the journal and cuts it within 40 ms.
for (const [mode, childFlags, flags] of [
  ['dev mode', [], []],
  ['interval mode', ['--block-interval-ms', '600000'], ['--block-interval-ms', '40']],
] as const) {
  test.serial(`${mode}: every acknowledged transaction is in a block after kill -9 and restart`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'algorun-algod-crash-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    const lines = await runUntilKilled('test/service/algod/submit-writer.ts', [dir, ...childFlags], 120, (l) =>
      l.startsWith('ack '),
    );
    const acked = lines.filter((l) => l.startsWith('ack ')).map((l) => l.slice(4));
    const receivers = lines.filter((l) => l.startsWith('acct ')).map((l) => l.slice(5));
    t.true(acked.length >= 120);

    const config = localConfig(dir, flags);
    const server = await startServer(config, { kmdUnsafeKdfLimits: FAST_KDF });
    try {
      const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod);
      const unconfirmed: string[] = [];
      for (const txid of acked) {
        const info = await algosdk.waitForConfirmation(algod, txid, 5).catch(() => undefined);
        if (info?.confirmedRound === undefined) unconfirmed.push(txid);
      }
      t.deepEqual(unconfirmed, []);
      const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', server.ports.kmd);
      const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
      const handle = (await kmd.initWalletHandle(wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id, ''))
        .wallet_handle_token;
      const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
      const everyone = [
        ...addresses,
        ...receivers,
        encodeAddress(DEFAULT_FEE_SINK),
        encodeAddress(DEFAULT_REWARDS_POOL),
      ];
      let total = 0n;
      for (const a of everyone) total += (await algod.accountInformation(a).do()).amount;
      t.is(total, GENESIS_TOTAL);
      const status = await algod.status().do();
      t.true(status.lastRound > 0n);
    } finally {
      await server.close();
    }
  });
}
