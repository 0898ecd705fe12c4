import test from 'ava';
import { errorsOf, hexOf } from './assemble-helpers.js';

const fails = test.macro({
  exec(t, source: string, expected: string[]) {
    t.deepEqual(errorsOf(t, source), expected);
  },
  title: (given, source: string) => given ?? `errors of ${JSON.stringify(source)}`,
});

const assembles = test.macro({
  exec(t, source: string, hex: string) {
    t.is(hexOf(t, source), hex);
  },
  title: (given, source: string) => given ?? `bytes of ${JSON.stringify(source)}`,
});

const V8 = '#pragma version 8\n';
const NOTRACK = '#pragma typetrack false\n';

// lookup and version gating
test(fails, 'foo', ['1: unknown opcode: foo']);
test(fails, '#pragma version 1\nb x\nx:', ['2: b opcode was introduced in v2']);
test(fails, '#pragma version 7\nbox_get', ['2: box_get opcode was introduced in v8']);
test('a pseudo-op form can be too new, and so can its field', fails, '#pragma version 1\ntxn Accounts 0', [
  '2: txn opcode with 2 immediates was introduced in v2',
  '2:4: txn Accounts field was introduced in v2. Missed #pragma version?',
]);
test(fails, '#pragma version 4\nbyte 0x0102\nextract 0 1', [
  '3: extract opcode with 2 immediates was introduced in v5',
]);
test(
  'pseudo-op forms resolve by count',
  assembles,
  `${V8}txn Accounts 1; pop; gtxn 0 Sender; pop; byte 0x0102; int 0; int 1; extract; pop`,
  ['08', '361c01', '48', '330000', '48', '80020102', '8100', '8101', '58', '48'].join(''),
);

// immediate counts and their columns
test(fails, `${V8}global`, ['2:6: global expects 1 immediate argument']);
test(fails, `${V8}global MinTxnFee GroupSize x`, ['2:17: global expects 1 immediate argument']);
test(fails, `${V8}byte 0x01; substring 1`, ['2:22: substring expects 2 immediate arguments']);
test('type errors come before encoding errors', fails, `${V8}pop 1`, [
  '2: pop 1 expects 1 stack arguments but stack height is 0',
  '2:4: pop expects 0 immediate arguments',
]);
test(fails, `${V8}txn`, ['2: txn expects 1 or 2 immediate arguments']);
test(fails, `${V8}gtxn 0 Sender 1 2`, ['2: gtxn expects 2 or 3 immediate arguments']);
test(fails, `${V8}byte 0x01; extract 1`, ['2:11: extract expects 0 or 2 immediate arguments']);
test(fails, `${V8}itxn 0 Accounts 1`, ['2: itxn expects 1 or 2 immediate arguments']);
test(fails, `${V8}gitxn 0`, ['2: gitxn expects 2 or 3 immediate arguments']);

// uint8 and int8 immediates
test(fails, `${V8}int 1; store 300`, ['2:13: store i beyond 255: 300']);
test(fails, `${V8}int 1; store x`, ['2:13: store unable to parse i "x" as integer']);
test(fails, `${V8}txna Accounts 256`, ['2:14: txna i beyond 255: 256']);
test(fails, `${V8}frame_dig 128`, ['2:10: frame_dig unable to parse i "128" as int8']);
test(fails, `${V8}frame_dig 0x1`, ['2:10: frame_dig unable to parse i "0x1" as int8']);
test(assembles, `${V8}${NOTRACK}frame_dig -1; frame_bury -128; load 0x10; dig 0b11`, '088bff8c8034104b03');
test(assembles, `${V8}arg 0; arg 3; arg 4; arg 255`, '082d302c042cff');
test(fails, `${V8}arg x`, ['2:4: unable to parse argument "x" as integer']);
test(fails, `${V8}arg 256`, ['2:4: argument beyond 255: 256']);
test(fails, `${V8}arg`, ['2:3: arg expects 1 immediate argument']);
test(fails, `${V8}intc 300`, ['2:5: constant beyond 255: 300']);
test(fails, `${V8}byte 0x0102; substring 2 1`, ['2:23: substring end is before start']);
test(assembles, `${V8}byte 0x0102; substring 1 1`, '0880020102510101');

// field immediates and the helpful messages
test(fails, `${V8}txn Foo`, ['2:4: txn unknown field: "Foo"']);
test(fails, `${V8}global 1`, ['2:7: global unknown field: "1"']);
test(fails, '#pragma version 2\nglobal CreatorAddress', [
  '2:7: global CreatorAddress field was introduced in v3. Missed #pragma version?',
]);
test(fails, `${V8}txn Accounts`, ['2:4: "Accounts" field of txn can only be used with 2 immediates']);
test(fails, `${V8}txn Sender 1`, ['2:4: "Sender" field of txn can only be used with 1 immediate']);
test(fails, `${V8}txn 1 Accounts`, ['2:4: txn with 2 immediates can only use "1" as immediate 2']);
test(fails, `${V8}gtxn Sender 0`, ['2:5: gtxn with 2 immediates can only use "Sender" as immediate 2']);
test(fails, `${V8}gtxn x Sender`, ['2:5: gtxn unable to parse t "x" as integer']);
test(fails, `${V8}gtxna ApplicationArgs 0 255`, ['2:6: gtxna can only use "ApplicationArgs" as immediate 2']);
test(fails, `${V8}gtxna 0 255 ApplicationArgs`, ['2:8: gtxna can only use "255" as immediate 1 or 3']);
test(fails, `${V8}gtxn 0 255 ApplicationArgs`, ['2:7: gtxn with 3 immediates can only use "255" as immediate 1 or 3']);
test(fails, `${V8}${NOTRACK}ecdsa_verify Foo`, ['3:13: ecdsa_verify unknown field: "Foo"']);
test(fails, `${V8}${NOTRACK}ecdsa_verify Secp256r1 1`, ['3:23: ecdsa_verify expects 1 immediate argument']);
test(fails, `#pragma version 6\n${NOTRACK}ecdsa_verify Secp256r1`, [
  '3:13: ecdsa_verify Secp256r1 field was introduced in v7. Missed #pragma version?',
]);

// setters
test(fails, `#pragma version 5\n${NOTRACK}itxn_field Foo`, ['3:11: itxn_field unknown field: "Foo"']);
test(fails, `#pragma version 5\n${NOTRACK}itxn_field TxID`, ['3:11: itxn_field "TxID" is not allowed.']);
test(fails, `#pragma version 5\n${NOTRACK}itxn_field Note`, [
  '3:11: itxn_field Note field was introduced in v6. Missed #pragma version?',
]);
test(fails, `#pragma version 5\n${NOTRACK}itxn_field`, ['3:10: itxn_field expects 1 immediate argument']);
test(assembles, `#pragma version 6\n${NOTRACK}itxn_field Note; itxn_field Accounts`, '06b205b21c');
test(fails, '#pragma version 13\nint 1; app_params_set AppCreator', [
  '2:22: app_params_set "AppCreator" is not settable.',
]);
test(fails, '#pragma version 13\nint 1; app_params_set Nope', ['2:22: app_params_set unknown field: "Nope"']);
test(fails, '#pragma version 12\nint 1; app_params_set AppForeignBoxReads', [
  '2:7: app_params_set opcode was introduced in v13',
]);
test(assembles, '#pragma version 13\nint 1; app_params_set AppFamilyBoxAccess', '0d8101760c');

// two-byte opcodes and inner reads
test(assembles, `#pragma version 13\n${NOTRACK}app_box_get; app_box_len`, '0dd406d405');
test(
  assembles,
  `${V8}itxn Sender; pop; itxn Logs 2; pop; gitxn 1 Logs 3; pop`,
  '08b400' + '48' + 'b53a02' + '48' + 'b8013a03' + '48',
);
