import test from 'ava';
import { call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

test('GET /versions: keys in upstream order, versions ["v2"], one trailing newline', async (t) => {
  const r = await call(`${s.algod}/versions`);
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json');
  t.true(r.text.endsWith('}\n'));
  t.false(r.text.includes(' '));
  const body = JSON.parse(r.text) as Record<string, unknown>;
  t.deepEqual(Object.keys(body), ['versions', 'genesis_id', 'genesis_hash_b64', 'build']);
  t.deepEqual(body['versions'], ['v2']);
  t.is(body['genesis_id'], 'dockernet-v1');
  t.is(Buffer.from(body['genesis_hash_b64'] as string, 'base64').length, 32);
  const build = body['build'] as Record<string, unknown>;
  t.deepEqual(Object.keys(build), ['major', 'minor', 'build_number', 'commit_hash', 'branch', 'channel']);
  t.is(build['major'], 0);
  t.is(build['minor'], 1);
  t.is(typeof build['channel'], 'string');
});

test('GET /versions?pretty indents with two spaces', async (t) => {
  const r = await call(`${s.algod}/versions?pretty`);
  t.true(r.text.startsWith('{\n  "versions": [\n    "v2"\n  ],\n  "genesis_id": "dockernet-v1",'));
  t.true(r.text.endsWith('\n  }\n}\n'));
});
