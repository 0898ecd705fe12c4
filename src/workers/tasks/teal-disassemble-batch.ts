/**
 * Task `teal-disassemble-batch`: disassembles n programs (packed) and answers one DisassembleOutcome per program.
 * Thin: checks the plain input shape, calls core `disassembleBatch`, never throws.
 */
import { disassembleBatch } from '../../core/teal/compile.js';
import {
  badInput,
  guard,
  isPackedBytes,
  isRecord,
  type TaskResult,
  type TealDisassembleBatchOutput,
} from '../protocol.js';

export function run(input: unknown): TaskResult<TealDisassembleBatchOutput> {
  if (!isRecord(input) || !isPackedBytes(input.programs)) {
    return badInput('teal-disassemble-batch expects { programs: PackedBytes }');
  }
  const { programs } = input;
  return guard(() => ({ outcomes: disassembleBatch(programs) }));
}
