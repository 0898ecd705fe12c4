/**
 * Shared helpers of the assembler tests (not a test file itself): run the assembler and look at its output as hex
 * or as rendered messages.
 */
import type { ExecutionContext } from 'ava';
import { assemble, renderSourceMessage, type AssembleOptions } from '../../../../src/core/teal/assembler/index.js';

/** The program as hex; fails the test with the errors when assembly fails. */
export function hexOf(t: ExecutionContext, source: string, options?: AssembleOptions): string {
  const result = assemble(source, options);
  if (!result.ok) {
    t.fail(`unexpected errors: ${result.errors.map(renderSourceMessage).join(' | ')}`);
    return '';
  }
  return Buffer.from(result.program).toString('hex');
}

/** Every error, rendered `LINE:COL: TEXT`; fails the test when assembly succeeds. */
export function errorsOf(t: ExecutionContext, source: string, options?: AssembleOptions): string[] {
  const result = assemble(source, options);
  if (result.ok) {
    t.fail(`assembled to ${Buffer.from(result.program).toString('hex')}, errors were expected`);
    return [];
  }
  return result.errors.map(renderSourceMessage);
}

/** Every warning of a run, rendered; works for successful and failed runs alike. */
export function warningsOf(source: string, options?: AssembleOptions): string[] {
  return assemble(source, options).warnings.map(renderSourceMessage);
}

/** The first error, rendered. */
export function firstError(t: ExecutionContext, source: string, options?: AssembleOptions): string | undefined {
  return errorsOf(t, source, options)[0];
}
