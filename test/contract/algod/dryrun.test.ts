/**
 * POST /v2/teal/dryrun end to end: JSON bodies (exact response text), msgpack bodies sent as js-algorand-sdk did
 * (Content-Type text/plain, Account models from the node itself, as createDryrun gathered them), the error paths,
 * and DryrunTeal over gRPC. algosdk 3.8 no longer has createDryrun/dryrun, so the SDK's wire form is rebuilt from
 * its models.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { decodeMsgpackValue, encodeMsgpackValue, type MsgpackValue } from '../../../src/core/codec/msgpack.js';
import { PROTOCOL_V42 } from '../../../src/core/ledger/consensus.js';
import { clients, metadata, unary } from '../../helpers/grpc.js';
import { TOKEN } from '../../helpers/server.js';
import { appCall, jsonBody, payment, SENDER, signedBytes } from '../../core/ledger/dryrun/fixtures.js';
import { compileTeal, startAlgod, type AlgodHarness } from './harness.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

async function post(
  body: string | Uint8Array,
  type = 'application/json',
  query = '',
): Promise<{ status: number; text: string }> {
  const headers = { 'X-Algo-API-Token': TOKEN, 'Content-Type': type };
  const r = await fetch(`${h.server.algod}/v2/teal/dryrun${query}`, { method: 'POST', headers, body });
  return { status: r.status, text: await r.text() };
}

test('JSON body: logic sig from source, exact response text', async (t) => {
  const body = jsonBody({
    txns: [signedBytes(payment())],
    sources: [{ 'field-name': 'lsig', source: '#pragma version 2\nint 1', 'txn-index': 0, 'app-index': 0 }],
  });
  const r = await post(body);
  t.is(r.status, 200);
  const lines = '["#pragma version 2","intcblock 1","intc_0 // 1",""]';
  const trace =
    '[{"line":1,"pc":1,"stack":[]},{"line":2,"pc":4,"stack":[]},{"line":3,"pc":5,"stack":[{"bytes":"","type":2,"uint":1}]}]';
  t.is(
    r.text,
    `{"error":"","protocol-version":"${PROTOCOL_V42}","txns":[{"disassembly":${lines},` +
      `"logic-sig-disassembly":${lines},"logic-sig-messages":["PASS"],"logic-sig-trace":${trace}}]}\n`,
  );
});

test('msgpack body as the SDK sent it: node Account models, app create with globalwrite', async (t) => {
  const approval = await compileTeal(
    h.algod,
    '#pragma version 2\nbyte "intkey"\nint 11\napp_global_put\nbyte "byteskey"\nbyte "test"\napp_global_put\nint 1',
  );
  const sender = h.funded[0]!.addr;
  const info = await h.algod.accountInformation(sender).do();
  const sp = await h.algod.getTransactionParams().do();
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender,
    approvalProgram: approval,
    clearProgram: approval,
    numGlobalInts: 1,
    numGlobalByteSlices: 1,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: 0,
    suggestedParams: sp,
  });
  const app = new Map<string, MsgpackValue>([
    ['id', 1380011588n],
    [
      'params',
      new Map<string, MsgpackValue>([
        ['creator', sender],
        ['approval-program', approval],
        ['clear-state-program', approval],
        [
          'global-state-schema',
          new Map([
            ['num-uint', 1n],
            ['num-byte-slice', 1n],
          ]),
        ],
      ]),
    ],
  ]);
  const request = new Map<string, MsgpackValue>([
    ['accounts', [decodeMsgpackValue(algosdk.encodeMsgpack(info)).value]],
    ['apps', [app]],
    ['latest-timestamp', 0n],
    ['protocol-version', ''],
    ['round', 0n],
    ['sources', []],
    ['txns', [decodeMsgpackValue(signedBytes(txn)).value]],
  ]);
  const r = await post(encodeMsgpackValue(request), 'text/plain');
  t.is(r.status, 200, r.text);
  const json = JSON.parse(r.text);
  const result = json.txns[0];
  t.deepEqual(result['app-call-messages'], ['ApprovalProgram', 'PASS']);
  t.deepEqual(result['global-delta'], [
    { key: 'Ynl0ZXNrZXk=', value: { action: 1, bytes: 'dGVzdA==' } },
    { key: 'aW50a2V5', value: { action: 2, uint: 11 } },
  ]);
  t.is(result['budget-added'], 0);
  t.is(result['budget-consumed'], 9);
  t.is(result.disassembly[0], '#pragma version 2');
  t.is(json['protocol-version'], PROTOCOL_V42);
});

test('a transaction that is neither lsig nor app call has disassembly null', async (t) => {
  const r = await post(jsonBody({ txns: [signedBytes(payment())] }));
  t.is(r.text, `{"error":"","protocol-version":"${PROTOCOL_V42}","txns":[{"disassembly":null}]}\n`);
});

test('request errors: size limit, protocol, decoding; source errors answer 200 with error', async (t) => {
  const big = await post(new Uint8Array(100_001));
  t.is(big.status, 400);
  t.deepEqual(JSON.parse(big.text), { message: 'http: request body too large' });
  const proto = await post('{"protocol-version":"future"}');
  t.is(proto.status, 400);
  t.deepEqual(JSON.parse(proto.text), { message: 'unsupported protocol version' });
  const garbage = await post('not a request');
  t.is(garbage.status, 400);
  t.regex(JSON.parse(garbage.text).message, /^failed to decode object: /);
  const bad = await post(
    jsonBody({ txns: [signedBytes(payment())], sources: [{ 'field-name': 'x', source: 'int 1' }] }),
  );
  t.is(bad.status, 200);
  t.is(
    bad.text,
    `{"error":"dryrun Source[0]: bad field name \\"x\\"","protocol-version":"${PROTOCOL_V42}","txns":null}\n`,
  );
  const pretty = await post(jsonBody({ txns: [], apps: [{ id: 3 }] }), 'application/json', '?pretty');
  t.deepEqual(JSON.parse(pretty.text), {
    error: 'application 3 does not have params set',
    'protocol-version': PROTOCOL_V42,
    txns: null,
  });
  t.true(pretty.text.endsWith('\n  "txns": null\n}\n'));
  const empty = await post(jsonBody({ txns: [] }));
  t.is(JSON.parse(empty.text).txns.length, 0, 'no transactions and no error: an empty array');
});

test('gRPC DryrunTeal', async (t) => {
  const { algod } = clients(h.server.grpc);
  const body = jsonBody({
    txns: [signedBytes(appCall(0))],
    apps: [{ id: 5000, params: { creator: SENDER, 'approval-program': 'AiABACI=' } }],
  });
  type Reply = {
    error: string;
    protocol_version: string;
    txns: { app_call_messages: string[]; budget_consumed?: string }[];
  };
  const r = await unary<Reply>(
    algod,
    'DryrunTeal',
    { request: Buffer.from(body) },
    metadata({ 'x-algo-api-token': TOKEN }),
  );
  t.is(r.error, '');
  t.deepEqual(r.txns[0]!.app_call_messages, ['ApprovalProgram', 'REJECT']);
  t.is(r.txns[0]!.budget_consumed, '2');
});
