/**
 * GET /v2/blocks/{round}/header: `{"blockHeader": <header>}` in E2 JSON or msgpack, the same header that
 * `GET /v2/blocks/{round}?header-only=true` gives under `block`; unknown and bad rounds and formats answer as the
 * block route does.
 */
import test from 'ava';
import { decodeMsgpackValue } from '../../../src/core/codec/msgpack.js';
import { pay, rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;
let round: bigint;

test.before(async () => {
  h = await startAlgod();
  ({ round } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1000));
});
test.after.always(async () => {
  await h?.close();
});

test('JSON: the header of header-only, under blockHeader', async (t) => {
  const header = await rawGet(h.server, `/v2/blocks/${round}/header`);
  const headerOnly = await rawGet(h.server, `/v2/blocks/${round}?header-only=true`);
  t.is(header.status, 200);
  t.regex(header.headers.get('content-type') ?? '', /application\/json/);
  const body = JSON.parse(header.text) as { blockHeader: Record<string, unknown> };
  t.deepEqual(Object.keys(body), ['blockHeader']);
  t.deepEqual(body.blockHeader, (JSON.parse(headerOnly.text) as { block: unknown }).block);
  t.is(body.blockHeader['rnd'], Number(round));
  t.is(body.blockHeader['txns'], undefined);
});

test('msgpack: the same header bytes as header-only, under blockHeader', async (t) => {
  const header = await rawGet(h.server, `/v2/blocks/${round}/header?format=msgpack`);
  const headerOnly = await rawGet(h.server, `/v2/blocks/${round}?header-only=true&format=msgpack`);
  t.is(header.status, 200);
  t.is(header.headers.get('content-type'), 'application/msgpack');
  const envelope = decodeMsgpackValue(header.body).value as Map<string, unknown>;
  t.deepEqual([...envelope.keys()], ['blockHeader']);
  const expected = (decodeMsgpackValue(headerOnly.body).value as Map<string, Map<string, unknown>>).get('block')!;
  t.deepEqual(envelope.get('blockHeader'), expected);
  const full = await h.algod.block(round).do();
  t.is(expected.get('rnd'), full.block.header.round);
});

test('errors: a round the ledger lacks is 404, a bad round or format 400', async (t) => {
  const future = await rawGet(h.server, '/v2/blocks/999999/header');
  t.is(future.status, 404);
  t.is(future.text, '{"message":"failed to retrieve information from the ledger"}\n');
  t.is((await rawGet(h.server, '/v2/blocks/x/header')).status, 400);
  const format = await rawGet(h.server, `/v2/blocks/${round}/header?format=xml`);
  t.is(format.status, 400);
  t.is(format.text, '{"message":"failed to parse the format option"}\n');
});
