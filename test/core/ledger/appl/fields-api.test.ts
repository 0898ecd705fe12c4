/**
 * The field readers as other modules call them: `txnFieldValue` by field number (the shared signature),
 * the order of its checks for out-of-range array indexes, and `global PayoutsEnabled` following the consensus
 * parameters.
 */
import test from 'ava';
import { createOpSet, type OpFn } from '../../../../src/core/avm/index.js';
import type { AppProgram } from '../../../../src/core/ledger/appl/context.js';
import { txnFieldValue } from '../../../../src/core/ledger/appl/txn-fields.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { ALICE, BOB } from '../apply/memory-ledger.js';
import { appCall, hex, makeGroup, pay, runIn, runOn, top } from './fields-fixture.js';

/** `txn F` and `txnas F` re-routed through txnFieldValue with the raw field number (no spec lookup first). */
const byNumber: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  const value = txnFieldValue(m, ctx.txn, ctx.groupIndex, m.program[m.pc + 1]!, undefined, false);
  if (typeof value === 'string') return value;
  m.stack.push(value);
  return undefined;
};
const byNumberArray: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  const index = m.stack.pop() as bigint;
  const value = txnFieldValue(m, ctx.txn, ctx.groupIndex, m.program[m.pc + 1]!, index, false);
  if (typeof value === 'string') return value;
  m.stack.push(value);
  return undefined;
};
const NUMBER_OPS = createOpSet<AppProgram>({ txn: byNumber, txnas: byNumberArray });

const CALL = appCall({ appArgs: [Buffer.from('x')], accounts: [ALICE], fee: 2000n });
const NUMBER_ROWS: readonly (readonly [string, bigint | string, number?])[] = [
  ['txn Fee', 2000n],
  ['txn Sender', hex(BOB)],
  ['txn NumAccounts', 1n],
  ['txn GroupIndex', 0n],
  ['int 1\ntxnas Accounts', hex(ALICE)],
  ['int 0\ntxnas ApplicationArgs', hex('x')],
  ['int 1\ntxnas ApplicationArgs', 'error: invalid ApplicationArgs index 1'],
  ['int 18446744073709551615\ntxnas Accounts', 'error: invalid Accounts index 18446744073709551615'],
  // Version and kind checks are done by txnFieldValue itself when handed a number.
  ['txn RejectVersion', 'error: invalid txn field RejectVersion', 11],
  ['txn NumLogs', 'error: Unable to obtain effects from top-level transactions', 5],
];

for (const [source, expected, claim] of NUMBER_ROWS) {
  test(`txnFieldValue by field number: ${source.replace('\n', '; ')}${claim === undefined ? '' : ` (v${claim})`}`, (t) => {
    const spec = claim === undefined ? { ops: NUMBER_OPS } : { ops: NUMBER_OPS, claimVersion: claim };
    t.is(top(runOn([CALL], source, spec)), expected);
  });
}

test('txnFieldValue by field number: scalar field read as an array and array field read as scalar', (t) => {
  // `txn Accounts` cannot be assembled; patch the field byte of `txn Fee` (1) to Accounts (28).
  const patchTo =
    (encoding: number) =>
    (p: Uint8Array): void => {
      p[p.indexOf(0x31) + 1] = encoding;
    };
  t.is(top(runOn([CALL], 'txn Fee', { ops: NUMBER_OPS, patch: patchTo(28) })), 'error: invalid txn field Accounts');
  t.is(
    top(runOn([CALL], 'int 0\ntxnas ApplicationArgs', { ops: NUMBER_OPS, patch: (p) => (p[p.indexOf(0xc0) + 1] = 1) })),
    'error: unsupported array field Fee',
  );
});

test('an index beyond 2^32 is out of range for every array, after the effects checks', (t) => {
  const txns = [appCall({ appArgs: [Buffer.from('a')] }), appCall()];
  t.is(top(runOn(txns, 'int 4294967296\ngtxnas 0 ApplicationArgs')), 'error: invalid ApplicationArgs index 4294967296');
  t.is(top(runOn(txns, 'int 4294967295\ngtxnas 0 Assets')), 'error: invalid Assets index 4294967295');
  t.is(
    top(runOn(txns, 'int 18446744073709551615\ngtxnas 0 Applications')),
    'error: invalid Applications index 18446744073709551615',
  );
  // Effects of a top-level transaction before v6 are refused whatever the index (upstream checks that first).
  t.is(
    top(runOn(txns, 'int 4294967296\ngtxnas 0 Logs', { version: 5 })),
    'error: Unable to obtain effects from top-level transactions',
  );
  t.is(top(runOn(txns, 'int 4294967296\ngtxnas 0 Logs')), 'error: invalid Logs index 4294967296');
});

test('global PayoutsEnabled follows the consensus parameters', (t) => {
  t.is(top(runOn([pay(), appCall()], 'global PayoutsEnabled')), 1n);
  const off = makeGroup([pay(), appCall()], { params: { ...V42, payoutsEnabled: false } });
  t.is(top(runIn(off, 'global PayoutsEnabled')), 0n);
});
