import test from 'ava';
import { connectRemoteCore } from '../../../src/gateway/grpc/remote-core.js';
import { ADMIN_TOKEN, TOKEN, call, startTestServer, type TestServer } from '../../helpers/server.js';

const tokens = { algod: TOKEN, algodAdmin: ADMIN_TOKEN, kmd: TOKEN };

let core: TestServer;
let gateway: TestServer;
const batches: { service: string; calls: number }[] = [];

test.before(async () => {
  core = await startTestServer();
  gateway = await startTestServer(['--core', core.grpc], {
    onBatch: (service, calls) => batches.push({ service, calls }),
  });
});
test.after.always(async () => {
  await gateway.close();
  await core.close();
});

test.serial('the gateway has no gRPC listener of its own', (t) => {
  t.is(gateway.server.ports.grpc, null);
});

test.serial('50 concurrent REST requests reach the core in far fewer batch calls', async (t) => {
  const fire = () =>
    Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? call(`${gateway.algod}/versions`)
          : call(`${gateway.algod}/v2/assets/77`, { headers: { 'X-Algo-API-Token': TOKEN } }),
      ),
    );
  await fire(); // opens the keep-alive connections
  batches.length = 0;
  const replies = await fire();
  for (const [i, r] of replies.entries()) {
    if (i % 2 === 0) t.deepEqual(JSON.parse(r.text).versions, ['v2']);
    else t.deepEqual([r.status, r.text], [404, '{"message":"asset does not exist"}\n']);
  }
  t.is(
    batches.reduce((sum, b) => sum + b.calls, 0),
    50,
  );
  t.true(batches.every((b) => b.service === 'algorun.algod.v2.AlgodService'));
  t.log(`${batches.length} batches for 50 requests`);
  t.true(batches.length <= 10, `${batches.length} batches for 50 requests`);
});

test.serial('kmd and admin requests travel through the core too', async (t) => {
  const kmd = await call(`${gateway.kmd}/versions`);
  t.is(kmd.text, '{\n  "versions": [\n    "v1"\n  ]\n}');
  const admin = await call(`${gateway.admin}/api/v1/pleroma/admin/oauth_app`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  t.is(admin.status, 200);
  t.is(admin.text, '{"apps":[],"count":0,"page_size":50}');
});

test.serial('/oauth/token and /oauth/revoke are served by a --core gateway through the core', async (t) => {
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
  const created = await call(`${gateway.admin}/api/v1/pleroma/admin/oauth_app`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ name: 'core-oauth', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: ['read'] }),
  });
  t.is(created.status, 200, created.text);
  const app = JSON.parse(created.text) as { id: number; client_id: string; client_secret: string };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const credentials = { client_id: app.client_id, client_secret: app.client_secret };
  const issued = await call(`${gateway.admin}/oauth/token`, form({ grant_type: 'client_credentials', ...credentials }));
  t.is(issued.status, 200, issued.text);
  const token = JSON.parse(issued.text) as {
    access_token: string;
    token_type: string;
    scope: string;
    expires_in: number;
  };
  t.is(token.token_type, 'Bearer');
  t.is(token.scope, 'read');
  t.is(typeof token.expires_in, 'number');
  const remote = connectRemoteCore({ target: core.grpc, tokens });
  t.teardown(() => remote.close());
  const live = await remote.admin.introspectToken({ token: token.access_token });
  t.deepEqual(live, { active: true, scopes: ['read'], operator: false });
  const wrong = await call(
    `${gateway.admin}/oauth/token`,
    form({ grant_type: 'client_credentials', client_id: app.client_id, client_secret: 'nope' }),
  );
  t.is(wrong.status, 401);
  t.is(JSON.parse(wrong.text).error, 'invalid_client');
  const revoked = await call(`${gateway.admin}/oauth/revoke`, form({ ...credentials, token: token.access_token }));
  t.is(revoked.status, 200);
  t.deepEqual(await remote.admin.introspectToken({ token: token.access_token }), {
    active: false,
    scopes: [],
    operator: false,
  });
  await call(`${gateway.admin}/api/v1/pleroma/admin/oauth_app/${app.id}`, { method: 'DELETE', headers: admin });
});

test.serial('calls made in one turn share one batch; replies are demultiplexed in order', async (t) => {
  const seen: number[] = [];
  const remote = connectRemoteCore({ target: core.grpc, tokens, onBatch: (_s, calls) => seen.push(calls) });
  try {
    const results = await Promise.allSettled([
      remote.algod.getVersions({}),
      remote.algod.getAsset({ asset_id: '77' }),
      remote.algod.checkHealth({}),
      remote.kmd.getVersions({}),
    ]);
    t.deepEqual(seen.sort(), [1, 3]);
    t.is(results[0].status, 'fulfilled');
    t.is(results[1].status, 'rejected');
    const failure = (results[1] as PromiseRejectedResult).reason as { code: string; message: string };
    t.deepEqual([failure.code, failure.message], ['ALGOD_NOT_FOUND', 'asset does not exist']);
    t.deepEqual((results[3] as PromiseFulfilledResult<unknown>).value, { versions: ['v1'] });
  } finally {
    remote.close();
  }
});

test.serial('large queues are split into batches of maxBatchCalls', async (t) => {
  const seen: number[] = [];
  const remote = connectRemoteCore({ target: core.grpc, tokens, maxBatchCalls: 4, onBatch: (_s, n) => seen.push(n) });
  try {
    await Promise.all(Array.from({ length: 10 }, () => remote.algod.checkHealth({})));
    t.deepEqual(seen, [4, 4, 2]);
  } finally {
    remote.close();
  }
});

test.serial('wait-for-block goes out unary, so it never holds back a batch', async (t) => {
  const seen: number[] = [];
  const remote = connectRemoteCore({ target: core.grpc, tokens, onBatch: (_s, n) => seen.push(n) });
  try {
    // The node is at round 0, so waiting after round 0 needs round 1: it stays open while the batch goes out.
    const wait = remote.algod.waitForBlock({ round: '0' });
    const health = await remote.algod.checkHealth({});
    t.deepEqual(seen, [1]);
    t.deepEqual(health, {});
    t.is(
      await Promise.race([wait.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 200))]),
      'waiting',
    );
    void wait.catch(() => undefined);
  } finally {
    remote.close();
  }
});

test.serial('a core that is down: 502 remote core unavailable over REST', async (t) => {
  const orphan = await startTestServer(['--core', '127.0.0.1:1']);
  try {
    const r = await call(`${orphan.algod}/versions`);
    t.is(r.status, 502);
    t.is(r.text, '{"message":"remote core unavailable"}\n');
  } finally {
    await orphan.close();
  }
});

test.serial("a wrong channel token surfaces as the core's auth error", async (t) => {
  const remote = connectRemoteCore({ target: core.grpc, tokens: { ...tokens, algodAdmin: 'z'.repeat(64) } });
  try {
    const error = await t.throwsAsync(remote.algod.getStatus({}));
    t.is((error as unknown as { code: string }).code, 'GATEWAY_UNAUTHORIZED');
  } finally {
    remote.close();
  }
});

test.serial('simulate requests travel through the core and keep their refusal reasons', async (t) => {
  const headers = { 'X-Algo-API-Token': TOKEN };
  const empty = await call(`${gateway.algod}/v2/transactions/simulate`, {
    method: 'POST',
    headers,
    body: '{"txn-groups": [{"txns": []}]}',
  });
  t.deepEqual([empty.status, JSON.parse(empty.text).message], [400, 'empty txgroup']);
  const none = await call(`${gateway.algod}/v2/transactions/simulate?format=msgpack`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  t.deepEqual([none.status, JSON.parse(none.text).message], [400, 'expected 1 transaction group, got 0']);
});
