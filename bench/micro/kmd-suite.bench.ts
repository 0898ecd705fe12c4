// A LocalNet-backed test suite's kmd traffic: the whole server in-process (ephemeral ports, throw-away data dir,
// real Argon2id limits), driven over HTTP with algosdk. Iteration i (of BENCH_SUITE_N, default 300):
//   i % 10 == 0: create wallet `w<i>` (password), open it, generate a key; open the dev wallet (password ""),
//                fund the new key from a dispenser account with a kmd-signed payment, send it;
//   otherwise:   open the latest `w<k>` with its password, sign a payment from its key with kmd, send it.
// Every handle is released. So 300 iterations = 30 creates, 300 password opens, 30 dev-wallet opens, 300 kmd
// signatures and 300 confirmed submissions.
// Reference in the same run: the same server with kmd deriving on every open (the behaviour before the key
// cache, start hook `kmdReferenceDeriveEveryOpen`), over the first BENCH_SUITE_REF_N iterations (default 40:
// the same mix, four periods) to keep the run bounded; the figure compared is the mean time per iteration.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { parseConfig } from '../../src/config.js';
import { startServer } from '../../src/main.js';

const TOKEN = 'a'.repeat(64);
const PASSWORD = 'suite password';

type Clients = { algod: algosdk.Algodv2; kmd: algosdk.Kmd };

async function withServer<T>(reference: boolean, fn: (c: Clients) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'algorun-bench-suite-'));
  const config = parseConfig(['--data-dir', dir, '--algod-port=0', '--kmd-port=0', '--admin-port=0', '--grpc-port=0']);
  const server = await startServer(config, { kmdReferenceDeriveEveryOpen: reference });
  try {
    const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod);
    const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', server.ports.kmd);
    return await fn({ algod, kmd });
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function signAndSend(
  c: Clients,
  walletId: string,
  password: string,
  from: string,
  to: string,
  amount: number,
): Promise<void> {
  const { wallet_handle_token: handle } = await c.kmd.initWalletHandle(walletId, password);
  try {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      suggestedParams: await c.algod.getTransactionParams().do(),
    });
    const signed = (await c.kmd.signTransaction(handle, password, txn)) as Uint8Array;
    await c.algod.sendRawTransaction(signed).do();
  } finally {
    await c.kmd.releaseWalletHandle(handle);
  }
}

/** Runs `n` iterations; resolves with the wall time in ms. */
async function suite(c: Clients, n: number): Promise<number> {
  const { wallets } = (await c.kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const dev = wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id;
  const devHandle = (await c.kmd.initWalletHandle(dev, '')).wallet_handle_token as string;
  const [dispenser] = ((await c.kmd.listKeys(devHandle)) as { addresses: string[] }).addresses;
  await c.kmd.releaseWalletHandle(devHandle);
  let current = { id: '', address: '' };
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    if (i % 10 === 0) {
      const { wallet } = (await c.kmd.createWallet(`w${i}`, PASSWORD)) as { wallet: { id: string } };
      const { wallet_handle_token: handle } = await c.kmd.initWalletHandle(wallet.id, PASSWORD);
      const { address } = (await c.kmd.generateKey(handle)) as { address: string };
      await c.kmd.releaseWalletHandle(handle);
      current = { id: wallet.id, address };
      await signAndSend(c, dev, '', dispenser!, address, 10_000_000);
    } else {
      await signAndSend(c, current.id, PASSWORD, current.address, current.address, 0);
    }
  }
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function run(): Promise<void> {
  const n = Number(process.env['BENCH_SUITE_N'] ?? 300);
  const refN = Number(process.env['BENCH_SUITE_REF_N'] ?? 40);
  const cached = await withServer(false, (c) => suite(c, n));
  const reference = await withServer(true, (c) => suite(c, refN));
  const perCached = cached / n;
  const perReference = reference / refN;
  console.log(`\n## kmd suite: create or open a wallet, sign, send (${n} iterations; reference ${refN})`);
  console.log(
    `  reference, derive on every open   ${perReference.toFixed(1).padStart(8)} ms/iteration  (${(reference / 1000).toFixed(1)} s for ${refN})  reference`,
  );
  console.log(
    `  cached keys                       ${perCached.toFixed(1).padStart(8)} ms/iteration  (${(cached / 1000).toFixed(1)} s for ${n})  ${(perReference / perCached).toFixed(2)}x faster (goal ≥ 5x)`,
  );
  console.log(`  reference extrapolated to ${n} iterations: ${((perReference * n) / 1000).toFixed(1)} s`);
}
