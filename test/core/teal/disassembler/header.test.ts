/**
 * The version line, the version comments that are not errors, and the `#pragma autosalt false` line (v13+, no
 * application-only opcode, program hash on the curve).
 */
import test from 'ava';
import { disassemble } from '../../../../src/core/teal/disassembler/index.js';
import { programHashIsOnCurve } from '../../../../src/core/teal/program.js';
import { bytes, listsAs } from './helpers.js';

const textOnly = test.macro((t, hex: string, text: string) => {
  t.deepEqual(disassemble(bytes(hex)), { text });
});

test('empty program', textOnly, '', '// invalid version\n');
test('unterminated version', textOnly, '80', '// invalid version\n');
test('overflowing version', textOnly, '80 80 80 80 80 80 80 80 80 80 80', '// invalid version\n');
test('version 15', textOnly, '0f', '// unsupported version 15\n');
test('unsupported version ignores the rest', textOnly, '0f ff ff', '// unsupported version 15\n');
test('two-byte version', textOnly, '80 01 01', '// unsupported version 128\n');
test('max uint64 version', textOnly, 'ff ff ff ff ff ff ff ff ff 01', '// unsupported version 18446744073709551615\n');
test('version only', textOnly, '01', '#pragma version 1\n');
test('version 0', textOnly, '00', '#pragma version 0\n');
test('non-minimal version varint', textOnly, '82 00 01', '#pragma version 2\nsha256\n');
test('every supported version', (t) => {
  for (let v = 0; v <= 12; v++)
    t.deepEqual(disassemble(Uint8Array.of(v, 0x01)), { text: `#pragma version ${v}\nsha256\n` });
});

/** Programs `VV 81 XX` (pushint XX) for XX = 0..127, with whether their hash is on the curve. */
function samples(prefix: string): { program: Uint8Array; onCurve: boolean }[] {
  return Array.from({ length: 128 }, (_, x) => {
    const program = bytes(`${prefix} ${x.toString(16).padStart(2, '0')}`);
    return { program, onCurve: programHashIsOnCurve(program) };
  });
}

test('v13 and v14 logic sigs on the curve get #pragma autosalt false', (t) => {
  for (const version of ['0d', '0e']) {
    const all = samples(`${version} 81`);
    const on = all.filter((s) => s.onCurve);
    // about half of all hashes decode as points; both cases must be exercised
    t.true(on.length > 10 && on.length < all.length - 10);
    for (const { program, onCurve } of all) {
      const x = program[2]!;
      const head = `#pragma version ${program[0]}\n` + (onCurve ? '#pragma autosalt false\n' : '');
      t.deepEqual(disassemble(program), { text: `${head}pushint ${x}\n` });
    }
  }
});

test('before v13 there is never an autosalt line', (t) => {
  const on = samples('0c 81').filter((s) => s.onCurve);
  t.true(on.length > 0);
  for (const { program } of on) t.is(disassemble(program).text, `#pragma version 12\npushint ${program[2]}\n`);
});

test('application-only opcodes suppress the autosalt line', (t) => {
  const on = samples('0d 76 0b 81').filter((s) => s.onCurve);
  t.true(on.length > 0);
  for (const { program } of on) {
    t.is(disassemble(program).text, `#pragma version 13\napp_params_set AppForeignBoxReads\npushint ${program[4]}\n`);
  }
});

test('an invalid opcode listing still gets the autosalt line', (t) => {
  const on = samples('0d 81 00 ff').filter((s) => s.onCurve);
  t.true(on.length > 0);
  for (const { program } of on) {
    t.deepEqual(disassemble(program), {
      error: 'illegal opcode 0xff',
      text: `#pragma version 13\n#pragma autosalt false\npushint 0\ninvalid opcode ff at pc=3\n`,
    });
  }
});

test('a v13 program with any-mode opcodes only', listsAs, '0d 01 08', 'sha256\n+\n');
