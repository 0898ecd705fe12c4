/**
 * POST /v2/teal/compile and /v2/teal/disassemble through algosdk and raw HTTP, and CompileTeal over gRPC
 * (unary and many in one ExecuteBatch). Expected bytes follow docs/spec/teal.md §3 (fixtures quoted there).
 */
import test from 'ava';
import algosdk from 'algosdk';
import { clients, metadata, unary } from '../../helpers/grpc.js';
import { TOKEN } from '../../helpers/server.js';
import { startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const auth = { 'X-Algo-API-Token': TOKEN };

async function post(path: string, body: string | Uint8Array): Promise<{ status: number; text: string }> {
  const r = await fetch(`${h.server.algod}${path}`, { method: 'POST', headers: auth, body });
  return { status: r.status, text: await r.text() };
}

test('algosdk compile: result and program address match upstream fixture', async (t) => {
  const r = await h.algod.compile('#pragma version 2\nint 1\n').do();
  t.is(r.result, 'AiABASI=');
  t.is(r.hash, 'YOE6C22GHCTKAN3HU4SE5PGIPN5UKXAJTXCQUPJ3KKF5HOAH646MKKCPDA');
  t.is(r.sourcemap, undefined, 'no source map unless asked');
});

test('compile with sourcemap=true adds the map in upstream key order', async (t) => {
  const r = await post('/v2/teal/compile?sourcemap=true', '#pragma version 2\nint 1\n');
  t.is(r.status, 200);
  // pc 4 (after the version byte and the intcblock) maps to line 1, column 0. `<` and `>` are escaped as Go's
  // encoder escapes them.
  t.is(
    r.text,
    '{"hash":"YOE6C22GHCTKAN3HU4SE5PGIPN5UKXAJTXCQUPJ3KKF5HOAH646MKKCPDA","result":"AiABASI=",' +
      '"sourcemap":{"version":3,"sources":["\\u003cbody\\u003e"],"names":[],"mappings":";;;;AACA"}}\n',
  );
  const sdk = await h.algod.compile('#pragma version 8\nint 8\n').sourcemap(true).do();
  t.is(sdk.result, 'CIEI');
  // algosdk keeps the map as an UntypedValue wrapping a Map of its keys.
  const map = (sdk.sourcemap as unknown as { data: Map<string, unknown> } | undefined)?.data;
  t.is(map?.get('mappings'), ';AACA');
  t.deepEqual(map?.get('sources'), ['<body>']);
});

test('assembly errors answer 400 with upstream report text', async (t) => {
  const one = await post('/v2/teal/compile', 'int "test"');
  t.is(one.status, 400);
  // Upstream quotes the token with %#v, and the token includes its quotes.
  t.deepEqual(JSON.parse(one.text), { message: '1 error: 1:4: unable to parse "\\"test\\"" as integer\n' });
  const empty = await post('/v2/teal/compile', '  \n');
  t.deepEqual(JSON.parse(empty.text), { message: '1 error: 0: Cannot assemble empty program text\n' });
  const two = await post('/v2/teal/compile', 'foo\nbar\n');
  t.is(two.status, 400);
  t.deepEqual(JSON.parse(two.text), { message: '1: unknown opcode: foo\n2: unknown opcode: bar\n' });
  const err = await t.throwsAsync(h.algod.compile('#pragma version 99').do());
  t.regex(err?.message ?? '', /unsupported version: 99/);
});

test('compile bodies over 100000 bytes answer 400 (seed limit); a UTF-8 source keeps its characters', async (t) => {
  const big = await post('/v2/teal/compile', `int 1\n${'//'.padEnd(100_000, 'x')}`);
  t.is(big.status, 400);
  t.deepEqual(JSON.parse(big.text), { message: 'http: request body too large' });
  const utf8 = await post('/v2/teal/compile', '#pragma version 8\nbyte "héllo"\nlen\n');
  t.is(utf8.status, 200);
  const bad = await post('/v2/teal/compile', 'int ü');
  t.deepEqual(JSON.parse(bad.text), { message: '1 error: 1:4: unable to parse "ü" as integer\n' });
});

test('algosdk disassemble, and a compile/disassemble round trip', async (t) => {
  const r = await h.algod.disassemble(new Uint8Array([8, 0x81, 8])).do();
  t.is(r.result, '#pragma version 8\npushint 8\n');
  const source = '#pragma version 6\ntxn Sender\nglobal ZeroAddress\n!=\nassert\nint 1\nreturn\n';
  const compiled = await h.algod.compile(source).do();
  const program = new Uint8Array(Buffer.from(compiled.result, 'base64'));
  const text = (await h.algod.disassemble(program).do()).result;
  const again = await h.algod.compile(text).do();
  t.is(again.result, compiled.result);
  const bad = await post('/v2/teal/disassemble', new Uint8Array([1, 0xff]));
  t.is(bad.status, 400);
  t.regex(JSON.parse(bad.text).message, /illegal opcode|invalid opcode/);
});

test('a compiled logic sig signs a payment that algosdk accepts as the same address', async (t) => {
  const r = await h.algod.compile('#pragma version 8\nint 1\nreturn\n').do();
  const lsig = new algosdk.LogicSigAccount(new Uint8Array(Buffer.from(r.result, 'base64')));
  t.is(lsig.address().toString(), r.hash);
});

test('gRPC CompileTeal, and many compiles in one ExecuteBatch each answered in order', async (t) => {
  const { algod } = clients(h.server.grpc);
  const md = metadata({ 'x-algo-api-token': TOKEN });
  try {
    const one = await unary<{ hash: string; result: Buffer }>(
      algod,
      'CompileTeal',
      { source: Buffer.from('#pragma version 2\nint 1\n'), sourcemap: false },
      md,
    );
    t.is(Buffer.from(one.result).toString('base64'), 'AiABASI=');
    const calls = Array.from({ length: 24 }, (_, i) => ({
      compile_teal: { source: Buffer.from(i === 5 ? 'nope' : `#pragma version 8\nint ${i}\n`) },
    }));
    type Reply = { compile_teal?: { result: Buffer }; error?: { message: string } | null };
    const r = await unary<{ replies: Reply[] }>(algod, 'ExecuteBatch', { calls }, md);
    t.is(r.replies.length, 24);
    r.replies.forEach((reply, i) => {
      if (i === 5) t.regex(reply.error?.message ?? '', /unknown opcode: nope/);
      else t.deepEqual([...Buffer.from(reply.compile_teal!.result)], [8, 0x81, i]);
    });
  } finally {
    algod.close();
  }
});
