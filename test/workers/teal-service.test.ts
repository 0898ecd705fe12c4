import test from 'ava';
import type { FlushMode } from '../../src/workers/batcher.js';
import { compileProgram, disassembleProgram } from '../../src/core/teal/compile.js';
import { createPool, type Pool } from '../../src/workers/pool.js';
import type { TaskName } from '../../src/workers/protocol.js';
import { createTealService } from '../../src/workers/teal-service.js';

let pool: Pool;
let tasks: TaskName[] = [];

test.before(() => {
  pool = createPool({ threads: 2, onTask: (task) => tasks.push(task) });
});
test.after.always(async () => {
  await pool.destroy();
});
// The suite counts pool tasks through one hook, so its tests run one at a time.
test.beforeEach(() => {
  tasks = [];
});

const bytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'utf8'));

function sources(n: number): Uint8Array[] {
  return Array.from({ length: n }, (_, i) =>
    bytes(
      i % 7 === 3
        ? `#pragma version 8\nnot_an_op ${i}\n`
        : `#pragma version 8\nint ${i}\nint ${i}\n+\nbyte "s${i}"\nlen\n==\n`,
    ),
  );
}

test.serial('a busy turn of small sources is one pool task per maxBatch, identical to inline outcomes', async (t) => {
  const flushes: [string, number, FlushMode][] = [];
  const service = createTealService({
    pool,
    maxBatch: 16,
    onFlush: (op, size, mode) => flushes.push([op, size, mode]),
  });
  const items = sources(40);
  const outcomes = await Promise.all(items.map((source, i) => service.compile(source, i % 2 === 0)));
  t.deepEqual(
    outcomes,
    items.map((source, i) => compileProgram(source, i % 2 === 0)),
  );
  t.deepEqual(flushes, [
    ['compile', 16, 'pooled'],
    ['compile', 16, 'pooled'],
    ['compile', 8, 'pooled'],
  ]);
  t.is(tasks.filter((x) => x === 'teal-compile-batch').length, 3);
  t.false(outcomes[3]!.ok, 'a failing source is an outcome, not a batch failure');
});

test.serial('a quiet turn runs inline; a large source always goes to the pool alone', async (t) => {
  const flushes: [string, number, FlushMode][] = [];
  const service = createTealService({
    pool,
    largeSourceBytes: 2048,
    onFlush: (op, size, mode) => flushes.push([op, size, mode]),
  });
  const small = await service.compile(sources(1)[0]!, false);
  t.true(small.ok);
  const large = bytes(`#pragma version 8\n${'int 1\npop\n'.repeat(400)}int 1\n`);
  const [a, b] = await Promise.all([service.compile(large, true), service.compile(large, false)]);
  t.deepEqual(a, compileProgram(large, true));
  t.deepEqual(b, compileProgram(large, false));
  t.deepEqual(flushes, [
    ['compile', 1, 'inline'],
    ['compile-large', 1, 'pooled'],
    ['compile-large', 1, 'pooled'],
  ]);
  t.is(tasks.length, 2);
});

test.serial('disassembly batches like small compiles and answers errors as outcomes', async (t) => {
  const service = createTealService({ pool });
  const programs = Array.from({ length: 12 }, (_, i) => new Uint8Array(i === 4 ? [8, 0xff] : [8, 0x81, i]));
  const outcomes = await Promise.all(programs.map((p) => service.disassemble(p)));
  t.deepEqual(
    outcomes,
    programs.map((p) => disassembleProgram(p)),
  );
  t.deepEqual(outcomes[2], { ok: true, text: '#pragma version 8\npushint 2\n' });
  t.false(outcomes[4]!.ok);
  t.deepEqual(tasks, ['teal-disassemble-batch']);
});

test.serial('without a pool every item runs inline', async (t) => {
  const flushes: FlushMode[] = [];
  const service = createTealService({ onFlush: (_op, _size, mode) => flushes.push(mode) });
  const outcomes = await Promise.all(sources(10).map((s) => service.compile(s, false)));
  t.is(outcomes.length, 10);
  t.deepEqual(flushes, ['inline']);
  t.deepEqual(tasks, []);
});

test.serial('a small source that defines macros goes to the pool alone (expansion can be costly)', async (t) => {
  const flushes: [string, number, FlushMode][] = [];
  const service = createTealService({ pool, onFlush: (op, size, mode) => flushes.push([op, size, mode]) });
  const outcome = await service.compile(bytes('#pragma version 8\n#define one int 1\none\n'), false);
  t.deepEqual(outcome, compileProgram(bytes('#pragma version 8\n#define one int 1\none\n'), false));
  t.deepEqual(flushes, [['compile-large', 1, 'pooled']]);
});
