import test from 'ava';
import { accepts, asm, check, fails, hexBytes, notrack, rejects, run, versionsFrom } from './helpers.js';

test('err', fails, 1, 'err', 'err opcode executed');
test('return keeps only the top', accepts, 2, 'int 7; int 8; int 1; return; err');
test('return 0 rejects', rejects, 2, 'int 0; return; int 1');
test('return needs a uint64', fails, 2, notrack('byte 0x01; return'), 'return arg 0 wanted uint64 but got []byte');
test('assert passes on non-zero', accepts, 3, 'int 1; assert; int 1');
test('assert reports its pc', (t) => {
  const program = asm('pushint 0; assert; pushint 1', 3);
  t.deepEqual(run(program).error, { message: 'assert failed pc=3', pc: 3 });
});
test('assert on bytes', fails, 3, notrack('byte "john"; assert; int 1'), 'assert arg 0 wanted uint64 but got []byte');
test('assert on an empty stack', fails, 3, notrack('assert; int 1'), 'stack underflow in assert');

test('end of program: one non-zero uint64 passes', accepts, 1, 'int 5');
test('end of program: zero rejects', rejects, 1, 'int 0');
test('end of program: two values', fails, 1, 'int 1; int 1', 'stack len is 2 instead of 1');
test('end of program: no values', fails, 1, 'int 1; pop', 'stack len is 0 instead of 1');
test('end of program: bytes', fails, 1, 'byte 0x01', 'stack finished with bytes not int');
test('end-of-program failures report the end', (t) => {
  const program = asm('int 1; int 1', 2);
  t.is(run(program).error?.pc, program.length);
});

// upstream TestBnz / TestV2Branches / TestBranchEnd
test('bnz', accepts, 1, 'int 1; dup; bnz safe; err; safe: int 1; +');
test('bz and b', accepts, 2, 'int 0; dup; bz safe; err; safe: int 1; +; b end; err; end:');
test('a branch may land exactly on the end from v2', accepts, 2, 'int 1; b end; end:');
test('v1 may not branch to the end', (t) => {
  // intcblock 1; intc_0; dup; bnz +1; err — the target is the program length (10); the assembler refuses it too
  const program = hexBytes('01200101224940000100');
  t.is(check(program)?.message, 'pc=  6 branch target 10 outside of program');
  t.is(run(program).error?.message, 'branch target 10 outside of program');
  const v2 = program.slice();
  v2[0] = 2;
  t.is(check(v2), undefined);
  t.true(run(v2).pass);
});
test('not-taken branches do not validate their target', (t) => {
  // pushint 0; bnz +200 (never taken); pushint 1
  t.true(run(hexBytes('0381004000c88101')).pass);
  t.is(check(hexBytes('0381004000c88101'))?.message, 'pc=  3 branch target 206 outside of program');
});
test('branches before v4 may not go back', (t) => {
  const program = hexBytes('03810140fffb');
  t.is(check(program)?.message, 'pc=  3 negative branch offset -5');
  t.is(run(program).error?.message, 'negative branch offset -5');
});

// upstream TestMisalignedBranch / TestBranchTooFar / TestBranchTooLarge
test('misaligned and far branches', (t) => {
  const source = 'int 1\nbnz done\nbytecblock 0x01234576 0xababcdcd 0xf000baad\ndone:\nint 1';
  for (const v of versionsFrom(1)) {
    const program = asm(source, v);
    const varint = v >= 13;
    const landInBlock = program.slice();
    if (varint) landInBlock[6] = 0x06;
    else landInBlock[7] = 3;
    t.regex(check(landInBlock)?.message ?? '', /branch target \d+ is not an aligned instruction/, `v${v}`);
    t.false(run(landInBlock).pass, 'evaluation only rejects by luck');
    const back = program.slice();
    if (varint) back[6] = 0x03;
    else back.set([0xff, 0xff], 6);
    t.regex(
      check(back)?.message ?? '',
      v < 4 ? /negative branch offset/ : /back branch target \d+ is not an aligned instruction/,
    );
    const far = program.slice();
    if (varint) far[6] = 0x7e;
    else far[7] = 200;
    t.regex(check(far)?.message ?? '', /outside of program/);
    t.regex(run(far).error?.message ?? '', /outside of program/);
    const large = program.slice();
    large[6] = 0x70;
    t.regex(run(large).error?.message ?? '', /outside/);
  }
});

test('v13 varint branches', (t) => {
  // 0d: v13; 81 01: pushint 1; 42 02: b +1 → skips 00 (err); 40 xx: bnz
  t.true(run(hexBytes('0d8101420200')).pass);
  t.is(run(hexBytes('0d810142')).error?.message, 'program ends without branch target');
  t.is(check(hexBytes('0d810142'))?.message, 'pc=  3 program ends without branch target');
  const overflow = hexBytes('0d8101' + '42' + 'ff'.repeat(10) + '01');
  t.is(run(overflow).error?.message, 'branch offset varint overflows int64');
  // offset -3 (zigzag 5) from pc 3 is address 0: upstream's "no jump" sentinel, so `b` repeats itself forever
  t.is(
    run(hexBytes('0d8101420500')).error?.message,
    'dynamic cost budget exceeded, executing b: local program cost was 20000',
  );
  t.is(check(hexBytes('0d8101420500'))?.message, 'pc=  3 back branch target 0 is not an aligned instruction');
  // offset -1 lands on pushint's immediate (0x01, sha256): evaluation runs it, the static check refuses
  t.deepEqual(run(hexBytes('0d81014201')).error, { message: 'sha256 arg 0 wanted []byte but got uint64', pc: 2 });
  t.is(check(hexBytes('0d81014201'))?.message, 'pc=  3 back branch target 2 is not an aligned instruction');
  t.is(run(hexBytes('0d8101427f')).error?.message, 'branch target -61 outside of program');
});

test('loops need v4 and stop at the budget', (t) => {
  t.is(run(asm('int 1; loop: int 2; *; dup; int 10; <; bnz loop; int 16; ==', 4)).pass, true);
  const forever = run(asm('int 1; loop:; int 1; *; dup; int 10; <; bnz loop; int 16; ==', 4));
  t.regex(forever.error?.message ?? '', /^dynamic cost budget exceeded, executing \S+: local program cost was 20000$/);
});

// upstream TestSubroutine
test('callsub and retsub', accepts, 4, 'int 1; callsub double; int 2; ==; return; double: dup; +; retsub');
test(
  'recursion',
  accepts,
  4,
  `b main
fact: dup; int 2; <; bz recur; retsub
recur: dup; int 1; -; callsub fact; *; retsub
main: int 5; callsub fact; int 120; ==`,
);
test('retsub without callsub', fails, 4, 'int 1; retsub', 'retsub with empty callstack');
test('endless recursion runs out of budget', (t) => {
  const result = run(asm('int 1; callsub recur; int 1; recur: dup; pop; callsub recur', 4));
  t.regex(result.error?.message ?? '', /^dynamic cost budget exceeded/);
});
test(
  'subroutines without proto leave locals',
  fails,
  4,
  'b main; a: int 4; retsub; main: callsub a; int 1',
  'stack len is 2 instead of 1',
);

test('illegal opcodes', (t) => {
  t.deepEqual(run(hexBytes('01810100')).error, { message: 'illegal opcode 0x81', pc: 1 });
  t.is(check(hexBytes('0181'))?.message, 'pc=  1 illegal opcode 0x81');
  t.is(run(hexBytes('0dff')).error?.message, 'illegal opcode 0xff');
});

test('sub-opcodes (v13 prefix 0xd4)', (t) => {
  for (const v of [13, 14]) {
    const program = asm('int 1; byte 0xaabbcc; app_box_len', v);
    const cut = program.subarray(0, program.length - 1);
    t.is(run(cut).error?.message, 'prefix opcode 0xd4 missing sub-opcode');
    t.is(check(cut)?.message, `pc=${String(cut.length - 1).padStart(3)} prefix opcode 0xd4 missing sub-opcode`);
    for (const sub of [0x00, 0x55]) {
      const bad = program.slice();
      bad[bad.length - 1] = sub;
      t.is(
        run(bad).error?.message,
        `prefix opcode 0xd4 with improper sub-opcode 0x${sub.toString(16).padStart(2, '0')}`,
      );
    }
  }
  t.is(run(hexBytes('0c8101d401')).error?.message, 'illegal opcode 0xd4');
});

test('fixed-size immediates must be present', (t) => {
  const program = asm('int 8; store 7', 2).subarray(0, -1);
  t.is(run(program).error?.message, 'program ends without immediate value(s)');
  t.is(check(program)?.message, `pc=${String(program.length - 1).padStart(3)} program ends without immediate value(s)`);
});
