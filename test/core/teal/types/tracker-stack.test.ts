// Type tracking of stack arity/type checks and the stack-shuffling refiners (dup, swap, dig, bury, cover, ...).
import test from 'ava';
import { drive, stackNames } from './drive.js';

const errors = test.macro({
  exec(t, source: string, expected: string[], version?: number) {
    t.deepEqual(drive(source, version).errors, expected);
  },
  title: (provided, source: string) => provided ?? source,
});
const stack = test.macro({
  exec(t, source: string, expected: string[], version?: number) {
    const { tracker } = drive(source, version);
    t.deepEqual(stackNames(tracker), expected);
  },
  title: (provided, source: string) => `stack after ${provided ?? source}`,
});

// arity and type mismatches
test(errors, '+', ['1: + expects 2 stack arguments but stack height is 0']);
test(errors, 'int 1; +', ['1: + expects 2 stack arguments but stack height is 1']);
test(errors, 'int 1; byte 0x1234; +', ['1: + arg 1 wanted type uint64 got [2]byte']);
test(errors, 'int 1; int 2; concat', [
  '1: concat arg 1 wanted type []byte got 2',
  '1: concat arg 0 wanted type []byte got 1',
]);
test(errors, 'int 1; int 2; +; len', ['1: len arg 0 wanted type []byte got uint64']);
test(errors, 'byte 0x01; int 2; ==', ['1: == arg 0 wanted type uint64 got [1]byte']);
test(errors, 'int 1; byte 0x1234; ==', ['1: == arg 0 wanted type []byte got 1']);
test(errors, 'byte 0x1234; int 1; !=', ['1: != arg 0 wanted type uint64 got [2]byte']);
test(errors, 'byte 0x0102; byte 0x010203; ==', []);
test(errors, '==', ['1: == expects 2 stack arguments but stack height is 0']);
test(errors, 'int 2; int 3; int 4; substring3', ['1: substring3 arg 0 wanted type []byte got 2']);
test(errors, 'byte 0x01; switch a', ['1: switch a arg 0 wanted type uint64 got [1]byte']);
test(errors, 'int 0; int 1; itob; app_global_get_ex; pop; btoi', [], 2);
test(errors, 'int 0; int 1; itob; app_global_get_ex; bnz flip; flip: btoi', []);
test(errors, 'byte 0x01; byte 0x02; ed25519verify', [
  '1: ed25519verify expects 3 stack arguments but stack height is 2',
]);
test(errors, 'byte 0x01; byte 0x02; byte 0x03; ed25519verify', [
  '1: ed25519verify arg 2 wanted type [32]byte got [1]byte',
  '1: ed25519verify arg 1 wanted type [64]byte got [1]byte',
]);
test(errors, 'byte 0x00; int 1; app_global_put', [], 2);
test(errors, 'int 1; byte 0x00; app_global_put', ['1: app_global_put arg 0 wanted type stateKey got 1'], 2);
test(errors, 'int 1; int 2; box_get', ['1: box_get arg 0 wanted type boxName got 2']);

// swap, dup, dup2, select, setbit
test(errors, 'int 1; byte 0x1234; swap; +', ['1: + arg 0 wanted type uint64 got [2]byte']);
test(errors, 'byte 0x1234; int 1; swap; +', ['1: + arg 1 wanted type uint64 got [2]byte']);
test(stack, 'b x; x: swap', ['any', 'any']);
test(errors, 'byte 0x1234; dup; int 1; +', ['1: + arg 0 wanted type uint64 got [2]byte']);
test(errors, 'byte 0x1234; int 1; dup; +', []);
test(errors, 'byte 0x1234; int 1; dup2; +', ['1: + arg 0 wanted type uint64 got [2]byte']);
test(errors, 'int 1; byte 0x1234; dup2; +', ['1: + arg 1 wanted type uint64 got [2]byte']);
test(errors, 'byte 0x1234; int 1; dup; dig 1; len', ['1: len arg 0 wanted type []byte got 1']);
test(errors, 'int 1; byte 0x1234; dup2; dig 2; !', ['1: ! arg 0 wanted type uint64 got [2]byte']);
test(errors, 'dup2', ['1: dup2 expects 2 stack arguments but stack height is 0']);
test(stack, 'dup2', ['any', 'any', 'any', 'any']);
test(stack, 'dup', ['any', 'any']);
test(errors, 'int 1; int 2; int 3; select; len', ['1: len arg 0 wanted type []byte got uint64 (1-2)']);
test(errors, 'byte 0x1234; byte 0x5678; int 3; select; !', ['1: ! arg 0 wanted type uint64 got [2]byte']);
test(stack, 'byte 0x12; int 7; int 3; select', ['any']);
test(stack, 'int 0; int 9; int 1; select', ['uint64 (<= 9)']);
test(errors, 'int 1; int 2; int 3; setbit; len', ['1: len arg 0 wanted type []byte got 1']);
test(errors, 'byte 0x1234; int 2; int 3; setbit; !', ['1: ! arg 0 wanted type uint64 got [2]byte']);

// dig
test(errors, 'int 1; byte 0x1234; int 2; dig 2; +', []);
test(errors, 'byte 0x32; byte 0x1234; int 2; dig 2; +', ['1: + arg 1 wanted type uint64 got [1]byte']);
test(errors, 'byte 0x32; byte 0x1234; int 2; dig 3; +', ['1: dig 3 expects 4 stack arguments but stack height is 3']);
test(errors, 'int 1; byte 0x1234; int 2; dig 12; +', ['1: dig 12 expects 13 stack arguments but stack height is 3']);
test(errors, 'int 1; byte 0x1234; byte 0x1234; dig 2; dig 3; +; pop; +', [
  '1: + arg 1 wanted type uint64 got [2]byte',
  '1: + arg 0 wanted type uint64 got [2]byte',
]);
test(errors, 'int 3; pushbytes "123456"; int 1; dig 2; substring3', []);
test(errors, 'int 1; dig junk; +', []);
test(errors, 'int 1; dig 0x1; +', ['1: dig 0x1 expects 2 stack arguments but stack height is 1']);
test(stack, 'int 1; byte 0x01; dig 0b1', ['1', '[1]byte', '1']);
test(stack, 'b x; x: dig 3', ['any', 'any', 'any', 'any', 'any']);

// bury
test(errors, 'int 1; byte 0x1234; int 2; bury 1; +', []);
test(errors, 'int 2; int 2; byte 0x1234; bury 1; +', ['1: + arg 1 wanted type uint64 got [2]byte']);
test(errors, 'byte 0x32; byte 0x1234; int 2; bury 3; +', [
  '1: bury 3 expects 4 stack arguments but stack height is 3',
  '1: + arg 0 wanted type uint64 got [2]byte',
]);
test(errors, 'int 0; int 1; int 2; int 4; bury 3; concat', [
  '1: concat arg 1 wanted type []byte got 2',
  '1: concat arg 0 wanted type []byte got 1',
]);
test(errors, 'int 0; int 0; b LABEL; LABEL: int 1; int 2; int 4; bury 4; concat', [
  '1: concat arg 1 wanted type []byte got 2',
  '1: concat arg 0 wanted type []byte got 1',
]);
test(errors, 'intcblock 55; bury 1; int 1', ['1: bury 1 expects 2 stack arguments but stack height is 0']);
test(errors, 'int 3; int 2; bury 0; int 1', ['1: bury 0 always fails']);
test('refiners report in dead code', errors, 'b x; bury 0; x:', ['1: bury 0 always fails']);
test(errors, 'int 1; bury junk; +', ['1: + expects 2 stack arguments but stack height is 0']);
test(stack, 'int 0; int 1; int 2; int 4; bury 3', ['4', '1', '2']);

// cover, uncover
test(errors, 'int 4; byte "john"; int 5; cover 2; pop; +', []);
test(errors, 'int 4; byte "ayush"; int 5; cover 1; pop; +', []);
test(errors, 'int 4; byte "john"; int 5; cover 2; +', ['1: + arg 1 wanted type uint64 got [4]byte']);
test(errors, 'int 4; cover 3', ['1: cover 3 expects 4 stack arguments but stack height is 1']);
test(stack, 'int 1; int 2; int 3; cover 2', ['3', '1', '2']);
test(errors, 'int 4; byte "john"; int 5; uncover 2; +', []);
test(errors, 'int 4; byte "ayush"; int 5; uncover 1; +', ['1: + arg 1 wanted type uint64 got [5]byte']);
test(errors, 'int 1; byte "jj"; byte "ayush"; byte "john"; int 5; uncover 4; +', []);
test(stack, 'int 1; int 2; int 3; uncover 2', ['2', '3', '1']);
test(stack, 'b x; x: int 1; uncover 2', ['any', 'any', 'any']);

// popn, dupn, match, pushints, pushbytess
test(errors, 'int 1; popn 2', ['1: popn 2 expects 2 stack arguments but stack height is 1']);
test(errors, 'int 1; byte 0x01; popn 1; !', []);
test(errors, 'int 8; dupn 2; concat; pop', [
  '1: concat arg 1 wanted type []byte got 8',
  '1: concat arg 0 wanted type []byte got 8',
]);
test(stack, 'byte 0x01; dupn 3', ['[1]byte', '[1]byte', '[1]byte', '[1]byte']);
test(errors, 'dupn 1', ['1: dupn 1 expects 1 stack arguments but stack height is 0']);
test(errors, 'pushint 0; pushbytes 0xb17ea35d; txna ApplicationArgs 0; match done; dup; !; return; done:', []);
test(errors, 'int 1; match a b c', ['1: match a b c expects 4 stack arguments but stack height is 1']);
test(errors, 'pushints 1 2; concat', [
  '1: concat arg 1 wanted type []byte got uint64',
  '1: concat arg 0 wanted type []byte got uint64',
]);
test(errors, 'pushbytess 0x01 0x02; +', [
  '1: + arg 1 wanted type uint64 got []byte',
  '1: + arg 0 wanted type uint64 got []byte',
]);
test('pushbytess types one value per token', stack, 'pushbytess b64 AA==', ['[]byte', '[]byte']);
test(stack, 'pushints', []);
