/** Shared set-up for the kmd contract tests: a whole server with cheap KDF limits, an algosdk Kmd client, raw POST. */
import algosdk from 'algosdk';
import sodium from 'sodium-native';
import { startTestServer, TOKEN, type TestServer } from '../../helpers/server.js';

/** libsodium's minimum Argon2id limits: only through the test-only start hook, never from the command line. */
export const FAST_KDF = {
  opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN,
  memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN,
};

export async function startKmd(args: readonly string[] = []): Promise<{ server: TestServer; kmd: algosdk.Kmd }> {
  const server = await startTestServer(args, { kmdUnsafeKdfLimits: FAST_KDF });
  const port = new URL(server.kmd).port;
  return { server, kmd: new algosdk.Kmd(TOKEN, 'http://127.0.0.1', port) };
}

export type RawReply = { status: number; json: Record<string, unknown>; contentType: string | null };

/** A kmd request with the API token (unless `token` is null) and a raw body. */
export async function raw(
  server: TestServer,
  method: string,
  path: string,
  body: string | object,
  token: string | null = TOKEN,
): Promise<RawReply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers['X-KMD-API-Token'] = token;
  const response = await fetch(`${server.kmd}${path}`, {
    method,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    json: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    contentType: response.headers.get('content-type'),
  };
}

export function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

/** A payment from `from` to `to` (fixed parameters, so encodings are reproducible). */
export function payment(from: string, to: string, amount = 1000, note?: Uint8Array): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount,
    ...(note === undefined ? {} : { note }),
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      firstValid: 10,
      lastValid: 1010,
      genesisID: 'dockernet-v1',
      genesisHash: new Uint8Array(32).fill(7),
      minFee: 1000,
    },
  });
}
