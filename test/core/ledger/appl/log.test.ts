import test from 'ava';
import { bytes, runInner } from './inner-fixture.js';

const logs = (n: number, size: number): string =>
  Array.from({ length: n }, () => `byte ${bytes(size)}\nlog`).join('\n') + '\nint 1';

test('log appends to the app call EvalDelta and counts bytes', (t) => {
  const run = runInner('byte "hello"\nlog\nbyte ""\nlog\nint 1');
  t.true(run.pass);
  t.deepEqual(
    run.program.txn.evalDelta?.logs?.map((l) => Buffer.from(l).toString()),
    ['hello', ''],
  );
  t.is(run.program.logBytes, 5);
});

test('32 log calls pass, the 33rd fails with upstream text', (t) => {
  t.true(runInner(logs(32, 1)).pass);
  const run = runInner(logs(33, 1));
  t.is(run.error, 'too many log calls in program. up to 32 is allowed');
  t.is(run.program.txn.evalDelta?.logs?.length, 32);
});

test('1024 logged bytes pass; one more fails naming the would-be total', (t) => {
  t.true(runInner(logs(4, 256)).pass);
  t.is(
    runInner(logs(2, 512) + '\npop\nbyte "x"\nlog\nint 1').error,
    'program logs too large. 1025 bytes >  1024 bytes limit',
  );
  t.is(runInner(logs(1, 1025)).error, 'program logs too large. 1025 bytes >  1024 bytes limit');
});

test('a log refused for size is not recorded', (t) => {
  const run = runInner(`byte ${bytes(1000)}\nlog\nbyte ${bytes(30)}\nlog\nint 1`);
  t.is(run.error, 'program logs too large. 1030 bytes >  1024 bytes limit');
  t.is(run.program.txn.evalDelta?.logs?.length, 1);
});
