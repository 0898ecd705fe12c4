// ARC-4 method signature check of the `method` pseudo-op (avm-abi v0.2.0 VerifyMethodSignature): what it accepts,
// the reasons it gives otherwise (they appear in the assembler's warning), and selectors against algosdk.
import test from 'ava';
import algosdk from 'algosdk';
import {
  abiTypeError,
  isValidMethodSignature,
  methodSelector,
  methodSignatureError,
  splitTupleContent,
} from '../../../src/core/teal/method-signature.js';

const accepts = test.macro({
  exec(t, signature: string) {
    t.is(methodSignatureError(signature), undefined);
    t.true(isValidMethodSignature(signature));
  },
  title: (given, signature: string) => given ?? `accepts ${signature}`,
});

test(accepts, 'add(uint64,uint64)uint64');
test(accepts, 'foo()void');
test(accepts, 'f(uint8,uint512,ufixed64x2,ufixed512x160,ufixed8x1,bool,byte,address,string)void');
test(accepts, 'f(uint64[],uint64[3],bool[0],(uint64,string)[],((uint64),()))(bool,address)');
test(accepts, 'f(account,asset,application,txn,pay,keyreg,acfg,axfer,afrz,appl)void');
test(accepts, 'f(byte[32][],string[2][])uint8[]');
test(accepts, 'f((uint64)[2],())()');
test(accepts, 'f(uint64[65535])void');
test('the method name is not checked', accepts, 'weird name!(uint64)void');
test('uint sizes may have leading zeros (Go ParseUint base 10)', accepts, 'f(uint064)void');

const rejects = test.macro({
  exec(t, signature: string, reason: string) {
    t.is(methodSignatureError(signature), reason);
    t.false(isValidMethodSignature(signature));
  },
  title: (given, signature: string) => given ?? `rejects ${signature}`,
});

test(rejects, 'add', 'No parenthesis in method signature: "add"');
test(rejects, '(uint64)void', 'Method signature has no name: "(uint64)void"');
test(rejects, 'f(uint64', 'Unpaired parenthesis in method signature: "f(uint64"');
test(rejects, 'f((uint64)void', 'Unpaired parenthesis in method signature: "f((uint64)void"');
test(rejects, 'f)(', 'Unpaired parenthesis in method signature: "f)("');
test(
  'a return type is required',
  rejects,
  'f(uint64)',
  'Error parsing return type: cannot convert the string "" to an ABI type',
);
test(rejects, 'f(uint64) void', 'Error parsing return type: cannot convert the string " void" to an ABI type');
test(rejects, 'f()account', 'Error parsing return type: cannot convert the string "account" to an ABI type');
test(rejects, 'f()txn', 'Error parsing return type: cannot convert the string "txn" to an ABI type');
test(rejects, 'f(uint7)void', 'Error parsing argument type at index 0: unsupported uint type bitSize: 7');
test(rejects, 'f(bool,uint520)void', 'Error parsing argument type at index 1: unsupported uint type bitSize: 520');
test(rejects, 'f(uint)void', 'Error parsing argument type at index 0: ill formed uint type: "uint"');
test(rejects, 'f(uint8x)void', 'Error parsing argument type at index 0: ill formed uint type: "uint8x"');
test(rejects, 'f(ufixed64x0)void', 'Error parsing argument type at index 0: ill formed ufixed type: "ufixed64x0"');
test(rejects, 'f(ufixed64x161)void', 'Error parsing argument type at index 0: unsupported ufixed type precision: 161');
test(rejects, 'f(ufixed7x2)void', 'Error parsing argument type at index 0: unsupported ufixed type bitSize: 7');
test(
  rejects,
  'f(ufixed99999x2)void',
  'Error parsing argument type at index 0: strconv.ParseUint: parsing "99999": value out of range',
);
test(rejects, 'f(uint64[01])void', 'Error parsing argument type at index 0: static array ill formated: "uint64[01]"');
test(
  rejects,
  'f(uint64[65536])void',
  'Error parsing argument type at index 0: strconv.ParseUint: parsing "65536": value out of range',
);
test(
  rejects,
  'f(Uint64)void',
  'Error parsing argument type at index 0: cannot convert the string "Uint64" to an ABI type',
);
test(rejects, 'f(uint64,)void', 'parsing error: tuple content should not start or end with comma');
test(rejects, 'f(,uint64)void', 'parsing error: tuple content should not start or end with comma');
test(rejects, 'f(uint64,,bool)void', 'no consecutive commas');
test(
  'reference types only at top level',
  rejects,
  'f(account[])void',
  'Error parsing argument type at index 0: cannot convert the string "account" to an ABI type',
);
test(
  rejects,
  'f((pay,uint64))void',
  'Error parsing argument type at index 0: cannot convert the string "pay" to an ABI type',
);
test(
  rejects,
  'f((uint64)x)void',
  'Error parsing argument type at index 0: cannot convert the string "(uint64)x" to an ABI type',
);
test(
  'text before a parenthesis in an item is dropped by the splitter',
  rejects,
  'f(x(uint64),bool)void',
  'Error parsing argument type at index 0: cannot convert the string "x" to an ABI type',
);
test(rejects, 'f(uint64)(bool))', 'Error parsing return type: unpaired parentheses: bool)');
test(
  'ufixed sizes may not have leading zeros (regexp)',
  rejects,
  'f(ufixed064x2)void',
  'Error parsing argument type at index 0: ill formed ufixed type: "ufixed064x2"',
);

test('tuple splitting', (t) => {
  t.deepEqual(splitTupleContent(''), []);
  t.deepEqual(splitTupleContent('a,(b,c),d'), ['a', '(b,c)', 'd']);
  t.deepEqual(splitTupleContent('(a,b)[2],c[]'), ['(a,b)[2]', 'c[]']);
  t.deepEqual(splitTupleContent('((a),(b)),c'), ['((a),(b))', 'c']);
  t.is(splitTupleContent('a)'), 'unpaired parentheses: a)');
  t.is(abiTypeError('(uint64,(bool,string[]))[4][]'), undefined);
});

test('selectors match algosdk for every accepted signature it can parse', (t) => {
  const signatures = [
    'add(uint64,uint64)uint64',
    'foo()void',
    'f(uint8,uint512,ufixed64x2,bool,byte,address,string)void',
    'f(uint64[],uint64[3],(uint64,string)[],((uint64),()))(bool,address)',
    'f(account,asset,application,txn,pay,keyreg,acfg,axfer,afrz,appl)void',
    'f(byte[32][],string[2][])uint8[]',
  ];
  for (const signature of signatures) {
    t.true(isValidMethodSignature(signature));
    const expected = algosdk.ABIMethod.fromSignature(signature).getSelector();
    t.deepEqual(Buffer.from(methodSelector(signature)), Buffer.from(expected), signature);
  }
  t.is(Buffer.from(methodSelector('add(uint64,uint64)uint64')).toString('hex'), 'fe6bdf69');
});
