/**
 * Task `teal-compile-batch`: assembles n TEAL sources (packed) and answers one CompileOutcome per source, in order.
 * Thin: checks the plain input shape, calls core `compileBatch`, never throws. Assembly failures are outcomes
 * (data), not task failures.
 */
import { compileBatch } from '../../core/teal/compile.js';
import { badInput, guard, isPackedBytes, isRecord, type TaskResult, type TealCompileBatchOutput } from '../protocol.js';

export function run(input: unknown): TaskResult<TealCompileBatchOutput> {
  if (!isRecord(input) || !isPackedBytes(input.sources) || !(input.sourceMaps instanceof Uint8Array)) {
    return badInput('teal-compile-batch expects { sources: PackedBytes, sourceMaps: Uint8Array }');
  }
  const { sources, sourceMaps } = input;
  return guard(() => ({ outcomes: compileBatch(sources, sourceMaps) }));
}
