/**
 * POST /v2/transactions/simulate refusals (raw fetch) with upstream's statuses and texts, the JSON request form,
 * and gRPC SimulateTransactions refusing the same requests with the same reasons.
 */
import test from 'ava';
import algosdk from 'algosdk';
import * as grpc from '@grpc/grpc-js';
import { renderE2 } from '../../../src/core/codec/json-codec.js';
import { decodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { signedTxnSchema } from '../../../src/core/txn/schemas.js';
import { clients, metadata, unary, unaryError } from '../../helpers/grpc.js';
import { params, startAlgod, TOKEN, type AlgodHarness } from './harness.js';
import { request } from './simulate-programs.js';

let h: AlgodHarness;
let payment: algosdk.Transaction;

test.before(async () => {
  h = await startAlgod();
  const [a] = h.funded;
  payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a!.addr,
    receiver: a!.addr,
    amount: 0,
    suggestedParams: await params(h.algod),
  });
});
test.after.always(async () => {
  await h?.close();
});

async function post(
  body: Uint8Array | string,
  query = '',
  token: string | null = TOKEN,
): Promise<{ status: number; json: any }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/msgpack' };
  if (token !== null) headers['X-Algo-API-Token'] = token;
  const r = await fetch(`${h.server.algod}/v2/transactions/simulate${query}`, { method: 'POST', headers, body });
  const text = await r.text();
  return { status: r.status, json: text.startsWith('{') ? JSON.parse(text) : text };
}

const msgpack = (value: unknown): Uint8Array => algosdk.msgpackRawEncode(value);
const encoded = (r: algosdk.modelsv2.SimulateRequest): Uint8Array => algosdk.encodeMsgpack(r);

function signedPayment(): Uint8Array {
  return payment.signTxn(h.funded[0]!.sk);
}

const cases: {
  name: string;
  body: () => Uint8Array | string;
  query?: string;
  status: number;
  message: RegExp | string;
}[] = [
  { name: 'empty body', body: () => '', status: 400, message: /^failed to decode object: / },
  {
    name: 'truncated msgpack',
    body: () => encoded(request([payment], h.funded[0]!.sk)).slice(0, 40),
    status: 400,
    message: /^failed to decode object: /,
  },
  { name: 'wrong type (JSON)', body: () => '{"txn-groups": 5}', status: 400, message: /^failed to decode object: / },
  {
    name: 'wrong type (msgpack)',
    body: () => msgpack({ round: 'soon' }),
    status: 400,
    message: /^failed to decode object: /,
  },
  {
    name: 'unknown key',
    body: () => '{"txn-groups": [], "allow-everything": true}',
    status: 400,
    message: /^failed to decode object: .*allow-everything/,
  },
  { name: 'huge body', body: () => new Uint8Array(1_000_001), status: 400, message: 'http: request body too large' },
  { name: 'no group', body: () => '{}', status: 400, message: 'expected 1 transaction group, got 0' },
  { name: 'empty group', body: () => '{"txn-groups": [{"txns": []}]}', status: 400, message: 'empty txgroup' },
  {
    name: 'two groups',
    body: () =>
      msgpack({
        'txn-groups': [
          { txns: [algosdk.msgpackRawDecode(signedPayment())] },
          { txns: [algosdk.msgpackRawDecode(signedPayment())] },
        ],
      }),
    status: 400,
    message: 'expected 1 transaction group, got 2',
  },
  {
    name: 'oversized group',
    body: () => msgpack({ 'txn-groups': [{ txns: new Array(17).fill(algosdk.msgpackRawDecode(signedPayment())) }] }),
    status: 400,
    message: 'transaction group size 17 exceeds protocol max 16',
  },
  {
    name: 'fix-signers alone',
    body: () => encoded(request([payment], undefined, { fixSigners: true })),
    status: 400,
    message: 'FixSigners requires AllowEmptySignatures to be enabled',
  },
  {
    name: 'extra budget over the limit',
    body: () => encoded(request([payment], h.funded[0]!.sk, { extraOpcodeBudget: 320_001 })),
    status: 400,
    message: 'extra budget 320001 > simulation extra budget limit 320000',
  },
  {
    name: 'scratch tracing without enable',
    body: () =>
      encoded(
        request([payment], h.funded[0]!.sk, {
          execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({ scratchChange: true }),
        }),
      ),
    status: 400,
    message: 'basic trace must be enabled when enabling scratch slot change tracing',
  },
  {
    name: 'a future round',
    body: () => encoded(request([payment], h.funded[0]!.sk, { round: 1_000_000n })),
    status: 500,
    message: /^ledger does not have entry 1000000 \(latest \d+, committed \d+\)$/,
  },
  {
    name: 'a bad signature',
    body: () => {
      const stxn = algosdk.decodeSignedTransaction(signedPayment());
      const sig = new Uint8Array(stxn.sig!);
      sig[0]! ^= 1;
      const bad = new algosdk.SignedTransaction({ txn: stxn.txn, sig });
      return algosdk.encodeMsgpack(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: [bad] })],
        }),
      );
    },
    status: 500,
    message: "At least one signature didn't pass verification",
  },
  {
    name: 'bad format',
    body: () => encoded(request([payment], h.funded[0]!.sk)),
    query: '?format=xml',
    status: 400,
    message: 'failed to parse the format option',
  },
  {
    name: 'bad body wins over bad format',
    body: () => '{}',
    query: '?format=xml',
    status: 400,
    message: 'expected 1 transaction group, got 0',
  },
];

for (const c of cases) {
  test(`REST: ${c.name}`, async (t) => {
    const { status, json } = await post(c.body(), c.query ?? '');
    t.is(status, c.status);
    if (typeof c.message === 'string') t.is(json.message, c.message);
    else t.regex(json.message, c.message);
  });
}

test('REST: no token is 401', async (t) => {
  const { status } = await post(encoded(request([payment], h.funded[0]!.sk)), '', null);
  t.is(status, 401);
});

test('REST: a JSON request with codec-JSON transactions, JSON and msgpack answers', async (t) => {
  const stxn = renderE2(signedTxnSchema, decodeMsgpack(signedTxnSchema, payment.signTxn(h.funded[0]!.sk)));
  const body = `{"txn-groups": [{"txns": [${stxn}]}]}`;
  const asJson = await post(body);
  t.is(asJson.status, 200);
  t.is(asJson.json['txn-groups'][0]['txn-results'][0]['txn-result']['pool-error'], '');
  t.is(asJson.json['txn-groups'][0]['failure-message'], undefined);
  const r = await fetch(`${h.server.algod}/v2/transactions/simulate?format=msgpack`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': TOKEN },
    body,
  });
  t.is(r.headers.get('content-type'), 'application/msgpack');
  const decoded = algosdk.decodeMsgpack(new Uint8Array(await r.arrayBuffer()), algosdk.modelsv2.SimulateResponse);
  t.is(decoded.version, 2);
});

const md = (): grpc.Metadata => metadata({ 'x-algo-api-token': TOKEN });

for (const c of cases.filter((c) => c.query === undefined)) {
  test(`gRPC: ${c.name} is refused with the same reason`, async (t) => {
    const { algod } = clients(h.server.grpc);
    const body = c.body();
    const error = await unaryError(
      algod,
      'SimulateTransactions',
      { request: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body) },
      md(),
    );
    t.is(error.code, c.status === 400 ? grpc.status.INVALID_ARGUMENT : grpc.status.INTERNAL);
    if (typeof c.message === 'string') t.is(error.details, c.message);
    else t.regex(error.details, c.message);
  });
}

test('gRPC: a simulation answers in the requested encoding', async (t) => {
  const { algod } = clients(h.server.grpc);
  const body = Buffer.from(encoded(request([payment], h.funded[0]!.sk)));
  const json = await unary<{ simulate_response: Buffer }>(algod, 'SimulateTransactions', { request: body }, md());
  t.is(JSON.parse(json.simulate_response.toString()).version, 2);
  const packed = await unary<{ simulate_response: Buffer }>(
    algod,
    'SimulateTransactions',
    { request: body, format: 'RESPONSE_FORMAT_MSGPACK' },
    md(),
  );
  const decoded = algosdk.decodeMsgpack(new Uint8Array(packed.simulate_response), algosdk.modelsv2.SimulateResponse);
  t.is(decoded.txnGroups[0]!.txnResults.length, 1);
});

test('REST: tracing needs the developer API; simulate itself does not', async (t) => {
  const other = await startAlgod(['--no-developer-api']);
  try {
    const [a] = other.funded;
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a!.addr,
      receiver: a!.addr,
      amount: 0,
      suggestedParams: await params(other.algod),
    });
    const post = (r: algosdk.modelsv2.SimulateRequest): Promise<Response> =>
      fetch(`${other.server.algod}/v2/transactions/simulate`, {
        method: 'POST',
        headers: { 'X-Algo-API-Token': TOKEN },
        body: encoded(r),
      });
    const plain = await post(request([txn], a!.sk));
    t.is(plain.status, 200);
    const traced = await post(
      request([txn], a!.sk, { execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({ enable: true }) }),
    );
    t.is(traced.status, 400);
    t.is(
      ((await traced.json()) as { message: string }).message,
      'the local configuration of the node has `EnableDeveloperAPI` turned off, while requesting for execution trace',
    );
  } finally {
    await other.close();
  }
});

test('group structure: a missing or inconsistent group ID names a transaction (200), an incomplete group none (400)', async (t) => {
  const [a] = h.funded;
  const sp = await params(h.algod);
  const make = (amount: number): algosdk.Transaction =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a!.addr,
      receiver: a!.addr,
      amount,
      suggestedParams: sp,
    });
  const ungrouped = await h.algod.simulateTransactions(request([make(1), make(2)], a!.sk)).do();
  t.is(
    ungrouped.txnGroups[0]!.failureMessage,
    'transactionGroup: [0] had zero Group but was submitted in a group of 2',
  );
  t.deepEqual(ungrouped.txnGroups[0]!.failedAt, [0]);
  const [x] = algosdk.assignGroupID([make(3), make(4)]);
  const [, y] = algosdk.assignGroupID([make(5), make(6)]);
  const mixed = await h.algod.simulateTransactions(request([x!, y!], a!.sk)).do();
  t.regex(mixed.txnGroups[0]!.failureMessage ?? '', /^transactionGroup: inconsistent group values: /);
  t.deepEqual(mixed.txnGroups[0]!.failedAt, [1]);
  const [p, q] = algosdk.assignGroupID([make(7), make(8), make(9)]);
  const { status, json } = await post(encoded(request([p!, q!], a!.sk)));
  t.is(status, 400);
  t.regex(json.message, /^transactionGroup: incomplete group: /);
});
