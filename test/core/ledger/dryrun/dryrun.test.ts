/**
 * Dryrun core: request decoding (JSON and msgpack), sources, seeding, execution messages, deltas, budgets and
 * trace rules (docs/spec/teal.md §8), with the SDK feature programs of algorand-sdk-testing as goldens.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { isAppError } from '../../../../src/core/errors.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { decodeDryrunRequest } from '../../../../src/core/ledger/dryrun/request.js';
import { runDryrun, type DryrunResult } from '../../../../src/core/ledger/dryrun/run.js';
import { assemble } from '../../../../src/core/teal/assembler/index.js';
import { appCall, jsonBody, msgpackBody, OTHER, payment, SENDER, signedBytes, type RequestParts } from './fixtures.js';

const ONE = '#pragma version 2\nint 1';
const ZERO = '#pragma version 2\nint 0';
const GLOBALWRITE =
  '#pragma version 2\nbyte "intkey"\nint 11\napp_global_put\nbyte "byteskey"\nbyte "test"\napp_global_put\nint 1';
const LOCALWRITE = [
  '#pragma version 2',
  'int 0',
  'byte "intkey"',
  'int 11',
  'app_local_put',
  'int 0',
  'byte "byteskey"',
  'byte b64 dGVzdA==',
  'app_local_put',
  'int 1',
  'byte "intkey"',
  'int 11',
  'app_local_put',
  'int 1',
  'byte "byteskey"',
  'byte b64 dGVzdA==',
  'app_local_put',
  'int 1',
].join('\n');

function program(source: string): Uint8Array {
  const r = assemble(source);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.program;
}

const b64 = (b: Uint8Array | string): string => Buffer.from(b).toString('base64');

function run(parts: RequestParts, encoding: 'json' | 'msgpack' = 'json'): DryrunResult {
  const body = encoding === 'json' ? jsonBody(parts) : msgpackBody(parts);
  return runDryrun(decodeDryrunRequest(body), { params: V42, round: 2n, latestTimestamp: 100n });
}

function app(id: number, approval: string, clear = approval, creator = SENDER, local = 0): Record<string, unknown> {
  return {
    id,
    params: {
      creator,
      'approval-program': b64(program(approval)),
      'clear-state-program': b64(program(clear)),
      'local-state-schema': { 'num-uint': local, 'num-byte-slice': local },
      'global-state-schema': { 'num-uint': 1, 'num-byte-slice': 1 },
    },
  };
}

const lsigCases = [
  { name: 'one.teal.tok', logic: program(ONE), source: undefined, verdict: 'PASS' },
  { name: 'zero.teal.tok', logic: program(ZERO), source: undefined, verdict: 'REJECT' },
  { name: 'one.teal', logic: undefined, source: ONE, verdict: 'PASS' },
  { name: 'zero.teal', logic: undefined, source: ZERO, verdict: 'REJECT' },
];
for (const c of lsigCases) {
  for (const encoding of ['json', 'msgpack'] as const) {
    test(`dryrun.feature lsig ${c.name} (${encoding}) → ${c.verdict}`, (t) => {
      const sources =
        c.source === undefined ? [] : [{ 'field-name': 'lsig', source: c.source, 'txn-index': 0, 'app-index': 0 }];
      const r = run({ txns: [signedBytes(payment(), c.logic)], sources }, encoding);
      t.is(r.error, '');
      const txn = r.txns[0]!;
      t.deepEqual(txn.logicSigMessages, [c.verdict]);
      t.deepEqual(txn.disassembly, [
        '#pragma version 2',
        'intcblock ' + (c.verdict === 'PASS' ? '1' : '0'),
        `intc_0 // ${c.verdict === 'PASS' ? 1 : 0}`,
        '',
      ]);
      t.deepEqual(txn.logicSigDisassembly, txn.disassembly);
      t.is(txn.appCallMessages, undefined);
    });
  }
}

test('trace: one entry before each opcode plus a final one; lines index the disassembly', (t) => {
  const r = run({ txns: [signedBytes(payment(), program(ONE))] });
  const trace = r.txns[0]!.logicSigTrace!;
  t.deepEqual(
    trace.map((s) => [s.line, s.pc, s.stack.map((v) => [v.type, v.uint]), s.error]),
    [
      [1, 1, [], undefined],
      [2, 4, [], undefined],
      [3, 5, [[2, 1n]], undefined],
    ],
  );
  t.true(trace.every((s) => s.scratch.length === 0));
});

test('trace: a failing opcode shows its pc twice, the last entry carrying the raw error', (t) => {
  const source = '#pragma version 4\nint 7\nstore 3\nint 0\nassert\nint 1';
  const r = run({ txns: [signedBytes(payment(), program(source))] });
  const txn = r.txns[0]!;
  const trace = txn.logicSigTrace!;
  const last = trace[trace.length - 1]!;
  const before = trace[trace.length - 2]!;
  t.is(last.pc, before.pc);
  t.is(last.error, `assert failed pc=${last.pc}`);
  t.is(before.error, undefined);
  t.is(txn.disassembly[last.line], 'assert');
  // scratch slot 3 holds 7: slots 0..2 appear with type 0, nothing after slot 3.
  t.deepEqual(
    last.scratch.map((v) => [v.type, v.uint]),
    [
      [0, 0n],
      [0, 0n],
      [0, 0n],
      [2, 7n],
    ],
  );
  t.deepEqual(txn.logicSigMessages, [
    'REJECT',
    `rejected by logic err=assert failed pc=${last.pc}. Details: pc=${last.pc}`,
  ]);
});

for (const kind of ['approv', 'clearp'] as const) {
  test(`dryrun_testing globalwrite.teal as ${kind}: global delta golden`, (t) => {
    const onComplete =
      kind === 'clearp' ? algosdk.OnApplicationComplete.ClearStateOC : algosdk.OnApplicationComplete.NoOpOC;
    const sources = [{ 'field-name': kind, source: GLOBALWRITE, 'txn-index': 0, 'app-index': 1380011588 }];
    const apps = [
      { id: 1380011588, params: { creator: SENDER, 'global-state-schema': { 'num-uint': 1, 'num-byte-slice': 1 } } },
    ];
    const r = run({ txns: [signedBytes(appCall(1380011588, onComplete))], apps, sources });
    t.is(r.error, '');
    const txn = r.txns[0]!;
    t.deepEqual(txn.appCallMessages, [kind === 'clearp' ? 'ClearStateProgram' : 'ApprovalProgram', 'PASS']);
    t.deepEqual(
      txn.globalDelta?.map((d) => [b64(d.key), d.action, d.bytes, d.uint]),
      [
        ['Ynl0ZXNrZXk=', 1, 'dGVzdA==', undefined],
        ['aW50a2V5', 2, undefined, 11n],
      ],
    );
    t.is(txn.budgetAdded, 0n);
    t.is(txn.budgetConsumed, 9n, 'two constant blocks and seven ops');
  });
}

test('dryrun_testing localwrite.teal: local deltas for the sender and accounts[0]', (t) => {
  const optIn = algosdk.OnApplicationComplete.OptInOC;
  const accounts = [
    { address: SENDER, 'amount-without-pending-rewards': 1_000_000 },
    {
      address: OTHER,
      'amount-without-pending-rewards': 1_000_000,
      'apps-local-state': [{ id: 77, schema: { 'num-uint': 2, 'num-byte-slice': 2 } }],
    },
  ];
  const r = run({
    txns: [signedBytes(appCall(77, optIn, [OTHER]))],
    apps: [app(77, LOCALWRITE, ONE, SENDER, 2)],
    accounts,
  });
  const txn = r.txns[0]!;
  t.deepEqual(txn.appCallMessages, ['ApprovalProgram', 'PASS']);
  t.deepEqual(
    txn.localDeltas?.map((d) => d.address),
    [SENDER, OTHER],
  );
  for (const d of txn.localDeltas ?? []) {
    t.deepEqual(
      d.delta.map((e) => [b64(e.key), e.action, e.bytes, e.uint]),
      [
        ['Ynl0ZXNrZXk=', 1, 'dGVzdA==', undefined],
        ['aW50a2V5', 2, undefined, 11n],
      ],
    );
  }
});

test('app create (id 0) by apps[0] creator runs apps[0]; unknown app id is reported', (t) => {
  const r = run({ txns: [signedBytes(appCall(0)), signedBytes(appCall(5))], apps: [app(9, ONE)] });
  t.deepEqual(r.txns[0]!.appCallMessages, ['ApprovalProgram', 'PASS']);
  t.deepEqual(r.txns[1]!.appCallMessages, ['uploaded state did not include app id 5 referenced in txn[1]']);
  t.deepEqual(r.txns[1]!.disassembly, []);
});

test('failing approval: REJECT with the wrapped error; deltas written before the failure are kept', (t) => {
  const source = '#pragma version 2\nbyte "k"\nint 5\napp_global_put\nint 1\nint 0\n/';
  const r = run({ txns: [signedBytes(appCall(3))], apps: [app(3, source)] });
  const txn = r.txns[0]!;
  const last = txn.appCallTrace![txn.appCallTrace!.length - 1]!;
  t.deepEqual(txn.appCallMessages, [
    'ApprovalProgram',
    'REJECT',
    `logic eval error: / 0. Details: app=3, pc=${last.pc}`,
  ]);
  t.is(last.error, '/ 0');
  t.deepEqual(
    txn.globalDelta?.map((d) => [b64(d.key), d.uint]),
    [[b64('k'), 5n]],
  );
});

test('cost above the request allowance flips a passing call to REJECT', (t) => {
  const heavy = '#pragma version 4\n' + 'int 1\npop\n'.repeat(400) + 'int 1';
  const r = run({ txns: [signedBytes(appCall(4))], apps: [app(4, heavy)] });
  const txn = r.txns[0]!;
  t.is(txn.budgetConsumed, 802n);
  t.deepEqual(txn.appCallMessages, [
    'ApprovalProgram',
    'REJECT',
    'cost budget exceeded: budget is 700 but program cost was 802',
  ]);
  // two app calls in the request double the allowance
  const two = run({
    txns: [signedBytes(appCall(4)), signedBytes(appCall(4, 0, [], [new Uint8Array([1])]))],
    apps: [app(4, heavy)],
  });
  t.deepEqual(two.txns[0]!.appCallMessages, ['ApprovalProgram', 'PASS']);
  t.deepEqual(two.txns[1]!.appCallMessages, [
    'ApprovalProgram',
    'REJECT',
    'cost budget exceeded: budget is 598 but program cost was 802',
  ]);
});

test('seeding: balances from amount-without-pending-rewards, unknown accounts read as empty', (t) => {
  const source = '#pragma version 2\nint 0\nbalance\nint 123456\n==\nint 1\nbalance\nint 0\n==\n&&';
  const accounts = [{ address: SENDER, amount: 999_999_999, 'amount-without-pending-rewards': 123_456 }];
  const r = run({ txns: [signedBytes(appCall(8, 0, [OTHER]))], apps: [app(8, source)], accounts });
  t.deepEqual(r.txns[0]!.appCallMessages, ['ApprovalProgram', 'PASS']);
});

test('seeding: uploaded global state is visible; writes do not carry to the next transaction', (t) => {
  const source = '#pragma version 2\nbyte "g"\napp_global_get\nint 42\n==\nbyte "g"\nint 1\napp_global_put';
  const base = app(1006, source) as { id: number; params: Record<string, unknown> };
  base.params['global-state'] = [{ key: b64('g'), value: { type: 2, uint: 42 } }];
  const second = signedBytes(appCall(1006, 0, [], [new Uint8Array([2])]));
  const r = run({ txns: [signedBytes(appCall(1006)), second], apps: [base] });
  t.deepEqual(
    r.txns.map((x) => x.appCallMessages),
    [
      ['ApprovalProgram', 'PASS'],
      ['ApprovalProgram', 'PASS'],
    ],
  );
  t.deepEqual(
    r.txns[1]!.globalDelta?.map((d) => d.uint),
    [1n],
  );
});

test('seeding: uploaded size sponsor and box-sharing flags are what app_params_get reads', (t) => {
  const source = [
    '#pragma version 13',
    'global CurrentApplicationID',
    'app_params_get AppForeignBoxReads',
    'assert',
    'assert',
    'global CurrentApplicationID',
    'app_params_get AppFamilyBoxAccess',
    'assert',
    '!',
    'assert',
    'global CurrentApplicationID',
    'app_params_get AppSizeSponsor',
    'assert',
    `addr ${OTHER}`,
    '==',
  ].join('\n');
  const base = app(1007, source) as { id: number; params: Record<string, unknown> };
  Object.assign(base.params, { 'foreign-box-reads': true, 'family-box-access': false, 'size-sponsor': OTHER });
  const r = run({ txns: [signedBytes(appCall(1007))], apps: [base] });
  t.deepEqual(r.txns[0]!.appCallMessages, ['ApprovalProgram', 'PASS']);
  (base.params as Record<string, unknown>)['foreign-box-reads'] = 1;
  const error = t.throws(() => run({ txns: [signedBytes(appCall(1007))], apps: [base] }));
  t.true(isAppError(error));
});

test('boxes are refused with upstream text', (t) => {
  const source = '#pragma version 8\nbyte "b"\nbox_len\npop\npop\nint 1';
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender: SENDER,
    appIndex: 12,
    onComplete: 0,
    boxes: [{ appIndex: 0, name: new Uint8Array([98]) }],
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      minFee: 1000,
      firstValid: 1,
      lastValid: 10,
      genesisHash: new Uint8Array(32),
    },
  });
  const r = run({ txns: [signedBytes(txn)], apps: [app(12, source)] });
  const messages = r.txns[0]!.appCallMessages!;
  t.is(messages[1], 'REJECT');
  t.regex(messages[2]!, /^logic eval error: boxes not implemented in dry run\. Details: app=12, pc=\d+$/);
});

test('sources: error texts (assembly, empty, bad field, missing params)', (t) => {
  const txns = [signedBytes(payment())];
  const src = (source: string, field = 'lsig') => [{ 'field-name': field, source, 'txn-index': 0, 'app-index': 0 }];
  t.is(
    run({ txns, sources: src('int "x"') }).error,
    'dryrun Source[0]: 1 error: 1:4: unable to parse "\\"x\\"" as integer',
  );
  t.is(run({ txns, sources: src('  ') }).error, 'dryrun Source[0]: Cannot assemble empty program text');
  t.true(run({ txns, sources: src('foo\nbar') }).error.startsWith('dryrun Source[0]: 2 errors\n1: '));
  t.is(run({ txns, sources: src('int 1', 'nope') }).error, 'dryrun Source[0]: bad field name "nope"');
  t.is(run({ txns, apps: [{ id: 3 }] }).error, 'application 3 does not have params set');
  t.deepEqual(run({ txns, sources: src('int 1', 'nope') }).txns, []);
});

test('decoding: unknown keys, bad JSON txns and garbage answer 400', (t) => {
  const bad = (body: string | Uint8Array): string => {
    try {
      decodeDryrunRequest(typeof body === 'string' ? Buffer.from(body) : body);
      return 'no error';
    } catch (e) {
      return isAppError(e) && e.code === 'ALGOD_BAD_REQUEST' ? e.message : 'wrong error';
    }
  };
  t.regex(bad('{"txns":[{"txn":{"type":"pay","snd":"nope"}}]}'), /address/i);
  t.regex(bad('{"bogus":1}'), /^failed to decode object: /);
  t.regex(bad('not json'), /^failed to decode object: /);
  t.is(decodeDryrunRequest(Buffer.from('{}')).txns.length, 0);
});

// Upstream TestDryrunCost: three OptIn calls; keccak-heavy first app, a cheap one, then one whose inner
// transaction adds 700 to the pool (net cost -687).
for (const [verdict, hashes] of [
  ['REJECT', 22],
  ['PASS', 16],
] as const) {
  test(`upstream TestDryrunCost ${verdict}: costs, budget-added and the cumulative allowance`, (t) => {
    const app1 = `#pragma version 5\nbyte 0x41\n${'keccak256\n'.repeat(hashes)}pop\nint 1\n`;
    const app2 = '#pragma version 5 \nint 1 \nint 2 \npop';
    const app3 = [
      '#pragma version 6',
      'itxn_begin',
      'int appl',
      'itxn_field TypeEnum',
      'int DeleteApplication',
      'itxn_field OnCompletion',
      'byte 0x068101',
      'itxn_field ApprovalProgram',
      'byte 0x068101',
      'itxn_field ClearStateProgram',
      'itxn_submit',
      'int 1',
    ].join('\n');
    const creator = OTHER;
    const mk = (id: number, source: string) => ({
      id,
      params: {
        creator,
        'approval-program': b64(program(source)),
        'clear-state-program': b64(program('int 1')),
        'local-state-schema': { 'num-byte-slice': 1 },
      },
    });
    const optIn = algosdk.OnApplicationComplete.OptInOC;
    const accounts = [
      {
        address: algosdk.getApplicationAddress(3).toString(),
        status: 'Online',
        'amount-without-pending-rewards': 105_000,
      },
    ];
    const r = run({
      txns: [1, 2, 3].map((id) => signedBytes(appCall(id, optIn))),
      apps: [mk(1, app1), mk(2, app2), mk(3, app3)],
      accounts,
    });
    t.is(r.error, '');
    const costs = r.txns.map((x) => Number(x.budgetConsumed!) - Number(x.budgetAdded!));
    t.deepEqual(costs, [3 + hashes * 130, 3, -687]);
    t.deepEqual(
      r.txns.map((x) => x.budgetAdded),
      [0n, 0n, 700n],
    );
    for (const x of r.txns) {
      t.is(x.appCallMessages![1], verdict, JSON.stringify(x.appCallMessages));
      if (verdict === 'REJECT') t.regex(x.appCallMessages![2]!, /^cost budget exceeded/);
    }
  });
}

test('trace lines of every executed opcode point at instruction lines, across labels', (t) => {
  const source = '#pragma version 4\nint 1\nbnz skip\nerr\nskip:\nint 2\nb end\nback:\nint 3\nend:\nint 1\nreturn';
  const r = run({ txns: [signedBytes(payment(), program(source))] });
  const txn = r.txns[0]!;
  const trace = txn.logicSigTrace!;
  const executed = trace.slice(0, -1).map((s) => txn.disassembly[s.line]);
  t.deepEqual(executed, ['intcblock 1', 'intc_0 // 1', 'bnz label1', 'pushint 2', 'b label2', 'intc_0 // 1', 'return']);
  t.is(
    txn.disassembly.filter((l) => /^label\d+:$/.test(l)).length,
    2,
    'label lines (only referenced targets) are skipped by the map',
  );
  t.deepEqual(txn.logicSigMessages, ['PASS']);
});

// dryrun_testing.feature "status assert": one/zero as approval and as clear-state program (a failing ClearState
// program still shows REJECT in dryrun).
for (const [name, source, verdict] of [
  ['one.teal', ONE, 'PASS'],
  ['zero.teal', ZERO, 'REJECT'],
] as const) {
  for (const kind of ['approv', 'clearp'] as const) {
    test(`dryrun_testing ${name} as ${kind} → ${verdict}`, (t) => {
      const onComplete =
        kind === 'clearp' ? algosdk.OnApplicationComplete.ClearStateOC : algosdk.OnApplicationComplete.NoOpOC;
      const sources = [{ 'field-name': kind, source, 'app-index': 1380011588 }];
      const r = run(
        {
          txns: [signedBytes(appCall(1380011588, onComplete))],
          apps: [{ id: 1380011588, params: { creator: SENDER } }],
          sources,
        },
        'msgpack',
      );
      t.deepEqual(r.txns[0]!.appCallMessages, [kind === 'clearp' ? 'ClearStateProgram' : 'ApprovalProgram', verdict]);
      t.is(r.txns[0]!.disassembly[0], '#pragma version 2');
    });
  }
}

test('logs of the app call are returned in order', (t) => {
  const r = run({
    txns: [signedBytes(appCall(2000))],
    apps: [app(2000, '#pragma version 5\nbyte "hi"\nlog\nbyte 0x00ff\nlog\nint 1')],
  });
  t.deepEqual(
    r.txns[0]!.logs?.map((l) => Buffer.from(l).toString('hex')),
    ['6869', '00ff'],
  );
  t.is(r.txns[0]!.globalDelta, undefined);
  t.is(r.txns[0]!.localDeltas, undefined);
});
