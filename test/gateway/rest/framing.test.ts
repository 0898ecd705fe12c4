/**
 * Request framing on every REST surface: conflicting Content-Length headers are refused with 400 and the
 * connection is closed (no smuggled second request is ever read); identical repeats are one length on the uWS
 * engine, while node:http's parser refuses them (the node engine answers the same 400, docs/compat.md). Runs on
 * the engine ALGORUN_TEST_HTTP_ENGINE selects (test/helpers/server.ts).
 */
import test from 'ava';
import { connect } from 'node:net';
import { ADMIN_TOKEN, TOKEN, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
test.before(async () => {
  s = await startTestServer();
});
test.after.always(async () => {
  await s.close();
});

/** Sends `request` raw and resolves with everything received until the server closes (or 3 s pass). */
function exchange(base: string, request: string): Promise<{ text: string; closedByServer: boolean }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, 3000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
  });
}

const surfaces = (): [string, string, string][] => [
  [s.algod, '/v2/teal/compile', `X-Algo-API-Token: ${TOKEN}`],
  [s.kmd, '/v1/wallets', `X-KMD-API-Token: ${TOKEN}`],
  [s.admin, '/api/v1/pleroma/admin/oauth_app', `Authorization: Bearer ${ADMIN_TOKEN}`],
];

test('conflicting Content-Length headers: 400, connection closed, the smuggled request never run', async (t) => {
  for (const [base, path, auth] of surfaces()) {
    // A request that would succeed if it were run.
    const smuggled = 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n';
    const body = `{}${smuggled}`;
    const request =
      `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 2\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const { text, closedByServer } = await exchange(base, request);
    // The smuggled bytes arrive in the same read: uWS drops the connection rather than run them.
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => m[1]);
    t.true(
      statuses.every((status) => status === '400'),
      `${path}: ${statuses.join(',')}`,
    );
    t.true(closedByServer, path);
  }
});

test('conflicting Content-Length headers alone: 400 and the connection closed', async (t) => {
  for (const [base, path, auth] of surfaces()) {
    for (const lengths of [
      [2, 7],
      [0, 3],
    ]) {
      const request =
        `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth}\r\nContent-Type: application/json\r\n` +
        lengths.map((n) => `Content-Length: ${n}\r\n`).join('') +
        `\r\n${'{}'.slice(0, lengths[0])}`;
      const { text, closedByServer } = await exchange(base, request);
      t.regex(text, /^HTTP\/1\.1 400 /, `${path} ${lengths.join(',')}`);
      t.regex(text, /conflicting Content-Length/, path);
      t.true(closedByServer, path);
    }
  }
});

test('identical repeated Content-Length headers: one length on uWS, 400 and closed on node', async (t) => {
  const request =
    `POST /v2/teal/compile HTTP/1.1\r\nHost: x\r\nX-Algo-API-Token: ${TOKEN}\r\n` +
    'Content-Length: 5\r\nContent-Length: 5\r\nConnection: close\r\n\r\nint 1';
  const { text, closedByServer } = await exchange(s.algod, request);
  if (s.server.httpEngine.name === 'uws') {
    t.regex(text, /^HTTP\/1\.1 200 /);
    return;
  }
  t.regex(text, /^HTTP\/1\.1 400 [^]*\r\n\r\n\{"message":"repeated Content-Length headers"\}\n$/);
  t.true(closedByServer);
});

test('admin names that are not valid UTF-8 are refused with 400', async (t) => {
  const body = Buffer.concat([
    Buffer.from('{"name":"'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('","redirect_uris":"urn:ietf:wg:oauth:2.0:oob"}'),
  ]);
  const response = await fetch(`${s.admin}/api/v1/pleroma/admin/oauth_app`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body,
  });
  t.is(response.status, 400);
  const list = await fetch(`${s.admin}/api/v1/pleroma/admin/oauth_app`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  t.is(((await list.json()) as { count: number }).count, 0);
});
