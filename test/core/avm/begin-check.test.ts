import test from 'ava';
import { checkProgram, evaluate, RunMode } from '../../../src/core/avm/index.js';
import { asm, check, hexBytes, paramsFor, run } from './helpers.js';

/** [static check, evaluation] failures of a program. */
function both(program: Uint8Array, options?: Parameters<typeof paramsFor>[1]) {
  return [check(program, options), run(program, options).error];
}

test('empty program', (t) => {
  t.deepEqual(both(new Uint8Array(0)), [
    { message: 'invalid program (empty)', pc: 0 },
    { message: 'invalid program (empty)', pc: 0 },
  ]);
});

test('unreadable version', (t) => {
  t.deepEqual(run(hexBytes('ffffffffffffffffffffffff')).error, { message: 'invalid version', pc: 0 });
  t.is(check(hexBytes('80'))?.message, 'invalid version');
});

test('versions beyond the evaluator and the protocol', (t) => {
  t.is(run(hexBytes('0f')).error?.message, 'program version 15 greater than max supported version 14');
  t.is(
    run(hexBytes('ffffffffffffffffff01')).error?.message,
    'program version 18446744073709551615 greater than max supported version 14',
  );
  t.deepEqual(
    both(hexBytes('0e'), { protocolVersion: 13 }).map((f) => f?.message),
    [
      'program version 14 greater than protocol supported version 13',
      'program version 14 greater than protocol supported version 13',
    ],
  );
  t.true(run(asm('int 1', 14), { protocolVersion: 14 }).pass);
});

test('protocol without logic sigs', (t) => {
  const program = asm('int 1', 1);
  t.deepEqual(
    both(program, { protocolVersion: 0 }).map((f) => f?.message),
    ['LogicSig not supported', 'LogicSig not supported'],
  );
});

test('version 0 runs v1 opcodes', (t) => {
  const program = asm('int 1', 1);
  program[0] = 0;
  t.true(run(program).pass);
  t.is(check(program), undefined);
});

test('group minimum version', (t) => {
  const program = asm('int 1', 3);
  const params = { ...paramsFor(program), minAvmVersion: 4 };
  const message = 'program version must be >= 4 for this transaction group, but have version 3';
  t.deepEqual(evaluate(params).error, { message, pc: 1 });
  t.deepEqual(checkProgram(params), { message, pc: 1 });
  t.true(evaluate({ ...params, minAvmVersion: 3 }).pass);
});

test('pre-v9 app programs refuse tx.Access', (t) => {
  const old = asm('int 1', 8);
  const params = { ...paramsFor(old, { mode: RunMode.Application }), txnHasAccess: true };
  t.is(evaluate(params).error?.message, 'pre-sharedResources program cannot be invoked with tx.Access');
  t.is(checkProgram(params)?.message, 'pre-sharedResources program cannot be invoked with tx.Access');
  t.true(evaluate({ ...params, mode: RunMode.Signature }).pass, 'logic sigs may use it');
  t.true(evaluate({ ...paramsFor(asm('int 1', 9), { mode: RunMode.Application }), txnHasAccess: true }).pass);
});

test('modes', (t) => {
  const sigOnly = asm('arg 5; len', 2);
  t.deepEqual(
    both(sigOnly, { mode: RunMode.Application }).map((f) => f?.message),
    ['pc=  1 arg not allowed in current mode', 'arg not allowed in current mode'],
  );
  const appOnly = asm('byte 0x01; log; int 1', 5);
  t.regex(check(appOnly, { mode: RunMode.Signature })?.message ?? '', /^pc=\s*\d+ log not allowed in current mode$/);
  t.is(run(appOnly, { mode: RunMode.Signature }).error?.message, 'log not allowed in current mode');
  t.is(run(appOnly, { mode: RunMode.Application }).error?.message, 'log is not available in this context');
});

test('stack underflow', (t) => {
  for (let v = 1; v <= 14; v++) {
    const program = Uint8Array.from([...asm('int 1', v), 0x08]);
    t.is(run(program).error?.message, 'stack underflow in +', `v${v}`);
  }
});

test('the check pads pc to three places', (t) => {
  const program = Uint8Array.from([4, ...new Array<number>(1200).fill(0x01), 0xff]);
  t.is(check(program)?.message, 'pc=1201 illegal opcode 0xff');
  t.is(check(hexBytes('02ff'))?.message, 'pc=  1 illegal opcode 0xff');
});

test('the check accepts a program that ends on a pushint immediate (upstream TestBranchEnd)', (t) => {
  t.is(check(hexBytes('0e8101'), { protocolVersion: 14 }), undefined);
  for (let v = 2; v <= 14; v++) {
    t.is(check(asm('int 1; b end; end:', v)), undefined, `v${v}`);
    t.is(check(asm('int 1; return', v)), undefined, `v${v}`);
  }
});

test('the check does not charge the budget', (t) => {
  const budget = { remaining: 50 };
  t.is(checkProgram({ ...paramsFor(asm('int 1', 2)), budget }), undefined);
  t.is(budget.remaining, 50);
});
