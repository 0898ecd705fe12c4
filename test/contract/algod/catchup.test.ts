/**
 * Catchpoint catch-up (docs/spec/catchpoint.md §5): a fresh follower given the primary's label loads the
 * catchpoint and the blocks before it, then answers every state route byte-identically to the primary and keeps
 * following; a file with a flipped byte or cut short, or a block whose payset its header does not commit to, is
 * refused and nothing changes; while a catch-up runs the
 * status shows it with advancing counters, the routes of docs/spec/algod.md §1.7 answer 503, start and abort answer
 * as upstream, and an abort leaves the node as it was.
 */
import test, { type ExecutionContext } from 'ava';
import algosdk from 'algosdk';
import { readTar } from '../../../src/core/codec/tar.js';
import { clients, metadata, unary, unaryError } from '../../helpers/grpc.js';
import { ADMIN_TOKEN, tempDir, TOKEN } from '../../helpers/server.js';
import {
  catchupProxy,
  makeActivity,
  rawBody,
  reach,
  startFollower,
  startNode,
  statePaths,
  type Activity,
  type CatchupProxyOptions,
  type Follower,
} from './follower-helpers.js';
import { fresh, pay, type Funded } from './harness.js';

let primaryDir: { path: string; remove(): Promise<void> };
let primary: Follower;
let act: Activity;
let rich: Funded;
let label: string;
let gen: string;
const cleanups: (() => Promise<void>)[] = [];

async function devAccount(kmdPort: number): Promise<Funded> {
  const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', kmdPort);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const handle = (await kmd.initWalletHandle(wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id, ''))
    .wallet_handle_token as string;
  const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const sk = new Uint8Array((await kmd.exportKey(handle, '', addr!)).private_key);
  await kmd.releaseWalletHandle(handle);
  return { addr: addr!, sk };
}

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 1000; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never reached');
}

test.before(async () => {
  primaryDir = await tempDir();
  primary = await startNode(primaryDir.path, ['--catchpoint-interval', '4']);
  const { server } = primary;
  gen = (await primary.algod.versionsCheck().do()).genesisId;
  rich = await devAccount(server.ports.kmd);
  act = await makeActivity(primary.algod, rich);
  while ((await primary.algod.status().do()).lastRound % 4n !== 0n)
    await pay(primary.algod, rich, fresh().addr, 100_000);
  const round = (await primary.algod.status().do()).lastRound;
  label = await until(async () => {
    const last = (await primary.algod.status().do()).lastCatchpoint ?? '';
    return last.startsWith(`${round}#`) ? last : undefined;
  });
  // blocks after the catchpoint
  for (let i = 0; i < 2; i++) await pay(primary.algod, rich, fresh().addr, 100_000);
});
test.after.always(async () => {
  for (const c of cleanups.reverse()) await c();
  await primary?.server.close();
  await primaryDir?.remove();
});

async function follower(peers: string[], extra: string[] = []): Promise<Follower> {
  const dir = await tempDir();
  const node = await startFollower(dir.path, peers, extra);
  cleanups.push(async () => {
    await node.server.close();
    await dir.remove();
  });
  return node;
}

const admin = (method: string, base: string, path: string): Promise<Response> =>
  fetch(`${base}${path}`, { method, headers: { 'X-Algo-API-Token': ADMIN_TOKEN } });
const catchupPath = (l: string): string => `/v2/catchup/${encodeURIComponent(l)}`;

/** A catch-up proxy to the primary (follower-helpers.ts), closed after the suite. */
async function proxy(options: CatchupProxyOptions): Promise<{ url: string; release(): void }> {
  const p = await catchupProxy(primary.url, options);
  cleanups.push(() => p.close());
  return p;
}

test.serial(
  'a fresh node catches up from the label: state and blocks identical, then it keeps following',
  async (t) => {
    // The follower learns of new blocks from the peer's status, held until the catch-up is over: whatever round the
    // node is at then, the catch-up brought it there (a failed one would leave it at round 0).
    const p = await proxy({ holdStatus: true });
    const node = await follower([p.url]);
    const res = await admin('POST', node.url, catchupPath(label));
    t.true(res.status === 201 || res.status === 200, String(res.status));
    t.deepEqual(await res.json(), { 'catchup-message': label });
    await until(async () => ((await node.algod.status().do()).catchpoint ?? '') === '' || undefined);
    t.is((await node.algod.status().do()).lastRound, BigInt(label.split('#')[0]!), 'the catch-up reached its round');
    p.release();
    const last = (await primary.algod.status().do()).lastRound;
    await reach(node.algod, last);
    for (const path of statePaths(act, last)) {
      const [a, b] = [await rawBody(primary.url, path), await rawBody(node.url, path)];
      t.is(b.status, a.status, path);
      t.deepEqual(b.body, a.body, path);
    }
    const box = `/v2/applications/${act.appId}/box?name=b64:${Buffer.from(act.boxName).toString('base64')}`;
    t.deepEqual((await rawBody(node.url, box)).body, (await rawBody(primary.url, box)).body);
    // it keeps following
    const { txid } = await primary.algod
      .sendRawTransaction(
        algosdk
          .makePaymentTxnWithSuggestedParamsFromObject({
            sender: rich.addr,
            receiver: fresh().addr,
            amount: 123_456,
            suggestedParams: await primary.algod.getTransactionParams().do(),
          })
          .signTxn(rich.sk),
      )
      .do();
    const round = (await algosdk.waitForConfirmation(primary.algod, txid, 4)).confirmedRound!;
    await reach(node.algod, round);
    t.deepEqual(
      (await rawBody(node.url, `/v2/blocks/${round}?format=msgpack`)).body,
      (await rawBody(primary.url, `/v2/blocks/${round}?format=msgpack`)).body,
    );
  },
);

test.serial('an unreachable peer is skipped for the next one', async (t) => {
  const node = await follower(['http://127.0.0.1:1', primary.url]);
  t.is((await admin('POST', node.url, catchupPath(label))).status, 201);
  await until(async () => ((await node.algod.status().do()).catchpoint ?? '') === '' || undefined);
  const last = (await primary.algod.status().do()).lastRound;
  await reach(node.algod, last);
  const path = `/v2/accounts/${act.accounts[1]!}?format=msgpack`;
  t.deepEqual((await rawBody(node.url, path)).body, (await rawBody(primary.url, path)).body);
});

/**
 * Runs a catch-up of `label` on a fresh follower of `peers` that must fail: once it is over the node is still at
 * round 0 with an account as before. Answers the node and its last status for the caller's own checks.
 */
async function refusedCatchup(
  t: ExecutionContext,
  peers: string[],
  extra: string[] = [],
): Promise<{ node: Follower; status: algosdk.modelsv2.NodeStatusResponse }> {
  const node = await follower(peers, extra);
  const account = `/v2/accounts/${act.accounts[1]!}?format=msgpack`;
  const before = await rawBody(node.url, account);
  t.is((await admin('POST', node.url, catchupPath(label))).status, 201);
  await until(async () => ((await node.algod.status().do()).catchpoint ?? '') === '' || undefined);
  const status = await node.algod.status().do();
  t.is(status.lastRound, 0n);
  t.deepEqual(await rawBody(node.url, account), before);
  return { node, status };
}

function flipInFirstChunk(body: Buffer): Buffer {
  const out = Buffer.from(body);
  const chunk = readTar(out).find((m) => m.name === 'balances.1.msgpack')!.content;
  const at = Math.floor(chunk.length / 2);
  chunk.writeUInt8(chunk.readUInt8(at) ^ 0x01, at);
  return out;
}

const tampers: [string, (body: Buffer) => Buffer][] = [
  ['a flipped byte', flipInFirstChunk],
  ['a truncated file', (body) => body.subarray(0, Math.floor(body.length / 2))],
];
for (const [name, onLedger] of tampers) {
  test.serial(`${name} is refused and nothing changes`, async (t) => {
    const p = await proxy({ onLedger, holdBlocks: true });
    await refusedCatchup(t, [p.url]);
  });
}

/** A block-service answer with the first signature of its payset changed (the header left as it was). */
function forgeFirstSignature(body: Buffer): Buffer {
  const sig = Buffer.from([0xa3, 0x73, 0x69, 0x67, 0xc4, 0x40]);
  const at = body.indexOf(sig);
  if (at < 0) return body;
  const out = Buffer.from(body);
  out[at + sig.length] = out[at + sig.length]! ^ 1;
  return out;
}

test.serial('a block whose payset its header does not commit to is refused and nothing changes', async (t) => {
  // Status polls held: the follower does not fetch the forged blocks itself; only the catch-up meets them.
  const p = await proxy({ onBlock: forgeFirstSignature, holdStatus: true });
  await refusedCatchup(t, [p.url]);
});

test.serial(
  'a peer that stalls mid-file is given up: with no other peer the catch-up fails, the node as before',
  async (t) => {
    const p = await proxy({ stallLedger: true, holdBlocks: true });
    const { node, status } = await refusedCatchup(t, [p.url, p.url], ['--peer-timeout-ms', '300']);
    t.is(Number(status.catchpointTotalAccounts ?? 0), 0);
    t.is((await fetch(`${node.url}/ready`)).status, 200);
    p.release();
  },
);

test.serial('a peer that stalls mid-file is given up for the next peer, which serves the catch-up', async (t) => {
  const p = await proxy({ stallLedger: true });
  const node = await follower([p.url, primary.url], ['--peer-timeout-ms', '300']);
  t.is((await admin('POST', node.url, catchupPath(label))).status, 201);
  await until(async () => ((await node.algod.status().do()).catchpoint ?? '') === '' || undefined);
  const last = (await primary.algod.status().do()).lastRound;
  await reach(node.algod, last);
  const path = `/v2/accounts/${act.accounts[1]!}?format=msgpack`;
  t.deepEqual((await rawBody(node.url, path)).body, (await rawBody(primary.url, path)).body);
});

test.serial('a follower whose first peer stalls mid-block follows through the next peer', async (t) => {
  const p = await proxy({ stallBlocks: true });
  const node = await follower([p.url, primary.url], ['--peer-timeout-ms', '300']);
  const last = (await primary.algod.status().do()).lastRound;
  await reach(node.algod, last);
  for (const path of statePaths(act, last).filter((x) => x.startsWith('/v2/accounts/'))) {
    t.deepEqual((await rawBody(node.url, path)).body, (await rawBody(primary.url, path)).body, path);
  }
});

test.serial(
  'a catchpoint no peer offers: 408 with upstream text on REST, UNAVAILABLE with the same text on gRPC',
  async (t) => {
    const node = await follower([primary.url, primary.url]);
    const missing = `3#${'A'.repeat(52)}`;
    const text =
      `unable to start catchpoint service for requested catchpoint ${missing}: aborting catchup Start(): ` +
      `checkLedgerDownload(): catchpoint '${missing}' unavailable from peers: no ledger available for given round`;
    const res = await admin('POST', node.url, catchupPath(missing));
    t.is(res.status, 408);
    t.deepEqual(await res.json(), { message: text });
    t.is((await node.algod.status().do()).catchpoint ?? '', '');
    const { algod } = clients(`127.0.0.1:${node.server.ports.grpc!}`);
    const error = await unaryError(
      algod,
      'StartCatchup',
      { catchpoint: missing, min: '0' },
      metadata({ 'x-algo-api-token': ADMIN_TOKEN }),
    );
    t.is(error.code, 14);
    t.is(error.details, text);
    t.deepEqual(error.metadata.get('app-code'), ['ALGOD_CATCHUP_START_FAILED']);
    algod.close();
    // nothing started: the node still takes a catch-up it can do
    t.is((await admin('POST', node.url, catchupPath(label))).status, 201);
    await until(async () => ((await node.algod.status().do()).catchpoint ?? '') === '' || undefined);
  },
);

test.serial(
  'an abort while the peers are asked for the file cancels the start: nothing runs, the node as before',
  async (t) => {
    const p = await proxy({ holdLedgerHead: true, holdBlocks: true });
    const node = await follower([p.url]);
    const starting = admin('POST', node.url, catchupPath(label));
    await until(async () => ((await node.algod.status().do()).catchpoint ?? '') === label || undefined);
    const aborted = await admin('DELETE', node.url, catchupPath(label));
    t.is(aborted.status, 200);
    t.is((await starting).status, 201);
    const status = await node.algod.status().do();
    t.is(status.catchpoint ?? '', '');
    t.is(status.lastRound, 0n);
    t.is((await fetch(`${node.url}/ready`)).status, 200);
    p.release();
  },
);

test.serial(
  'during a catch-up: status counters, 503 routes, start/abort answers; abort restores the node',
  async (t) => {
    const p = await proxy({ holdBlocks: true });
    const node = await follower([p.url]);
    const account = `/v2/accounts/${act.accounts[1]!}?format=msgpack`;
    const before = await rawBody(node.url, account);
    t.is((await admin('POST', node.url, catchupPath(label))).status, 201);
    // the file is verified, then the blocks before it are held by the proxy
    const status = await until(async () => {
      const s = await node.algod.status().do();
      return s.catchpointVerifiedAccounts !== undefined && s.catchpointVerifiedAccounts > 0 ? s : undefined;
    });
    t.is(status.catchpoint, label);
    t.is(status.catchpointVerifiedAccounts, status.catchpointTotalAccounts);
    t.is(status.catchpointProcessedAccounts, status.catchpointTotalAccounts);
    t.is(Number(status.catchpointTotalKvs), 1);
    t.is(Number(status.catchpointVerifiedKvs), 1);
    t.true(Number(status.catchpointTotalBlocks ?? 0) > 0);
    t.is(status.lastCatchpoint ?? '', '');
    const closed: [string, string][] = [
      ['GET', '/v2/status/wait-for-block-after/1'],
      ['POST', '/v2/transactions'],
      ['POST', '/v2/transactions/simulate'],
      ['GET', '/v2/transactions/params'],
      ['GET', `/v2/transactions/pending/${'A'.repeat(52)}`],
      ['GET', '/v2/transactions/pending'],
      ['GET', `/v2/accounts/${act.accounts[0]!}/transactions/pending`],
    ];
    for (const [method, path] of closed) {
      const res = await fetch(`${node.url}${path}`, {
        method,
        headers: { 'X-Algo-API-Token': TOKEN },
        ...(method === 'POST' ? { body: Buffer.of(0x80) } : {}),
      });
      t.is(res.status, 503, `${method} ${path}`);
      t.deepEqual(await res.json(), { message: 'operation not available during catchup' }, path);
    }
    const ready = await fetch(`${node.url}/ready`);
    t.is(ready.status, 503);
    t.is(await ready.text(), 'null\n');
    t.is(
      (await fetch(`${node.url}/v2/accounts/${act.accounts[0]!}`, { headers: { 'X-Algo-API-Token': TOKEN } })).status,
      200,
    );
    const again = await admin('POST', node.url, catchupPath(label));
    t.is(again.status, 200);
    t.deepEqual(await again.json(), { 'catchup-message': label });
    const other = `4#${'A'.repeat(52)}`;
    const refused = await admin('POST', node.url, catchupPath(other));
    t.is(refused.status, 400);
    t.deepEqual(await refused.json(), {
      message: `unable to start catchpoint catchup for '${other}' - already catching up '${label}'`,
    });
    const wrongAbort = await admin('DELETE', node.url, catchupPath(other));
    t.is(wrongAbort.status, 500);
    t.deepEqual(await wrongAbort.json(), {
      message: `failed to abort catchup : unable to abort catchpoint catchup for '${other}' - already catching up '${label}'`,
    });
    const aborted = await admin('DELETE', node.url, catchupPath(label));
    t.is(aborted.status, 200);
    t.deepEqual(await aborted.json(), { 'catchup-message': label });
    const after = await node.algod.status().do();
    t.is(after.catchpoint ?? '', '');
    t.is(Number(after.catchpointTotalAccounts ?? 0), 0);
    t.is(after.lastRound, 0n);
    t.is((await fetch(`${node.url}/ready`)).status, 200);
    t.deepEqual(await rawBody(node.url, account), before);
    p.release();
  },
);

test.serial('gRPC StartCatchup and AbortCatchup do what REST does; closed calls are UNAVAILABLE', async (t) => {
  const p = await proxy({ holdBlocks: true });
  const node = await follower([p.url]);
  const { algod } = clients(`127.0.0.1:${node.server.ports.grpc!}`);
  const md = (): ReturnType<typeof metadata> => metadata({ 'x-algo-api-token': ADMIN_TOKEN });
  t.deepEqual(await unary(algod, 'StartCatchup', { catchpoint: label, min: '0' }, md()), {
    catchup_message: label,
    started: true,
  });
  t.deepEqual(await unary(algod, 'StartCatchup', { catchpoint: label, min: '0' }, md()), {
    catchup_message: label,
    started: false,
  });
  t.is((await node.algod.status().do()).catchpoint, label);
  const closed = await unaryError(algod, 'GetTransactionParams', {}, md());
  t.is(closed.code, 14);
  t.is(closed.details, 'operation not available during catchup');
  t.deepEqual(await unary(algod, 'AbortCatchup', { catchpoint: label }, md()), { catchup_message: label });
  t.is((await node.algod.status().do()).catchpoint ?? '', '');
  algod.close();
  p.release();
});

test.serial('bad labels are 400 with upstream text; a dev-mode node cannot catch up', async (t) => {
  const node = await follower([primary.url]);
  for (const bad of ['abc', '12', '1#!!', `x#${'A'.repeat(52)}`]) {
    const res = await admin('POST', node.url, catchupPath(bad));
    t.is(res.status, 400, bad);
    t.deepEqual(await res.json(), { message: 'failed to parse catchpoint' });
  }
  const dev = await admin('POST', primary.url, catchupPath(label));
  t.is(dev.status, 500);
  void gen;
});
