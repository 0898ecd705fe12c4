/**
 * Follower mode end to end: a dev-mode primary with payments, an asset, an app with global/local state and boxes, a
 * rekey and a close; a follower started from genesis with --peer holds the same state and blocks byte for byte,
 * keeps up while the primary makes rounds, relays submissions (the peer's answer verbatim; confirmed on both),
 * resumes after a restart, and refuses a tampered block without advancing.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { tempDir } from '../../helpers/server.js';
import { clients, metadata, unary, unaryError } from '../../helpers/grpc.js';
import { fresh, pay, params, send, startAlgod, type AlgodHarness } from './harness.js';
import {
  appCall,
  makeActivity,
  rawBody,
  reach,
  startFollower,
  statePaths,
  tamperingProxy,
  type Activity,
  type Follower,
} from './follower-helpers.js';

let primary: AlgodHarness;
let act: Activity;
let dir: { path: string; remove(): Promise<void> };
let follower: Follower | undefined;

test.before(async () => {
  primary = await startAlgod();
  act = await makeActivity(primary.algod, primary.funded[0]!);
  dir = await tempDir();
});
test.after.always(async () => {
  await follower?.server.close();
  await dir?.remove();
  await primary?.close();
});

async function sameState(t: import('ava').ExecutionContext, node: Follower): Promise<bigint> {
  const { lastRound } = await primary.algod.status().do();
  await reach(node.algod, lastRound);
  t.is((await node.algod.status().do()).lastRound, lastRound);
  for (const path of statePaths(act, lastRound)) {
    const [ours, theirs] = await Promise.all([rawBody(node.url, path), rawBody(primary.server.algod, path)]);
    t.is(ours.status, theirs.status, path);
    t.true(ours.body.equals(theirs.body), `${path} differs`);
  }
  return lastRound;
}

test.serial('a follower from genesis holds the primary state, blocks and genesis byte for byte', async (t) => {
  follower = await startFollower(dir.path, [primary.server.algod]);
  const round = await sameState(t, follower);
  t.true(round >= 12n);
  const app = await follower.algod.getApplicationByID(act.appId).do();
  t.is(app.params?.globalState?.[0]?.value.uint, 1n);
});

test.serial('it stays identical while the primary makes more rounds', async (t) => {
  await pay(primary.algod, primary.funded[1]!, fresh().addr, 1_000_000);
  const b = primary.funded[2]!;
  const optIn = algosdk.makeApplicationOptInTxnFromObject({
    sender: b.addr,
    appIndex: act.appId,
    suggestedParams: await params(primary.algod),
  });
  await send(primary.algod, optIn.signTxn(b.sk));
  await send(
    primary.algod,
    appCall(b, act.appId, [Buffer.from('box-2'), Buffer.from('v2')], await params(primary.algod)).signTxn(b.sk),
  );
  await sameState(t, follower!);
});

test.serial('a transaction sent to the follower is relayed and confirms on both nodes', async (t) => {
  const sender = primary.funded[1]!;
  const sp = await params(follower!.algod);
  // Reads the box through the peer AND through the follower's own evaluator when the block arrives.
  const check = appCall(sender, act.appId, [act.boxName, act.boxValue, Buffer.from('check')], sp).signTxn(sender.sk);
  const { txid } = await follower!.algod.sendRawTransaction(check).do();
  const here = await algosdk.waitForConfirmation(follower!.algod, txid, 2);
  const there = await primary.algod.pendingTransactionInformation(txid).do();
  t.true((here.confirmedRound ?? 0n) > 0n);
  t.is(here.confirmedRound, there.confirmedRound);
  await sameState(t, follower!);
});

test.serial('gRPC SendRawTransaction on a follower is relayed too; the peer rejection keeps its text', async (t) => {
  const client = clients(`127.0.0.1:${follower!.server.ports.grpc}`).algod;
  try {
    const md = metadata({ 'x-algo-api-token': 'a'.repeat(64) });
    const sender = primary.funded[0]!;
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender.addr,
      receiver: fresh().addr,
      amount: 777_000,
      suggestedParams: await params(follower!.algod),
    });
    const { tx_id: txid } = await unary<{ tx_id: string }>(
      client,
      'SendRawTransaction',
      { signed_transactions: txn.signTxn(sender.sk) },
      md,
    );
    const here = await follower!.algod.pendingTransactionInformation(txid).do();
    const there = await primary.algod.pendingTransactionInformation(txid).do();
    t.true((here.confirmedRound ?? 0n) > 0n);
    t.is(here.confirmedRound, there.confirmedRound);
    const again = await unaryError(client, 'SendRawTransaction', { signed_transactions: txn.signTxn(sender.sk) }, md);
    t.is(again.code, 9); // FAILED_PRECONDITION: ALGOD_TXN_REJECTED, as on the peer
    t.regex(again.details, /transaction already in ledger/);
  } finally {
    client.close();
  }
});

test.serial(
  'gRPC and REST simulate on a follower are relayed: the peer simulates on its state, errors keep its reason',
  async (t) => {
    const node = follower!;
    const client = clients(`127.0.0.1:${node.server.ports.grpc}`).algod;
    const md = metadata({ 'x-algo-api-token': 'a'.repeat(64) });
    const simulate = async (base: string, body: Uint8Array) => {
      const response = await fetch(`${base}/v2/transactions/simulate?format=msgpack`, {
        method: 'POST',
        body,
        headers: { 'X-Algo-API-Token': 'a'.repeat(64) },
      });
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    };
    // the follower stops at its round, the primary funds a newcomer: only the peer can simulate the newcomer's payment
    const { lastRound } = await node.algod.status().do();
    await node.algod.setSyncRound(lastRound).do();
    try {
      const newcomer = fresh();
      await pay(primary.algod, primary.funded[1]!, newcomer.addr, 5_000_000);
      t.is((await node.algod.accountInformation(newcomer.addr).do()).amount, 0n);
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: newcomer.addr,
        receiver: fresh().addr,
        amount: 1_000_000,
        suggestedParams: await params(primary.algod),
      });
      const request = algosdk.encodeMsgpack(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [
            new algosdk.modelsv2.SimulateRequestTransactionGroup({
              txns: [algosdk.decodeMsgpack(txn.signTxn(newcomer.sk), algosdk.SignedTransaction)],
            }),
          ],
        }),
      );
      const peer = await simulate(primary.server.algod, request);
      t.is(peer.status, 200);
      const decoded = algosdk.decodeMsgpack(new Uint8Array(peer.body), algosdk.modelsv2.SimulateResponse);
      t.is(decoded.txnGroups[0]!.failureMessage, undefined);
      const { simulate_response: viaGrpc } = await unary<{ simulate_response: Buffer }>(
        client,
        'SimulateTransactions',
        { request, format: 'RESPONSE_FORMAT_MSGPACK' },
        md,
      );
      t.deepEqual(viaGrpc, peer.body);
      t.deepEqual(await simulate(node.url, request), peer);
      // the peer's refusal: REST its status and body, gRPC the status and app-code that REST status stands for
      const bad = Buffer.from('{"txn-groups":[]}');
      const [refused, refusedHere] = [await simulate(primary.server.algod, bad), await simulate(node.url, bad)];
      t.is(refused.status, 400);
      t.deepEqual(refusedHere, refused);
      const error = await unaryError(client, 'SimulateTransactions', { request: bad }, md);
      t.is(error.code, 3);
      t.is(error.details, (JSON.parse(refused.body.toString()) as { message: string }).message);
      t.deepEqual(error.metadata.get('app-code'), ['ALGOD_BAD_REQUEST']);
    } finally {
      await node.algod.unsetSyncRound().do();
      client.close();
    }
    await sameState(t, node);
  },
);

test.serial(
  'async submit on a follower is relayed on REST and gRPC alike; a peer refusal keeps its reason',
  async (t) => {
    const node = follower!;
    const client = clients(`127.0.0.1:${node.server.ports.grpc}`).algod;
    const md = metadata({ 'x-algo-api-token': 'a'.repeat(64) });
    try {
      const sender = primary.funded[2]!;
      const pay1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver: fresh().addr,
        amount: 201_000,
        suggestedParams: await params(primary.algod),
      });
      const pay2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver: fresh().addr,
        amount: 202_000,
        suggestedParams: await params(primary.algod),
      });
      const rest = await fetch(`${node.url}/v2/transactions/async`, {
        method: 'POST',
        body: pay1.signTxn(sender.sk),
        headers: { 'X-Algo-API-Token': 'a'.repeat(64) },
      });
      t.is(rest.status, 200);
      t.deepEqual(await unary(client, 'RawTransactionAsync', { signed_transactions: pay2.signTxn(sender.sk) }, md), {});
      for (const txn of [pay1, pay2])
        t.true(((await algosdk.waitForConfirmation(primary.algod, txn.txID(), 4)).confirmedRound ?? 0n) > 0n);
      // bytes that are no transaction: the peer refuses them, both transports say so with its text
      const junk = Buffer.from('not a transaction');
      const post = (base: string) =>
        fetch(`${base}/v2/transactions/async`, {
          method: 'POST',
          body: junk,
          headers: { 'X-Algo-API-Token': 'a'.repeat(64) },
        });
      const [again, direct] = [await post(node.url), await post(primary.server.algod)];
      t.is(direct.status, 400);
      t.is(again.status, direct.status);
      const text = await direct.text();
      t.is(await again.text(), text);
      const error = await unaryError(client, 'RawTransactionAsync', { signed_transactions: junk }, md);
      t.is(error.code, 9); // FAILED_PRECONDITION: a 400 from the peer's submit is ALGOD_TXN_REJECTED
      t.is(error.details, (JSON.parse(text) as { message: string }).message);
      t.deepEqual(error.metadata.get('app-code'), ['ALGOD_TXN_REJECTED']);
    } finally {
      client.close();
    }
    await sameState(t, node);
  },
);

test.serial('a rejected submission answers the peer status and body verbatim', async (t) => {
  const poor = fresh();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: poor.addr,
    receiver: poor.addr,
    amount: 1,
    suggestedParams: await params(primary.algod),
  });
  const body = txn.signTxn(poor.sk);
  const post = async (base: string) => {
    const response = await fetch(`${base}/v2/transactions`, {
      method: 'POST',
      body,
      headers: { 'X-Algo-API-Token': 'a'.repeat(64), 'Content-Type': 'application/x-binary' },
    });
    return { status: response.status, text: await response.text() };
  };
  const [viaFollower, direct] = [await post(follower!.url), await post(primary.server.algod)];
  t.is(viaFollower.status, 400);
  t.deepEqual(viaFollower, direct);
  t.is((await fetch(`${follower!.url}/v2/transactions`, { method: 'POST', body })).status, 401);
});

test.serial('a restarted follower resumes from its last durable round', async (t) => {
  const { lastRound: before } = await follower!.algod.status().do();
  await follower!.server.close();
  follower = undefined;
  await pay(primary.algod, primary.funded[0]!, fresh().addr, 300_000);
  await pay(primary.algod, primary.funded[0]!, fresh().addr, 400_000);
  follower = await startFollower(dir.path, [primary.server.algod]);
  t.true((await follower.algod.status().do()).lastRound >= before);
  await sameState(t, follower);
});

test.serial('a peer list is tried in turn: an unreachable first peer is skipped', async (t) => {
  const other = await tempDir();
  const second = await startFollower(other.path, ['http://127.0.0.1:1', primary.server.algod]);
  try {
    await sameState(t, second);
  } finally {
    await second.server.close();
    await other.remove();
  }
});

test.serial(
  'a follower of a follower: blocks come from the follower block service, writes travel up the chain',
  async (t) => {
    const other = await tempDir();
    const second = await startFollower(other.path, [follower!.url]);
    try {
      await sameState(t, second);
      const { txid } = await second.algod
        .sendRawTransaction(
          algosdk
            .makePaymentTxnWithSuggestedParamsFromObject({
              sender: primary.funded[2]!.addr,
              receiver: fresh().addr,
              amount: 888_000,
              suggestedParams: await params(second.algod),
            })
            .signTxn(primary.funded[2]!.sk),
        )
        .do();
      const round = (await primary.algod.pendingTransactionInformation(txid).do()).confirmedRound;
      t.is((await algosdk.waitForConfirmation(second.algod, txid, 2)).confirmedRound, round);
      await sameState(t, second);
    } finally {
      await second.server.close();
      await other.remove();
    }
  },
);

test.serial('sync round: unset 404, below the latest 400, the follower stops there until unset', async (t) => {
  const node = follower!;
  const get = () => rawBody(node.url, '/v2/ledger/sync');
  const send = (method: string, path: string) =>
    fetch(`${node.url}${path}`, { method, headers: { 'X-Algo-API-Token': 'a'.repeat(64) } }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
  const unset = await get();
  t.is(unset.status, 404);
  t.is(unset.body.toString(), '{"message":"failed retrieving sync round from ledger"}\n');
  const { lastRound } = await node.algod.status().do();
  t.deepEqual(await send('POST', '/v2/ledger/sync/1'), {
    status: 400,
    text: '{"message":"failed to set sync round on the ledger"}\n',
  });
  for (const bad of ['abc', '-1', '18446744073709551616', '1.5'])
    t.is((await send('POST', `/v2/ledger/sync/${bad}`)).status, 400, bad);
  t.is((await send('PUT', '/v2/ledger/sync')).status, 405);
  t.deepEqual(await send('POST', `/v2/ledger/sync/${lastRound}`), { status: 200, text: '' });
  t.is((await get()).body.toString(), `{"round":${lastRound}}\n`);
  await pay(primary.algod, primary.funded[0]!, fresh().addr, 500_000);
  await pay(primary.algod, primary.funded[0]!, fresh().addr, 600_000);
  t.is((await node.algod.status().do()).lastRound, lastRound);
  t.deepEqual(await send('DELETE', '/v2/ledger/sync'), { status: 200, text: '' });
  t.is((await get()).status, 404);
  await sameState(t, node);
});

test.serial('sync round routes on a node that follows nobody answer as unregistered routes', async (t) => {
  const notFound = await rawBody(primary.server.algod, '/v2/no-such-route');
  for (const [method, path] of [
    ['GET', '/v2/ledger/sync'],
    ['POST', '/v2/ledger/sync/5'],
    ['DELETE', '/v2/ledger/sync'],
  ] as const) {
    const r = await fetch(`${primary.server.algod}${path}`, {
      method,
      headers: { 'X-Algo-API-Token': 'a'.repeat(64) },
    });
    t.is(r.status, 404, path);
    t.is(await r.text(), notFound.body.toString());
  }
});

/** Flip the lowest bit of the msgpack uint that follows the first `key` in `body`. */
function flipAfter(key: string, body: Buffer): Buffer {
  const out = Buffer.from(body);
  const at = out.indexOf(Buffer.concat([Buffer.of(0xa0 | key.length), Buffer.from(key)]));
  if (at < 0) throw new Error(`no ${key}`);
  const v = at + 1 + key.length;
  const head = out[v]!;
  const last = head < 0x80 ? v : head === 0xcc ? v + 1 : head === 0xcd ? v + 2 : head === 0xce ? v + 4 : v + 8;
  out[last] = out[last]! ^ 1;
  return out;
}

const tamperings: [string, string][] = [
  ['the header fees collected (fc)', 'fc'],
  ['a payment amount in the payset (amt, signature no longer matches)', 'amt'],
];
for (const [name, key] of tamperings) {
  test.serial(`a tampered block is refused and the follower does not advance: ${name}`, async (t) => {
    const gen = (await primary.algod.versionsCheck().do()).genesisId;
    const target = `/v1/${gen}/block/1`;
    const proxy = await tamperingProxy(primary.server.algod, (path, body) =>
      path === target ? flipAfter(key, body) : body,
    );
    const other = await tempDir();
    const victim = await startFollower(other.path, [proxy.url]);
    try {
      // A second request for round 1 means the first answer was refused (an accepted one moves on to round 2).
      while ((proxy.hits.get(target) ?? 0) < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      t.is((await victim.algod.status().do()).lastRound, 0n);
      t.is((await rawBody(victim.url, '/v2/blocks/1?format=msgpack')).status, 404);
    } finally {
      await victim.server.close();
      await proxy.close();
      await other.remove();
    }
  });
}
