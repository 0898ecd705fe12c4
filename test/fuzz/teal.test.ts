/**
 * Fuzzing the TEAL assembler and disassembler: any source assembles or fails with a message, any bytes disassemble
 * or fail with a message, never a throw; a program the assembler produced always disassembles, and that text
 * assembles back to the same bytes.
 */
import test from 'ava';
import fc from 'fast-check';
import { compileProgram, disassembleProgram } from '../../src/core/teal/compile.js';
import { MAX_ASSEMBLER_VERSION, opTable } from '../../src/core/teal/spec.js';
import { fuzzParams } from '../helpers/fuzz.js';

const OP_NAMES = [...opTable(MAX_ASSEMBLER_VERSION).byName.keys()];

const immediate = fc.oneof(
  fc.nat({ max: 300 }).map(String),
  fc.constantFrom(
    '0x',
    '0x00ff',
    'base64(AA==)',
    '"text"',
    'b32(AAAA)',
    'l',
    'l:',
    'Sender',
    'ApplicationArgs',
    '-1',
    '18446744073709551616',
  ),
  fc.string({ maxLength: 6 }),
);

const line = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.constantFrom(...OP_NAMES), fc.array(immediate, { maxLength: 3 }))
      .map(([op, args]) => [op, ...args].join(' ')),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'l:',
      'b l',
      'callsub l',
      '#pragma version 8',
      '#define X 1',
      '// comment',
      'int 1; int 2',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const source = fc
  .tuple(fc.option(fc.integer({ min: 1, max: MAX_ASSEMBLER_VERSION + 1 })), fc.array(line, { maxLength: 12 }))
  .map(([version, lines]) =>
    Buffer.from([...(version === null ? [] : [`#pragma version ${version}`]), ...lines].join('\n')),
  );

test('any source assembles or fails with a message; what assembles disassembles and reassembles the same', (t) => {
  let assembled = 0;
  fc.assert(
    fc.property(source, (text) => {
      const outcome = compileProgram(text, true);
      if (!outcome.ok) {
        if (typeof outcome.message !== 'string' || outcome.message === '') throw new Error('failure without a message');
        return;
      }
      assembled++;
      const disassembled = disassembleProgram(outcome.program);
      if (!disassembled.ok) throw new Error(`own program does not disassemble: ${disassembled.message}`);
      const again = compileProgram(Buffer.from(disassembled.text), false);
      if (!again.ok || !Buffer.from(again.program).equals(Buffer.from(outcome.program))) {
        throw new Error(`disassembly does not reassemble to the same bytes:\n${disassembled.text}`);
      }
    }),
    fuzzParams(400),
  );
  t.true(assembled > 0);
});

test('any bytes disassemble or fail with a message', (t) => {
  const program = fc.oneof(
    fc.uint8Array({ maxLength: 48 }),
    fc
      .tuple(fc.integer({ min: 1, max: MAX_ASSEMBLER_VERSION }), fc.uint8Array({ maxLength: 48 }))
      .map(([v, rest]) => Uint8Array.from([v, ...rest])),
  );
  fc.assert(
    fc.property(program, (bytes) => {
      const outcome = disassembleProgram(bytes);
      if (!outcome.ok && (typeof outcome.message !== 'string' || outcome.message === '')) throw new Error('no message');
    }),
    fuzzParams(3000),
  );
  t.pass();
});
