import test from 'ava';
import { writePlainJson } from '../../../src/core/codec/json-plain.js';
import { AppError } from '../../../src/core/errors.js';
import { oauthAppJson, oauthAppListJson, renderAdminError } from '../../../src/gateway/rest/admin/render.js';
import { e1ArrayText, renderAlgodError } from '../../../src/gateway/rest/algod/render.js';
import type { RequestContext } from '../../../src/gateway/rest/engine.js';
import { NO_PARAMS } from '../../../src/gateway/rest/router.js';
import { plainToJson } from '../../../src/gateway/rest/json-tree.js';
import { renderKmdError } from '../../../src/gateway/rest/kmd/render.js';

const ctx = (query = ''): RequestContext => ({
  method: 'GET',
  path: '/',
  query: new URLSearchParams(query),
  headers: new Map(),
  params: NO_PARAMS,
  body: Buffer.alloc(0),
});

const MAX = '18446744073709551615';

test('algod errors: {"data"?,"message"} E1 with sorted data keys, HTML-escaped, newline-terminated', (t) => {
  const states = [{ stack: [2n ** 64n - 1n], logs: [Buffer.from('hi')] }];
  const data = { pc: 3, 'group-index': 0, 'eval-states': states, gone: undefined };
  const error = new AppError('ALGOD_BAD_PARAMETER', 'bad <input> & more', { data });
  const reply = renderAlgodError(error, ctx());
  t.is(reply.status, 400);
  t.deepEqual(reply.headers, [['Content-Type', 'application/json']]);
  t.is(
    reply.body,
    `{"data":{"eval-states":[{"logs":["aGk="],"stack":[${MAX}]}],"group-index":0,"pc":3},` +
      '"message":"bad \\u003cinput\\u003e \\u0026 more"}\n',
  );
  const pretty = renderAlgodError(new AppError('ALGOD_BAD_PARAMETER', 'x'), ctx('pretty'));
  t.is(pretty.body, '{\n  "message": "x"\n}\n');
});

test('algod errors: codes upstream answers with ctx.String are text/plain', (t) => {
  const reply = renderAlgodError(new AppError('ALGOD_ENDPOINT_NOT_IMPLEMENTED'), ctx());
  t.deepEqual(reply.headers, [['Content-Type', 'text/plain; charset=UTF-8']]);
  t.is(reply.body, new AppError('ALGOD_ENDPOINT_NOT_IMPLEMENTED').message);
});

test('algod arrays of messages: [] when empty, one element per line when pretty', (t) => {
  t.is(e1ArrayText(ctx(), 'algorun.algod.v2.BuildVersion', []), '[]\n');
  const build = { major: 1, minor: 2, build_number: 3, commit_hash: 'c', branch: 'b', channel: 'ch' };
  t.is(
    e1ArrayText(ctx('pretty'), 'algorun.algod.v2.BuildVersion', [build]),
    '[\n  {\n    "major": 1,\n    "minor": 2,\n    "build_number": 3,\n    "commit_hash": "c",\n' +
      '    "branch": "b",\n    "channel": "ch"\n  }\n]\n',
  );
});

test('kmd errors: pretty envelope, no HTML escaping, no trailing newline', (t) => {
  const reply = renderKmdError(new AppError('KMD_BAD_REQUEST_BODY', 'a <b> & c'));
  t.is(reply.status, 400);
  t.is(reply.body, '{\n  "error": true,\n  "message": "a <b> & c"\n}');
});

test('admin app: fixed key order, null website/trusted, exact id, compact and not HTML-escaped', (t) => {
  const app = {
    id: MAX,
    name: 'a<b>&c',
    client_id: 'id',
    client_secret: 's',
    redirect_uri: 'urn:ietf:wg:oauth:2.0:oob',
    website: '',
    scopes: [],
  };
  const expected =
    `{"id":${MAX},"name":"a<b>&c","client_id":"id","client_secret":"s",` +
    '"redirect_uri":"urn:ietf:wg:oauth:2.0:oob","website":null,"trusted":null}';
  t.is(oauthAppJson(app), expected);
  t.is(
    oauthAppJson({ ...app, website: 'https://x', trusted: false }),
    expected.replace('"website":null,"trusted":null', '"website":"https://x","trusted":false'),
  );
  t.is(oauthAppListJson([], '0', '50'), '{"apps":[],"count":0,"page_size":50}');
  t.is(oauthAppListJson([app], '1', '50'), `{"apps":[${expected}],"count":1,"page_size":50}`);
  t.throws(() => oauthAppJson({ ...app, id: '' }), { message: 'not an integer: ' });
});

test('admin errors: sorted keys inside data, error first', (t) => {
  const error = new AppError('GATEWAY_BAD_REQUEST', 'name - bad.', {
    data: { errors: [{ title: 'Invalid value', source: { pointer: '/name' }, message: 'bad' }] },
  });
  t.is(
    renderAdminError(error).body,
    '{"error":"name - bad.","errors":[{"message":"bad","source":{"pointer":"/name"},"title":"Invalid value"}]}',
  );
});

test('plain JSON trees: sorted keys, undefined dropped, unprintable values become null, __proto__ kept as a key', (t) => {
  const data = JSON.parse('{"__proto__":{"x":1}}') as Record<string, unknown>;
  const tree = plainToJson({ b: [undefined, NaN, Infinity, () => 1], a: data, c: undefined });
  t.is(writePlainJson(tree), '{"a":{"__proto__":{"x":1}},"b":[null,null,null,null]}');
  t.is(Object.getPrototypeOf((tree as Record<string, object>)['a']), Object.prototype);
});

test('writePlainJson: layout and escaping options', (t) => {
  const value = { s: '<&>\u2028', n: [1, 2n ** 64n], bytes: Buffer.from([0xff]), empty: {}, none: [] };
  t.is(writePlainJson(value), '{"s":"<&>\\u2028","n":[1,18446744073709551616],"bytes":"/w==","empty":{},"none":[]}');
  t.is(writePlainJson({ s: '<' }, { html: true }), '{"s":"\\u003c"}');
  t.is(writePlainJson({ a: [1] }, { pretty: true }), '{\n  "a": [\n    1\n  ]\n}');
  t.throws(() => writePlainJson({ n: NaN }), { message: 'cannot write NaN as JSON' });
});
