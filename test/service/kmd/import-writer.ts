// Child process for the kmd crash test: creates a wallet, prints `wallet <id>`, then imports random keys as fast as
// it can (several per event-loop turn) and prints each key's address once the import has been acknowledged.
import { randomBytes } from 'node:crypto';
import sodium from 'sodium-native';
import { generateKeyPair } from '../../../src/core/crypto/ed25519.js';
import { KmdServiceImpl } from '../../../src/service/kmd.js';
import { Store } from '../../../src/store/store.js';

const dir = process.argv[2]!;
const store = await Store.open(dir);
const kmd = new KmdServiceImpl({
  store,
  unsafeKdfLimits: { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN },
});
const { wallet } = await kmd.createWallet({
  wallet_name: 'crash',
  wallet_driver_name: 'sqlite',
  wallet_password: 'pw',
  master_derivation_key: Buffer.alloc(0),
});
process.stdout.write(`wallet ${wallet!.id}\n`);
const { wallet_handle_token: token } = await kmd.initWalletHandle({ wallet_id: wallet!.id, wallet_password: 'pw' });
for (;;) {
  const batch = [];
  for (let i = 0; i < 8; i++) {
    const privateKey = Buffer.from(generateKeyPair(randomBytes).secretKey);
    batch.push(
      kmd.importKey({ wallet_handle_token: token, private_key: privateKey }).then(({ address }) => {
        process.stdout.write(`${address} ${privateKey.subarray(0, 32).toString('hex')}\n`);
      }),
    );
  }
  await Promise.all(batch);
}
