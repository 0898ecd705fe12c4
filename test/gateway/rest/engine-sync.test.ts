/**
 * The REST engine's two ways to answer a request without a body: a handler returning a Reply is answered inside
 * the uWS callback, one returning a promise after it settles. Both must put the same bytes on the wire (status,
 * headers, body), render a throw and a rejection alike, report the same thing to the observer, and a request whose
 * client went away before its promise settled is neither written nor reported, while the server keeps serving.
 * Every test runs on both HTTP engines (uWS is skipped, saying why, where no native binary loads).
 */
import test from 'ava';
import { connect } from 'node:net';
import { AppError } from '../../../src/core/errors.js';
import type { Reply, RequestContext, Surface } from '../../../src/gateway/rest/engine.js';
import { listenSurface, type HttpEngine, type RestListener } from '../../../src/gateway/rest/listen.js';
import { Router } from '../../../src/gateway/rest/router.js';
import { testEngines } from '../../helpers/engines.js';

interface TestRoute {
  handle(ctx: RequestContext): Reply | Promise<Reply>;
}

const REPLY: Reply = {
  status: 201,
  headers: [
    ['Content-Type', 'application/json'],
    ['X-Extra', 'yes'],
  ],
  body: '{"ok":true}\n',
};

/** Resolvers of the pending `/held` requests, in arrival order. */
const held: ((reply: Reply) => void)[] = [];
const observed: string[] = [];

function echoReply(ctx: RequestContext): Reply {
  return { ...REPLY, body: `{"id":"${ctx.params.get('id')}","q":"${ctx.query.get('q') ?? ''}"}\n` };
}

const router = new Router<TestRoute>()
  .add('GET', '/now', { handle: () => REPLY })
  .add('GET', '/later', { handle: () => Promise.resolve(REPLY) })
  .add('GET', '/now/{id}', { handle: echoReply })
  .add('GET', '/later/{id}', { handle: (ctx) => Promise.resolve(echoReply(ctx)) })
  .add('GET', '/throws', {
    handle: () => {
      throw new AppError('GATEWAY_NOT_FOUND', 'thrown');
    },
  })
  .add('GET', '/rejects', { handle: () => Promise.reject(new AppError('GATEWAY_NOT_FOUND', 'thrown')) })
  .add('GET', '/held', { handle: () => new Promise<Reply>((resolve) => held.push(resolve)) });

const surface: Surface<TestRoute> = {
  router,
  normalisePath: (path) => path,
  preflight: () => undefined,
  commonHeaders: (ctx) => (ctx.headers.has('origin') ? [['Vary', 'Origin']] : []),
  notFound: () => ({ status: 404, body: '' }),
  methodNotAllowed: () => ({ status: 405, body: '' }),
  authorize: (_route, ctx) => (ctx.headers.get('x-token') === 'no' ? new AppError('GATEWAY_UNAUTHORIZED') : undefined),
  bodyLimitBytes: () => 1024,
  bodyViewsOutliveRequest: false,
  handle: (route, ctx) => route.handle(ctx),
  renderError: (error) => ({
    status: error.httpStatus,
    headers: [['Content-Type', 'application/json']],
    body: `{"message":"${error.message}"}\n`,
  }),
};

for (const { name, engine, skipReason } of testEngines()) {
  if (engine === undefined) test(`[${name}] skipped: ${skipReason}`, (t) => t.pass());
  else suite(name, engine);
}

function suite(name: string, engine: HttpEngine): void {
  let listener: RestListener;
  let base: string;
  test.before(async () => {
    listener = await listenSurface(surface, '127.0.0.1', 0, engine, {
      answered: (ctx, pattern, status) => observed.push(`${ctx.method} ${pattern ?? '-'} ${status}`),
    });
    base = `http://127.0.0.1:${listener.port}`;
  });
  test.after.always(() => listener?.close());

  /** The raw response of a GET without its Date header (the one line that may differ between two answers). */
  function rawGet(path: string, extraHeaders = ''): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(listener.port, '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n${extraHeaders}Connection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(text.replace(/^Date: .*\r\n/im, '')));
    });
  }

  test.serial(`[${name}] a ready reply and a promised one put the same bytes on the wire`, async (t) => {
    const pairs: [string, string, string?][] = [
      ['/now', '/later'],
      ['/now', '/later', 'Origin: http://example\r\n'],
      ['/now/a%20b?q=1', '/later/a%20b?q=1'],
      ['/throws', '/rejects'],
      ['/now', '/later', 'X-Token: no\r\n'],
    ];
    for (const [now, later, headers] of pairs) {
      const [a, b] = [await rawGet(now, headers), await rawGet(later, headers)];
      t.is(a, b, `${now} vs ${later}`);
      t.regex(a, /^HTTP\/1\.1 \d{3} /);
    }
    t.regex(await rawGet('/now'), /^HTTP\/1\.1 201 Created\r\n[\s\S]*X-Extra: yes\r\n[\s\S]*\r\n\r\n\{"ok":true\}\n$/);
    t.regex(await rawGet('/throws'), /^HTTP\/1\.1 404 [\s\S]*\{"message":"thrown"\}\n$/);
  });

  test.serial(`[${name}] the observer sees both paths alike`, async (t) => {
    observed.length = 0;
    const r1 = await fetch(`${base}/now/x`);
    const r2 = await fetch(`${base}/later/x`);
    const r3 = await fetch(`${base}/throws`);
    const r4 = await fetch(`${base}/rejects`);
    t.deepEqual([r1.status, r2.status, r3.status, r4.status], [201, 201, 404, 404]);
    t.deepEqual(observed, ['GET /now/{id} 201', 'GET /later/{id} 201', 'GET /throws 404', 'GET /rejects 404']);
  });

  for (const pipelined of [1, 2]) {
    const requests = pipelined === 1 ? 'its promise settles' : 'two pipelined promises settle';
    test.serial(`[${name}] a client gone before ${requests} gets nothing written and is not reported`, async (t) => {
      observed.length = 0;
      held.length = 0;
      const request = 'GET /held HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(pipelined);
      const socket = connect(listener.port, '127.0.0.1', () => socket.write(request));
      // uWS may close it first: it drops a connection that pipelines behind a pending answer.
      const closed = new Promise((resolve) => socket.once('close', resolve));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      while (held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      socket.destroy();
      await closed;
      // The server learns of the close on its next turns; a later request on a new connection proves it has run them.
      t.is((await fetch(`${base}/now`)).status, 201);
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const resolve of held) resolve(REPLY);
      t.is((await fetch(`${base}/now`)).status, 201);
      t.is(received, '');
      t.deepEqual(observed, ['GET /now 201', 'GET /now 201']);
    });
  }

  test.serial(`[${name}] a client that closes right after sending does not disturb the ready path`, async (t) => {
    for (let i = 0; i < 20; i++) {
      const socket = connect(listener.port, '127.0.0.1', () => {
        socket.write('GET /now HTTP/1.1\r\nHost: x\r\n\r\n');
        socket.destroy();
      });
      await new Promise((resolve) => socket.once('close', resolve));
    }
    t.is(await (await fetch(`${base}/now`)).text(), '{"ok":true}\n');
  });
}
