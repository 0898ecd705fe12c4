/**
 * The transaction feed GET /v1/{genesis-id}/txfeed/{after in base 36} (docs/spec/follower.md §7): no token, its
 * content type, the admitted bodies verbatim in order with the number to ask after next, the long-poll woken by a
 * submission, and the block service's answers for bad numbers and a foreign genesis id. Then a follower of an
 * interval-mode primary: groups it checked ahead from the feed answer its blocks (its metrics say so), and its state
 * stays the primary's.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { scrape } from '../../helpers/prometheus.js';
import { tempDir } from '../../helpers/server.js';
import { fresh, params, startAlgod, type AlgodHarness } from './harness.js';
import { rawBody, reach, startFollower } from './follower-helpers.js';

let h: AlgodHarness;
let gen: string;

test.before(async () => {
  h = await startAlgod();
  gen = (await h.algod.versionsCheck().do()).genesisId;
});
test.after.always(async () => {
  await h?.close();
});

const feedUrl = (base: string, after: bigint | string): string =>
  `${base}/v1/${gen}/txfeed/${typeof after === 'bigint' ? after.toString(36) : after}`;

interface Page {
  groups: Uint8Array[];
  next: bigint;
}

async function readFeed(base: string, after: bigint): Promise<Page> {
  const res = await fetch(feedUrl(base, after));
  if (res.status !== 200) throw new Error(`feed answered ${res.status}`);
  if (res.headers.get('content-type') !== 'application/x-algorun-txfeed') throw new Error('content type');
  const page = algosdk.msgpackRawDecode(new Uint8Array(await res.arrayBuffer())) as Map<string, unknown> | Page;
  const get = (key: keyof Page): unknown => (page instanceof Map ? page.get(key) : page[key]);
  return { groups: get('groups') as Uint8Array[], next: BigInt(get('next') as number | bigint) };
}

async function signedPayments(algod: algosdk.Algodv2, n: number): Promise<Uint8Array[]> {
  const sp = await params(algod);
  const from = h.funded[0]!;
  const to = fresh().addr;
  return Array.from({ length: n }, (_, i) =>
    algosdk
      .makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to,
        amount: 200_000 + i,
        suggestedParams: sp,
      })
      .signTxn(from.sk),
  );
}

test.serial(
  'admitted bodies come back verbatim and in order, without a token, with the number to ask after',
  async (t) => {
    const start = (await readFeed(h.server.algod, 2n ** 64n - 1n)).next;
    const bodies = await signedPayments(h.algod, 3);
    for (const body of bodies) await h.algod.sendRawTransaction(body).do();
    const page = await readFeed(h.server.algod, start);
    t.is(page.next, start + 3n);
    t.deepEqual(
      page.groups.map((g) => Buffer.from(g)),
      bodies.map((b) => Buffer.from(b)),
    );
    t.deepEqual((await readFeed(h.server.algod, start + 1n)).groups.length, 2);
  },
);

test.serial('a reader at the newest group waits, and a submission answers it', async (t) => {
  const newest = (await readFeed(h.server.algod, 2n ** 64n - 1n)).next;
  const waiting = readFeed(h.server.algod, newest);
  const [body] = await signedPayments(h.algod, 1);
  await h.algod.sendRawTransaction(body!).do();
  const page = await waiting;
  // the submission may land before or during the long-poll: either way the answer holds it
  t.is(page.next, newest + 1n);
  t.deepEqual(Buffer.from(page.groups[0]!), Buffer.from(body!));
});

const refusals: [string, string, number][] = [
  ['upper-case letters', '/v1/{gen}/txfeed/A', 404],
  ['a number above 2^64 - 1', '/v1/{gen}/txfeed/zzzzzzzzzzzzzzzzzzzz', 400],
  ['a foreign genesis id', '/v1/mainnet-v1.0/txfeed/0', 400],
];
for (const [name, path, status] of refusals) {
  test(`refused: ${name} -> ${status}, empty body`, async (t) => {
    const res = await fetch(`${h.server.algod}${path.replace('{gen}', gen)}`);
    t.is(res.status, status);
    t.is(await res.text(), '');
  });
}

test.serial("a follower checks the primary's groups ahead from its feed and uses those answers", async (t) => {
  const primary = await startAlgod(['--block-interval-ms', '1000']);
  const dir = await tempDir();
  const follower = await startFollower(dir.path, [primary.server.algod]);
  t.teardown(async () => {
    await follower.server.close();
    await dir.remove();
    await primary.close();
  });
  const from = primary.funded[0]!;
  await reach(follower.algod, (await primary.algod.status().do()).lastRound);
  let last = 0n;
  for (let round = 0; round < 3; round++) {
    const sp = await params(primary.algod);
    const to = fresh().addr;
    const txids = [];
    for (let i = 0; i < 4; i++) {
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to,
        amount: 100_000 + round * 10 + i,
        suggestedParams: sp,
      });
      txids.push((await primary.algod.sendRawTransaction(txn.signTxn(from.sk)).do()).txid);
    }
    for (const txid of txids) last = (await algosdk.waitForConfirmation(primary.algod, txid, 5)).confirmedRound!;
  }
  await reach(follower.algod, last);
  const account = `/v2/accounts/${from.addr}?format=msgpack`;
  const [ours, theirs] = await Promise.all([rawBody(follower.url, account), rawBody(primary.server.algod, account)]);
  t.true(ours.body.equals(theirs.body));
  const metrics = await scrape(follower.url);
  const ahead = metrics.value('algorun_follower_prechecked_groups_total');
  const onArrival = metrics.value('algorun_follower_checked_on_arrival_groups_total');
  t.is(ahead + onArrival, 12, `${ahead} checked ahead, ${onArrival} on arrival`);
  t.true(ahead > 0);
});
