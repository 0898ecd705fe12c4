/**
 * Promise-returning ed25519 signing and verification for the async shell, batched per event-loop turn.
 *
 * Invariants:
 * - `sign` answers exactly the bytes of core `sign(message, secretKey)`; `verify` exactly core `verify`;
 *   `signTransactions` exactly core `signTransactionItem` for each item (core/txn/sign-batch.ts), whichever path
 *   (inline or pooled) a call takes.
 * - Input errors are per call and never poison a batch: a secret key of the wrong length rejects that call with
 *   CORE_BAD_LENGTH before queueing; a signature or public key of the wrong length resolves false at once.
 * - Pooled batches copy messages and keys into fresh packed buffers that are transferred (not cloned) to the
 *   worker; the worker zeroes the key block after signing, so no copy of the keys stays on either thread. A
 *   `txn-sign-batch` task carries each distinct key of its items once. A key block the pool never took (a task
 *   refused before it was posted) is zeroed here when the task settles.
 * - Callers must leave `message` and `secretKey` unchanged until the promise settles (they are read at flush).
 * - Without a pool everything runs inline (same results), which suits tests and single-threaded deployments.
 */
import {
  sign as signInline,
  verify as verifyInline,
  PUBLIC_KEY_BYTES,
  SECRET_KEY_BYTES,
  SIGNATURE_BYTES,
} from '../core/crypto/ed25519.js';
import { packBytes, packFixed } from '../core/packed.js';
import { signTransactionItem } from '../core/txn/sign-batch.js';
import { AppError } from '../core/errors.js';
import { Batcher, type FlushMode } from './batcher.js';
import type { Pool } from './pool.js';
import { coresBusy } from './run-queue.js';

export interface Signer {
  /** Detached ed25519 signature of `message`. @throws CORE_BAD_LENGTH, CORE_POOL_FAILURE */
  sign(message: Uint8Array, secretKey: Uint8Array): Promise<Buffer>;
  /**
   * The signatures of many messages, in order, settled as one (a batch RPC): the whole list leaves at once, without
   * a promise per item. @throws CORE_BAD_LENGTH (any key of the wrong length, before anything is signed),
   * CORE_POOL_FAILURE
   */
  signAll(items: readonly SignItem[]): Promise<Buffer[]>;
  /**
   * kmd's transaction signing for a batch RPC (core/txn/sign-batch.ts): decoding, the canonical message, the
   * signature and the encoded SignedTxn all happen where the signature does (a pool thread), the list split over
   * the threads as `signAll` splits it. One output per item, in order: the SignedTxn, or null for an item left to
   * the caller. Optional: a signer without it makes callers sign one step at a time.
   * @throws CORE_BAD_LENGTH (any key of the wrong length, before anything is signed), CORE_POOL_FAILURE
   */
  signTransactions?(items: readonly TxnSignItem[]): Promise<(Buffer | null)[]>;
}

export interface Verifier {
  /** Strict libsodium verification. @throws CORE_POOL_FAILURE */
  verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): Promise<boolean>;
}

export type SignatureServiceOptions = {
  pool?: Pool | undefined;
  /** Batches smaller than this run inline (default 4: a task round trip costs about three signatures). */
  inlineBelow?: number;
  /** Items per pooled task (default 64). */
  maxBatch?: number;
  /**
   * Transactions per pooled `txn-sign-batch` task (default `maxBatch`). A batch RPC's list is one task when the
   * other threads are busy and split over the idle ones otherwise (`parallelism`), so a size above a call's length
   * saves a task hand-off per call under load without slowing an isolated call.
   */
  maxTransactionBatch?: number;
  /**
   * Split one turn's batch over up to this many tasks (default 1: one task per turn). Setting it to the pool's
   * thread count halves the latency of an isolated burst on 2 threads; sustained load overlaps turns anyway.
   */
  parallelism?: number;
  /**
   * Sign or verify an end-of-turn batch of up to this many items on the calling thread while no core of the machine
   * is idle (run-queue.ts), as the cheaper choice then; off by default.
   */
  inlineWhileCoresBusyUpTo?: number;
  onFlush?: (operation: 'sign' | 'verify', size: number, mode: FlushMode) => void;
};

const DEFAULT_INLINE_BELOW = 4;
const DEFAULT_MAX_BATCH = 64;

export type SignItem = { readonly message: Uint8Array; readonly secretKey: Uint8Array };
/** A transaction, the public key that selects its signer (32 bytes, all zero = by sender), the secret key to use. */
export type TxnSignItem = {
  readonly transaction: Uint8Array;
  readonly publicKey: Uint8Array;
  readonly secretKey: Uint8Array;
};
type VerifyItem = { message: Uint8Array; signature: Uint8Array; publicKey: Uint8Array };

/**
 * Runs a task that takes `secretKeys` by transfer; if the task never took them (the pool refused it before posting:
 * closed, full), the block is still here and is zeroed. A transferred block is detached here (length 0).
 */
async function whileKeysOut<T>(secretKeys: Buffer, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } finally {
    if (secretKeys.length > 0) secretKeys.fill(0);
  }
}

async function signPooled(pool: Pool, items: readonly SignItem[]): Promise<Buffer[]> {
  const messages = packBytes(items.map((i) => i.message));
  const secretKeys = packFixed(
    items.map((i) => i.secretKey),
    SECRET_KEY_BYTES,
    'secret key',
  );
  // packed.ts allocated these buffers for this task alone, so moving them detaches nothing else.
  const transfer = [messages.data.buffer, messages.offsets.buffer, secretKeys.buffer] as ArrayBuffer[];
  const { signatures } = await whileKeysOut(secretKeys, () =>
    pool.run('ed25519-sign-batch', { messages, secretKeys }, { transfer }),
  );
  const block = Buffer.from(signatures.buffer, signatures.byteOffset, signatures.byteLength);
  return items.map((_, i) => block.subarray(i * SIGNATURE_BYTES, (i + 1) * SIGNATURE_BYTES));
}

/**
 * One `txn-sign-batch` task: the items' distinct secret keys (by identity: callers share one copy per signer) are
 * packed once each, so a key crosses once per task however many of its transactions the task holds.
 */
async function signTransactionsPooled(pool: Pool, items: readonly TxnSignItem[]): Promise<(Buffer | null)[]> {
  const slots = new Map<Uint8Array, number>();
  const distinct: Uint8Array[] = [];
  const keyIndex = new Uint32Array(items.length);
  items.forEach((item, i) => {
    let slot = slots.get(item.secretKey);
    if (slot === undefined) slots.set(item.secretKey, (slot = distinct.push(item.secretKey) - 1));
    keyIndex[i] = slot;
  });
  const transactions = packBytes(items.map((i) => i.transaction));
  const publicKeys = packFixed(
    items.map((i) => i.publicKey),
    PUBLIC_KEY_BYTES,
    'public key',
  );
  const secretKeys = packFixed(distinct, SECRET_KEY_BYTES, 'secret key');
  const transfer = [transactions.data.buffer, transactions.offsets.buffer, publicKeys.buffer, keyIndex.buffer];
  transfer.push(secretKeys.buffer);
  const input = { transactions, publicKeys, keyIndex, secretKeys };
  const { signed } = await whileKeysOut(secretKeys, () =>
    pool.run('txn-sign-batch', input, { transfer: transfer as ArrayBuffer[] }),
  );
  const block = Buffer.from(signed.data.buffer, signed.data.byteOffset, signed.data.byteLength);
  return items.map((_, i) => {
    const start = signed.offsets[i]!;
    const end = signed.offsets[i + 1]!;
    return end > start ? block.subarray(start, end) : null;
  });
}

async function verifyPooled(pool: Pool, items: readonly VerifyItem[]): Promise<boolean[]> {
  const messages = packBytes(items.map((i) => i.message));
  const signatures = packFixed(
    items.map((i) => i.signature),
    SIGNATURE_BYTES,
    'signature',
  );
  const publicKeys = packFixed(
    items.map((i) => i.publicKey),
    PUBLIC_KEY_BYTES,
    'public key',
  );
  const transfer = [messages.data.buffer, messages.offsets.buffer, signatures.buffer, publicKeys.buffer];
  const { valid } = await pool.run(
    'ed25519-verify-batch',
    { messages, signatures, publicKeys },
    {
      transfer: transfer as ArrayBuffer[],
    },
  );
  return items.map((_, i) => valid[i] === 1);
}

function badKey(secretKey: Uint8Array): AppError | undefined {
  if (secretKey.length === SECRET_KEY_BYTES) return undefined;
  return new AppError('CORE_BAD_LENGTH', `secret key must be ${SECRET_KEY_BYTES} bytes, got ${secretKey.length}`);
}

export function createSignatureService(options: SignatureServiceOptions = {}): Signer & Verifier {
  const { pool, onFlush } = options;
  const inlineBelow = options.inlineBelow ?? DEFAULT_INLINE_BELOW;
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const parallelism = options.parallelism ?? 1;
  const busyItems = options.inlineWhileCoresBusyUpTo;
  const inlineWhileCoresBusy = busyItems === undefined ? undefined : { coresBusy, maxItems: busyItems };
  const signer = new Batcher<SignItem, Buffer>({
    runPooled: pool === undefined ? undefined : (items) => signPooled(pool, items),
    runInline: (item) => signInline(item.message, item.secretKey),
    inlineBelow,
    maxBatch,
    parallelism,
    inlineWhileCoresBusy,
    onFlush: onFlush === undefined ? undefined : (size, mode) => onFlush('sign', size, mode),
  });
  const transactionSigner = new Batcher<TxnSignItem, Buffer | null>({
    runPooled: pool === undefined ? undefined : (items) => signTransactionsPooled(pool, items),
    runInline: (item) => signTransactionItem(item.transaction, item.publicKey, item.secretKey),
    inlineBelow,
    maxBatch: options.maxTransactionBatch ?? maxBatch,
    parallelism,
    inlineWhileCoresBusy,
    onFlush: onFlush === undefined ? undefined : (size, mode) => onFlush('sign', size, mode),
  });
  const verifier = new Batcher<VerifyItem, boolean>({
    runPooled: pool === undefined ? undefined : (items) => verifyPooled(pool, items),
    runInline: (item) => verifyInline(item.message, item.signature, item.publicKey),
    inlineBelow,
    maxBatch,
    parallelism,
    inlineWhileCoresBusy,
    onFlush: onFlush === undefined ? undefined : (size, mode) => onFlush('verify', size, mode),
  });
  return {
    sign(message, secretKey) {
      const bad = badKey(secretKey);
      return bad === undefined ? signer.submit({ message, secretKey }) : Promise.reject(bad);
    },
    signAll(items) {
      for (const item of items) {
        const bad = badKey(item.secretKey);
        if (bad !== undefined) return Promise.reject(bad);
      }
      return signer.runAll(items);
    },
    signTransactions(items) {
      for (const item of items) {
        const bad = badKey(item.secretKey);
        if (bad !== undefined) return Promise.reject(bad);
      }
      return transactionSigner.runAll(items);
    },
    verify(message, signature, publicKey) {
      if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) {
        return Promise.resolve(false);
      }
      return verifier.submit({ message, signature, publicKey });
    },
  };
}
