/**
 * GET /v2/devmode/blocks/offset and POST /v2/devmode/blocks/offset/{offset} through algosdk's own
 * getBlockOffsetTimestamp / setBlockOffsetTimestamp: never set → 404 upstream text, set → read back and applied to
 * the next block's timestamp; bad offsets answer upstream's texts.
 */
import test from 'ava';
import { pay, rawGet, startAlgod, TOKEN, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test.serial('never set: algosdk surfaces the 404 text', async (t) => {
  await t.throwsAsync(h.algod.getBlockOffsetTimestamp().do(), {
    message:
      /failed retrieving timestamp offset from node: block timestamp offset was never set, using real clock for timestamps/,
  });
});

test.serial('set through algosdk, read back, applied to the next block', async (t) => {
  await h.algod.setBlockOffsetTimestamp(3600).do();
  t.is((await h.algod.getBlockOffsetTimestamp().do()).offset, 3600);
  const before = await h.algod.block((await h.algod.status().do()).lastRound).do();
  const { round } = await pay(h.algod, h.funded[0]!, h.funded[1]!.addr, 1);
  const block = await h.algod.block(round).do();
  t.is(block.block.header.timestamp, before.block.header.timestamp + 3600n, 'dev mode: previous timestamp + offset');
  await h.algod.setBlockOffsetTimestamp(0).do();
  t.is((await h.algod.getBlockOffsetTimestamp().do()).offset, 0);
});

test.serial('offsets above max int64 and malformed offsets', async (t) => {
  const post = (offset: string) =>
    fetch(`${h.server.algod}/v2/devmode/blocks/offset/${offset}`, {
      method: 'POST',
      headers: { 'X-Algo-API-Token': TOKEN },
    });
  const big = await post('9223372036854775808');
  t.is(big.status, 400);
  t.is(
    await big.text(),
    '{"message":"failed to set timestamp offset on the node: block timestamp offset cannot be larger than max int64 value"}\n',
  );
  const bad = await post('-5');
  t.is(bad.status, 400);
  t.is(
    ((await bad.json()) as { message: string }).message,
    'Invalid format for parameter offset: strconv.ParseUint: parsing "-5": invalid syntax',
  );
  t.is((await rawGet(h.server, '/v2/devmode/blocks/offset')).status, 200);
});
