/**
 * Jump targets: label naming (order of first reference), placement (forward, backward via the second pass, program
 * end, unprintable targets), switch/match, v13 varint offsets, and the proto rule.
 */
import test from 'ava';
import { listsAs } from './helpers.js';

// int16 offsets (v1..v12): relative to the end of the 3-byte instruction
test('forward branch', listsAs, '02 42 00 01 01 01', 'b label1\nsha256\nlabel1:\nsha256\n');
test('branch with offset 0 targets the next instruction', listsAs, '02 40 00 00 01', 'bnz label1\nlabel1:\nsha256\n');
test('branch to the program end', listsAs, '01 40 00 00', 'bnz label1\nlabel1:\n');
test('backward branch gets its label from the second pass', listsAs, '04 01 42 ff fc', 'label1:\nsha256\nb label1\n');
test('branch to itself', listsAs, '04 42 ff fd', 'label1:\nb label1\n');
test(
  'labels are numbered by first reference',
  listsAs,
  '02 41 00 04 42 00 02 01 01 01',
  'bz label1\nb label2\nsha256\nlabel1:\nsha256\nlabel2:\nsha256\n',
);
test('a shared target shares its label', listsAs, '02 41 00 03 42 00 00 01', 'bz label1\nb label1\nlabel1:\nsha256\n');
test(
  'forward and backward labels together',
  listsAs,
  '04 01 41 00 03 42 ff f9 01',
  'label2:\nsha256\nbz label1\nb label2\nlabel1:\nsha256\n',
);
// upstream accepts these; reassembly would fail, as it does upstream
test('target past the end is named but never placed', listsAs, '02 42 00 05', 'b label1\n');
test('target inside an instruction is named but never placed', listsAs, '02 42 00 01 34 07', 'b label1\nload 7\n');
test('target before the program start', listsAs, '04 42 80 00 01', 'b label1\nsha256\n');
test('callsub and retsub', listsAs, '04 88 00 01 43 89', 'callsub label1\nreturn\nlabel1:\nretsub\n');

// switch / match: one count byte, int16 offsets relative to the end of the whole instruction
test(
  'switch',
  listsAs,
  '08 81 01 8d 02 00 00 00 01 00 00',
  'pushint 1\nswitch label1 label2\nlabel1:\nerr\nlabel2:\nerr\n',
);
test('switch with no labels', listsAs, '08 8d 00 01', 'switch \nsha256\n');
test(
  'switch labels share names with branches',
  listsAs,
  '08 42 00 06 8d 02 00 00 ff f7 00',
  'label2:\nb label1\nswitch label1 label2\nlabel1:\nerr\n',
);
test('match', listsAs, '08 8e 01 00 01 00 01', 'match label1\nerr\nlabel1:\nsha256\n');

// v13+: zigzag varint offsets for b, bz, bnz, callsub; forward from the instruction end, backward from its opcode
test('v13 forward branch', listsAs, '0d 42 02 01 01', 'b label1\nsha256\nlabel1:\nsha256\n');
test('v13 zero offset', listsAs, '0d 41 00 01', 'bz label1\nlabel1:\nsha256\n');
test('v13 backward branch counts from the opcode', listsAs, '0d 01 42 01', 'label1:\nsha256\nb label1\n');
test('v13 backward branch over an instruction', listsAs, '0d 01 34 05 40 05', 'label1:\nsha256\nload 5\nbnz label1\n');
test(
  'v13 two-byte varint',
  listsAs,
  `0d 42 80 01 ${'01 '.repeat(64)}01`,
  `b label1\n${'sha256\n'.repeat(64)}label1:\nsha256\n`,
);
test('v13 callsub', listsAs, '0d 88 04 43 01 89', 'callsub label1\nreturn\nsha256\nlabel1:\nretsub\n');
test(
  'v13 huge offsets are named and never placed',
  listsAs,
  '0d 42 fe ff ff ff ff ff ff ff ff 01 42 ff ff ff ff ff ff ff ff 01',
  'b label1\nb label2\n',
);
test('v13 switch keeps int16 offsets', listsAs, '0d 8d 01 00 01 00 01', 'switch label1\nerr\nlabel1:\nsha256\n');

// proto: always labelled, so that the listing reassembles
test(
  'dead proto gets a label',
  listsAs,
  '08 42 00 04 8a 01 00 89 01',
  'b label1\nlabel2:\nproto 1 0\nretsub\nlabel1:\nsha256\n',
);
test('proto at the start', listsAs, '08 8a 02 01 89', 'label1:\nproto 2 1\nretsub\n');
test(
  'called proto reuses the callsub label',
  listsAs,
  '08 88 00 01 43 8a 00 00 89',
  'callsub label1\nreturn\nlabel1:\nproto 0 0\nretsub\n',
);
test('proto reached by a back branch', listsAs, '08 8a 00 00 42 ff fa', 'label1:\nproto 0 0\nb label1\n');
