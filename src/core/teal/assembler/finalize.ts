/**
 * The final program bytes (docs/spec/teal.md §3.10): prefix + body, and the v13+ logic-sig auto-salt that keeps a program's
 * address off the ed25519 curve.
 *
 * Invariants:
 * - Salting applies by default to v13+ programs without application-only ops whose hash is on the curve;
 *   `#pragma autosalt true` forces the check at any version (warning about stateful ops), `#pragma autosalt false`
 *   disables it (warning when the hash is left on the curve).
 * - With an automatically built intcblock the salt is one extra value s (0..127) appended to that block; otherwise
 *   the program gets a trailing `intcblock 1 s`. The first s that moves the hash off the curve wins.
 * - The collected int list is left as the source made it (the salt is not kept in it).
 */
import { programHashIsOnCurve } from '../program.js';
import { prependConstantBlocks } from './constants.js';
import type { SourceMessage } from './report.js';
import type { Assembly } from './state.js';
import { OFF_CURVE_VERSION } from './versions.js';

/** Salt values tried: all fit one varuint byte. */
const SALT_LIMIT = 128;
/** `intcblock` opcode (the same at every version). */
const INTCBLOCK = 0x20;

function hashOnCurve(program: Uint8Array): boolean {
  return programHashIsOnCurve(program);
}

function shouldSalt(asm: Assembly, program: Uint8Array): boolean {
  if (asm.autoSalt === 'off') {
    if (!asm.hasStatefulOps && hashOnCurve(program)) {
      asm.warn(asm.autoSaltToken, '#pragma autosalt false leaves program hash on curve');
    }
    return false;
  }
  if (asm.autoSalt === 'on') {
    if (asm.hasStatefulOps) asm.warn(asm.autoSaltToken, '#pragma autosalt true used with stateful opcodes');
    return hashOnCurve(program);
  }
  return asm.version >= OFF_CURVE_VERSION && !asm.hasStatefulOps && hashOnCurve(program);
}

export type Finalized = { program: Uint8Array; prefixLength: number } | { error: SourceMessage };

function saltAutomaticBlock(asm: Assembly): Finalized {
  const original = asm.intc;
  try {
    for (let salt = 0; salt < SALT_LIMIT; salt++) {
      asm.intc = [...original, BigInt(salt)];
      const built = prependConstantBlocks(asm);
      if (!hashOnCurve(built.program)) return built;
    }
  } finally {
    asm.intc = original;
  }
  const message = 'could not find an automatic intcblock salt that yields an off-curve program';
  return { error: { line: asm.sourceLine, column: 0, message } };
}

function saltTrailingBlock(asm: Assembly, program: Uint8Array, prefixLength: number): Finalized {
  const candidate = new Uint8Array(program.length + 3);
  candidate.set(program);
  candidate.set([INTCBLOCK, 1], program.length);
  for (let salt = 0; salt < SALT_LIMIT; salt++) {
    candidate[candidate.length - 1] = salt;
    if (!hashOnCurve(candidate)) return { program: candidate, prefixLength };
  }
  const message = 'could not find a trailing intcblock salt that yields an off-curve program';
  return { error: { line: asm.sourceLine, column: 0, message } };
}

/** Upstream `finalizeProgram`. */
export function finalizeProgram(asm: Assembly): Finalized {
  const { program, prefixLength } = prependConstantBlocks(asm);
  if (!shouldSalt(asm, program)) return { program, prefixLength };
  if (asm.intc.length > 0 && asm.intcBlockCount === 0) return saltAutomaticBlock(asm);
  return saltTrailingBlock(asm, program, prefixLength);
}
