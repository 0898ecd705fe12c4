// Type tracking of constants, field opcodes (refineTopReturn), itxn_field, bzero, byte math and pseudo-op names.
import test from 'ava';
import { drive, stackNames } from './drive.js';
import { STACK_ADDRESS } from '../../../../src/core/teal/types/stack-type.js';

const errors = test.macro({
  exec(t, source: string, expected: string[], version?: number) {
    t.deepEqual(drive(source, version).errors, expected);
  },
  title: (provided, source: string, _expected: string[], version?: number) =>
    provided ?? `v${version ?? 14}: ${source}`,
});
const stack = test.macro({
  exec(t, source: string, expected: string[], version?: number) {
    t.deepEqual(stackNames(drive(source, version).tracker), expected);
  },
  title: (provided, source: string) => `stack after ${provided ?? source}`,
});

// constants
test(stack, 'int 7', ['7']);
test(stack, 'int 0', ['0']);
test(stack, 'int 18446744073709551615', ['18446744073709551615']);
test(stack, 'int 18446744073709551616', ['uint64']);
test(stack, 'int 0x7', ['uint64']);
test(stack, 'int 1_000', ['uint64']);
test(stack, 'int pay', ['uint64']);
test('int types leading-zero decimals as decimal', stack, 'int 010', ['10']);
test(stack, 'int', []);
test(stack, 'int 1 2', ['1', '2']);
test(stack, 'pushint 7', ['uint64']);
test(stack, 'byte 0x0102', ['[2]byte']);
test(stack, 'byte "abc"', ['[3]byte']);
test(stack, 'byte b64 AAAA', ['[3]byte']);
test(stack, 'byte base32(ME======)', ['[1]byte']);
test(stack, 'byte 0xzz', ['[0]byte']);
test(stack, 'byte', ['[]byte']);
test(stack, 'pushbytes 0x01', ['[]byte']);
test(stack, 'addr AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ', ['[]byte']);
test(stack, 'method "add(uint64)void"', ['[]byte']);
test(stack, 'intcblock 1 2; intc_0; bytec 1', ['uint64', '[]byte']);
test(stack, 'arg 0; arg 7', ['[]byte', '[]byte'], 1);
test(errors, 'int 4097; bzero', ['1: bzero arg 0 wanted type uint64 (<= 4096) got 4097']);
test(errors, 'int 4096; bzero; len', []);
test(stack, 'int 32; bzero', ['[]byte']);
test(stack, 'byte 0x01; byte 0x02; b+', ['[<=65]byte']);
test(stack, 'byte 0x01; byte 0x02; b*', ['[<=128]byte']);
test(stack, 'byte 0x01; byte 0x02; b-', ['bigint']);
test(errors, 'byte 0x01; byte 0x02; b+; byte 0x01; b-', []);
test(stack, 'byte 0x01; sha256', ['[32]byte']);
test(stack, 'int 1; itob', ['[8]byte']);

// field opcodes refine their `any` returns
test(errors, 'txn Sender; int 1; +', ['1: + arg 0 wanted type uint64 got address']);
test(errors, 'txn ApplicationArgs 0; int 1; +', ['1: + arg 0 wanted type uint64 got []byte']);
test(errors, 'int 0; txnas Accounts; len', []);
test(stack, 'txn Fee; global ZeroAddress; gtxn 0 Lease; txna Accounts 1', ['uint64', 'address', '[32]byte', 'address']);
test(stack, 'int 0; gtxns Note; int 0; gtxnsa Accounts 0', ['[]byte', 'address']);
test(stack, 'txn Nonsense; gtxn junk Sender', ['any', 'any']);
test(errors, 'byte "abcde"; asset_params_get AssetTotal', [
  '1: asset_params_get AssetTotal arg 0 wanted type uint64 got [5]byte',
]);
test(stack, 'int 1; asset_params_get AssetTotal', ['uint64', 'bool']);
test(stack, 'int 1; int 2; asset_holding_get AssetFrozen', ['bool', 'bool']);
test(stack, 'int 1; app_params_get AppAddress; txn Sender; acct_params_get AcctAuthAddr', [
  'address',
  'bool',
  'address',
  'bool',
]);
test(errors, 'byte 0x01; byte 0x02; json_ref JSONUint64; len', ['1: len arg 0 wanted type []byte got uint64']);
test(stack, 'int 1; block BlkSeed', ['[32]byte']);
test(stack, 'itxn_begin; itxn_submit; itxn CreatedAssetID; gitxn 0 Logs 0', ['uint64', '[]byte']);
test('field typing also applies to a field newer than the version', stack, 'txn FirstValidTime', ['uint64'], 1);
test(stack, 'b x; txn Sender', []);

test('refineTopReturn replaces the first any among the pushed entries only', (t) => {
  const { tracker } = drive('byte 0x01; txn Nonsense; int 1; byte 0x02; app_global_get_ex');
  t.deepEqual(stackNames(tracker), ['[1]byte', 'any', 'any', 'bool']);
  tracker.refineTopReturn(2, STACK_ADDRESS);
  t.deepEqual(stackNames(tracker), ['[1]byte', 'any', 'address', 'bool']);
  tracker.refineTopReturn(2, STACK_ADDRESS);
  t.deepEqual(stackNames(tracker), ['[1]byte', 'any', 'address', 'bool']);
  const dead = drive('b x').tracker;
  dead.refineTopReturn(1, STACK_ADDRESS);
  t.deepEqual(stackNames(dead), []);
});

// itxn_field takes the field's type
test(
  errors,
  'itxn_begin; itxn_field Sender',
  ['1: itxn_field Sender expects 1 stack arguments but stack height is 0'],
  5,
);
test(errors, 'itxn_begin; int 1; itxn_field Sender', ['1: itxn_field Sender arg 0 wanted type address got 1'], 5);
test(
  errors,
  'itxn_begin; byte 0x56127823; itxn_field Sender',
  ['1: itxn_field Sender arg 0 wanted type address got [4]byte'],
  5,
);
test(errors, 'itxn_begin; global ZeroAddress; itxn_field Sender', [], 5);
test(
  errors,
  'itxn_begin; byte 0x87123376; itxn_field Amount',
  ['1: itxn_field Amount arg 0 wanted type uint64 got [4]byte'],
  5,
);
test(errors, 'itxn_begin; int 1; itxn_field Amount', [], 5);
test(
  errors,
  'itxn_begin; byte 0x01; itxn_field TxID',
  ['1: itxn_field TxID arg 0 wanted type [32]byte got [1]byte'],
  5,
);
test(errors, 'itxn_begin; int 1; itxn_field Accounts', ['1: itxn_field Accounts arg 0 wanted type address got 1'], 6);
test(errors, 'itxn_begin; int 1; itxn_field Bogus', [], 5);

// pseudo-op names in messages
test(errors, 'byte 0x0000; byte 0x1234; replace', [
  '1: replace without immediates expects 3 stack arguments but stack height is 2',
]);
test(errors, 'byte 0x0000; int 0; byte 0x1234; replace', []);
test(errors, 'byte 0x0000; byte 0x1234; replace 0', []);
test(errors, 'byte 0x0000; int 0; byte 0x1234; replace 0', ['1: replace 0 arg 0 wanted type []byte got 0']);
test(
  errors,
  'int 1; extract; len',
  ['1: extract without immediates expects 3 stack arguments but stack height is 1'],
  5,
);
test(errors, 'int 1; extract 0 1', ['1: extract 0 1 arg 0 wanted type []byte got 1'], 5);
test(errors, 'gtxns', ['1: gtxns without immediates expects 1 stack arguments but stack height is 0']);
test(errors, 'int 1; gtxns Sender Fee Note; int 1; +', []);
test(errors, 'txn; txn A B C; +', []);
test(errors, 'int 1; int 2; +; txn; concat', ['1: concat arg 0 wanted type []byte got uint64']);
