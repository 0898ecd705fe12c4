/**
 * gRPC SubscribeBlocks: the stored blocks from `from_round` on, in order, then each new block as it commits; the
 * token is checked as for unary calls; the client's cancel ends the stream; a server shutdown ends it cleanly.
 */
import test from 'ava';
import type * as grpc from '@grpc/grpc-js';
import { clients, metadata, type Client } from '../../helpers/grpc.js';
import { TOKEN } from '../../helpers/server.js';
import { fresh, pay, startAlgod, type AlgodHarness } from './harness.js';
import { rawBody } from './follower-helpers.js';

let h: AlgodHarness;
let algod: Client;

test.before(async () => {
  h = await startAlgod();
  algod = clients(h.server.grpc).algod;
  for (let i = 0; i < 3; i++) await pay(h.algod, h.funded[0]!, fresh().addr, 100_000 + i);
});
test.after.always(async () => {
  algod?.close();
  await h?.close();
});

type Item = { round: string; block_msgpack: Buffer };
type Open = (request: unknown, md: grpc.Metadata) => grpc.ClientReadableStream<Item>;

function subscribe(fromRound: number, md = metadata({ 'x-algo-api-token': TOKEN })): grpc.ClientReadableStream<Item> {
  return (algod['SubscribeBlocks'] as Open).call(algod, { from_round: String(fromRound) }, md);
}

/** The next `n` items of `stream`. */
function take(stream: grpc.ClientReadableStream<Item>, n: number): Promise<Item[]> {
  const items: Item[] = [];
  return new Promise((resolve, reject) => {
    const onData = (item: Item): void => {
      items.push(item);
      if (items.length === n) {
        stream.off('data', onData);
        stream.pause();
        resolve(items);
      }
    };
    stream.on('data', onData);
    stream.once('error', reject);
    stream.resume();
  });
}

/** The `block` part of GET /v2/blocks/{round}?format=msgpack: the envelope minus its map header, key and cert. */
async function storedBlock(round: bigint): Promise<Buffer> {
  const { body } = await rawBody(h.server.algod, `/v2/blocks/${round}?format=msgpack`);
  const start = 1 + 1 + 'block'.length;
  const certAt = body.lastIndexOf(Buffer.from([0xa4, ...Buffer.from('cert')]));
  return body.subarray(start, certAt);
}

test.serial('stored blocks from from_round, then each new block as it commits; cancel ends the stream', async (t) => {
  const stream = subscribe(1);
  const first = await take(stream, 3);
  t.deepEqual(
    first.map((i) => i.round),
    ['1', '2', '3'],
  );
  for (const item of first) t.deepEqual(Buffer.from(item.block_msgpack), await storedBlock(BigInt(item.round)));
  const next = take(stream, 1);
  const { round } = await pay(h.algod, h.funded[1]!, fresh().addr, 123_456);
  const [live] = await next;
  t.is(live!.round, String(round));
  t.deepEqual(Buffer.from(live!.block_msgpack), await storedBlock(round));
  const ended = new Promise<grpc.ServiceError>((resolve) => stream.once('error', resolve));
  stream.cancel();
  t.is((await ended).code, 1); // CANCELLED
});

test.serial('a from_round beyond the latest waits for that round', async (t) => {
  const { lastRound } = await h.algod.status().do();
  const stream = subscribe(Number(lastRound) + 2);
  const got = take(stream, 1);
  await pay(h.algod, h.funded[0]!, fresh().addr, 200_000);
  await pay(h.algod, h.funded[0]!, fresh().addr, 200_001);
  t.is((await got)[0]!.round, String(lastRound + 2n));
  stream.cancel();
});

const refusals: [string, grpc.Metadata, number][] = [
  ['no token', metadata({}), 16],
  ['a wrong token', metadata({ 'x-algo-api-token': 'z'.repeat(64) }), 16],
];
for (const [name, md, code] of refusals) {
  test.serial(`refused: ${name}`, async (t) => {
    const stream = subscribe(0, md);
    const error = await new Promise<grpc.ServiceError>((resolve) => {
      stream.on('data', () => undefined);
      stream.once('error', resolve);
    });
    t.is(error.code, code);
  });
}

test.serial('a server shutdown ends an open stream cleanly', async (t) => {
  const other = await startAlgod();
  const client = clients(other.server.grpc).algod;
  try {
    const stream = (client['SubscribeBlocks'] as Open).call(
      client,
      { from_round: '0' },
      metadata({ 'x-algo-api-token': TOKEN }),
    );
    const ended = new Promise<string>((resolve) => {
      stream.once('end', () => resolve('end'));
      stream.once('error', (e: grpc.ServiceError) => resolve(`error ${e.code}`));
    });
    // Round 0 arrives at once; the stream then waits for round 1, which never comes.
    const [genesis] = await take(stream, 1);
    t.is(genesis!.round, '0');
    stream.on('data', () => undefined);
    stream.resume();
    await other.close();
    t.is(await ended, 'end');
  } finally {
    client.close();
  }
});
