// POST /v2/transactions/simulate of an ABI app call vs POST /v2/transactions of the same call, one request at a
// time over HTTP against the whole server started in this process (dev mode: each submission is evaluated,
// committed in its own block and made durable before it answers). Goal: simulate ≥ 0.8× submission.
// Both cases sign a fresh call (unique note) the same way, so the client-side work is equal; the server-side
// difference is simulate's request decoding, checks and response rendering vs admission, block and fsync.
// Bounded: half a second of sampling per case (benchmark caps each at a few seconds), plus the set-up.
import algosdk from 'algosdk';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../../src/config.js';
import { sign } from '../../src/core/crypto/ed25519.js';
import { startServer } from '../../src/main.js';
import { compare } from '../harness.js';
import { ABI_SOURCE, program } from '../fixtures/avm-programs.js';

const TOKEN = 'a'.repeat(64);

async function fundedAccount(kmdUrl: string): Promise<{ addr: string; sk: Uint8Array }> {
  const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', new URL(kmdUrl).port);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const id = wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id;
  const { wallet_handle_token: handle } = await kmd.initWalletHandle(id, '');
  const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const { private_key: sk } = await kmd.exportKey(handle, '', addr!);
  return { addr: addr!, sk: new Uint8Array(sk) };
}

export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'algorun-bench-simulate-'));
  const config = parseConfig([
    '--data-dir',
    dir,
    '--algod-port=0',
    '--kmd-port=0',
    '--admin-port=0',
    '--grpc-port=0',
    `--token=${TOKEN}`,
  ]);
  const server = await startServer(config, {});
  try {
    const algodUrl = `http://127.0.0.1:${server.ports.algod}`;
    const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod);
    const account = await fundedAccount(`http://127.0.0.1:${server.ports.kmd}`);
    let sp = await algod.getTransactionParams().do();
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: account.addr,
      approvalProgram: program(ABI_SOURCE),
      clearProgram: program('#pragma version 10\nint 1'),
      numGlobalInts: 1,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: sp,
    });
    const { txid } = await algod.sendRawTransaction(create.signTxn(account.sk)).do();
    const appId = (await algod.pendingTransactionInformation(txid).do()).applicationIndex!;
    const method = algosdk.ABIMethod.fromSignature('add(uint64,uint64)uint64');
    let n = 0;
    // signed with sodium (algosdk's pure-JS signing costs milliseconds, more than the server's work)
    const signed = (): algosdk.SignedTransaction => {
      const txn = algosdk.makeApplicationCallTxnFromObject({
        sender: account.addr,
        appIndex: appId,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        suggestedParams: sp,
        appArgs: [method.getSelector(), algosdk.encodeUint64(3), algosdk.encodeUint64(4)],
        note: algosdk.encodeUint64(++n),
      });
      return new algosdk.SignedTransaction({ txn, sig: new Uint8Array(sign(txn.bytesToSign(), account.sk)) });
    };
    const call = (): Uint8Array => algosdk.encodeMsgpack(signed());
    // every submission makes a block: keep the validity window ahead of the rounds
    const refresh = async (): Promise<void> => {
      if (n % 200 === 0) sp = await algod.getTransactionParams().do();
    };
    const post = async (path: string, body: Uint8Array): Promise<void> => {
      const r = await fetch(`${algodUrl}${path}`, { method: 'POST', headers: { 'X-Algo-API-Token': TOKEN }, body });
      const text = await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${path}: ${r.status} ${Buffer.from(text).toString()}`);
    };
    const simulateBody = (): Uint8Array =>
      algosdk.encodeMsgpack(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: [signed()] })],
        }),
      );
    await post('/v2/transactions/simulate?format=msgpack', simulateBody());
    await post('/v2/transactions', call());
    await compare(
      'simulate vs submit of an ABI app call (HTTP, one at a time)',
      {
        name: 'POST /v2/transactions (dev mode block)',
        async: async () => {
          await refresh();
          await post('/v2/transactions', call());
        },
      },
      [
        {
          name: 'POST /v2/transactions/simulate (msgpack)',
          async: async () => {
            await refresh();
            await post('/v2/transactions/simulate?format=msgpack', simulateBody());
          },
        },
      ],
      { minTimeSeconds: 0.5 },
    );
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
