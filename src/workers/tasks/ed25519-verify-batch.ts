/**
 * Task `ed25519-verify-batch`: verifies n (message, signature, public key) triples; answers one byte per item
 * (1 valid, 0 invalid). Thin: checks the plain input shape, calls the batched verifier (native when the addon
 * loads, core's one-by-one otherwise; same answers), never throws.
 */
import { getVerifier } from '../../native/index.js';
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
  return guard(() => ({ valid: getVerifier().verifyBatch(messages, signatures, publicKeys) }));
}
