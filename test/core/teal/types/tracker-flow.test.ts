// Type tracking across control flow (dead code, labels, callsub), #pragma typetrack, frames and scratch space.
import test from 'ava';
import { drive, stackNames } from './drive.js';

const errors = test.macro({
  exec(t, source: string, expected: string[], version?: number) {
    t.deepEqual(drive(source, version).errors, expected);
  },
  title: (provided, source: string) => provided ?? source.replaceAll('\n', ' / '),
});

// dead code, labels and callsub
test(errors, 'b end; label: +; end: b label', []);
test(errors, 'err; +', []);
test(errors, 'int 1; return; +', []);
test('a label after live code keeps the hard bottom', errors, 'int 1; bnz x; x: +', [
  '1: + expects 2 stack arguments but stack height is 0',
]);
test(errors, 'int 1; b x; x: +', []);
test(errors, 'callsub A; +; return; A: int 1; int 2; retsub', []);
test(errors, 'callsub A; int 1; concat; return; A: int 1; int 2; retsub', [
  '1: concat arg 1 wanted type []byte got 1',
  '1: return arg 0 wanted type uint64 got []byte',
]);
test(errors, 'callsub A; +; return; A: int 1; int 2; retsub; concat', []);
test(errors, '\nint 1\nb confusion\nlabel:\nbyte "john"\nint 2\n+\nconfusion:\nb label', [
  '7: + arg 0 wanted type uint64 got [4]byte',
]);
test(errors, '\nint 1\nb confusion\nlabel:\nerr\nbyte "john"\nint 2\n+\nconfusion:\nb label', []);
test(errors, '\nint 1\nb confusion\nlabel:\nb done\nbyte "john"\nint 2\n+\nconfusion:\nb label\ndone:', []);

test('dead code state', (t) => {
  const dead = drive('int 1; b x').tracker;
  t.true(dead.isDeadCode);
  t.deepEqual(stackNames(dead), []);
  const relabelled = drive('int 1; b x; x:').tracker;
  t.false(relabelled.isDeadCode);
  t.is(relabelled.knowledge.bottom.name, 'any');
  const called = drive('int 1; callsub x').tracker;
  t.false(called.isDeadCode);
  t.is(called.knowledge.bottom.name, 'any');
  t.is(called.knowledge.scratch[0]!.name, 'any');
  t.is(drive('int 1; bnz x; x:').tracker.knowledge.bottom.name, 'none');
});

// #pragma typetrack
test(errors, 'int 1\nint 2\n#typetrack off\nconcat', []);
test(errors, 'int 1\nint 2\n#typetrack off\nconcat\n#typetrack on\nconcat', []);
test(errors, 'int 1\nint 2\n#typetrack on\nconcat\n#typetrack on\nconcat', [
  '4: concat arg 1 wanted type []byte got 2',
  '4: concat arg 0 wanted type []byte got 1',
  '6: concat expects 2 stack arguments but stack height is 1',
]);
test(errors, '#typetrack off\nproto 0 0\nbury 0', []);
test('knowledge is kept while typetrack is off', (t) => {
  const { tracker, errors: found } = drive('#typetrack off\nint 1\nbyte 0x01\nbyte 0x02\nb+');
  t.deepEqual(found, []);
  t.false(tracker.isEnabled);
  t.deepEqual(stackNames(tracker), ['1', '[<=65]byte']);
});

// scratch space
test(errors, 'load 0; int 1; +', []);
test(errors, 'byte 0x01; store 0; load 0; int 1; +', ['1: + arg 0 wanted type uint64 got [1]byte']);
test(errors, 'int 0; loads; btoi', ['1: btoi arg 0 wanted type []byte got 0']);
test(errors, 'byte 0x01; store 0; int 1; loads; btoi', ['1: btoi arg 0 wanted type []byte got 0']);
test(errors, 'byte 0x01; store 0; load 0; btoi; loads; btoi', []);
test(errors, 'byte 0x01; store 0; int 3; byte 0x01; stores; load 0; int 1; +', [
  '1: + arg 0 wanted type uint64 got [1]byte',
]);
test(errors, 'byte 0x01; store 0; b label1; label1: load 0; int 1; +', []);
test(errors, 'int 1; store 0; b label1; label1: load 0; btoi', []);
test(errors, 'callsub A; load 0; btoi; return; A: byte 0x01; store 0; retsub', []);
test(errors, 'callsub A; int 1; store 0; load 0; btoi; return; A: retsub', ['1: btoi arg 0 wanted type []byte got 1']);
test(errors, 'byte 0xff; store 1; load 1; return', ['1: return arg 0 wanted type uint64 got [1]byte']);
test(errors, 'callsub end; label1: load 1; byte 0x01; stores; load 0; load 0; +; end:', []);
test('store with nothing tracked leaves the slot alone', errors, 'b x; x: int 1; store 3; store 3; load 3; btoi', [
  '1: btoi arg 0 wanted type []byte got 1',
]);

const slots = test.macro({
  exec(t, source: string, expected: Record<number, string>) {
    const { tracker } = drive(source);
    for (const [slot, name] of Object.entries(expected))
      t.is(tracker.knowledge.scratch[Number(slot)]!.name, name, `slot ${slot}`);
  },
  title: (_provided, source: string) => `scratch after ${source}`,
});
test(slots, 'int 5; store 1; load 1; return', { 0: '0', 1: '5' });
test(slots, 'int 5; store 1; load 1; int 1; int 1; stores; return', { 1: '1' });
test(slots, 'int 5; store 1; load 1; int 1; byte 0xff; stores; return', { 0: '0', 1: '[1]byte' });
test(slots, 'int 5; store 1; load 1; byte 0xaa; btoi; byte 0xff; stores; return', { 0: 'any', 1: 'any', 255: 'any' });
test(slots, 'int 5; store 1; byte 0xaa; btoi; int 9; stores', {
  0: 'uint64 (<= 9)',
  1: 'uint64 (5-9)',
  2: 'uint64 (<= 9)',
});
test(slots, 'int 5; store 255; int 7; store 0x0', { 0: '7', 255: '5' });
test('a constant slot beyond 255 counts as unknown', slots, 'int 300; byte 0x01; stores', { 0: 'any', 255: 'any' });

// proto and frames
const FRAME_CALLER = 'main: int 8; int 2; callsub add; int 10; ==';
test(errors, 'proto 0 0', ['1: proto must be unreachable from previous PC']);
test(errors, 'b a; int 1; a: proto 0 0', []);
test(errors, 'b x; x: proto 1 1; proto 1 1', ['1: proto must be unreachable from previous PC']);
test(errors, 'int 10; int 20; callsub main; int 1; return; main: proto 2 1; +; dup; dup; retsub', []);
test(errors, `b main; add: proto 2 1; frame_dig -1; frame_dig -3; +; retsub; ${FRAME_CALLER}`, [
  '1: frame_dig -3 in sub with 2 args',
]);
test(errors, `b main; add: proto 2 1; frame_dig -1; int 5; frame_bury -3; +; retsub; ${FRAME_CALLER}`, [
  '1: frame_bury -3 in sub with 2 args',
]);
test(errors, `b main; add: proto 2 1; frame_dig 0; retsub; ${FRAME_CALLER}`, ['1: frame_dig above stack']);
test(errors, 'b main; add: proto 2 1; int 0; dupn 2; frame_dig 3; retsub', ['1: frame_dig above stack']);
test(errors, 'b main; add: proto 2 1; int 0; dupn 2; int 4; frame_bury 3; retsub', ['1: frame_bury above stack']);
test(errors, 'int 1\ncallsub main\nmain:\nproto 1 1\npop\nframe_dig -1', ['6: frame_dig above stack']);
test(errors, 'int 1; callsub main; main: proto 1 1; frame_dig -10', ['1: frame_dig -10 in sub with 1 args']);
test(errors, 'int 1; callsub main; main: proto 1 15; frame_bury -10', ['1: frame_bury -10 in sub with 1 args']);
test(
  errors,
  'int 2; callsub main; int 1; ==; return; main: proto 1 1; int 7; frame_dig 0; int 7; ==; frame_bury 0; retsub',
  [],
);
test(errors, 'b x; f: proto 1 1; byte 0x01; frame_dig 0; !; x:', ['1: ! arg 0 wanted type uint64 got [1]byte']);
test(errors, 'b x; f: proto 1 1; int 0; byte 0x0102; frame_bury 0; frame_dig 0; !; x:', [
  '1: ! arg 0 wanted type uint64 got [2]byte',
]);
test(errors, 'b x; x: frame_dig 1; btoi', []);
test(errors, 'b x; f: proto 1 1; frame_dig 200; x:', []);

test('frame_bury without a frame widens what differs from the buried type', (t) => {
  t.deepEqual(stackNames(drive('b x; x: int 1; byte 0x01; int 2; frame_bury 0').tracker), ['any', 'any']);
  t.deepEqual(stackNames(drive('int 2; byte 0x01; int 2; frame_bury 0').tracker), ['2', 'any']);
});

test('proto installs its arguments and frame pointer', (t) => {
  const { tracker } = drive('b x; x: proto 3 1');
  t.deepEqual(stackNames(tracker), ['any', 'any', 'any']);
  t.is(tracker.knowledge.framePointer, 3);
  t.is(drive('b x; x: proto 3 1; b y; y:').tracker.knowledge.framePointer, -1);
});
