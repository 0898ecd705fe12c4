/**
 * Global and local state ops (state-ops.ts, logic-ledger.ts): reads, writes and deletes with their EvalDelta
 * recording rules, local-delta account indexes (sender, Accounts[i], a v9 shared account), key/value limits,
 * schema counts, opt-in requirements and that records of the parent overlay are never mutated.
 */
import test from 'ava';
import { StateOverlay } from '../../../../src/core/ledger/state.js';
import type { EvalDelta, StateDelta, Transaction } from '../../../../src/core/txn/types.js';
import {
  ALICE,
  APP,
  APP_ADDRESS,
  BOB,
  CAROL,
  DAVE,
  a,
  call,
  err,
  hex,
  ledger,
  makeGroup,
  run,
  runIn,
  shown,
  type Outcome,
} from './state-fixture.js';

const outcome = test.macro({
  exec(t, v: number, source: string, txns: Transaction[], expected: string | (bigint | string)[]) {
    t.deepEqual(shown(run(source, txns, { version: v })), expected);
  },
  title: (given, v: number, source: string, txns: Transaction[]) => {
    const accounts = txns.map((x) => (x.accounts ?? []).map((acct) => acct[0]).join(',')).join('|');
    return given ?? `v${v}: ${source.replace(/\n/g, '; ').slice(0, 140)} (accounts ${accounts})`;
  },
});

/** The delta as plain data: key (hex) → [action, value]. */
function deltaOf(out: Outcome): EvalDelta {
  return out.group.txns[out.context.groupIndex]!.evalDelta ?? {};
}

function flat(delta: StateDelta | undefined): Record<string, unknown[]> {
  const result: Record<string, unknown[]> = {};
  for (const [key, value] of delta ?? []) {
    result[key] = [value.action, value.uint ?? (value.bytes === undefined ? undefined : hex(value.bytes))];
  }
  return result;
}

function locals(out: Outcome): Record<string, Record<string, unknown[]>> {
  const result: Record<string, Record<string, unknown[]>> = {};
  for (const [index, delta] of deltaOf(out).localDeltas ?? []) result[String(index)] = flat(delta);
  return result;
}

// --- reads ----------------------------------------------------------------------------------------------------
test(outcome, 2, 'byte "g"\napp_global_get', [call()], [7n]);
test(outcome, 2, 'byte "none"\napp_global_get', [call()], [0n]);
test(outcome, 2, 'byte "s"\napp_global_get\nbyte "str"\n==', [call()], [1n]);
test(outcome, 2, 'int 0\nbyte "l"\napp_local_get', [call()], [5n]);
test(outcome, 2, 'int 0\nint 0\nbyte "l"\napp_local_get_ex', [call()], [5n, 1n]);
test(outcome, 2, 'int 0\nint 0\nbyte "none"\napp_local_get_ex', [call()], [0n, 0n]);
test(outcome, 2, 'int 0\nint 1001\nbyte "l"\napp_local_get_ex', [call()], [5n, 1n]);
test(outcome, 2, 'int 1\nint 1001\napp_opted_in', [call({ accounts: [ALICE] })], [0n]);
test(outcome, 2, 'int 1\nint 1001\napp_opted_in', [call({ accounts: [CAROL] })], [1n]);
test(
  outcome,
  2,
  'int 1\nbyte "l"\napp_local_get',
  [call({ accounts: [ALICE] })],
  err(`cannot fetch key, ${a(ALICE)} has not opted in to app 1001`),
);
test(
  outcome,
  4,
  'int 0\nint 1002\nbyte "l"\napp_local_get_ex',
  [call({ foreignApps: [1002n] })],
  err(`cannot fetch key, ${a(BOB)} has not opted in to app 1002`),
);

// --- write errors ---------------------------------------------------------------------------------------------
const long = (n: number): string => `byte "${'k'.repeat(n)}"`;
test(outcome, 2, `${long(65)}\nint 1\napp_global_put`, [call()], err('key too long: length was 65, maximum is 64'));
test(
  outcome,
  2,
  `int 0\n${long(65)}\nint 1\napp_local_put`,
  [call()],
  err('key too long: length was 65, maximum is 64'),
);
test(
  outcome,
  4,
  'byte "k"\nint 129\nbzero\napp_global_put',
  [call()],
  err('value too long for key 0x6b: length was 129'),
);
test(
  outcome,
  4,
  'byte "k"\nint 128\nbzero\napp_global_put',
  [call()],
  err('key/value total too long for key 0x6b: sum was 129'),
);
test(
  outcome,
  4,
  'int 0\nbyte "k"\nint 128\nbzero\napp_local_put',
  [call()],
  err('key/value total too long for key 0x6b: sum was 129'),
);
test(
  outcome,
  2,
  'byte "u"\nint 1\napp_global_put\nbyte "v"\nint 2\napp_global_put',
  [call()],
  err('store integer count 3 exceeds schema integer count 2'),
);
test(
  outcome,
  2,
  'byte "b1"\nbyte "x"\napp_global_put\nbyte "b2"\nbyte "y"\napp_global_put',
  [call()],
  err('store bytes count 3 exceeds schema bytes count 2'),
);
test(
  'a type change counts against the new type',
  outcome,
  2,
  'byte "g"\nbyte "x"\napp_global_put\nbyte "b"\nbyte "y"\napp_global_put',
  [call()],
  err('store bytes count 3 exceeds schema bytes count 2'),
);
test(
  outcome,
  2,
  'int 1\nbyte "b"\nbyte "v"\napp_local_put',
  [call({ accounts: [CAROL] })],
  err('store bytes count 1 exceeds schema bytes count 0'),
);
test(
  outcome,
  2,
  'int 0\nbyte "m"\nint 1\napp_local_put',
  [call()],
  err('store integer count 2 exceeds schema integer count 1'),
);
test(
  outcome,
  2,
  'int 1\nbyte "n"\nint 1\napp_local_put',
  [call({ accounts: [ALICE] })],
  err(`cannot fetch key, ${a(ALICE)} has not opted in to app 1001`),
);
test(
  outcome,
  2,
  'int 1\nbyte "n"\napp_local_del',
  [call({ accounts: [ALICE] })],
  err(`cannot del key, ${a(ALICE)} has not opted in to app 1001`),
);
test(
  outcome,
  8,
  'global CurrentApplicationAddress\nbyte "n"\nint 1\napp_local_put',
  [call()],
  err(`invalid Account reference for mutation ${a(APP_ADDRESS)}`),
);
test(
  outcome,
  9,
  `addr ${a(DAVE)}\nbyte "n"\nint 1\napp_local_put`,
  [{ type: 'pay', sender: DAVE, receiver: DAVE }, call()],
  err(`unavailable Local State 1001+${a(DAVE)}`),
);
test(outcome, 9, `addr ${a(DAVE)}\nbyte "n"\napp_local_del`, [call()], err(`unavailable Account ${a(DAVE)}`));
test(
  'a deleted key frees its schema slot',
  outcome,
  2,
  'byte "g"\napp_global_del\nbyte "u"\nint 1\napp_global_put\nbyte "v"\nint 2\napp_global_put\nint 1',
  [call()],
  [1n],
);

// --- delta recording ------------------------------------------------------------------------------------------
const globalCases: [string, string, Record<string, unknown[]>][] = [
  ['a new uint', 'byte "n"\nint 3\napp_global_put', { n: [2, 3n] }],
  ['a new byte string', 'byte "n"\nbyte "v"\napp_global_put', { n: [1, hex('v')] }],
  ['an equal put is not recorded', 'byte "g"\nint 7\napp_global_put', {}],
  ['equal bytes are not recorded', 'byte "s"\nbyte "str"\napp_global_put', {}],
  ['a changed type is recorded', 'byte "g"\nbyte "7"\napp_global_put', { g: [1, hex('7')] }],
  ['a delete of an existing key', 'byte "g"\napp_global_del', { g: [3, undefined] }],
  ['a delete of an absent key is not recorded', 'byte "zz"\napp_global_del', {}],
  ['the last write wins', 'byte "n"\nint 1\napp_global_put\nbyte "n"\napp_global_del', { n: [3, undefined] }],
  ['put after delete', 'byte "g"\napp_global_del\nbyte "g"\nint 8\napp_global_put', { g: [2, 8n] }],
  [
    'a put compares with the current (not the committed) value',
    'byte "g"\nint 9\napp_global_put\nbyte "g"\nint 7\napp_global_put',
    { g: [2, 7n] },
  ],
];
for (const [name, source, expected] of globalCases) {
  test(`global delta: ${name}`, (t) => {
    const out = run(`${source}\nint 1`, [call()], { version: 4 });
    t.is(out.error, undefined);
    t.deepEqual(flat(deltaOf(out).globalDelta), expected);
  });
}

test('local delta: sender is index 0, Accounts[i] is index i', (t) => {
  const out = run(
    'int 0\nbyte "l"\nint 6\napp_local_put\nint 1\nbyte "c"\nint 2\napp_local_put\nint 1',
    [call({ accounts: [CAROL] })],
    { version: 4 },
  );
  t.is(out.error, undefined);
  t.deepEqual(locals(out), { 0: { l: [2, 6n] }, 1: { c: [2, 2n] } });
  t.is(deltaOf(out).sharedAccounts, undefined);
});

test('local delta: an address in Accounts gets its slot (v4 address form)', (t) => {
  const out = run(`addr ${a(CAROL)}\nbyte "c"\nint 2\napp_local_put\nint 1`, [call({ accounts: [DAVE, CAROL] })], {
    version: 4,
  });
  t.deepEqual(locals(out), { 2: { c: [2, 2n] } });
});

test('local delta: equal put and absent delete are not recorded', (t) => {
  const out = run('int 0\nbyte "l"\nint 5\napp_local_put\nint 0\nbyte "zz"\napp_local_del\nint 1', [call()], {
    version: 4,
  });
  t.is(out.error, undefined);
  t.deepEqual(locals(out), {});
});

test('local delta: a v9 shared account is appended to sharedAccounts once', (t) => {
  const source = `addr ${a(DAVE)}\nbyte "n"\nint 3\napp_local_put\naddr ${a(DAVE)}\nbyte "b"\nbyte "v"\napp_local_put\nint 1\nbyte "c"\nint 1\napp_local_put\nint 1`;
  const out = run(source, [call({ sender: DAVE }), call({ accounts: [CAROL] })], { version: 9 });
  t.is(out.error, undefined);
  t.deepEqual(locals(out), { 2: { n: [2, 3n], b: [1, hex('v')] }, 1: { c: [2, 1n] } });
  t.deepEqual(deltaOf(out).sharedAccounts?.map(a), [a(DAVE)]);
  const record = out.group.state!.account(DAVE)!.appLocalStates!.get(APP)!;
  t.deepEqual(record.keyValue?.get('n'), { type: 2n, uint: 3n });
});

test('local delta: a v9 delete on a shared account uses the shared index', (t) => {
  const group = makeGroup([call({ sender: CAROL }), call({ sender: DAVE }), call()]);
  const out = runIn(
    group,
    `addr ${a(CAROL)}\nbyte "zz"\nint 1\napp_local_put\naddr ${a(DAVE)}\nbyte "n"\nint 1\napp_local_put\naddr ${a(DAVE)}\nbyte "n"\napp_local_del\nint 1`,
    { version: 10 },
  );
  t.is(out.error, undefined);
  t.deepEqual(locals(out), { 1: { zz: [2, 1n] }, 2: { n: [3, undefined] } });
  t.deepEqual(deltaOf(out).sharedAccounts?.map(a), [a(CAROL), a(DAVE)]);
});

// --- copy-on-write --------------------------------------------------------------------------------------------
test('writes land in the running overlay only; parent records are never mutated', (t) => {
  const base = new StateOverlay(ledger());
  const aliceBefore = base.account(ALICE)!;
  const bobBefore = base.account(BOB)!;
  const globalBefore = aliceBefore.appParams!.get(APP)!.globalState!;
  const localBefore = bobBefore.appLocalStates!.get(APP)!.keyValue!;
  const scratch = new StateOverlay(base);
  const out = runIn(
    makeGroup([call()], { state: scratch }),
    'byte "g"\nint 9\napp_global_put\nbyte "s"\napp_global_del\nint 0\nbyte "l"\nint 8\napp_local_put\nint 1',
    { version: 4 },
  );
  t.is(out.error, undefined);
  t.is(base.account(ALICE), aliceBefore);
  t.deepEqual(globalBefore.get('g'), { type: 2n, uint: 7n });
  t.true(globalBefore.has('s'));
  t.deepEqual(localBefore.get('l'), { type: 2n, uint: 5n });
  t.deepEqual(scratch.account(ALICE)!.appParams!.get(APP)!.globalState!.get('g'), { type: 2n, uint: 9n });
  t.false(scratch.account(ALICE)!.appParams!.get(APP)!.globalState!.has('s'));
  t.deepEqual(scratch.account(BOB)!.appLocalStates!.get(APP)!.keyValue!.get('l'), { type: 2n, uint: 8n });
  t.deepEqual(
    scratch.account(ALICE)!.appParams!.get(APP)!.globalStateSchema,
    aliceBefore.appParams!.get(APP)!.globalStateSchema,
  );
});

test('a failed schema check leaves the state as it was', (t) => {
  const state = new StateOverlay(ledger());
  const out = runIn(
    makeGroup([call()], { state }),
    'byte "u"\nint 1\napp_global_put\nbyte "v"\nint 2\napp_global_put\nint 1',
    { version: 4 },
  );
  t.is(out.error, 'store integer count 3 exceeds schema integer count 2');
  const globals = state.account(ALICE)!.appParams!.get(APP)!.globalState!;
  t.deepEqual([...globals.keys()].sort(), ['g', 's', 'u']);
});
