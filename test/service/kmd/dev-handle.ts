/**
 * Test helper (not a test file): a kmd service over a throw-away store, its dev wallet created and opened, for
 * tests that drive the service directly. Everything it made is closed and removed afterwards. Also the payment
 * those tests sign.
 */
import sodium from 'sodium-native';
import { decodeAddress } from '../../../src/core/crypto/address.js';
import { encodeTransaction } from '../../../src/core/txn/transaction.js';
import type { Transaction } from '../../../src/core/txn/types.js';
import { KmdServiceImpl, type KmdServiceOptions } from '../../../src/service/kmd.js';
import { DEV_WALLET_NAME, ensureDevWallet } from '../../../src/service/kmd/dev-wallet.js';
import { Store } from '../../../src/store/store.js';
import { tempDir } from '../../helpers/server.js';

/** The cheapest KDF libsodium allows: wallet creation costs nothing in tests. */
export const FAST_KDF = {
  opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN,
  memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN,
};

/** Run `fn` with a service built with `options` (store and KDF provided here), a dev-wallet handle and its keys. */
export async function withDevHandle(
  options: Omit<KmdServiceOptions, 'store'>,
  fn: (kmd: KmdServiceImpl, handle: string, addresses: string[]) => Promise<void>,
): Promise<void> {
  const dir = await tempDir();
  const store = await Store.open(dir.path);
  const kmd = new KmdServiceImpl({ unsafeKdfLimits: FAST_KDF, ...options, store });
  try {
    await ensureDevWallet(kmd);
    const dev = (await kmd.listWallets()).wallets.find((w) => w.name === DEV_WALLET_NAME)!;
    const { wallet_handle_token: handle } = await kmd.initWalletHandle({ wallet_id: dev.id, wallet_password: '' });
    const { addresses } = await kmd.listKeys({ wallet_handle_token: handle });
    await fn(kmd, handle, addresses);
  } finally {
    kmd.close();
    await store.close();
    await dir.remove();
  }
}

/** Canonical bytes of a payment `from` → `to` (valid for rounds 1–100 of a test chain), with `extra` fields. */
export function payment(from: string, to: string, amount: bigint, extra: Partial<Transaction> = {}): Buffer {
  return Buffer.from(
    encodeTransaction({
      type: 'pay',
      sender: decodeAddress(from),
      receiver: decodeAddress(to),
      amount,
      fee: 1000n,
      firstValid: 1n,
      lastValid: 100n,
      genesisHash: Buffer.alloc(32, 1),
      ...extra,
    }),
  );
}
