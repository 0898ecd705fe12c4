import test from 'ava';
import { assemble } from '../../../../src/core/teal/assembler/index.js';
import { programHashIsOnCurve } from '../../../../src/core/teal/program.js';
import { hexOf, warningsOf } from './assemble-helpers.js';

/** The first program of the family (by n) whose unsalted bytes hash on or off the curve, as asked. */
function findProgram(family: (n: number) => string, onCurve: boolean): { source: string; unsalted: Uint8Array } {
  for (let n = 0; n < 1000; n++) {
    const source = family(n);
    const plain = assemble(`#pragma autosalt false\n${source}`);
    if (plain.ok && programHashIsOnCurve(plain.program) === onCurve) return { source, unsalted: plain.program };
  }
  throw new Error('no program found');
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/** The salt must be the first value 0..127 that moves the hash off the curve. */
function assertFirstSalt(
  t: import('ava').ExecutionContext,
  build: (salt: number) => Uint8Array,
  program: Uint8Array,
): void {
  let salt = 0;
  while (programHashIsOnCurve(build(salt))) salt++;
  t.is(hex(program), hex(build(salt)));
  t.false(programHashIsOnCurve(program));
}

const pushOnly = (n: number): string => `#pragma version 13\npushint ${n}`;

test('an on-curve v13 program without an int block gets a trailing intcblock salt', (t) => {
  const { source, unsalted } = findProgram(pushOnly, true);
  const result = assemble(source);
  if (!result.ok) return t.fail();
  assertFirstSalt(t, (salt) => Uint8Array.from([...unsalted, 0x20, 0x01, salt]), result.program);
  t.deepEqual(result.warnings, []);
});

test('an off-curve v13 program is left alone', (t) => {
  const { source, unsalted } = findProgram(pushOnly, false);
  t.is(hexOf(t, source), hex(unsalted));
});

test('an automatic int block takes the salt as an extra value', (t) => {
  const family = (n: number): string => `#pragma version 13\nint ${n}\nint ${n}\n+`;
  const { source, unsalted } = findProgram(family, true);
  const result = assemble(source);
  if (!result.ok) return t.fail();
  // unsalted = 0d 20 01 <n> ... ; salted = 0d 20 02 <n> <salt> ...
  const n = unsalted[3]!;
  t.true(n < 0x80);
  assertFirstSalt(t, (salt) => Uint8Array.from([0x0d, 0x20, 0x02, n, salt, ...unsalted.subarray(4)]), result.program);
});

test('a hand-written int block gets a trailing salt', (t) => {
  const family = (n: number): string => `#pragma version 13\nintcblock ${n}\nintc_0`;
  const { source, unsalted } = findProgram(family, true);
  const result = assemble(source);
  if (!result.ok) return t.fail();
  assertFirstSalt(t, (salt) => Uint8Array.from([...unsalted, 0x20, 0x01, salt]), result.program);
});

test('versions before 13 are not salted by default', (t) => {
  const family = (n: number): string => `#pragma version 12\npushint ${n}`;
  const { source, unsalted } = findProgram(family, true);
  t.is(hexOf(t, source), hex(unsalted));
});

test('application-only ops keep a v13 program unsalted', (t) => {
  const family = (n: number): string => `#pragma version 13\npushint ${n}\nitob\nlog`;
  const { source, unsalted } = findProgram(family, true);
  t.is(hexOf(t, source), hex(unsalted));
});

test('autosalt false leaves the hash on the curve, with a warning', (t) => {
  const family = (n: number): string => `#pragma version 13\npushint ${n}`;
  const { source, unsalted } = findProgram(family, true);
  const off = `#pragma autosalt false\n${source}`;
  t.is(hexOf(t, off), hex(unsalted));
  t.deepEqual(warningsOf(off), ['1: #pragma autosalt false leaves program hash on curve']);
});

test('autosalt false warns only when the hash is on the curve', (t) => {
  const { source } = findProgram(pushOnly, false);
  t.deepEqual(warningsOf(`#pragma autosalt false\n${source}`), []);
});

test('autosalt true salts older versions', (t) => {
  const family = (n: number): string => `#pragma version 8\npushint ${n}`;
  const { source, unsalted } = findProgram(family, true);
  const result = assemble(`#pragma autosalt true\n${source}`);
  if (!result.ok) return t.fail();
  assertFirstSalt(t, (salt) => Uint8Array.from([...unsalted, 0x20, 0x01, salt]), result.program);
});

test('autosalt true with stateful ops warns and still salts an on-curve hash', (t) => {
  const family = (n: number): string => `#pragma version 8\npushint ${n}\nitob\nlog`;
  const { source, unsalted } = findProgram(family, true);
  const on = `  #pragma autosalt true\n${source}`;
  const result = assemble(on);
  if (!result.ok) return t.fail();
  assertFirstSalt(t, (salt) => Uint8Array.from([...unsalted, 0x20, 0x01, salt]), result.program);
  t.deepEqual(
    result.warnings.map((w) => `${w.line}:${w.column}: ${w.message}`),
    ['1:2: #pragma autosalt true used with stateful opcodes'],
  );
});

test('the source map is shifted by a salted prefix', (t) => {
  const family = (n: number): string => `#pragma version 13\nint ${n}\nint ${n}\n+`;
  const { source } = findProgram(family, true);
  const result = assemble(source);
  if (!result.ok) return t.fail();
  // Prefix: version, intcblock with two values (0d 20 02 n salt): instructions start at pc 5, 6, 7.
  t.is(result.sourceMap.mappings, ';;;;;AACA;AACA;AACA');
});
