/**
 * Shared set-up for the algod ledger contract tests: a whole server (dev mode unless flags say otherwise) with
 * cheap KDF limits, algosdk Algodv2 and Kmd clients, and the dev wallet's funded genesis accounts.
 */
import algosdk from 'algosdk';
import { startTestServer, TOKEN, type TestServer } from '../../helpers/server.js';
import { FAST_KDF } from '../kmd/harness.js';

export interface Funded {
  readonly addr: string;
  readonly sk: Uint8Array;
}

export interface AlgodHarness {
  readonly server: TestServer;
  readonly algod: algosdk.Algodv2;
  readonly kmd: algosdk.Kmd;
  /** the three funded genesis accounts, keys exported from kmd */
  readonly funded: readonly Funded[];
  close(): Promise<void>;
}

export async function startAlgod(args: readonly string[] = []): Promise<AlgodHarness> {
  const server = await startTestServer(args, { kmdUnsafeKdfLimits: FAST_KDF });
  const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', new URL(server.algod).port);
  const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', new URL(server.kmd).port);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const dev = wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
  const { wallet_handle_token: handle } = await kmd.initWalletHandle(dev.id, '');
  const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
  const funded: Funded[] = [];
  for (const addr of addresses) {
    const { private_key: sk } = await kmd.exportKey(handle, '', addr);
    funded.push({ addr, sk: new Uint8Array(sk) });
  }
  await kmd.releaseWalletHandle(handle);
  return { server, algod, kmd, funded, close: () => server.close() };
}

/** A fresh random account. */
export function fresh(): Funded {
  const a = algosdk.generateAccount();
  return { addr: a.addr.toString(), sk: a.sk };
}

export async function params(algod: algosdk.Algodv2): Promise<algosdk.SuggestedParams> {
  return algod.getTransactionParams().do();
}

/** Sign and send one transaction or a group (already grouped); wait for its confirmation. */
export async function send(
  algod: algosdk.Algodv2,
  signed: Uint8Array | Uint8Array[],
): Promise<{ txid: string; round: bigint }> {
  const { txid } = await algod.sendRawTransaction(signed).do();
  const info = await algosdk.waitForConfirmation(algod, txid, 1);
  return { txid, round: info.confirmedRound ?? 0n };
}

export async function pay(
  algod: algosdk.Algodv2,
  from: Funded,
  to: string,
  amount: number | bigint,
  extra: Partial<algosdk.PaymentTransactionParams> & { note?: Uint8Array; rekeyTo?: string } = {},
): Promise<{ txid: string; round: bigint }> {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    suggestedParams: await params(algod),
    ...extra,
  });
  return send(algod, txn.signTxn(from.sk));
}

/** Program bytes of `source` compiled by the node's own `/v2/teal/compile`. */
export async function compileTeal(algod: algosdk.Algodv2, source: string): Promise<Uint8Array> {
  const result = await algod.compile(source).do();
  return new Uint8Array(Buffer.from(result.result, 'base64'));
}

/** The 400 message of a rejected send, or '' if it was accepted. */
export async function rejection(algod: algosdk.Algodv2, signed: Uint8Array | Uint8Array[]): Promise<string> {
  try {
    await algod.sendRawTransaction(signed).do();
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function rawGet(
  server: TestServer,
  path: string,
): Promise<{ status: number; text: string; headers: Headers; body: Buffer }> {
  const response = await fetch(`${server.algod}${path}`, { headers: { 'X-Algo-API-Token': TOKEN } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, text: body.toString('utf8'), headers: response.headers, body };
}

export { TOKEN };
