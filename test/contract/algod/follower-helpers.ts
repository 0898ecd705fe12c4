/**
 * Helpers of the follower tests: a follower server on a data directory the test owns (so it can restart on it),
 * waiting for a round without timers, the primary's activity (payments, an asset, an app with global and local
 * state and boxes, a rekey, a close), a byte-flipping proxy, a catch-up proxy (tampers, stalls, holds blocks), and
 * the byte-for-byte comparison of two nodes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import algosdk from 'algosdk';
import { startServer, type RunningServer } from '../../../src/main.js';
import { FAST_KDF } from '../kmd/harness.js';
import { localConfig, TOKEN } from '../../helpers/server.js';
import { compileTeal, fresh, pay, params, send, type Funded } from './harness.js';

export interface Follower {
  readonly server: RunningServer;
  readonly url: string;
  readonly algod: algosdk.Algodv2;
}

/** A follower of `peers` on `dataDir`; `extra` flags are appended (e.g. `--peer-timeout-ms`). */
export function startFollower(
  dataDir: string,
  peers: readonly string[],
  extra: readonly string[] = [],
): Promise<Follower> {
  return startNode(dataDir, [...peers.flatMap((p) => ['--peer', p]), ...extra]);
}

/** A node on `dataDir` with ephemeral ports and the test tokens; `flags` are appended (a primary has no `--peer`). */
export async function startNode(dataDir: string, flags: readonly string[] = []): Promise<Follower> {
  const config = localConfig(dataDir, flags);
  const server = await startServer(config, { kmdUnsafeKdfLimits: FAST_KDF });
  const url = `http://127.0.0.1:${server.ports.algod}`;
  return { server, url, algod: new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', server.ports.algod) };
}

/**
 * Resolves once `algod` has round `round` and runs no catch-up (long-polls; while a catch-up runs, where the
 * long-poll answers 503, polls the status every 50 ms).
 */
export async function reach(algod: algosdk.Algodv2, round: bigint): Promise<void> {
  for (;;) {
    const { lastRound, catchpoint } = await algod.status().do();
    if ((catchpoint ?? '') !== '') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (lastRound >= round) return;
    try {
      await algod.statusAfterBlock(Number(lastRound)).do();
    } catch (error) {
      // a catch-up started meanwhile (503): the status above sees it
      if ((error as { status?: number }).status !== 503) throw error;
    }
  }
}

export async function rawBody(base: string, path: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers: { 'X-Algo-API-Token': TOKEN } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const APPROVAL = `#pragma version 8
txn ApplicationID
bz create
txn OnCompletion
int OptIn
==
bnz optin
txn OnCompletion
int NoOp
==
assert
txn NumAppArgs
int 3
==
bnz check
byte "n"
byte "n"
app_global_get
int 1
+
app_global_put
txn Sender
byte "last"
txna ApplicationArgs 0
app_local_put
txna ApplicationArgs 0
txna ApplicationArgs 1
box_put
int 1
return
check:
txna ApplicationArgs 0
box_get
assert
txna ApplicationArgs 1
==
return
create:
byte "n"
int 0
app_global_put
int 1
return
optin:
txn Sender
byte "last"
byte "none"
app_local_put
int 1
return`;

export interface Activity {
  readonly accounts: string[];
  readonly assetId: bigint;
  readonly appId: bigint;
  readonly boxName: Uint8Array;
  readonly boxValue: Uint8Array;
}

/** An app call: two args set a box and state, three args (name, value, "check") assert the box holds value. */
export function appCall(
  sender: Funded,
  appId: bigint,
  args: Uint8Array[],
  sp: algosdk.SuggestedParams,
): algosdk.Transaction {
  return algosdk.makeApplicationCallTxnFromObject({
    sender: sender.addr,
    appIndex: appId,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: args,
    boxes: [{ appIndex: 0, name: args[0]! }],
    suggestedParams: sp,
  });
}

/** Everything the ledger keeps, made on `algod` by the funded `rich` account. */
export async function makeActivity(algod: algosdk.Algodv2, rich: Funded): Promise<Activity> {
  const a = fresh();
  const b = fresh();
  const c = fresh();
  await pay(algod, rich, a.addr, 50_000_000);
  await pay(algod, rich, b.addr, 20_000_000);
  const acfg = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: a.addr,
    total: 1000n,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'F',
    assetName: 'follow',
    manager: a.addr,
    reserve: a.addr,
    freeze: a.addr,
    clawback: a.addr,
    suggestedParams: await params(algod),
  });
  const assetId = (await algod.pendingTransactionInformation((await send(algod, acfg.signTxn(a.sk))).txid).do())
    .assetIndex!;
  const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: b.addr,
    receiver: b.addr,
    assetIndex: assetId,
    amount: 0,
    suggestedParams: await params(algod),
  });
  await send(algod, optIn.signTxn(b.sk));
  const xfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: a.addr,
    receiver: b.addr,
    assetIndex: assetId,
    amount: 7,
    suggestedParams: await params(algod),
  });
  await send(algod, xfer.signTxn(a.sk));
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: a.addr,
    approvalProgram: await compileTeal(algod, APPROVAL),
    clearProgram: await compileTeal(algod, '#pragma version 8\nint 1'),
    numGlobalInts: 1,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 1,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(algod),
  });
  const appId = (await algod.pendingTransactionInformation((await send(algod, create.signTxn(a.sk))).txid).do())
    .applicationIndex!;
  await pay(algod, rich, algosdk.getApplicationAddress(appId).toString(), 1_000_000);
  const appOptIn = algosdk.makeApplicationOptInTxnFromObject({
    sender: b.addr,
    appIndex: appId,
    suggestedParams: await params(algod),
  });
  await send(algod, appOptIn.signTxn(b.sk));
  const boxName = new Uint8Array(Buffer.from('box-1'));
  const boxValue = new Uint8Array(Buffer.from('value-1'));
  await send(algod, appCall(b, appId, [boxName, boxValue], await params(algod)).signTxn(b.sk));
  // rekey b to c, then c signs for b; then close c into a
  await pay(algod, b, b.addr, 0, { rekeyTo: c.addr });
  const byC = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: b.addr,
    receiver: c.addr,
    amount: 2_000_000,
    suggestedParams: await params(algod),
  });
  await send(algod, byC.signTxn(c.sk));
  await pay(algod, c, a.addr, 0, { closeRemainderTo: a.addr });
  return {
    accounts: [rich.addr, a.addr, b.addr, c.addr, algosdk.getApplicationAddress(appId).toString()],
    assetId,
    appId,
    boxName,
    boxValue,
  };
}

/** Paths whose answers must be byte-identical on two nodes at the same round. */
export function statePaths(act: Activity, lastRound: bigint): string[] {
  const paths = [
    `/v2/assets/${act.assetId}`,
    `/v2/applications/${act.appId}`,
    '/v2/ledger/supply',
    '/genesis',
    '/versions',
  ];
  for (const addr of act.accounts) {
    paths.push(`/v2/accounts/${addr}`, `/v2/accounts/${addr}?format=msgpack`);
    paths.push(
      `/v2/accounts/${addr}/assets/${act.assetId}`,
      `/v2/accounts/${addr}/applications/${act.appId}?format=msgpack`,
    );
  }
  for (let r = 0n; r <= lastRound; r++) paths.push(`/v2/blocks/${r}?format=msgpack`, `/v2/blocks/${r}`);
  return paths;
}

/** A proxy to `target` that rewrites the bodies of block-service answers with `tamper`; counts requests per path. */
export async function tamperingProxy(
  target: string,
  tamper: (path: string, body: Buffer) => Buffer,
): Promise<{ url: string; hits: Map<string, number>; close(): Promise<void> }> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && k !== 'host' && k !== 'connection') headers[k] = v;
      const init: RequestInit = { method: req.method ?? 'GET', headers };
      if (chunks.length > 0) init.body = Buffer.concat(chunks);
      fetch(`${target}${path}`, init)
        .then(async (answer) => {
          let body: Buffer = Buffer.from(await answer.arrayBuffer());
          if (answer.status === 200 && /^\/v1\/[^/]+\/block\//.test(path)) body = tamper(path, body);
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
          });
          res.end(body);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface CatchupProxyOptions {
  /** rewrites the body of a catchpoint file (GET /v1/…/ledger/…) */
  readonly onLedger?: (body: Buffer) => Buffer;
  /** rewrites the body of a block-service answer (GET /v1/…/block/…) */
  readonly onBlock?: (body: Buffer) => Buffer;
  /** block-service requests wait until `release()` */
  readonly holdBlocks?: boolean;
  /** a GET of the catchpoint file gets its headers and the first half of the file, then nothing */
  readonly stallLedger?: boolean;
  /** the same for every block-service answer */
  readonly stallBlocks?: boolean;
  /** HEAD requests of the catchpoint file wait until `release()` too */
  readonly holdLedgerHead?: boolean;
  /** status requests (`/v2/status…`, how a follower learns there is a block to fetch) wait until `release()` */
  readonly holdStatus?: boolean;
}

/** A proxy to `target` for catch-up tests: tampers with, stalls or holds what the peer services answer. */
export async function catchupProxy(
  target: string,
  options: CatchupProxyOptions,
): Promise<{ url: string; release(): void; close(): Promise<void> }> {
  const held: (() => void)[] = [];
  let releasing = false;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const fileGet = req.method === 'GET' && path.includes('/ledger/');
      const stall =
        (options.stallLedger === true && fileGet) || (options.stallBlocks === true && path.includes('/block/'));
      const go = (): void => {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === 'string' && k !== 'host' && k !== 'connection' && k !== 'accept-encoding') headers[k] = v;
        const init: RequestInit = { method: req.method ?? 'GET', headers };
        if (chunks.length > 0) init.body = Buffer.concat(chunks);
        fetch(`${target}${path}`, init)
          .then(async (answer) => {
            let body: Buffer = Buffer.from(await answer.arrayBuffer());
            if (answer.status === 200 && fileGet && options.onLedger) body = options.onLedger(body);
            if (answer.status === 200 && path.includes('/block/') && options.onBlock) body = options.onBlock(body);
            res.writeHead(answer.status, {
              'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
            });
            if (stall && answer.status === 200) {
              res.write(body.subarray(0, Math.floor(body.length / 2)));
              return; // and nothing more: the connection stays open until the proxy closes
            }
            res.end(body);
          })
          .catch(() => {
            res.writeHead(502);
            res.end();
          });
      };
      const hold =
        (options.holdBlocks === true && path.includes('/block/')) ||
        (options.holdLedgerHead === true && req.method === 'HEAD') ||
        (options.holdStatus === true && path.startsWith('/v2/status'));
      if (hold && !releasing) held.push(go);
      else go();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => {
      releasing = true;
      for (const go of held.splice(0)) go();
    },
    close: () =>
      new Promise<void>((resolve) => {
        releasing = true;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
