/**
 * Pool worker entry: piscina loads this file in each worker thread and calls the default export once per task.
 *
 * Invariants:
 * - Dispatches on `request.task` to exactly one module of tasks/; unknown names and malformed requests get a
 *   failure envelope. Nothing ever throws out of `handle` (a throw would reach the main thread as a bare Error
 *   without our code; see protocol.ts).
 * - Synchronous: tasks are CPU-bound and finish before the next message is read.
 * - Imports no piscina (workers/pool.ts is the only importer), so the pool library stays swappable in one file.
 */
import { badInput, failure, isRecord, isTaskName, type TaskName, type TaskResult } from './protocol.js';
import { run as passwordKdf } from './tasks/password-kdf.js';
import { run as sha512_256Batch } from './tasks/sha512-256-batch.js';
import { run as signBatch } from './tasks/ed25519-sign-batch.js';
import { run as verifyBatch } from './tasks/ed25519-verify-batch.js';
import { run as txnSignBatch } from './tasks/txn-sign-batch.js';
import { run as tealCompileBatch } from './tasks/teal-compile-batch.js';
import { run as tealDisassembleBatch } from './tasks/teal-disassemble-batch.js';
import { run as lsigEvalBatch } from './tasks/lsig-eval-batch.js';
import { run as dryrun } from './tasks/dryrun.js';
import { run as txnGroupCheckBatch } from './tasks/txn-group-check-batch.js';

const TASKS: Readonly<Record<TaskName, (input: unknown) => TaskResult<unknown>>> = {
  'ed25519-sign-batch': signBatch,
  'ed25519-verify-batch': verifyBatch,
  'txn-sign-batch': txnSignBatch,
  'sha512-256-batch': sha512_256Batch,
  'password-kdf': passwordKdf,
  'teal-compile-batch': tealCompileBatch,
  'teal-disassemble-batch': tealDisassembleBatch,
  'lsig-eval-batch': lsigEvalBatch,
  dryrun,
  'txn-group-check-batch': txnGroupCheckBatch,
};

export default function handle(request: unknown): TaskResult<unknown> {
  try {
    if (!isRecord(request) || !isTaskName(request.task)) {
      const name = isRecord(request) ? String(request.task) : typeof request;
      return badInput(`unknown worker task ${name}`);
    }
    return TASKS[request.task](request.input);
  } catch (error) {
    return failure(error);
  }
}
