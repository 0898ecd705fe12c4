/** Shared helpers for the disassembler tests (not a test file: ava only runs *.test.ts). */
import type { ExecutionContext } from 'ava';
import { disassemble } from '../../../../src/core/teal/disassembler/index.js';
import { programHashIsOnCurve } from '../../../../src/core/teal/program.js';

/** Program bytes from spaced hex (`'08 81 08'`). */
export function bytes(hex: string): Uint8Array {
  const clean = hex.replace(/\s+/g, '');
  if (!/^([0-9a-f]{2})*$/i.test(clean)) throw new Error(`bad hex in test: ${hex}`);
  return Uint8Array.from(Buffer.from(clean, 'hex'));
}

/** The header upstream prints for a version-`v` program with these bytes (autosalt line per docs/spec/teal.md §4). */
export function header(v: number, program: Uint8Array, stateful = false): string {
  const salted = v >= 13 && !stateful && programHashIsOnCurve(program);
  return `#pragma version ${v}\n` + (salted ? '#pragma autosalt false\n' : '');
}

/** Expect a successful disassembly whose body (after the header) is `body`. */
export function listsAs(t: ExecutionContext, hex: string, body: string, stateful = false): void {
  const program = bytes(hex);
  const result = disassemble(program);
  t.false('error' in result, JSON.stringify(result));
  t.is(result.text, header(program[0]!, program, stateful) + body);
}

/** Expect a failure with exactly `error`; `partialBody` is the listing body before an invalid opcode ('' = none). */
export function failsWith(t: ExecutionContext, hex: string, error: string, partialBody = '', stateful = false): void {
  const program = bytes(hex);
  const result = disassemble(program);
  t.true('error' in result, JSON.stringify(result));
  if (!('error' in result)) return;
  t.is(result.error, error);
  t.is(result.text, partialBody === '' ? '' : header(program[0]!, program, stateful) + partialBody);
}
