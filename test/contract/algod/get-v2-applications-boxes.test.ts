/**
 * GET /v2/applications/{application-id}/boxes: algosdk's getApplicationBoxes decodes both the legacy listing
 * (`max`) and the paged one (`limit`/`next`/`prefix`/`include=values`/`round`); limits, bad tokens, bad rounds and
 * bad parameters answer upstream's texts.
 */
import test from 'ava';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';
import { bytes, createBoxApp, putBox } from './box-app.js';

let h: AlgodHarness;
let app: bigint;
let round: bigint;
const NAMES = ['a1', 'a2', 'b1', 'b2', 'c'];

test.before(async () => {
  h = await startAlgod();
  app = await createBoxApp(h.algod, h.funded[0]!);
  for (const name of NAMES) ({ round } = await putBox(h.algod, h.funded[0]!, app, bytes(name), bytes(`v-${name}`)));
});
test.after.always(async () => {
  await h?.close();
});

const names = (boxes: { name: Uint8Array }[]): string[] => boxes.map((b) => Buffer.from(b.name).toString()).sort();

test('legacy listing through algosdk: every name, no next-token or round', async (t) => {
  const all = await h.algod.getApplicationBoxes(app).do();
  t.deepEqual(names(all.boxes), NAMES);
  t.is(all.nextToken, undefined);
  const r = await rawGet(h.server, `/v2/applications/${app}/boxes`);
  t.deepEqual(Object.keys(JSON.parse(r.text)), ['boxes']);
  t.deepEqual(JSON.parse(r.text).boxes[0], { name: Buffer.from('a1').toString('base64') });
  t.deepEqual(names((await h.algod.getApplicationBoxes(app).max(5).do()).boxes), NAMES);
});

test('legacy listing above max: 400 Result limit exceeded with the counters', async (t) => {
  await t.throwsAsync(h.algod.getApplicationBoxes(app).max(2).do(), { message: /Result limit exceeded/ });
  const r = await rawGet(h.server, `/v2/applications/${app}/boxes?max=2`);
  t.is(r.status, 400);
  t.is(
    r.text,
    '{"data":{"max":2,"max-api-box-per-application":100000,"total-boxes":5},"message":"Result limit exceeded"}\n',
  );
});

test('an unknown app lists no boxes', async (t) => {
  const r = await rawGet(h.server, '/v2/applications/987654/boxes');
  t.is(r.status, 200);
  t.is(r.text, '{"boxes":[]}\n');
});

test('paged listing: limit, next-token in b64 form, then the rest', async (t) => {
  const first = await h.algod.getApplicationBoxes(app).limit(2).do();
  t.deepEqual(names(first.boxes), ['a1', 'a2']);
  t.is(first.nextToken, `b64:${Buffer.from('a2').toString('base64')}`);
  t.is(BigInt(first.round!), round);
  const rest = await h.algod.getApplicationBoxes(app).limit(10).next(first.nextToken!).do();
  t.deepEqual(names(rest.boxes), ['b1', 'b2', 'c']);
  t.is(rest.nextToken, undefined);
});

test('paged listing: prefix and include=values', async (t) => {
  const page = await h.algod.getApplicationBoxes(app).prefix(bytes('b')).include('values').do();
  t.deepEqual(names(page.boxes), ['b1', 'b2']);
  t.deepEqual(
    page.boxes.map((b) => Buffer.from(b.value!).toString()),
    ['v-b1', 'v-b2'],
  );
  const raw = JSON.parse((await rawGet(h.server, `/v2/applications/${app}/boxes?prefix=str:c&round=${round}`)).text);
  t.deepEqual(raw, { boxes: [{ name: Buffer.from('c').toString('base64') }], round: Number(round) });
});

const BAD: readonly [string, string][] = [
  ['max=x', 'Invalid format for parameter max: strconv.ParseUint: parsing "x": invalid syntax'],
  ['limit=-1', 'Invalid format for parameter limit: strconv.ParseUint: parsing "-1": invalid syntax'],
  ['round=99999999', 'given round is greater than the latest round'],
  ['round=1', 'given round is no longer available; use a more recent round'],
  ['next=nope', "invalid next token: all arguments and box names should be of the form 'encoding:value'"],
  [
    'limit=1&next=int:x',
    'invalid next token: Could not parse uint64 from string (x): strconv.ParseUint: parsing "x": invalid syntax',
  ],
  ['prefix=zz:1', 'invalid prefix: Unknown encoding: zz'],
];

for (const [query, message] of BAD) {
  test(`?${query} → 400 ${message.slice(0, 50)}`, async (t) => {
    const r = await rawGet(h.server, `/v2/applications/${app}/boxes?${query}`);
    t.is(r.status, 400);
    t.is(JSON.parse(r.text).message, message);
  });
}

test('a bad application id is a binding error', async (t) => {
  const r = await rawGet(h.server, '/v2/applications/1x/boxes');
  t.is(r.status, 400);
  t.is(
    JSON.parse(r.text).message,
    'Invalid format for parameter application-id: strconv.ParseUint: parsing "1x": invalid syntax',
  );
});
