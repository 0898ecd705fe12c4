/**
 * The message contract between the main thread and pool workers.
 *
 * Invariants:
 * - A request is `{ task, input }` with plain, structured-clone-safe data (typed arrays, numbers, strings).
 * - A task never throws across the thread: it answers a `TaskResult` envelope. Errors travel as `WireError`
 *   (code + message + optional data), because structured clone drops custom error fields (piscina issue #1143).
 * - Byte payloads use the packed layouts of core/crypto/packed.ts so one task moves two or three buffers, not N
 *   objects; the main thread transfers (not copies) the input buffers it built for the task.
 */
import type { PackedBytes } from '../core/packed.js';
import type { KdfParams } from '../core/crypto/password-kdf.js';
import type { CompileOutcome, DisassembleOutcome } from '../core/teal/compile.js';
import type { DryrunDefaults, DryrunOutcome } from '../core/ledger/dryrun/serve.js';
import { AppError, toAppError, type WireError } from '../core/errors.js';
import type { CheckStage } from '../core/ledger/group-prepare.js';

export type { WireError };

export type TaskResult<T> = { ok: true; value: T } | { ok: false; error: WireError };

export type SignBatchInput = { messages: PackedBytes; secretKeys: Uint8Array };
export type SignBatchOutput = { signatures: Uint8Array };
/** n transactions, n × 32 public keys (zero = by sender), a key index each into k × 64 secret keys. */
export type TxnSignBatchInput = {
  transactions: PackedBytes;
  publicKeys: Uint8Array;
  keyIndex: Uint32Array;
  secretKeys: Uint8Array;
};
/** One encoded SignedTxn per transaction, empty where the item was left to the caller (core/txn/sign-batch.ts). */
export type TxnSignBatchOutput = { signed: PackedBytes };
export type VerifyBatchInput = { messages: PackedBytes; signatures: Uint8Array; publicKeys: Uint8Array };
export type VerifyBatchOutput = { valid: Uint8Array };
export type Sha512_256BatchInput = { items: PackedBytes };
export type Sha512_256BatchOutput = { digests: Uint8Array };
export type PasswordKdfInput = { password: Uint8Array; params: KdfParams };
export type PasswordKdfOutput = { key: Uint8Array };
/** n TEAL sources; `sourceMaps[i]` is 1 when item i wants its source map. */
export type TealCompileBatchInput = { sources: PackedBytes; sourceMaps: Uint8Array };
export type TealCompileBatchOutput = { outcomes: CompileOutcome[] };
export type TealDisassembleBatchInput = { programs: PackedBytes };
export type TealDisassembleBatchOutput = { outcomes: DisassembleOutcome[] };
/** n groups, each its concatenated canonical SignedTxn msgpack; `failures[i]` is '' when group i passed. */
export type LsigEvalBatchInput = { groups: PackedBytes; genesisHash: Uint8Array; protocol: string };
export type LsigEvalBatchOutput = { failures: string[] };
/** One dryrun request body and the latest block's defaults; the output is core serveDryrun's outcome. */
export type DryrunInput = { body: Uint8Array; latest: DryrunDefaults };
export type DryrunOutput = DryrunOutcome;
/**
 * n group bodies and the chain context of core `checkGroup` (tasks/txn-group-check-batch.ts); with `payset` each
 * body is a run of payset entries cut from a block (core `checkPaysetGroup`) instead of submitted SignedTxns.
 */
export type GroupCheckBatchInput = {
  bodies: PackedBytes;
  payset?: boolean;
  protocol: string;
  feeSink: Uint8Array;
  rewardsPool: Uint8Array;
  genesisId: string;
  genesisHash: Uint8Array;
};
export type GroupCheckFailure = { stage: CheckStage; error: WireError };
export type GroupCheckBatchOutput = {
  failures: (GroupCheckFailure | null)[];
  counts: Uint32Array;
  txnBytes: PackedBytes;
  txids: Uint8Array;
  entries: PackedBytes;
  /** TXN_LEAVES_BYTES per transaction: the commitment leaves of its entry (meaningless without one) */
  leaves: Uint8Array;
};

/** Task name → input and output types. */
export interface TaskTypes {
  'ed25519-sign-batch': { input: SignBatchInput; output: SignBatchOutput };
  'ed25519-verify-batch': { input: VerifyBatchInput; output: VerifyBatchOutput };
  'txn-sign-batch': { input: TxnSignBatchInput; output: TxnSignBatchOutput };
  'sha512-256-batch': { input: Sha512_256BatchInput; output: Sha512_256BatchOutput };
  'password-kdf': { input: PasswordKdfInput; output: PasswordKdfOutput };
  'teal-compile-batch': { input: TealCompileBatchInput; output: TealCompileBatchOutput };
  'teal-disassemble-batch': { input: TealDisassembleBatchInput; output: TealDisassembleBatchOutput };
  'lsig-eval-batch': { input: LsigEvalBatchInput; output: LsigEvalBatchOutput };
  dryrun: { input: DryrunInput; output: DryrunOutput };
  'txn-group-check-batch': { input: GroupCheckBatchInput; output: GroupCheckBatchOutput };
}

export type TaskName = keyof TaskTypes;
export type TaskInput<K extends TaskName> = TaskTypes[K]['input'];
export type TaskOutput<K extends TaskName> = TaskTypes[K]['output'];

const TASK_NAMES: readonly TaskName[] = Object.freeze([
  'ed25519-sign-batch',
  'ed25519-verify-batch',
  'txn-sign-batch',
  'sha512-256-batch',
  'password-kdf',
  'teal-compile-batch',
  'teal-disassemble-batch',
  'lsig-eval-batch',
  'dryrun',
  'txn-group-check-batch',
]);

export type TaskRequest<K extends TaskName = TaskName> = { task: K; input: TaskInput<K> };

export function isTaskName(value: unknown): value is TaskName {
  return typeof value === 'string' && (TASK_NAMES as readonly string[]).includes(value);
}

export function success<T>(value: T): TaskResult<T> {
  return { ok: true, value };
}

/** Any thrown value as a failure envelope (unknown errors become CORE_INTERNAL without internals). */
export function failure(error: unknown): TaskResult<never> {
  return { ok: false, error: toAppError(error).toWire() };
}

/** Runs `fn`, turning every throw into a failure envelope, so a task can never throw across the thread. */
export function guard<T>(fn: () => T): TaskResult<T> {
  try {
    return success(fn());
  } catch (error) {
    return failure(error);
  }
}

/** Failure envelope for malformed input. */
export function badInput(message: string): TaskResult<never> {
  return failure(new AppError('CORE_BAD_ARGUMENT', message));
}

/** Shape check for a packed layout received from another thread. */
export function isPackedBytes(value: unknown): value is PackedBytes {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { data?: unknown; offsets?: unknown };
  return v.data instanceof Uint8Array && v.offsets instanceof Uint32Array;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
