/**
 * Task `sha512-256-batch`: SHA-512/256 of n packed items, 32 bytes each, back to back.
 * Thin: checks the plain input shape, calls core `sha512_256Batch`, never throws.
 */
import { sha512_256Batch } from '../../core/crypto/batch.js';
import { badInput, guard, isPackedBytes, isRecord, type Sha512_256BatchOutput, type TaskResult } from '../protocol.js';

export function run(input: unknown): TaskResult<Sha512_256BatchOutput> {
  if (!isRecord(input) || !isPackedBytes(input.items)) {
    return badInput('sha512-256-batch expects { items: PackedBytes }');
  }
  const { items } = input;
  return guard(() => ({ digests: sha512_256Batch(items) }));
}
