// Child process for the algod crash test: starts the whole server on a given data directory (extra flags from the
// command line), prints `ready <algod port> <kmd port>` and the receivers it pays (`acct <address>`), then submits
// payments among the funded accounts and those receivers, eight at a time, printing `ack <txid>` for each
// submission that was answered 200.
import algosdk from 'algosdk';
import sodium from 'sodium-native';
import { startServer } from '../../../src/main.js';
import { localConfig, TOKEN } from '../../helpers/server.js';

const [dir = '', ...flags] = process.argv.slice(2);
const config = localConfig(dir, flags);
const server = await startServer(config, {
  kmdUnsafeKdfLimits: { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN },
});
const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod);
const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', server.ports.kmd);
const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
const { wallet_handle_token: handle } = await kmd.initWalletHandle(
  wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id,
  '',
);
const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
const keys = await Promise.all(
  addresses.map(async (a) => (await kmd.exportKey(handle, '', a)).private_key as Uint8Array),
);
const receivers = Array.from({ length: 4 }, () => algosdk.generateAccount().addr.toString());
process.stdout.write(`ready ${server.ports.algod} ${server.ports.kmd}\n`);
for (const r of receivers) process.stdout.write(`acct ${r}\n`);
let n = 0;
for (;;) {
  const sp = await algod.getTransactionParams().do();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      const i = n++;
      const from = i % addresses.length;
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: addresses[from]!,
        receiver: receivers[i % receivers.length]!,
        amount: 1_000_000 + i,
        suggestedParams: sp,
        note: new TextEncoder().encode(`crash ${i}`),
      });
      const { txid } = await algod.sendRawTransaction(txn.signTxn(keys[from]!)).do();
      process.stdout.write(`ack ${txid}\n`);
    }),
  );
}
