import test from 'ava';
import {
  createOpSet,
  evaluate,
  formatAppEvalError,
  formatLogicSigEvalError,
  RunMode,
  type EvalContext,
  type OpFn,
  type TraceView,
} from '../../../src/core/avm/index.js';
import { asm, paramsFor, run } from './helpers.js';

interface FakeLedger extends EvalContext {
  readonly fee: bigint;
  readonly logs: Uint8Array[];
}

const txn: OpFn<FakeLedger> = (m) => {
  const field = m.program[m.pc + 1];
  if (field !== 1) return `txn field ${field} is not supported by this test host`;
  m.stack.push(m.context.fee);
  return undefined;
};

const log: OpFn<FakeLedger> = (m) => {
  m.context.logs.push(m.stack.pop() as Uint8Array);
  return undefined;
};

const HOST = createOpSet<FakeLedger>({ txn, log });

test('host ops read their context through the machine', (t) => {
  const context: FakeLedger = { fee: 1000n, logs: [] };
  const program = asm('txn Fee; int 1000; ==; byte "hello"; log', 8);
  const result = evaluate({ ...paramsFor(program, { mode: RunMode.Application }), ops: HOST, context });
  t.true(result.pass);
  t.deepEqual(
    context.logs.map((l) => Buffer.from(l).toString()),
    ['hello'],
  );
});

test('host op errors and result checks apply to host ops too', (t) => {
  const context: FakeLedger = { fee: 5n, logs: [] };
  const bad = asm('txn Sender; len', 8);
  t.is(
    evaluate({ ...paramsFor(bad), ops: HOST, context }).error?.message,
    'txn field 0 is not supported by this test host',
  );
  const wrongHeight = createOpSet<FakeLedger>({ txn: (m) => (m.stack.push(1n, 2n), undefined) });
  const result = evaluate({ ...paramsFor(asm('txn Fee', 8)), ops: wrongHeight, context });
  t.is(result.error?.message, 'txn changed stack height improperly 2 != 1');
  const tooBig = createOpSet<FakeLedger>({ txn: (m) => (m.stack.push(new Uint8Array(4097)), undefined) });
  t.is(
    evaluate({ ...paramsFor(asm('txn Note; len', 8)), ops: tooBig, context }).error?.message,
    'txn produced a too big (4097) byte-array',
  );
});

test('ops without a host fail clearly, after being charged', (t) => {
  const result = run(asm('txn Fee', 8));
  t.deepEqual(result.error, { message: 'txn is not available in this context', pc: 1 });
  t.is(result.cost, 1);
  const box = run(asm('byte "k"; box_len', 8), { mode: RunMode.Application });
  t.is(box.error?.message, 'box_len is not available in this context');
  const foreign = run(asm('int 1; byte "k"; app_box_len', 13), { mode: RunMode.Application });
  t.is(foreign.error?.message, 'app_box_len is not available in this context');
});

test('createOpSet refuses unknown names and core ops', (t) => {
  t.is(t.throws(() => createOpSet({ txnx: () => undefined }))?.message, 'no opcode called txnx');
  t.is(t.throws(() => createOpSet({ '+': () => undefined }))?.message, '+ is implemented by the core');
  t.is((t.throws(() => createOpSet({ sha256: () => undefined })) as { code?: string }).code, 'CORE_BAD_ARGUMENT');
});

test('a tracer sees every step and the end', (t) => {
  const events: string[] = [];
  const view = (v: TraceView): string => `${v.pc}:${v.stack.length}`;
  const tracer = {
    beforeOpcode: (v: TraceView) => events.push(`before ${view(v)}`),
    afterOpcode: (v: TraceView, error: string | undefined) =>
      events.push(`after ${view(v)}${error ? ` ${error}` : ''}`),
    afterProgram: (v: TraceView, pass: boolean, error: string | undefined) =>
      events.push(`end ${view(v)} ${pass} ${error}`),
  };
  const program = asm('pushint 1; pushint 0; /', 8);
  evaluate({ ...paramsFor(program), tracer });
  t.deepEqual(events, [
    'before 1:0',
    'after 3:1',
    'before 3:1',
    'after 5:2',
    'before 5:2',
    'after 5:2 / 0',
    'end 5:2 false / 0',
  ]);
});

test('error renderings', (t) => {
  const failure = { message: 'dynamic cost budget exceeded, executing intc_1: local program cost was 700', pc: 12 };
  t.is(
    formatAppEvalError(failure, 1234n),
    'logic eval error: dynamic cost budget exceeded, executing intc_1: local program cost was 700. Details: app=1234, pc=12',
  );
  t.is(
    formatLogicSigEvalError({ message: 'assert failed pc=3', pc: 3 }),
    'rejected by logic err=assert failed pc=3. Details: pc=3',
  );
  t.is(
    formatAppEvalError({ message: 'err opcode executed', pc: 5 }, 7n, 'int 1; pop; err'),
    'logic eval error: err opcode executed. Details: app=7, pc=5, opcodes=int 1; pop; err',
  );
});

test('results are plain data', (t) => {
  const result = run(asm('int 1; byte 0x01; pop', 2));
  t.deepEqual(structuredClone(result), result);
});
