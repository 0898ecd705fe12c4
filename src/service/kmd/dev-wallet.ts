/**
 * The dev network's `unencrypted-default-wallet` (docs/spec/kmd.md §6.2): on first start, a wallet with the empty
 * password holding three fresh random keys (imported, so not derivable from the MDK), whose addresses are recorded
 * under the store key `kmd/0x04` for the ledger, which funds them at genesis (`readDevGenesisAccounts`).
 *
 * Invariants:
 * - Idempotent: once the addresses record exists nothing happens. The record is written after the keys, so a
 *   present record implies the keys are in the wallet; a wallet left without a record (crash during set-up) is
 *   completed to three keys and recorded on the next start.
 * - Uses the service's own routes (create, init, import, release), so the wallet is indistinguishable from one a
 *   client made; secrets are zeroed as soon as they are imported.
 */
import { encodeAddress } from '../../core/crypto/address.js';
import { generateKeyPair, zero } from '../../core/crypto/ed25519.js';
import { randomBytes } from '../random.js';
import { AppError } from '../../core/errors.js';
import { devGenesisKey } from '../../store/schema.js';
import type { Store } from '../../store/store.js';
import type { KmdServiceImpl } from '../kmd.js';
import { DRIVER_NAME } from './context.js';

export const DEV_WALLET_NAME = 'unencrypted-default-wallet';
const DEV_WALLET_PASSWORD = '';
const DEV_GENESIS_ACCOUNT_COUNT = 3;

export type DevGenesisAccount = { readonly address: string; readonly publicKey: Buffer };

const DEV_GENESIS_KEY = devGenesisKey();

/**
 * The dev wallet's genesis accounts recorded at first start, in the wallet's listing order (empty before).
 * @throws CORE_STORE_FAILURE
 */
export async function readDevGenesisAccounts(store: Store): Promise<DevGenesisAccount[]> {
  const value = await store.get(DEV_GENESIS_KEY);
  if (value === undefined) return [];
  if (value.length % 32 !== 0) throw new AppError('CORE_STORE_FAILURE', 'damaged dev genesis record');
  const out: DevGenesisAccount[] = [];
  for (let at = 0; at < value.length; at += 32) {
    const publicKey = Buffer.from(value.subarray(at, at + 32));
    out.push({ address: encodeAddress(publicKey), publicKey });
  }
  return out;
}

async function findOrCreate(kmd: KmdServiceImpl): Promise<string> {
  const { wallets } = await kmd.listWallets();
  const existing = wallets.find((w) => w.name === DEV_WALLET_NAME);
  if (existing !== undefined) return existing.id;
  const { wallet } = await kmd.createWallet({
    wallet_name: DEV_WALLET_NAME,
    wallet_driver_name: DRIVER_NAME,
    wallet_password: DEV_WALLET_PASSWORD,
    master_derivation_key: Buffer.alloc(0),
  });
  return wallet?.id ?? '';
}

/**
 * Creates the dev wallet and its genesis keys, or completes a set-up that a crash interrupted; does nothing once
 * the addresses record exists. @throws AppError
 */
export async function ensureDevWallet(kmd: KmdServiceImpl): Promise<void> {
  if ((await kmd.repository.store.get(DEV_GENESIS_KEY)) !== undefined) return;
  const id = await findOrCreate(kmd);
  const { wallet_handle_token: token } = await kmd.initWalletHandle({
    wallet_id: id,
    wallet_password: DEV_WALLET_PASSWORD,
  });
  try {
    let keys = await kmd.repository.listKeys(id);
    for (let i = keys.length; i < DEV_GENESIS_ACCOUNT_COUNT; i++) {
      const pair = generateKeyPair(randomBytes);
      const privateKey = Buffer.from(pair.secretKey);
      try {
        await kmd.importKey({ wallet_handle_token: token, private_key: privateKey });
      } finally {
        zero(pair.secretKey);
        zero(privateKey);
      }
    }
    keys = await kmd.repository.listKeys(id);
    await kmd.repository.commit([{ type: 'put', key: DEV_GENESIS_KEY, value: Buffer.concat(keys) }]);
  } finally {
    await kmd.releaseWalletHandle({ wallet_handle_token: token });
  }
}
