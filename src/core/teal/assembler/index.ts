/**
 * The TEAL assembler: source text → program bytes, byte-identical to go-algorand's for versions 0..14, with its
 * errors, warnings and source map (docs/spec/teal.md §3).
 *
 * Invariants:
 * - Input and messages are binary strings (one char per source byte); columns are byte offsets.
 * - Pure and synchronous; a bad program is an `ok: false` result, never an exception.
 * - Errors come in upstream's discovery order; any error means no program. Warnings never stop assembly.
 * - `version` is the version the program was assembled for, or -1 when no instruction or pragma settled it (the
 *   header then holds upstream's "no version" marker, the largest uint64).
 */
import { AppError } from '../../errors.js';
import { programAddress } from '../program.js';
import { buildSourceMap, type SourceMapData } from '../source-map.js';
import { MAX_ASSEMBLER_VERSION } from '../spec.js';
import { finalizeProgram } from './finalize.js';
import type { SourceMessage } from './report.js';
import { Assembly, UNSET_VERSION } from './state.js';
import { MAX_MACRO_EXPANSION_TOKENS } from './macros.js';
import { parseText } from './statements.js';
import { isBlankText } from './tokens.js';

export { compileReport, renderSourceMessage, type SourceMessage } from './report.js';

export type AssembleResult =
  | {
      ok: true;
      program: Uint8Array;
      /** The program's logic-sig address. */
      hash: string;
      version: number;
      sourceMap: SourceMapData;
      warnings: SourceMessage[];
    }
  | { ok: false; errors: SourceMessage[]; warnings: SourceMessage[] };

export interface AssembleOptions {
  /** Assemble for this version (a differing `#pragma version` is then an error); default: pragma or 1. */
  readonly version?: number;
}

function failed(asm: Assembly): AssembleResult {
  return { ok: false, errors: asm.errors, warnings: asm.warnings };
}

function startVersion(options: AssembleOptions): number {
  const version = options.version;
  if (version === undefined) return UNSET_VERSION;
  if (!Number.isSafeInteger(version) || version < 0) {
    throw new AppError('CORE_BAD_ARGUMENT', `assembler version must be a non-negative integer, got ${version}`);
  }
  return version;
}

/**
 * Assembles TEAL source (a binary string).
 * @throws CORE_BAD_ARGUMENT when `options.version` is not a non-negative integer
 */
export function assemble(source: string, options: AssembleOptions = {}): AssembleResult {
  const asm = new Assembly(startVersion(options), MAX_MACRO_EXPANSION_TOKENS);
  if (asm.version !== UNSET_VERSION && asm.version > MAX_ASSEMBLER_VERSION) {
    asm.record({ line: 0, column: 0, message: `Can not assemble version ${asm.version}` });
    return failed(asm);
  }
  if (isBlankText(source)) {
    asm.record({ line: 0, column: 0, message: 'Cannot assemble empty program text' });
    return failed(asm);
  }
  parseText(asm, source);
  if (asm.errors.length > 0) return failed(asm);
  const finalized = finalizeProgram(asm);
  if ('error' in finalized) {
    asm.record(finalized.error);
    return failed(asm);
  }
  const locations = new Map<number, { line: number; column: number }>();
  for (const [pc, location] of asm.offsetToSource) locations.set(pc + finalized.prefixLength, location);
  return {
    ok: true,
    program: finalized.program,
    hash: programAddress(finalized.program),
    version: asm.version === UNSET_VERSION ? -1 : asm.version,
    sourceMap: buildSourceMap(locations),
    warnings: asm.warnings,
  };
}
