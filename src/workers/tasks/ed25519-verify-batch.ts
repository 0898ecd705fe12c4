/**
 * Task `ed25519-verify-batch`: verifies n (message, signature, public key) triples; answers one byte per item
 * (1 valid, 0 invalid). Thin: checks the plain input shape, calls core `verifyBatch`, never throws.
 */
import { verifyBatch } from '../../core/crypto/batch.js';
import { badInput, guard, isPackedBytes, isRecord, type TaskResult, type VerifyBatchOutput } from '../protocol.js';

export function run(input: unknown): TaskResult<VerifyBatchOutput> {
  if (
    !isRecord(input) ||
    !isPackedBytes(input.messages) ||
    !(input.signatures instanceof Uint8Array) ||
    !(input.publicKeys instanceof Uint8Array)
  ) {
    return badInput('ed25519-verify-batch expects { messages: PackedBytes, signatures, publicKeys: Uint8Array }');
  }
  const { messages, signatures, publicKeys } = input;
  return guard(() => ({ valid: verifyBatch(messages, signatures, publicKeys) }));
}
