/**
 * Golden vectors: small realistic programs whose bytes were worked out by hand from the encoding rules
 * (docs/spec/teal.md §2, §3.6–3.8). The derivation of each is in its comment.
 */
import test from 'ava';
import { hexOf } from './assemble-helpers.js';

const golden = test.macro({
  exec(t, source: string, hex: string[]) {
    t.is(hexOf(t, source), hex.join(''));
  },
  title: (given) => `golden: ${given ?? ''}`,
});

// No pragma: v1. `int 1` → intcblock [1] and intc_0.
test('default version', golden, 'int 1', ['01', '200101', '22']);

// v2 keeps every constant in the block (no optimisation before v4).
test('v2 one', golden, '#pragma version 2\nint 1', ['02', '200101', '22']);

// v8: a single use becomes pushint.
test('v8 eight', golden, '#pragma version 8\nint 8', ['08', '8108']);

// v3: ints in first-appearance order [2, pay=1, 32]; arg 0 → arg_0.
test(
  'v3 group check',
  golden,
  `#pragma version 3
global GroupSize
int 2
==
gtxn 1 TypeEnum
int pay
==
&&
arg 0
len
int 32
==
&&`,
  ['03', '2003020120', '3204', '22', '12', '330110', '23', '12', '10', '2d', '15', '24', '12', '10'],
);

// v4 with a hand-written bytecblock: `bytec 1` is written as bytec_1 (slots 0..3 always use the short form), and
// int 10 becomes pushint.
test(
  'v4 manual bytecblock',
  golden,
  `#pragma version 4
bytecblock 0x68656c6c6f "world"
bytec_0
bytec 1
concat
len
int 10
==`,
  ['04', '260205', '68656c6c6f', '05', '776f726c64', '28', '29', '50', '15', '810a', '12'],
);

// v5 counter: ints 1×3, 0×2 → [1, 0]; "counter"×2 → bytecblock; bnz jumps 8 bytes (from 7 to 15).
test(
  'v5 counter app',
  golden,
  `#pragma version 5
txn ApplicationID
int 0
==
bnz create
byte "counter"
dup
app_global_get
int 1
+
app_global_put
int 1
return
create:
byte "counter"
int 0
app_global_put
int 1`,
  [
    '05',
    '20020100',
    '260107',
    '636f756e746572',
    '3118',
    '23',
    '12',
    '400008',
    '28',
    '49',
    '64',
    '22',
    '08',
    '67',
    '22',
    '43',
    '28',
    '23',
    '67',
    '22',
  ],
);

// v6 inner payment: `int pay` and `int 1` share the value 1 (used twice → block), 1000 once → pushint.
test(
  'v6 inner payment',
  golden,
  `#pragma version 6
itxn_begin
int pay
itxn_field TypeEnum
int 1000
itxn_field Amount
txn Sender
itxn_field Receiver
itxn_submit
int 1`,
  ['06', '200101', 'b1', '22', 'b210', '81e807', 'b208', '3100', 'b207', 'b3', '22'],
);

// v8 subroutine: callsub jumps from 7 to 8 (+1); proto 2 1; frame_dig -2/-1 as two's complement.
test(
  'v8 subroutine',
  golden,
  `#pragma version 8
int 3
int 4
callsub add
return
add:
proto 2 1
frame_dig -2
frame_dig -1
+
retsub`,
  ['08', '8103', '8104', '880001', '43', '8a0201', '8bfe', '8bff', '08', '89'],
);

// v13: bz skips 4 bytes (txna 3 + pop 1) → zigzag 8 in one byte.
test(
  'v13 varint branch',
  golden,
  `#pragma version 13
#pragma autosalt false
txn NumAppArgs
bz skip
txna ApplicationArgs 0
pop
skip:
int 1`,
  ['0d', '311b', '4108', '361a00', '48', '8101'],
);

// v10 boxes with pushbytess/pushints: counts and lengths as varuints.
test(
  'v10 boxes',
  golden,
  `#pragma version 10
pushbytess "k" 0x00ff
pop
pushints 8 300
pop
box_create`,
  ['0a', '8202016b0200ff', '48', '830208ac02', '48', 'b9'],
);

// v13 two-byte opcode with an app-only field setter.
test(
  'v13 app_params_set',
  golden,
  `#pragma version 13
int 1
app_params_set AppForeignBoxReads
int 1`,
  ['0d', '200101', '22', '760b', '22'],
);
