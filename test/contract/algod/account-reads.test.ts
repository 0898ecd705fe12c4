/**
 * GET /v2/accounts/{address} read again and again, as the per-round view cache and the gateway's reply reuse serve
 * it: repeated reads agree byte for byte, each `exclude` and `pretty` variant keeps its own shape, validation still
 * runs for requests that differ only in a bad parameter, and a new block shows at once.
 */
import test from 'ava';
import { fresh, pay, rawGet, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const RESOURCE_KEYS = ['apps-local-state', 'assets', 'created-apps', 'created-assets'];

async function account(path: string): Promise<{ status: number; text: string; json: Record<string, unknown> }> {
  const r = await rawGet(h.server, path);
  return { status: r.status, text: r.text, json: JSON.parse(r.text) as Record<string, unknown> };
}

test.serial('repeated reads, with and without exclude=all, keep their own bodies', async (t) => {
  const path = `/v2/accounts/${h.funded[0]!.addr}`;
  const plain = await account(path);
  t.is(plain.status, 200);
  for (const key of RESOURCE_KEYS) t.true(key in plain.json, key);
  const all = await account(`${path}?exclude=all`);
  for (const key of RESOURCE_KEYS) t.false(key in all.json, key);
  t.is(all.json['amount'], plain.json['amount']);
  t.is((await account(path)).text, plain.text);
  t.is((await account(`${path}?exclude=all`)).text, all.text);
  t.is((await account(`${path}?exclude=none`)).text, plain.text);
});

test.serial('pretty is indented and does not change the compact reply', async (t) => {
  const path = `/v2/accounts/${h.funded[0]!.addr}`;
  const compact = await account(path);
  const pretty = await account(`${path}?pretty`);
  t.true(pretty.text.includes('\n  "address": '));
  t.deepEqual(pretty.json, compact.json);
  t.is((await account(path)).text, compact.text);
});

test.serial('after a cached read, bad exclude values, formats and addresses are still refused', async (t) => {
  const addr = h.funded[0]!.addr;
  t.is((await account(`/v2/accounts/${addr}`)).status, 200);
  const bogus = await account(`/v2/accounts/${addr}?exclude=bogus`);
  t.deepEqual([bogus.status, bogus.json['message']], [400, 'failed to parse exclude']);
  const msgpackBogus = await account(`/v2/accounts/${addr}?format=msgpack&exclude=all,bogus`);
  t.deepEqual([msgpackBogus.status, msgpackBogus.json['message']], [400, 'failed to parse exclude']);
  const corrupted = (addr[0] === 'A' ? 'B' : 'A') + addr.slice(1);
  const badAddress = await account(`/v2/accounts/${corrupted}`);
  t.is(badAddress.status, 400);
  t.regex(String(badAddress.json['message']), /^Invalid format for parameter address: /);
});

test.serial('msgpack reads are the stored record, not the cached JSON view', async (t) => {
  const r = await rawGet(h.server, `/v2/accounts/${h.funded[1]!.addr}?format=msgpack`);
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/msgpack');
  t.true(r.body.includes(Buffer.from('algo')), 'the record carries its balance under the key "algo"');
  t.false(r.text.includes('"address"'));
});

test.serial('a new block shows at once: amounts and round move, for the sender and a new account', async (t) => {
  const [from] = h.funded;
  const to = fresh();
  const before = await account(`/v2/accounts/${from!.addr}`);
  const empty = await account(`/v2/accounts/${to.addr}`);
  t.is(empty.json['amount'], 0);
  const { round } = await pay(h.algod, from!, to.addr, 1_000_000);
  const after = await account(`/v2/accounts/${from!.addr}`);
  t.is(after.json['round'], Number(round));
  t.true((after.json['amount'] as number) < (before.json['amount'] as number));
  t.is((await account(`/v2/accounts/${to.addr}`)).json['amount'], 1_000_000);
});
