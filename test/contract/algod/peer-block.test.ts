/**
 * The peer block service GET /v1/{genesis-id}/block/{round in base 36}: no token, content type, body
 * `{block, cert}` equal to /v2/blocks/{round}?format=msgpack, algosdk decodes the block part, and go-algorand's
 * answers for bad rounds and a foreign genesis id.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, pay, startAlgod, type AlgodHarness } from './harness.js';
import { TOKEN } from '../../helpers/server.js';

let h: AlgodHarness;
let gen: string;

test.before(async () => {
  h = await startAlgod();
  gen = (await h.algod.versionsCheck().do()).genesisId;
  for (let i = 0; i < 37; i++) await pay(h.algod, h.funded[0]!, fresh().addr, 200_000 + i);
});
test.after.always(async () => {
  await h?.close();
});

const url = (path: string): string => `${h.server.algod}${path}`;

test('a block by base-36 round, no token, same bytes as /v2/blocks msgpack', async (t) => {
  for (const round of [0, 1, 10, 35, 36, 37]) {
    const res = await fetch(url(`/v1/${gen}/block/${round.toString(36)}`));
    t.is(res.status, 200, `round ${round}`);
    t.is(res.headers.get('content-type'), 'application/x-algorand-block-v1');
    t.is(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    const v2 = await fetch(url(`/v2/blocks/${round}?format=msgpack`), { headers: { 'X-Algo-API-Token': TOKEN } });
    t.deepEqual(body, Buffer.from(await v2.arrayBuffer()));
    const decoded = algosdk.decodeMsgpack(body, algosdk.modelsv2.BlockResponse);
    t.is(decoded.block.header.round, BigInt(round));
    t.is(decoded.block.header.genesisID, gen);
  }
});

test('the block part decodes with algosdk as a Block; round 36 is "10" and holds its payment', async (t) => {
  const res = await fetch(url(`/v1/${gen}/block/10`));
  const decoded = algosdk.decodeMsgpack(new Uint8Array(await res.arrayBuffer()), algosdk.modelsv2.BlockResponse);
  t.is(decoded.block.header.round, 36n);
  t.is(decoded.block.payset.length, 1);
});

const refusals: [string, string, number][] = [
  ['a round beyond the latest', '/v1/{gen}/block/zz', 404],
  ['upper-case letters (not base-36 digits upstream accepts)', '/v1/{gen}/block/A', 404],
  ['a round above 2^64 - 1', '/v1/{gen}/block/zzzzzzzzzzzzzzzzzzzz', 400],
  ['a foreign genesis id', '/v1/mainnet-v1.0/block/1', 400],
];
for (const [name, path, status] of refusals) {
  test(`refused: ${name} -> ${status}, empty body`, async (t) => {
    const res = await fetch(url(path.replace('{gen}', gen)));
    t.is(res.status, status);
    t.is(await res.text(), '');
    if (status === 404 && path.endsWith('zz'))
      t.is(res.headers.get('cache-control'), 'public, max-age=1, must-revalidate');
  });
}

test('other /v1 paths are still the legacy 410 behind the token', async (t) => {
  t.is((await fetch(url(`/v1/${gen}/blocks/1`))).status, 401);
  t.is((await fetch(url(`/v1/${gen}/block/1/x`), { headers: { 'X-Algo-API-Token': TOKEN } })).status, 410);
});
