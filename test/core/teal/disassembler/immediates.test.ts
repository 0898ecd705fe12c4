/**
 * One test per immediate kind: what each prints, with expected texts derived from upstream's rules (docs/spec/teal.md §4).
 */
import test from 'ava';
import algosdk from 'algosdk';
import { listsAs } from './helpers.js';

const hex32 = Buffer.from(Array.from({ length: 32 }, (_, i) => i + 1)).toString('hex');
const addr32 = new algosdk.Address(Uint8Array.from(Buffer.from(hex32, 'hex'))).toString();

// no immediates
test('plain opcodes', listsAs, '02 01 08 2d 43', 'sha256\n+\narg_0\nreturn\n');
test('version 0 uses the v1 opcodes', listsAs, '00 01 2d', 'sha256\narg_0\n');
test('v14 only: sumhash512', listsAs, '0e 86', 'sumhash512\n');

// uint8
test('uint8 immediates are decimal', listsAs, '02 34 00 35 ff 2c 07', 'load 0\nstore 255\narg 7\n');
test('two uint8 immediates', listsAs, '02 51 00 01', 'substring 0 1\n');
test('extract and replace2', listsAs, '07 57 03 04 5c 09', 'extract 3 4\nreplace2 9\n');

// int8
test(
  'int8 immediates are signed',
  listsAs,
  '08 8b ff 8b 80 8c 7f 8c 00',
  'frame_dig -1\nframe_dig -128\nframe_bury 127\nframe_bury 0\n',
);

// fields
test('txn and global fields by name', listsAs, '02 31 00 31 10 32 04', 'txn Sender\ntxn TypeEnum\nglobal GroupSize\n');
test(
  'field then number, number then field',
  listsAs,
  '02 33 01 07 36 1a 02 37 03 1c 04',
  'gtxn 1 Receiver\ntxna ApplicationArgs 2\ngtxna 3 Accounts 4\n',
);
// upstream's disassembler names fields of every version; only the evaluator gates them
test(
  'fields newer than the program are still named',
  listsAs,
  '01 31 03 32 07',
  'txn FirstValidTime\nglobal LatestTimestamp\n',
);
test(
  'itxn_field names every txn field, settable or not',
  listsAs,
  '05 b2 1a b2 02 b2 00',
  'itxn_field ApplicationArgs\nitxn_field FirstValid\nitxn_field Sender\n',
  true,
);
test(
  'app_params_set names settable fields',
  listsAs,
  '0d 76 0b 76 0c',
  'app_params_set AppForeignBoxReads\napp_params_set AppFamilyBoxAccess\n',
  true,
);
test(
  'selector groups',
  listsAs,
  '0a 05 01 e0 03 5e 00 5f 02',
  'ecdsa_verify Secp256r1\nec_add BLS12_381g2\nbase64_decode URLEncoding\njson_ref JSONObject\n',
);
test(
  'asset and app fields',
  listsAs,
  '05 70 01 71 0b 72 08',
  'asset_holding_get AssetFrozen\nasset_params_get AssetCreator\napp_params_get AppAddress\n',
  true,
);

// varuint
test('pushint', listsAs, '03 81 00 81 ac 02', 'pushint 0\npushint 300\n');
test('pushint max uint64', listsAs, '03 81 ff ff ff ff ff ff ff ff ff 01', 'pushint 18446744073709551615\n');
test('pushint non-minimal varuint', listsAs, '03 81 81 00 01', 'pushint 1\nsha256\n');

// bytes and the guess
test('pushbytes printable', listsAs, '03 80 03 61 62 63', 'pushbytes 0x616263 // "abc"\n');
test('pushbytes empty', listsAs, '03 80 00', 'pushbytes 0x // ""\n');
test('pushbytes printable bounds', listsAs, '03 80 02 20 7e', 'pushbytes 0x207e // " ~"\n');
test('pushbytes below printable', listsAs, '03 80 02 61 1f', 'pushbytes 0x611f // 0x611f\n');
test('pushbytes DEL is not printable', listsAs, '03 80 01 7f', 'pushbytes 0x7f // 0x7f\n');
test('pushbytes high bytes', listsAs, '03 80 02 c3 a9', 'pushbytes 0xc3a9 // 0xc3a9\n');
test(
  'pushbytes quotes and backslashes are escaped',
  listsAs,
  '03 80 03 22 5c 41',
  'pushbytes 0x225c41 // "\\"\\\\A"\n',
);
test('pushbytes of 32 bytes is an address', listsAs, `03 80 20 ${hex32}`, `pushbytes 0x${hex32} // addr ${addr32}\n`);
test(
  'pushbytes of 32 printable bytes is still an address',
  listsAs,
  `03 80 20 ${'41'.repeat(32)}`,
  `pushbytes 0x${'41'.repeat(32)} // addr ${new algosdk.Address(new Uint8Array(32).fill(0x41)).toString()}\n`,
);
test(
  'pushbytes of 33 printable bytes is a string',
  listsAs,
  `03 80 21 ${'41'.repeat(33)}`,
  `pushbytes 0x${'41'.repeat(33)} // "${'A'.repeat(33)}"\n`,
);

// constant blocks and references
test(
  'intcblock and references with comments',
  listsAs,
  '02 20 03 01 02 ac 02 22 23 24 25 21 02 21 03',
  'intcblock 1 2 300\nintc_0 // 1\nintc_1 // 2\nintc_2 // 300\nintc_3\nintc 2 // 300\nintc 3\n',
);
test(
  'bytecblock and references with guesses',
  listsAs,
  `02 26 03 01 61 02 00 ff 20 ${hex32} 28 29 2a 2b 27 02 27 09`,
  `bytecblock 0x61 0x00ff 0x${hex32}\nbytec_0 // "a"\nbytec_1 // 0x00ff\nbytec_2 // addr ${addr32}\nbytec_3\nbytec 2 // addr ${addr32}\nbytec 9\n`,
);
test(
  'empty blocks keep the separating space',
  listsAs,
  '02 20 00 26 00 22 28',
  'intcblock \nbytecblock \nintc_0\nbytec_0\n',
);
test('references before the block have no comment', listsAs, '02 22 20 01 05 22', 'intc_0\nintcblock 5\nintc_0 // 5\n');
test(
  'a later block replaces the known one',
  listsAs,
  '02 20 01 05 20 01 07 22',
  'intcblock 5\nintcblock 7\nintc_0 // 7\n',
);
test(
  'pushints and pushbytess do not define blocks',
  listsAs,
  '08 83 02 01 02 82 02 01 61 00 22 28',
  'pushints 1 2\npushbytess 0x61 0x\nintc_0\nbytec_0\n',
);
test('empty pushints and pushbytess', listsAs, '08 83 00 82 00', 'pushints \npushbytess \n');
test(
  'block comments follow byte order, not control flow',
  listsAs,
  '04 42 00 03 20 01 09 22',
  'b label1\nintcblock 9\nlabel1:\nintc_0 // 9\n',
);

// sub-opcodes
test('v13 two-byte opcodes', listsAs, '0d d4 01 d4 06 d4 09', 'app_box_create\napp_box_get\napp_box_resize\n', true);
