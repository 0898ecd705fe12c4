import test from 'ava';
import { accepts, asm, check, fails, notrack, rejects, run } from './helpers.js';

// upstream frames_test.go
test(
  'proto, frame_dig and frame_bury',
  accepts,
  8,
  `int 3; int 4; callsub hyp; int 5; ==; return
hyp: proto 2 1; dupn 1; frame_dig -1; frame_dig -1; *; frame_dig -2; frame_dig -2; *; +; sqrt; frame_bury 0; retsub`,
);
test('proto only after callsub', fails, 8, notrack('proto 0 0; int 1'), 'proto was executed without a callsub');
test('callsub straight into proto', accepts, 8, 'callsub a; a: proto 0 0; int 1');
test(
  'proto needs its args',
  fails,
  8,
  'callsub toodeep; toodeep: proto 10 1; int 1; return',
  'callsub to proto that requires 10 args with stack height 0',
);
test(
  'retsub below the frame',
  fails,
  8,
  'int 5; int 10; callsub eatsargs; int 1; return; eatsargs: proto 2 1; +; retsub',
  'retsub executed with stack below frame. Did you pop args?',
);
test(
  'retsub without returns',
  fails,
  8,
  'int 5; int 10; callsub f; int 1; return; f: proto 2 1; retsub',
  'retsub executed with no return values on stack. proto declared 1',
);
test(
  'retsub with too few returns',
  fails,
  8,
  'int 5; int 10; callsub f; int 1; return; f: proto 2 2; dup2; +; retsub',
  'retsub executed with 1 return values on stack. proto declared 2',
);
test(
  'retsub moves returns over the args',
  accepts,
  8,
  'int 5; int 10; callsub f; +; int 30; ==; return; f: proto 2 2; dup2; +; dup; retsub',
);
test(
  'extra locals are cleared',
  accepts,
  8,
  'b main; a: proto 0 3; int 7; dupn 3; retsub; main: callsub a; +; +; int 21; ==',
);
test('void sub clears its locals', accepts, 8, 'b main; a: proto 0 0; int 4; retsub; main: callsub a; int 1');
test(
  'frame loop',
  accepts,
  8,
  `b main
ijsum: proto 2 1; int 0; int 0; frame_dig -2; frame_bury 1
loop: frame_dig 1; frame_dig -1; >; bnz break; frame_dig 1; frame_dig 0; +; frame_bury 0
frame_dig 1; int 1; +; frame_bury 1; b loop
break: retsub
main: int 2; int 8; callsub ijsum; int 35; ==`,
);
test(
  'frame_dig below the args',
  fails,
  8,
  notrack('b main; add: proto 2 1; frame_dig -1; frame_dig -3; +; retsub; main: int 8; int 2; callsub add; int 10; =='),
  'frame_dig -3 in sub with 2 args',
);
test(
  'frame_bury below the args',
  fails,
  8,
  notrack(
    'b main; add: proto 2 1; frame_dig -1; int 5; frame_bury -3; +; retsub; main: int 8; int 2; callsub add; int 10; ==',
  ),
  'frame_bury -3 in sub with 2 args',
);
test(
  'frame_dig above the stack',
  fails,
  8,
  notrack('b main; add: proto 2 1; frame_dig 0; retsub; main: int 8; int 2; callsub add; int 1; return'),
  'frame_dig above stack',
);
test(
  'frame_bury above the stack',
  fails,
  8,
  notrack(
    'b main; add: proto 2 1; int 0; dupn 2; int 4; frame_bury 3; retsub; main: int 8; int 2; callsub add; int 1; return',
  ),
  'frame_bury above stack',
);
test(
  'frame_dig of a popped arg',
  fails,
  8,
  notrack('int 1; callsub main; main: proto 1 1; pop; frame_dig -1'),
  'frame_dig above stack',
);
test('frame_dig with no frame', fails, 8, 'frame_dig 1', 'frame_dig with empty callstack');
test('frame_bury with no frame', fails, 8, 'int 7; frame_bury 1', 'frame_bury with empty callstack');
test(
  'frame_dig below the stack without proto',
  fails,
  8,
  'int 1; callsub main; main: frame_dig -10',
  'frame_dig below stack',
);
test(
  'frame_bury below the stack without proto',
  fails,
  8,
  'int 1; callsub main; main: frame_bury -10',
  'frame_bury below stack',
);
test(
  'frame_dig -10 with proto',
  fails,
  8,
  notrack('int 1; callsub main; main: proto 1 1; frame_dig -10'),
  'frame_dig -10 in sub with 1 args',
);

// upstream TestSwitchInt / TestShortSwitch
test('switch takes label 0', accepts, 8, 'int 0; switch zero one; err; zero: int 1; return; one: int 0');
test('switch takes label 1', rejects, 8, 'int 1; switch zero one; err; zero: int 1; return; one: int 0');
test('switch to the end', accepts, 8, 'int 1; dup; switch zero one; zero: err; one:');
test(
  'switch falls through past the labels',
  accepts,
  8,
  'int 2; switch zero one; int 1; return; zero: int 0; return; one: int 0; return',
);
test(
  'switch with a huge index falls through',
  accepts,
  8,
  'int 18446744073709551615; switch zero; int 1; return; zero: err',
);
test(
  'switch forward and back',
  accepts,
  8,
  'int 0; start: int 1; +; dup; int 1; -; switch start end; err; end: int 2; ==; assert; int 1',
);
test('switch with no labels', accepts, 8, 'int 0; switch; int 1');
test('switch needs an index', fails, 8, notrack('switch; int 1'), 'stack underflow in switch');

const SHORT_SWITCH = 'int 1; int 1; switch label1 label2; label1:; label2:';
test('short switch', (t) => {
  const program = asm(SHORT_SWITCH, 14);
  t.true(run(program).pass);
  const beyond = 'switch opcode claims to extend beyond program';
  for (const cut of [2, 4, 1]) {
    const short = program.subarray(0, program.length - cut);
    t.is(run(short).error?.message, beyond, `cut ${cut}`);
    t.regex(check(short)?.message ?? '', new RegExp(`^pc=\\s*\\d+ ${beyond}$`));
  }
  const bare = program.subarray(0, program.length - 5);
  t.is(run(bare).error?.message, 'bare switch opcode at end of program');
  t.regex(check(bare)?.message ?? '', /bare switch opcode at end of program$/);
});

// upstream TestMatch / TestShortMatch
test('match ints', accepts, 8, 'int 99; int 100; int 99; match zero one; err; zero: int 1; return; one: int 0');
test('match bytes', rejects, 8, 'byte "0"; byte "1"; byte "1"; match zero one; err; zero: int 1; return; one: int 0');
test(
  'match no match falls through',
  accepts,
  8,
  'int 99; int 100; int 101; match zero one; int 1; return; zero: int 0; return; one: int 0; return',
);
test(
  'match forward and back',
  accepts,
  8,
  'int 99; start: int 1; +; int 100; int 101; dig 2; match start end; err; end: int 101; ==; assert; int 1',
);
test('match with no labels', accepts, 8, 'int 0; match; int 1');
test(
  'match mixed case types',
  accepts,
  8,
  'byte "0"; int 1; int 1; match zero one; err; one: int 1; return; zero: int 0',
);
test(
  'match a bytes value against ints',
  accepts,
  8,
  'byte "0"; byte "1"; int 1; match zero one; int 1; return; zero: int 0; one: int 0',
);
test(
  'match needs its cases',
  fails,
  8,
  notrack('int 1; match l1 l2; l1:; l2:'),
  'match expects 3 stack args while stack only contains 1',
);

test('short match', (t) => {
  const program = asm('int 1; int 40; int 45; int 40; match label1 label2; label1:; label2:', 14);
  t.true(run(program).pass);
  const beyond = 'match opcode claims to extend beyond program';
  for (const cut of [2, 4, 1]) t.is(run(program.subarray(0, program.length - cut)).error?.message, beyond);
  t.is(run(program.subarray(0, program.length - 5)).error?.message, 'bare match opcode at end of program');
});
