import test from 'ava';
import { call, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

test('GET /versions: pretty {"versions":["v1"]} without a token', async (t) => {
  const r = await call(`${s.kmd}/versions`);
  t.is(r.status, 200);
  t.is(r.headers.get('content-type'), 'application/json');
  t.is(r.text, '{\n  "versions": [\n    "v1"\n  ]\n}');
});

test('/versions answers any method but OPTIONS', async (t) => {
  const r = await call(`${s.kmd}/versions`, { method: 'POST', body: 'not json' });
  t.is(r.status, 200);
  t.deepEqual(JSON.parse(r.text), { versions: ['v1'] });
});
