/**
 * Promise-returning ed25519 signing and verification for the async shell, batched per event-loop turn.
 *
 * Invariants:
 * - `sign` answers exactly the bytes of core `sign(message, secretKey)`; `verify` exactly core `verify`, whichever
 *   path (inline or pooled) a call takes.
 * - Input errors are per call and never poison a batch: a secret key of the wrong length rejects that call with
 *   CORE_BAD_LENGTH before queueing; a signature or public key of the wrong length resolves false at once.
 * - Pooled batches copy messages and keys into fresh packed buffers that are transferred (not cloned) to the
 *   worker; the worker zeroes the key block after signing, so no copy of the keys stays on either thread.
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
type VerifyItem = { message: Uint8Array; signature: Uint8Array; publicKey: Uint8Array };

async function signPooled(pool: Pool, items: readonly SignItem[]): Promise<Buffer[]> {
  const messages = packBytes(items.map((i) => i.message));
  const secretKeys = packFixed(
    items.map((i) => i.secretKey),
    SECRET_KEY_BYTES,
    'secret key',
  );
  // packed.ts allocated these buffers for this task alone, so moving them detaches nothing else.
  const transfer = [messages.data.buffer, messages.offsets.buffer, secretKeys.buffer] as ArrayBuffer[];
  const { signatures } = await pool.run('ed25519-sign-batch', { messages, secretKeys }, { transfer });
  const block = Buffer.from(signatures.buffer, signatures.byteOffset, signatures.byteLength);
  return items.map((_, i) => block.subarray(i * SIGNATURE_BYTES, (i + 1) * SIGNATURE_BYTES));
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
    verify(message, signature, publicKey) {
      if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) {
        return Promise.resolve(false);
      }
      return verifier.submit({ message, signature, publicKey });
    },
  };
}
