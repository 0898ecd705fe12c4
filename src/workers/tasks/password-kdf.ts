/**
 * Task `password-kdf`: the Argon2id password key derivation (~0.6 s at MODERATE), kept off the event loop.
 * Thin: checks the plain input shape, calls core `deriveKeyFromPassword`, never throws. The password arrived by
 * transfer and is zeroed here; the derived key leaves guarded memory only to be cloned back to the caller, and the
 * guarded copy is released.
 */
import { KDF_ALGORITHM, deriveKeyFromPassword } from '../../core/crypto/password-kdf.js';
import { zero } from '../../core/crypto/ed25519.js';
import { badInput, guard, isRecord, type PasswordKdfOutput, type TaskResult } from '../protocol.js';

function isParams(value: unknown): boolean {
  return (
    isRecord(value) &&
    value.algorithm === KDF_ALGORITHM &&
    typeof value.opsLimit === 'number' &&
    typeof value.memLimitBytes === 'number' &&
    value.salt instanceof Uint8Array
  );
}

export function run(input: unknown): TaskResult<PasswordKdfOutput> {
  if (!isRecord(input) || !(input.password instanceof Uint8Array) || !isParams(input.params)) {
    return badInput('password-kdf expects { password: Uint8Array, params: KdfParams }');
  }
  const { password } = input;
  const params = input.params as Parameters<typeof deriveKeyFromPassword>[1];
  try {
    return guard(() => {
      const secret = deriveKeyFromPassword(password, params);
      try {
        return { key: new Uint8Array(secret.bytes) };
      } finally {
        secret.release();
      }
    });
  } finally {
    zero(password);
  }
}
