/**
 * Both HTTP engines time connections out alike (uWS's 10 s, node-engine.ts): a connection that sends nothing, an
 * idle keep-alive connection, headers that never end and a body that trickles below 16 KiB/s are closed after
 * about 10 s (uWS checks its timers every 4 s, so it takes 10–12 s); a request whose answer takes longer than that
 * is not cut, and is answered. All cases of both engines run at once, so the file takes ~14 s.
 */
import test from 'ava';
import { connect, type Socket } from 'node:net';
import type { Reply, Surface } from '../../../src/gateway/rest/engine.js';
import { listenSurface, type RestListener } from '../../../src/gateway/rest/listen.js';
import { Router } from '../../../src/gateway/rest/router.js';
import { testEngines } from '../../helpers/engines.js';

const SLOW_ANSWER_MS = 13_000;

interface Route {
  handle(): Reply | Promise<Reply>;
}
const router = new Router<Route>()
  .add('GET', '/now', { handle: () => ({ status: 200, body: 'now' }) })
  .add('GET', '/slow', {
    handle: () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, body: 'slow' }), SLOW_ANSWER_MS)),
  })
  .add('POST', '/upload', { handle: () => ({ status: 200, body: 'stored' }) });
const surface: Surface<Route> = {
  router,
  normalisePath: (path) => path,
  preflight: () => undefined,
  commonHeaders: () => [],
  notFound: () => ({ status: 404, body: '' }),
  methodNotAllowed: () => ({ status: 405, body: '' }),
  authorize: () => undefined,
  bodyLimitBytes: () => 1 << 20,
  bodyViewsOutliveRequest: false,
  handle: (route) => route.handle(),
  renderError: (error) => ({ status: error.httpStatus, body: error.message }),
};

/** Connects, runs `drive`, and resolves when the server closes: seconds it took and the status lines received. */
function until(port: number, drive: (socket: Socket) => void): Promise<{ seconds: number; statuses: string[] }> {
  const start = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => drive(socket));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () =>
      resolve({ seconds: (Date.now() - start) / 1000, statuses: text.match(/HTTP\/1\.1 \d{3}/g) ?? [] }),
    );
  });
}

/** Writes `text` every second while the socket is open. */
function trickle(socket: Socket, text: string): void {
  const timer = setInterval(() => (socket.writable ? socket.write(text) : clearInterval(timer)), 1000);
}

for (const { name, engine, skipReason } of testEngines()) {
  if (engine === undefined) {
    test(`[${name}] skipped: ${skipReason}`, (t) => t.pass());
    continue;
  }
  let listener: RestListener | undefined;
  test.before(async () => {
    listener = await listenSurface(surface, '127.0.0.1', 0, engine);
  });
  test.after.always(() => listener?.close());
  const closedAfterAboutTen = test.macro(async (t, drive: (socket: Socket) => void, statuses: string[]) => {
    const result = await until(listener!.port, drive);
    t.true(result.seconds >= 9.5 && result.seconds <= 14, `closed after ${result.seconds} s`);
    t.deepEqual(result.statuses, statuses);
  });
  test(`[${name}] a connection that sends nothing`, closedAfterAboutTen, () => undefined, []);
  test(
    `[${name}] an idle keep-alive connection`,
    closedAfterAboutTen,
    (socket) => socket.write('GET /now HTTP/1.1\r\nHost: x\r\n\r\n'),
    ['HTTP/1.1 200'],
  );
  test(
    `[${name}] headers that never end`,
    closedAfterAboutTen,
    (socket) => {
      socket.write('GET /now HTTP/1.1\r\nHost: x\r\n');
      trickle(socket, 'X-Slow: 1\r\n');
    },
    [],
  );
  test(
    `[${name}] a body trickling in below 16 KiB/s`,
    closedAfterAboutTen,
    (socket) => {
      socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
      trickle(socket, 'x');
    },
    [],
  );
  test(`[${name}] an answer that takes longer than the timeout is still given`, async (t) => {
    const result = await until(listener!.port, (socket) =>
      socket.write('GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    t.deepEqual(result.statuses, ['HTTP/1.1 200']);
    t.true(result.seconds >= SLOW_ANSWER_MS / 1000);
  });
}
