import test from 'ava';
import algosdk from 'algosdk';
import { ADMIN_TOKEN, TOKEN, call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

const auth = { 'X-Algo-API-Token': TOKEN };
const ADDRESS = algosdk.generateAccount().addr.toString();

test('405 with an Allow header for a known path and a wrong method', async (t) => {
  const r = await call(`${s.algod}/v2/status`, { method: 'POST', headers: auth });
  t.is(r.status, 405);
  t.is(r.text, '{"message":"Method Not Allowed"}\n');
  t.is(r.headers.get('allow'), 'GET');
});

test('trailing slashes are stripped before routing', async (t) => {
  const r = await call(`${s.algod}/v2/status/`, { headers: auth });
  t.is(r.status, 200);
  t.is((JSON.parse(r.text) as { 'last-round': number })['last-round'], 0);
});

test('transaction params answer E1 JSON with the dev genesis', async (t) => {
  const r = await call(`${s.algod}/v2/transactions/params`, { headers: auth });
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json');
  t.regex(
    r.text,
    /^\{"consensus-version":"https:\/\/github\.com\/algorandfoundation\/specs\/tree\/268b63433a907455d439995bf916f6b296018f4f","fee":0,"genesis-hash":"[A-Za-z0-9+/=]{44}","genesis-id":"dockernet-v1","last-round":0,"min-fee":1000\}\n$/,
  );
});

test('shutdown answers 501 with upstream plain text', async (t) => {
  for (const path of ['/v2/shutdown', '/v2/node/shutdown']) {
    const r = await call(`${s.algod}${path}`, { method: 'POST', headers: { 'X-Algo-API-Token': ADMIN_TOKEN } });
    t.is(r.status, 501);
    t.is(r.headers.get('content-type'), 'text/plain; charset=UTF-8');
    t.is(r.text, 'Endpoint not implemented.');
  }
});

test('legacy /v1 paths need a token, then answer 410 text', async (t) => {
  t.is((await call(`${s.algod}/v1/status`)).status, 401);
  const r = await call(`${s.algod}/v1/transactions/pending`, { headers: auth });
  t.is(r.status, 410);
  t.is(r.text, 'v1 algod APIs are no longer available, please use the v2 algod API');
});

const badParam = test.macro(async (t, path: string, message: string) => {
  const r = await call(`${s.algod}${path}`, { headers: auth });
  t.is(r.status, 400);
  t.deepEqual(JSON.parse(r.text), { message });
});
test(
  'non-numeric round',
  badParam,
  '/v2/blocks/abc',
  'Invalid format for parameter round: strconv.ParseUint: parsing "abc": invalid syntax',
);
test(
  'round above uint64',
  badParam,
  '/v2/blocks/18446744073709551616',
  'Invalid format for parameter round: strconv.ParseUint: parsing "18446744073709551616": value out of range',
);
test(
  'negative asset id',
  badParam,
  '/v2/assets/-1',
  'Invalid format for parameter asset-id: strconv.ParseUint: parsing "-1": invalid syntax',
);
// Change a checksum character that carries only data bits (the last one also holds 2 padding bits, whose change
// would be reported as non-canonical instead).
const BROKEN = ADDRESS.slice(0, -3) + (ADDRESS.at(-3) === 'A' ? 'B' : 'A') + ADDRESS.slice(-2);
test(
  'bad address checksum',
  badParam,
  `/v2/accounts/${BROKEN}`,
  `Invalid format for parameter address: error unmarshaling '${BROKEN}' text as *basics.Address: ` +
    `address ${BROKEN} is malformed, checksum verification failed`,
);
test(
  'bad max',
  badParam,
  '/v2/transactions/pending?max=x',
  'Invalid format for parameter max: strconv.ParseUint: parsing "x": invalid syntax',
);
test(
  'bad boolean',
  badParam,
  '/v2/blocks/1?header-only=maybe',
  'Invalid format for parameter header-only: strconv.ParseBool: parsing "maybe": invalid syntax',
);

test('format: unknown values give 400, json/msgpack/msgp in any case are accepted', async (t) => {
  const bad = await call(`${s.algod}/v2/accounts/${ADDRESS}?format=xml`, { headers: auth });
  t.is(bad.status, 400);
  t.is(bad.text, '{"message":"failed to parse the format option"}\n');
  for (const format of ['json', 'JSON', 'msgpack', 'msgp', 'MsgPack']) {
    const r = await call(`${s.algod}/v2/accounts/${ADDRESS}?format=${format}`, { headers: auth });
    t.is(r.status, 200, format);
  }
});

test('413 for a body over 10 MB, and the server keeps serving', async (t) => {
  const body = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
  const r = await call(`${s.algod}/v2/transactions`, { method: 'POST', headers: auth, body });
  t.is(r.status, 413);
  t.is(r.text, '{"message":"Request Entity Too Large"}\n');
  const after = await call(`${s.algod}/health`);
  t.is(after.status, 200);
  const atLimit = await call(`${s.algod}/v2/transactions`, { method: 'POST', headers: auth, body: body.subarray(1) });
  t.is(atLimit.status, 400, 'read in full, then refused as undecodable');
});

test('413 also for a chunked body that grows over the limit', async (t) => {
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < 11) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const init = { method: 'POST', headers: auth, body: stream, duplex: 'half' } as RequestInit;
  const r = await call(`${s.algod}/v2/transactions`, init).catch(() => undefined);
  t.is(r?.status, 413);
  t.is((await call(`${s.algod}/health`)).status, 200);
});

test('CORS: any Origin gets Access-Control-Allow-Origin *, preflight answers 204', async (t) => {
  const simple = await call(`${s.algod}/health`, { headers: { Origin: 'http://example.test' } });
  t.is(simple.headers.get('access-control-allow-origin'), '*');
  const none = await call(`${s.algod}/health`);
  t.is(none.headers.get('access-control-allow-origin'), null);
  const pre = await call(`${s.algod}/v2/status`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://example.test',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Private-Network': 'true',
    },
  });
  t.is(pre.status, 204);
  t.is(pre.text, '');
  t.is(pre.headers.get('access-control-allow-origin'), '*');
  t.is(pre.headers.get('access-control-allow-methods'), 'GET,POST,PUT,DELETE,OPTIONS');
  t.is(pre.headers.get('access-control-allow-headers'), 'X-Algo-API-Token,Content-Type');
  t.is(pre.headers.get('access-control-allow-private-network'), 'true');
  t.regex(pre.headers.get('vary') ?? '', /Access-Control-Request-Method/);
});

test('CORS headers are on error replies too', async (t) => {
  const r = await call(`${s.algod}/v2/status`, { headers: { Origin: 'http://example.test' } });
  t.is(r.status, 401);
  t.is(r.headers.get('access-control-allow-origin'), '*');
});

test('dry-run of an empty request answers 200 with the protocol used while the developer API is on', async (t) => {
  const r = await call(`${s.algod}/v2/teal/dryrun`, { method: 'POST', headers: auth, body: '{}' });
  t.is(r.status, 200);
  const body = JSON.parse(r.text) as { error: string; 'protocol-version': string };
  t.is(body.error, '');
  t.regex(body['protocol-version'], /^https:\/\/github.com\/algorandfoundation\/specs\/tree\//);
});

test('with --no-developer-api the TEAL routes answer 404 with upstream text', async (t) => {
  const off = await startTestServer(['--no-developer-api']);
  try {
    for (const name of ['compile', 'disassemble', 'dryrun']) {
      const r = await call(`${off.algod}/v2/teal/${name}`, { method: 'POST', headers: auth, body: 'x' });
      t.is(r.status, 404);
      t.is(r.headers.get('content-type'), 'text/plain; charset=UTF-8');
      t.is(r.text, `/teal/${name} was not enabled in the configuration file by setting the EnableDeveloperAPI to true`);
    }
  } finally {
    await off.close();
  }
});
