/**
 * Every failure path, with upstream's exact message (the 400 body of POST /v2/teal/disassemble), and the text
 * upstream keeps: the listing up to an invalid opcode, nothing after a bad immediate.
 */
import test from 'ava';
import { failsWith } from './helpers.js';

const ff9 = 'ff ff ff ff ff ff ff ff ff';

// one-byte immediates cut short, at each position
test('load without its slot', failsWith, '02 34', 'program end while reading immediate i for load');
test('substring without s', failsWith, '02 51', 'program end while reading immediate s for substring');
test('substring without e', failsWith, '02 51 00', 'program end while reading immediate e for substring');
test('gtxna without t', failsWith, '02 37', 'program end while reading immediate t for gtxna');
test('gtxna without f', failsWith, '02 37 00', 'program end while reading immediate f for gtxna');
test('gtxna without i', failsWith, '02 37 00 1c', 'program end while reading immediate i for gtxna');
test('proto without a', failsWith, '08 8a', 'program end while reading immediate a for proto');
test('proto without r', failsWith, '08 8a 01', 'program end while reading immediate r for proto');
test('frame_dig without i', failsWith, '08 01 8b', 'program end while reading immediate i for frame_dig');
test('asset_params_get without f', failsWith, '02 71', 'program end while reading immediate f for asset_params_get');

// field bytes that name nothing
test('txn with an array field', failsWith, '02 31 1a', 'invalid immediate f for txn: 26');
test('txn past the last field', failsWith, '02 31 ff', 'invalid immediate f for txn: 255');
test('txna with a scalar field', failsWith, '02 36 00 00', 'invalid immediate f for txna: 0');
test('gtxn field after a good group index', failsWith, '02 33 00 50', 'invalid immediate f for gtxn: 80');
test('global field', failsWith, '02 32 50', 'invalid immediate f for global: 80');
test(
  'app_params_set with a readable but unsettable field',
  failsWith,
  '0d 76 00',
  'invalid immediate f for app_params_set: 0',
);
test('ecdsa curve', failsWith, '05 05 02', 'invalid immediate v for ecdsa_verify: 2');
test('asset_holding_get field', failsWith, '02 70 02', 'invalid immediate f for asset_holding_get: 2');

// varuint and bytes immediates
test('pushint without a value', failsWith, '03 81', 'could not decode immediate uint for pushint');
test('pushint unterminated', failsWith, '03 81 80', 'could not decode immediate uint for pushint');
test('pushint overflow', failsWith, `03 81 ${ff9} 02`, 'could not decode immediate uint for pushint');
test('pushbytes without a length', failsWith, '03 80', 'could not decode immediate bytes for pushbytes');
test('pushbytes past the end', failsWith, '03 80 02 61', 'could not decode immediate bytes for pushbytes');
test('pushbytes with a huge length', failsWith, `03 80 ${ff9} 01`, 'could not decode immediate bytes for pushbytes');

// int lists
test('intcblock without a count', failsWith, '02 20', 'could not decode length of int list at pc=2');
test('intcblock with an unterminated count', failsWith, '02 01 20 80', 'could not decode length of int list at pc=3');
test('intcblock count above the program length', failsWith, '02 20 05 01', 'const int list with too many items');
test('intcblock count equal to the program length', failsWith, '02 20 04 01', 'const int list ran past end of program');
test('intcblock ends early', failsWith, '02 20 02 01', 'const int list ran past end of program');
test('intcblock first item unterminated', failsWith, '02 20 01 80', 'could not decode int const[0] at pc=3');
test('intcblock second item overflows', failsWith, `02 20 02 01 ${ff9} 02`, 'could not decode int const[1] at pc=4');
test('pushints item unterminated', failsWith, '08 83 01 ff', 'could not decode int const[0] at pc=3');
test('pushints without a count', failsWith, '08 83', 'could not decode length of int list at pc=2');

// byte lists
test('bytecblock without a count', failsWith, '02 26', 'could not decode length of bytes list at pc=2');
test('bytecblock count above the program length', failsWith, '02 26 09', 'const bytes list with too many items');
test('bytecblock ends before an item', failsWith, '02 26 02 00', 'const bytes list ran past end of program');
test('bytecblock item body past the end', failsWith, '02 26 01 02 61', 'const bytes list ran past end of program');
test('bytecblock item with a huge length', failsWith, `02 26 01 ${ff9} 01`, 'const bytes list ran past end of program');
test('bytecblock item length unterminated', failsWith, '02 26 02 00 80', 'could not decode []byte const[1] at pc=4');
test('pushbytess item length overflows', failsWith, `08 82 01 ${ff9} 02`, 'could not decode []byte const[0] at pc=3');

// branches
test('b without an offset', failsWith, '02 42', 'program end while reading label for b');
test('bz with half an offset', failsWith, '02 41 00', 'program end while reading label for bz');
test('callsub with half an offset', failsWith, '04 88 00', 'program end while reading label for callsub');
test('v13 b without an offset', failsWith, '0d 42', 'could not decode label for b');
test('v13 bnz unterminated', failsWith, '0d 40 80', 'could not decode label for bnz');
test('v13 callsub overflow', failsWith, `0d 88 ${ff9} 02`, 'could not decode label for callsub');
test('switch without a count', failsWith, '08 8d', 'could not decode label count for switch');
test('switch with too few offsets', failsWith, '08 8d 02 00 00 00', 'could not decode labels for switch');
test('match without a count', failsWith, '08 8e', 'could not decode label count for match');
test('match with half an offset', failsWith, '08 8e 01 00', 'could not decode labels for match');

// opcodes
test('illegal opcode', failsWith, '02 ff', 'illegal opcode 0xff', 'invalid opcode ff at pc=1\n');
test('opcode from a later version', failsWith, '02 81 00', 'illegal opcode 0x81', 'invalid opcode 81 at pc=1\n');
test('v14 opcode in v13', failsWith, '0d 86', 'illegal opcode 0x86', 'invalid opcode 86 at pc=1\n');
test('prefix byte before v13', failsWith, '0c d4 01', 'illegal opcode 0xd4', 'invalid opcode d4 at pc=1\n');
test(
  'prefix without a sub-opcode',
  failsWith,
  '0d d4',
  'prefix opcode 0xd4 missing sub-opcode',
  'invalid opcode d4 at pc=1\n',
);
test(
  'prefix with sub-opcode 0',
  failsWith,
  '0d d4 00',
  'prefix opcode 0xd4 with improper sub-opcode 0x00',
  'invalid opcode d4 at pc=1\n',
);
test(
  'prefix with an unknown sub-opcode',
  failsWith,
  '0e 01 d4 0a',
  'prefix opcode 0xd4 with improper sub-opcode 0x0a',
  'sha256\ninvalid opcode d4 at pc=2\n',
);

// what text survives a failure
test(
  'listing before an invalid opcode is kept',
  failsWith,
  '02 01 08 00 fe',
  'illegal opcode 0xfe',
  'sha256\n+\nerr\ninvalid opcode fe at pc=4\n',
);
test(
  'a label at the invalid opcode is printed',
  failsWith,
  '02 42 00 00 ff',
  'illegal opcode 0xff',
  'b label1\nlabel1:\ninvalid opcode ff at pc=4\n',
);
test(
  'no second pass after an invalid opcode',
  failsWith,
  '04 42 ff fd ff',
  'illegal opcode 0xff',
  'b label1\ninvalid opcode ff at pc=4\n',
);
test(
  'stateful ops before an invalid opcode drop the autosalt line',
  failsWith,
  '0d d4 01 ff',
  'illegal opcode 0xff',
  'app_box_create\ninvalid opcode ff at pc=3\n',
  true,
);
test(
  'a bad immediate after good instructions leaves no text',
  failsWith,
  '02 01 01 34',
  'program end while reading immediate i for load',
);
