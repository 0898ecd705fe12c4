import test from 'ava';
import algosdk from 'algosdk';
import { parseJson } from '../../../src/core/codec/json-parse.js';
import { keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';
import { encodeBlock, toSignedTxnInBlock, type Block, type BlockHeader } from '../../../src/core/txn/block.js';
import { signTransaction } from '../../../src/core/txn/signed.js';
import type { SignedTxnWithAD } from '../../../src/core/txn/types.js';
import {
  blockJson,
  pendingList,
  pendingListJson,
  pendingListMsgpack,
  pendingTransactionJson,
} from '../../../src/gateway/rest/algod/codec-body.js';
import { Rng, randomPair } from '../../core/txn/random-txn.js';

const M = algosdk.modelsv2;
const sender = algosdk.generateAccount();
const receiver = algosdk.generateAccount().addr;
const gh = new Uint8Array(32).fill(9);
const MAX = (1n << 64n) - 1n;

function payment(amount: bigint, note?: Uint8Array): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver,
    amount,
    ...(note === undefined ? {} : { note }),
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      firstValid: 11,
      lastValid: 1011,
      genesisID: 'dockernet-v1',
      genesisHash: gh,
      minFee: 1000,
    },
  });
}

const signed = (txn: algosdk.Transaction): algosdk.SignedTransaction =>
  algosdk.decodeSignedTransaction(txn.signTxn(sender.sk));
const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

test('pending record: upstream E2 text (sorted keys, 2-space indent, pool-error always, no trailing newline)', (t) => {
  const stxn = signed(payment(1000n));
  const bytes = algosdk.encodeMsgpack(
    new M.PendingTransactionResponse({ poolError: '', txn: stxn, confirmedRound: 12n }),
  );
  const expected = [
    '{',
    '  "confirmed-round": 12,',
    '  "pool-error": "",',
    '  "txn": {',
    `    "sig": "${b64(stxn.sig!)}",`,
    '    "txn": {',
    '      "amt": 1000,',
    '      "fee": 1000,',
    '      "fv": 11,',
    '      "gen": "dockernet-v1",',
    `      "gh": "${b64(gh)}",`,
    '      "lv": 1011,',
    `      "rcv": "${receiver.toString()}",`,
    `      "snd": "${sender.addr.toString()}",`,
    '      "type": "pay"',
    '    }',
    '  }',
    '}',
  ].join('\n');
  t.is(pendingTransactionJson(bytes), expected);
});

/** algosdk leaves `pool-error: ""` out; upstream (and we) always write it, at every level. */
function withPoolError(json: unknown): unknown {
  const o = json as { 'pool-error'?: string; 'inner-txns'?: unknown[] };
  const inner = o['inner-txns'];
  return { ...o, 'pool-error': o['pool-error'] ?? '', ...(inner ? { 'inner-txns': inner.map(withPoolError) } : {}) };
}

test('pending record with deltas, logs and inner transactions: algosdk decodes it back to the same record', (t) => {
  const inner = new M.PendingTransactionResponse({
    poolError: '',
    txn: new algosdk.SignedTransaction({ txn: payment(3n) }),
    applicationIndex: 99n,
    closingAmount: 4n,
  });
  const record = new M.PendingTransactionResponse({
    poolError: '',
    txn: signed(payment(MAX, new Uint8Array([1, 2, 3]))),
    confirmedRound: 2n ** 53n + 1n,
    closingAmount: MAX,
    senderRewards: 5n,
    applicationIndex: 77n,
    logs: [new Uint8Array([0xff, 0]), new Uint8Array(0)],
    globalStateDelta: [
      new M.EvalDeltaKeyValue({
        key: b64(Buffer.from('k')),
        value: new M.EvalDelta({ action: 1, bytes: b64(Buffer.from('v')) }),
      }),
    ],
    localStateDelta: [
      new M.AccountStateDelta({
        address: receiver.toString(),
        delta: [new M.EvalDeltaKeyValue({ key: 'aw==', value: new M.EvalDelta({ action: 2, uint: MAX }) })],
      }),
    ],
    innerTxns: [inner, inner],
  });
  const bytes = algosdk.encodeMsgpack(record);
  const text = pendingTransactionJson(bytes);
  t.deepEqual(parseJson(text), withPoolError(parseJson(algosdk.encodeJSON(record))) as never);
  const back = algosdk.decodeJSON(text, M.PendingTransactionResponse);
  t.deepEqual(Buffer.from(algosdk.encodeMsgpack(back)), Buffer.from(bytes));
  t.true(text.includes(`"closing-amount": ${MAX}`));
  t.true(text.includes(`"address": "${receiver.toString()}"`));
});

test('pending record: zero values the service wrote explicitly are omitted (recursive omitempty), pool-error kept', (t) => {
  const stxn = algosdk.msgpackRawDecode(algosdk.encodeMsgpack(signed(payment(1n))));
  const bytes = algosdk.msgpackRawEncode(
    new Map<string, unknown>([
      ['closing-amount', 0n],
      ['confirmed-round', 3n],
      ['logs', []],
      ['pool-error', 'transaction dropped <overflow>'],
      ['sender-rewards', 0n],
      ['txn', stxn],
    ]),
  );
  const text = pendingTransactionJson(bytes);
  const json = parseJson(text) as Record<string, unknown>;
  t.deepEqual(Object.keys(json), ['confirmed-round', 'pool-error', 'txn']);
  t.true(text.includes('"pool-error": "transaction dropped <overflow>"'), 'no HTML escaping in E2');
});

const key = keyPairFromSeed(Buffer.alloc(32, 4));

function block(): Block {
  const header: BlockHeader = {
    round: 12n,
    branch: Buffer.alloc(32, 1),
    seed: Buffer.alloc(32, 3),
    txnCommitment: Buffer.alloc(32, 4),
    sha256Commitment: Buffer.alloc(32, 5),
    timestamp: 1_700_000_000n,
    genesisId: 'dockernet-v1',
    genesisHash: gh,
    proposer: Buffer.alloc(32, 6),
    feeSink: Buffer.alloc(32, 7),
    rewardsPool: Buffer.alloc(32, 0xff),
    rewardsRecalculationRound: 500_000n,
    currentProtocol: 'future',
    txnCounter: MAX,
    stateProofTracking: new Map([[0n, { nextRound: 256n }]]),
    expiredParticipationAccounts: [Buffer.alloc(32, 8)],
  };
  const payset = Array.from({ length: 8 }, (_, i) => {
    const { ours } = randomPair(new Rng(500 + i));
    const txn = { ...ours, genesisHash: gh, genesisId: 'dockernet-v1' };
    const stxn: SignedTxnWithAD = signTransaction(txn, key.secretKey);
    if (i % 2 === 0) stxn.closingAmount = BigInt(i + 1);
    if (i % 3 === 0) {
      stxn.evalDelta = { logs: [Buffer.from('log')], globalDelta: new Map([['g', { action: 2, uint: 9n }]]) };
    }
    return toSignedTxnInBlock(stxn, header);
  });
  return { ...header, payset };
}

const cert = new algosdk.UntypedValue(
  new Map<string, algosdk.MsgpackEncodingData>([
    ['rnd', 12n],
    ['prop', new Map([['dig', new Uint8Array(32).fill(2)]])],
  ]),
);

test("block JSON equals algosdk's rendering of the same block, without the certificate", (t) => {
  const ours = block();
  const sdkBlock = algosdk.decodeMsgpack(encodeBlock(ours), algosdk.Block);
  const bytes = algosdk.encodeMsgpack(new M.BlockResponse({ block: sdkBlock, cert }));
  const text = blockJson(bytes);
  const expected = algosdk.encodeJSON(new M.BlockResponse({ block: sdkBlock }), {
    lossyBinaryStringConversion: true,
  });
  t.deepEqual(parseJson(text), parseJson(expected));
  t.false(text.includes('"cert"'));
  t.true(text.startsWith('{\n  "block": {\n    "fees": "'));
  t.regex(text, /\n {4}"prev": "blk-[A-Z2-7]{52}",\n/);
  t.true(text.includes(`"tc": ${MAX}`));
  t.false(text.endsWith('\n'));
  const back = algosdk.decodeJSON(text, M.BlockResponse);
  t.deepEqual(Buffer.from(algosdk.encodeMsgpack(back.block)), encodeBlock(ours));
});

test('header-only block JSON: {"block": header} with no txns', (t) => {
  const { payset: _payset, ...header } = block();
  const sdkHeader = algosdk.decodeMsgpack(encodeBlock(header), algosdk.Block);
  const text = blockJson(algosdk.encodeMsgpack(new M.BlockResponse({ block: sdkHeader })));
  t.deepEqual(parseJson(text), parseJson(algosdk.encodeJSON(new M.BlockResponse({ block: sdkHeader }))));
  t.false(text.includes('"txns"'));
  t.true(text.includes(`"partupdrmv": [\n      "${algosdk.encodeAddress(new Uint8Array(32).fill(8))}"\n    ]`));
});

test('pending list msgpack equals the canonical envelope (both members always present), for every total size', (t) => {
  const stxns = [signed(payment(1n)), signed(payment(2n))].map((s) => algosdk.encodeMsgpack(s));
  const cases = [
    [stxns, 0n],
    [stxns, 2n],
    [stxns, 300n],
    [stxns, 70000n],
    [stxns, 5000000000n],
    [stxns, MAX],
    [[], 0n],
  ];
  for (const [txns, total] of cases as [Uint8Array[], bigint][]) {
    const ours = pendingListMsgpack(pendingList(txns, total));
    const expected = algosdk.msgpackRawEncode(
      new Map<string, unknown>([
        ['top-transactions', txns.map((s) => algosdk.msgpackRawDecode(s))],
        ['total-transactions', total],
      ]),
    );
    t.deepEqual(Buffer.from(ours), Buffer.from(expected), `total ${total}`);
  }
  t.is(pendingListJson(pendingList([], 0n)), '{\n  "top-transactions": [],\n  "total-transactions": 0\n}');
});

test("pending list JSON of random transactions of every type equals algosdk's", (t) => {
  for (let seed = 1; seed <= 60; seed++) {
    const txns = [0, 1, 2].map((i) => randomPair(new Rng(seed * 10 + i)).sdk.signTxn(sender.sk));
    const text = pendingListJson(pendingList(txns, BigInt(seed)));
    const sdk = new M.PendingTransactionsResponse({
      topTransactions: txns.map((b) => algosdk.decodeSignedTransaction(b)),
      totalTransactions: seed,
    });
    const expected = algosdk.encodeJSON(sdk, { lossyBinaryStringConversion: true });
    t.deepEqual(parseJson(text), parseJson(expected), `seed ${seed}`);
  }
});

const internal = test.macro((t, run: () => unknown) => {
  const error = t.throws(run);
  t.is((error as unknown as { code: string }).code, 'CORE_INTERNAL');
  t.is((error as unknown as { httpStatus: number }).httpStatus, 500);
});
test('service bytes that are not msgpack: 500', internal, () => pendingTransactionJson(Buffer.from([0x92, 0x01])));
test('a pending record with an unknown key: 500', internal, () =>
  pendingTransactionJson(algosdk.msgpackRawEncode(new Map([['pool-errors', 'x']]))),
);
test('a block whose genesis hash has the wrong length: 500', internal, () =>
  blockJson(algosdk.msgpackRawEncode(new Map([['block', new Map([['gh', new Uint8Array(31)]])]]))),
);
test('a pending-list entry that is not a signed transaction: 500', internal, () =>
  pendingList([algosdk.msgpackRawEncode(new Map([['amt', 1n]]))], 1n),
);
