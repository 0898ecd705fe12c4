/**
 * Task `txn-sign-batch`: kmd's transaction signing for n packed transactions in one task (decode, canonical
 * message, signature, encoded SignedTxn: core/txn/sign-batch.ts), with k packed 64-byte secret keys and a key
 * index per transaction.
 * Thin: checks the plain input shape, calls core `signTransactionBatch`, answers an envelope, never throws.
 * The secret-key block arrived by transfer and is this thread's only copy: it is zeroed before answering, whatever
 * the outcome.
 */
import { zero } from '../../core/crypto/ed25519.js';
import { signTransactionBatch } from '../../core/txn/sign-batch.js';
import { badInput, guard, isPackedBytes, isRecord, type TaskResult, type TxnSignBatchOutput } from '../protocol.js';

export function run(input: unknown): TaskResult<TxnSignBatchOutput> {
  const secretKeys = isRecord(input) ? input.secretKeys : undefined;
  try {
    if (
      !isRecord(input) ||
      !isPackedBytes(input.transactions) ||
      !(input.publicKeys instanceof Uint8Array) ||
      !(input.keyIndex instanceof Uint32Array) ||
      !(secretKeys instanceof Uint8Array)
    ) {
      return badInput(
        'txn-sign-batch expects { transactions: PackedBytes, publicKeys, keyIndex: Uint32Array, secretKeys }',
      );
    }
    const { transactions, publicKeys, keyIndex } = input;
    return guard(() => ({ signed: signTransactionBatch(transactions, publicKeys, keyIndex, secretKeys) }));
  } finally {
    if (secretKeys instanceof Uint8Array) zero(secretKeys);
  }
}
