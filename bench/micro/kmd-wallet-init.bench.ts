// kmd `wallet/init` of a wallet already opened once in this process (in-process service, real Argon2id limits,
// so the cache is what is measured) against one ed25519 signature. Goal: one init < 100 signatures' worth.
// Also prints what the one-off costs were in this run: creating a wallet with a password (one derivation) and
// with the empty password (none).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sodium from 'sodium-native';
import { compare } from '../harness.js';
import { keyPairFromSeed } from '../../src/core/crypto/ed25519.js';
import { KmdServiceImpl } from '../../src/service/kmd.js';
import { Store } from '../../src/store/store.js';

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'algorun-bench-kmd-'));
  const store = await Store.open(dir);
  const kmd = new KmdServiceImpl({ store });
  try {
    const create = (name: string, password: string) =>
      kmd.createWallet({
        wallet_name: name,
        wallet_driver_name: 'sqlite',
        wallet_password: password,
        master_derivation_key: Buffer.alloc(0),
      });
    const withPassword = await timed(() => create('bench', 'correct horse battery staple'));
    const empty = await timed(() => create('bench-empty', ''));
    const id = withPassword.value.wallet!.id;
    const emptyId = empty.value.wallet!.id;
    console.log(
      `\n  create with a password: ${withPassword.ms.toFixed(0)} ms (one Argon2id derivation); with "": ${empty.ms.toFixed(2)} ms`,
    );

    const open = async (walletId: string, password: string): Promise<void> => {
      const { wallet_handle_token: handle } = await kmd.initWalletHandle({
        wallet_id: walletId,
        wallet_password: password,
      });
      await kmd.releaseWalletHandle({ wallet_handle_token: handle });
    };
    const { secretKey } = keyPairFromSeed(Buffer.alloc(32, 7));
    const message = Buffer.alloc(250, 1);
    const sig = Buffer.alloc(64);
    const results = await compare(
      'kmd wallet/init of an opened wallet vs one ed25519 signature',
      { name: 'one ed25519 signature (raw sodium)', fn: () => sodium.crypto_sign_detached(sig, message, secretKey) },
      [
        { name: 'wallet/init + release, password', async: () => open(id, 'correct horse battery staple') },
        { name: 'wallet/init + release, empty password', async: () => open(emptyId, '') },
      ],
    );
    for (const r of results.slice(1))
      console.log(`  ${r.name}: ${(1 / r.ratio).toFixed(1)} signatures' worth (goal < 100)`);
    console.log(`  derivations in this run: ${kmd.kdfStats.started} (the create only)`);
  } finally {
    kmd.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
