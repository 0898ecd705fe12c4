/**
 * Fuzzing parameters shared by test/fuzz: seeded, so a failure reproduces; bounded, so CI stays fast.
 * `npm run fuzz` runs the same properties longer (FUZZ_RUNS); FUZZ_SEED picks another seed. A failing run prints
 * fast-check's seed and path, which reproduce it exactly.
 */
import { isAppError } from '../../src/core/errors.js';

const DEFAULT_SEED = 20261126;

export interface FuzzParams {
  readonly seed: number;
  readonly numRuns: number;
}

/** `baseRuns` is the CI budget of one property; FUZZ_RUNS multiplies it (npm run fuzz sets 50). */
export function fuzzParams(baseRuns: number): FuzzParams {
  const scale = Number(process.env['FUZZ_RUNS'] ?? '1');
  const seed = Number(process.env['FUZZ_SEED'] ?? DEFAULT_SEED);
  return { seed, numRuns: Math.max(1, Math.round(baseRuns * (Number.isFinite(scale) && scale > 0 ? scale : 1))) };
}

/** Runs `fn`; a thrown AppError is a clear error (returns undefined); anything else is rethrown (a crash). */
export function clearErrorOr<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    if (isAppError(error)) return undefined;
    throw error;
  }
}
