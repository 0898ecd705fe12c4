/**
 * What `POST /v2/teal/compile` and `POST /v2/teal/disassemble` compute, as plain data: the one entry point used
 * inline on the main thread and inside pool workers, so both paths answer identically.
 *
 * Invariants:
 * - Input is the request body as bytes. The assembler works on a binary string (one char per byte, so columns are
 *   byte offsets as upstream reports them); messages are turned back into UTF-8 text here and nowhere else.
 * - Outcomes are structured-clone safe (Uint8Array, strings, numbers) and never throw for bad programs: an
 *   assembly or disassembly failure is an `ok: false` outcome carrying upstream's 400 message.
 * - The source map's only source is the literal name `<body>`, as upstream names the request body.
 */
import { assemble, compileReport } from './assembler/index.js';
import { disassemble } from './disassembler/index.js';
import type { SourceMapData } from './source-map.js';
import { AppError } from '../errors.js';
import { packedCount, packedItem, type PackedBytes } from '../packed.js';

export type CompileOutcome =
  { ok: true; program: Uint8Array; hash: string; sourceMap?: SourceMapData } | { ok: false; message: string };

export type DisassembleOutcome = { ok: true; text: string } | { ok: false; message: string };

/** Latin-1 view of bytes: one char per byte. */
export function binaryString(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** A binary string (UTF-8 bytes as chars) back to text. */
export function textOfBinary(binary: string): string {
  return Buffer.from(binary, 'latin1').toString('utf8');
}

/** Assembles a compile request body; `withSourceMap` adds upstream's source map. */
export function compileProgram(source: Uint8Array, withSourceMap: boolean): CompileOutcome {
  const result = assemble(binaryString(source));
  if (!result.ok) return { ok: false, message: textOfBinary(compileReport(result.errors, result.warnings)) };
  const outcome: CompileOutcome = { ok: true, program: result.program, hash: result.hash };
  if (withSourceMap) outcome.sourceMap = result.sourceMap;
  return outcome;
}

/** Disassembles a program; a failure carries upstream's error text. */
export function disassembleProgram(program: Uint8Array): DisassembleOutcome {
  const result = disassemble(program);
  return 'error' in result
    ? { ok: false, message: textOfBinary(result.error) }
    : { ok: true, text: textOfBinary(result.text) };
}

/**
 * Compiles every packed source; item i gets its source map when `sourceMaps[i]` is 1.
 * @throws CORE_BAD_ARGUMENT when `sourceMaps` does not have one flag per source
 */
export function compileBatch(sources: PackedBytes, sourceMaps: Uint8Array): CompileOutcome[] {
  const n = packedCount(sources, 'sources');
  if (sourceMaps.length !== n) {
    throw new AppError('CORE_BAD_ARGUMENT', `${n} sources need ${n} source-map flags, got ${sourceMaps.length}`);
  }
  const outcomes: CompileOutcome[] = [];
  for (let i = 0; i < n; i++) outcomes.push(compileProgram(packedItem(sources, i), sourceMaps[i] === 1));
  return outcomes;
}

/** Disassembles every packed program. */
export function disassembleBatch(programs: PackedBytes): DisassembleOutcome[] {
  const outcomes: DisassembleOutcome[] = [];
  for (let i = 0, n = packedCount(programs, 'programs'); i < n; i++)
    outcomes.push(disassembleProgram(packedItem(programs, i)));
  return outcomes;
}
