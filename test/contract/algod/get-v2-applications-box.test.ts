/**
 * GET /v2/applications/{application-id}/box?name=: algosdk's getApplicationBoxByName decodes our answer; every goal
 * name encoding reaches the same box; missing boxes, unknown apps and malformed names answer upstream's texts.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { rawGet, startAlgod, type AlgodHarness } from './harness.js';
import { bytes, createBoxApp, putBox } from './box-app.js';

let h: AlgodHarness;
let app: bigint;
let round: bigint;
const intName = Buffer.alloc(8);
intName.writeBigUInt64BE(42n);
const addrName = algosdk.decodeAddress(algosdk.generateAccount().addr.toString()).publicKey;

test.before(async () => {
  h = await startAlgod();
  app = await createBoxApp(h.algod, h.funded[0]!);
  await putBox(h.algod, h.funded[0]!, app, bytes('hello'), bytes('world'));
  await putBox(h.algod, h.funded[0]!, app, intName, bytes('int'));
  await putBox(h.algod, h.funded[0]!, app, addrName, bytes('addr'));
  // abi string "ab" = 0x0002 'a' 'b'
  ({ round } = await putBox(h.algod, h.funded[0]!, app, Buffer.from([0, 2, 0x61, 0x62]), bytes('abi')));
});
test.after.always(async () => {
  await h?.close();
});

test('algosdk getApplicationBoxByName decodes name, round and value', async (t) => {
  const box = await h.algod.getApplicationBoxByName(app, bytes('hello')).do();
  t.is(Buffer.from(box.name).toString(), 'hello');
  t.is(Buffer.from(box.value).toString(), 'world');
  t.is(box.round, round);
});

test('the body is E1 JSON: name, round, value in that order', async (t) => {
  const r = await rawGet(h.server, `/v2/applications/${app}/box?name=str:hello`);
  t.is(r.status, 200);
  t.is(r.text, `{"name":"aGVsbG8=","round":${round},"value":"d29ybGQ="}\n`);
});

const ENCODINGS: readonly [string, string][] = [
  ['str:hello', 'world'],
  ['string:hello', 'world'],
  ['b64:aGVsbG8=', 'world'],
  ['base64:aGVsbG8=', 'world'],
  ['b32:NBSWY3DP', 'world'],
  ['int:42', 'int'],
  ['integer:42', 'int'],
  [`addr:${algosdk.encodeAddress(addrName)}`, 'addr'],
  ['abi:string:"ab"', 'abi'],
];

for (const [name, value] of ENCODINGS) {
  test(`name ${name.slice(0, 12)}… finds its box`, async (t) => {
    const r = await rawGet(h.server, `/v2/applications/${app}/box?name=${encodeURIComponent(name)}`);
    t.is(r.status, 200, r.text);
    t.is(Buffer.from(JSON.parse(r.text).value, 'base64').toString(), value);
  });
}

const BAD: readonly [string, number, string][] = [
  ['name=str:nothing', 404, 'box not found'],
  ['name=hello', 400, "all arguments and box names should be of the form 'encoding:value'"],
  ['name=hex:00', 400, 'Unknown encoding: hex'],
  ['name=int:abc', 400, 'Could not parse uint64 from string (abc): strconv.ParseUint: parsing "abc": invalid syntax'],
  [
    'name=int:18446744073709551616',
    400,
    'Could not parse uint64 from string (18446744073709551616): strconv.ParseUint: parsing "18446744073709551616": value out of range',
  ],
  ['name=b64:YQ', 400, 'Could not decode base64-encoded string (YQ): illegal base64 data at input byte 0'],
  ['name=b64:a!==', 400, 'Could not decode base64-encoded string (a!==): illegal base64 data at input byte 1'],
  ['name=b32:MFRA', 400, 'Could not decode base32-encoded string (MFRA): illegal base32 data at input byte 0'],
  [
    'name=addr:AAAA',
    400,
    'Could not unmarshal checksummed address from string (AAAA): cannot cast encoded address string (AAAA) to address: decoded byte length should equal 36 with address and checksum',
  ],
  ['name=abi:string', 400, 'Could not decode abi string (string): should split abi-type and abi-value with colon'],
  ['', 400, "Invalid format for parameter name: query parameter 'name' is required"],
];

for (const [query, status, message] of BAD) {
  test(`?${query || '(no name)'} → ${status} ${message.slice(0, 40)}`, async (t) => {
    const r = await rawGet(h.server, `/v2/applications/${app}/box?${query}`);
    t.is(r.status, status);
    t.is(JSON.parse(r.text).message, message);
  });
}

test('an unknown app has no boxes; a bad app id is a binding error', async (t) => {
  const unknown = await rawGet(h.server, '/v2/applications/999999/box?name=str:hello');
  t.is(unknown.status, 404);
  t.is(unknown.text, '{"message":"box not found"}\n');
  const bad = await rawGet(h.server, '/v2/applications/abc/box?name=str:hello');
  t.is(bad.status, 400);
  t.is(
    JSON.parse(bad.text).message,
    'Invalid format for parameter application-id: strconv.ParseUint: parsing "abc": invalid syntax',
  );
  await t.throwsAsync(h.algod.getApplicationBoxByName(app, bytes('nothing')).do(), { message: /box not found/ });
});
