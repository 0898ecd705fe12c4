/**
 * Task `ed25519-sign-batch`: signs n packed messages with n packed 64-byte secret keys.
 * Thin: checks the plain input shape, calls core `signBatch`, answers an envelope, never throws.
 * The secret-key block arrived by transfer and is this thread's only copy: it is zeroed before answering.
 */
import { signBatch } from '../../core/crypto/batch.js';
import { zero } from '../../core/crypto/ed25519.js';
import { badInput, guard, isPackedBytes, isRecord, type SignBatchOutput, type TaskResult } from '../protocol.js';

export function run(input: unknown): TaskResult<SignBatchOutput> {
  if (!isRecord(input) || !isPackedBytes(input.messages) || !(input.secretKeys instanceof Uint8Array)) {
    return badInput('ed25519-sign-batch expects { messages: PackedBytes, secretKeys: Uint8Array }');
  }
  const { messages, secretKeys } = input;
  try {
    return guard(() => ({ signatures: signBatch(messages, secretKeys) }));
  } finally {
    zero(secretKeys);
  }
}
