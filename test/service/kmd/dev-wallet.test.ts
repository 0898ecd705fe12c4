// The dev wallet: created once with three keys, recorded for the ledger, unchanged across restarts.
import test from 'ava';
import sodium from 'sodium-native';
import { KmdServiceImpl } from '../../../src/service/kmd.js';
import { DEV_WALLET_NAME, ensureDevWallet, readDevGenesisAccounts } from '../../../src/service/kmd/dev-wallet.js';
import { Store } from '../../../src/store/store.js';
import { tempDir } from '../../helpers/server.js';

const FAST_KDF = { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN };

async function withService<T>(dir: string, fn: (kmd: KmdServiceImpl, store: Store) => Promise<T>): Promise<T> {
  const store = await Store.open(dir);
  const kmd = new KmdServiceImpl({ store, unsafeKdfLimits: FAST_KDF });
  try {
    return await fn(kmd, store);
  } finally {
    kmd.close();
    await store.close();
  }
}

test('first start creates the wallet and records its keys; a restart changes nothing', async (t) => {
  const dir = await tempDir();
  t.teardown(() => dir.remove());
  const first = await withService(dir.path, async (kmd, store) => {
    t.deepEqual(await readDevGenesisAccounts(store), []);
    await ensureDevWallet(kmd);
    const accounts = await readDevGenesisAccounts(store);
    t.is(accounts.length, 3);
    const { wallets } = await kmd.listWallets();
    const dev = wallets.filter((w) => w.name === DEV_WALLET_NAME);
    t.is(dev.length, 1);
    const { wallet_handle_token: token } = await kmd.initWalletHandle({ wallet_id: dev[0]!.id, wallet_password: '' });
    const { addresses } = await kmd.listKeys({ wallet_handle_token: token });
    t.deepEqual(
      addresses,
      accounts.map((a) => a.address),
    );
    t.is(kmd.handleCount, 1); // ensureDevWallet released its own handle
    return accounts;
  });
  const second = await withService(dir.path, async (kmd, store) => {
    await ensureDevWallet(kmd);
    t.is((await kmd.listWallets()).wallets.length, 1);
    return readDevGenesisAccounts(store);
  });
  t.deepEqual(second, first);
});
