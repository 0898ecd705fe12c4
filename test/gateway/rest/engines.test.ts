/**
 * The two HTTP engines answer alike: one table of raw requests against a small surface served by each engine, and
 * for every case the same status, body, headers that matter (Content-Type, Content-Length, Allow, CORS,
 * `Connection: close`), no chunked framing, and the same decision to close the connection. Runs without a store,
 * so it also runs on Node versions the full server cannot start on yet. The uWS half is skipped, saying why, where
 * no native uWS binary loads; HTTP/1.0 is the one difference (uWS 20.30 never answers it, docs/compat.md).
 */
import test from 'ava';
import { connect } from 'node:net';
import { AppError } from '../../../src/core/errors.js';
import type { Reply, RequestContext, Surface } from '../../../src/gateway/rest/engine.js';
import { listenSurface, type RestListener } from '../../../src/gateway/rest/listen.js';
import { Router } from '../../../src/gateway/rest/router.js';
import { testEngines } from '../../helpers/engines.js';
import { exchange, type Answer } from '../../helpers/raw-http.js';

interface Route {
  readonly isOpen: boolean;
  handle(ctx: RequestContext): Reply | Promise<Reply>;
}

const JSON_TYPE = ['Content-Type', 'application/json'] as const;
const echo = (ctx: RequestContext): Reply => ({
  status: 200,
  headers: [['Content-Type', ctx.headers.get('content-type') ?? 'application/octet-stream']],
  body: ctx.body,
});
const router = new Router<Route>()
  .add('GET', '/json', { isOpen: true, handle: () => ({ status: 200, headers: [JSON_TYPE], body: '{"ok":true}\n' }) })
  .add('GET', '/later', {
    isOpen: true,
    handle: () => Promise.resolve({ status: 201, headers: [JSON_TYPE], body: '1' }),
  })
  .add('GET', '/secret', { isOpen: false, handle: () => ({ status: 200, body: 'hidden' }) })
  .add('POST', '/echo', { isOpen: true, handle: echo })
  .add('DELETE', '/item', { isOpen: true, handle: () => Promise.resolve({ status: 204 }) });

const surface: Surface<Route> = {
  router,
  normalisePath: (path) => path,
  preflight: (ctx) => (ctx.method === 'OPTIONS' ? { status: 200, body: '' } : undefined),
  commonHeaders: (ctx) => {
    const origin = ctx.headers.get('origin');
    return origin === undefined
      ? []
      : [
          ['Access-Control-Allow-Origin', origin],
          ['Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS'],
        ];
  },
  notFound: () => ({ status: 404, headers: [['Content-Type', 'text/plain; charset=utf-8']], body: 'not found\n' }),
  methodNotAllowed: (_ctx, allow) => ({ status: 405, headers: [['Allow', allow.join(', ')]], body: '' }),
  authorize: (route, ctx) =>
    route.isOpen || ctx.headers.get('x-token') === 'secret' ? undefined : new AppError('GATEWAY_UNAUTHORIZED'),
  bodyLimitBytes: () => 64,
  bodyViewsOutliveRequest: false,
  handle: (route, ctx) => route.handle(ctx),
  renderError: (error) => ({
    status: error.httpStatus,
    headers: [JSON_TYPE],
    body: `{"message":"${error.message}"}\n`,
  }),
};

/** The headers compared; a Connection header counts only when it closes ("keep-alive" is node's addition). */
const COMPARED = ['content-type', 'content-length', 'allow', 'access-control-allow-origin', 'transfer-encoding'];
const isCompared = (name: string, value: string): boolean =>
  COMPARED.includes(name) || (name === 'connection' && value === 'close');

interface Case {
  readonly title: string;
  /** Raw request bytes, sent in parts (each after an answer to the previous part). */
  readonly parts: readonly string[];
  readonly answers: readonly Answer[];
  readonly closed: boolean;
  /** Why the uWS half does not run (an accepted difference). */
  readonly uwsSkip?: string;
}

const get = (path: string, extra = ''): string => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}\r\n`;
const post = (body: string, type: string, extra = ''): string =>
  `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\n${extra}\r\n${body}`;
/** An expected answer: its status, body, Content-Length from the body, a Content-Type when given, `extra` headers. */
const answer = (status: number, body: string, type?: string, extra: Record<string, string> = {}): Answer => ({
  status,
  headers: { ...(type === undefined ? {} : { 'content-type': type }), 'content-length': `${body.length}`, ...extra },
  body,
});
const json = (body: string, extra: Record<string, string> = {}): Answer => answer(200, body, 'application/json', extra);
const error = (status: number, message: string, extra: Record<string, string> = {}): Answer =>
  answer(status, `{"message":"${message}"}\n`, 'application/json', extra);
const OK = json('{"ok":true}\n');
const LATER = answer(201, '1', 'application/json');
const NOT_FOUND = answer(404, 'not found\n', 'text/plain; charset=utf-8');
const MSGPACK = String.fromCharCode(0x82, 0xa1, 0x61, 0x01, 0xa1, 0x62, 0xc4, 0x02, 0xff, 0x00);
const CLOSE = { connection: 'close' };

const CASES: readonly Case[] = [
  { title: 'GET', parts: [get('/json')], answers: [OK], closed: false },
  {
    title: 'GET answered after a promise',
    parts: [get('/later')],
    answers: [LATER],
    closed: false,
  },
  {
    title: 'POST with a JSON body',
    parts: [post('{"a":1}', 'application/json')],
    answers: [json('{"a":1}')],
    closed: false,
  },
  {
    title: 'POST with a msgpack body',
    parts: [post(MSGPACK, 'application/msgpack')],
    answers: [answer(200, MSGPACK, 'application/msgpack')],
    closed: false,
  },
  {
    title: 'POST with an empty body',
    parts: [post('', 'application/json')],
    answers: [json('')],
    closed: false,
  },
  {
    title: 'POST with a chunked body',
    parts: [
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
        '3\r\n{"a\r\n4\r\n":1}\r\n0\r\n\r\n',
    ],
    answers: [json('{"a":1}')],
    closed: false,
  },
  {
    title: '404',
    parts: [get('/nowhere')],
    answers: [NOT_FOUND],
    closed: false,
  },
  {
    title: '405 with Allow',
    parts: ['PUT /json HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'],
    answers: [answer(405, '', undefined, { allow: 'GET' })],
    closed: false,
  },
  {
    title: '401 before the body is read',
    parts: [get('/secret', 'X-Token: wrong\r\n')],
    answers: [error(401, 'Invalid API Token')],
    closed: false,
  },
  {
    title: 'authorised',
    parts: [get('/secret', 'X-Token: secret\r\n')],
    answers: [answer(200, 'hidden')],
    closed: false,
  },
  {
    title: '413 by Content-Length, connection closed',
    parts: [post('x'.repeat(100), 'application/json')],
    answers: [error(413, 'Request Entity Too Large', CLOSE)],
    closed: true,
  },
  {
    title: '413 by a chunked body, connection closed',
    parts: [`POST /echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n50\r\n${'x'.repeat(80)}\r\n0\r\n\r\n`],
    answers: [error(413, 'Request Entity Too Large', CLOSE)],
    closed: true,
  },
  {
    title: 'conflicting Content-Length: 400, connection closed',
    parts: ['POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
    answers: [error(400, 'conflicting Content-Length headers', CLOSE)],
    closed: true,
  },
  {
    title: 'Content-Length with Transfer-Encoding: dropped without an answer',
    parts: ['POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    answers: [],
    closed: true,
  },
  {
    title: 'OPTIONS preflight with CORS',
    parts: [`OPTIONS /json HTTP/1.1\r\nHost: x\r\nOrigin: http://app\r\n\r\n`],
    answers: [answer(200, '', undefined, { 'access-control-allow-origin': 'http://app' })],
    closed: false,
  },
  {
    title: 'CORS on a GET',
    parts: [get('/json', 'Origin: http://app\r\n')],
    answers: [json('{"ok":true}\n', { 'access-control-allow-origin': 'http://app' })],
    closed: false,
  },
  {
    title: '204 without a body or a length',
    parts: ['DELETE /item HTTP/1.1\r\nHost: x\r\n\r\n'],
    answers: [{ status: 204, headers: {}, body: '' }],
    closed: false,
  },
  {
    title: 'Expect: 100-continue',
    parts: [
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Expect: 100-continue\r\n\r\n',
      '{}',
    ],
    answers: [{ status: 100, headers: {}, body: '' }, json('{}')],
    closed: false,
  },
  {
    title: 'keep-alive: three requests on one connection',
    parts: [get('/json'), get('/later'), get('/nowhere')],
    answers: [OK, LATER, NOT_FOUND],
    closed: false,
  },
  {
    title: 'pipelined requests in one write',
    parts: [get('/json') + post('[1]', 'application/json') + get('/json')],
    answers: [OK, json('[1]'), OK],
    closed: false,
  },
  {
    title: 'HTTP/1.0 answered, connection closed',
    parts: ['GET /json HTTP/1.0\r\n\r\n'],
    answers: [json('{"ok":true}\n', CLOSE)],
    closed: true,
    uwsSkip: 'uWS 20.30 never answers HTTP/1.0 (docs/compat.md); --http-engine node does',
  },
];

for (const { name, engine, skipReason } of testEngines()) {
  if (engine === undefined) {
    test(`[${name}] every case skipped: ${skipReason}`, (t) => t.pass());
    continue;
  }
  let listener: RestListener | undefined;
  test.before(async () => {
    listener = await listenSurface(surface, '127.0.0.1', 0, engine);
  });
  test.after.always(() => listener?.close());
  for (const c of CASES) {
    const skip = name === 'uws' ? c.uwsSkip : undefined;
    if (skip !== undefined) {
      test(`[${name}] ${c.title}: skipped, ${skip}`, (t) => t.pass());
      continue;
    }
    test(`[${name}] ${c.title}`, async (t) => {
      const got = await exchange(listener!.port, c.parts, c.answers.length, isCompared);
      t.deepEqual(got.answers, c.answers);
      t.is(got.closed, c.closed, 'connection closed by the server');
    });
  }
  test(`[${name}] port 0 reports the bound port; close() ends open connections and refuses new ones`, async (t) => {
    const own = await listenSurface(surface, '127.0.0.1', 0, engine);
    t.true(own.port > 0);
    const socket = connect(own.port, '127.0.0.1');
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    socket.write('GET /json HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    own.close();
    own.close();
    await closed;
    const refused = await fetch(`http://127.0.0.1:${own.port}/json`).then(
      () => false,
      () => true,
    );
    t.true(refused);
  });
}
