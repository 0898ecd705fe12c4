// Durability and encryption at rest: every acknowledged import survives kill -9; no secret is stored in clear.
import test from 'ava';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sodium from 'sodium-native';
import { KmdServiceImpl } from '../../../src/service/kmd.js';
import { Store } from '../../../src/store/store.js';
import { runUntilKilled } from '../../helpers/kill-after-lines.js';

const FAST_KDF = { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN };

type Ack = { address: string; seedHex: string };

async function importUntilKilled(dir: string, wanted: number): Promise<{ walletId: string; acks: Ack[] }> {
  const lines = await runUntilKilled(
    'test/service/kmd/import-writer.ts',
    [dir],
    wanted,
    (l) => !l.startsWith('wallet '),
  );
  let walletId = '';
  const acks: Ack[] = [];
  for (const line of lines) {
    const [first = '', second = ''] = line.split(' ');
    if (first === 'wallet') walletId = second;
    else acks.push({ address: first, seedHex: second });
  }
  return { walletId, acks };
}

function filesUnder(dir: string): Buffer[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [readFileSync(join(dir, entry.name))],
  );
}

test('every acknowledged key survives kill -9, and no seed appears in the database files', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-kmd-crash-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const { walletId, acks } = await importUntilKilled(dir, 200);
  t.regex(walletId, /^[0-9a-f]{32}$/);
  t.true(acks.length >= 200);
  const files = filesUnder(dir);
  const leaked = acks.filter((a) => files.some((f) => f.includes(Buffer.from(a.seedHex, 'hex'))));
  t.deepEqual(leaked, []);

  const store = await Store.open(dir);
  const kmd = new KmdServiceImpl({ store, unsafeKdfLimits: FAST_KDF });
  try {
    const { wallet_handle_token: token } = await kmd.initWalletHandle({ wallet_id: walletId, wallet_password: 'pw' });
    const { addresses } = await kmd.listKeys({ wallet_handle_token: token });
    const present = new Set(addresses);
    t.deepEqual(
      acks.filter((a) => !present.has(a.address)).map((a) => a.address),
      [],
    );
    const sample = acks[0]!;
    const { private_key } = await kmd.exportKey({
      wallet_handle_token: token,
      address: sample.address,
      wallet_password: 'pw',
    });
    t.is(private_key.subarray(0, 32).toString('hex'), sample.seedHex);
  } finally {
    kmd.close();
    await store.close();
  }
});
