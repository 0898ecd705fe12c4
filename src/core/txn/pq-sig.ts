/**
 * Post-quantum authorization (go-algorand data/transactions/pqsig.go `PQSig.Verify`, crypto/pq_scheme.go,
 * falconWrapper.go `VerifyFalcon1024`): a transaction signed with `pqsig`, or a logic sig delegated with
 * `lsig.pqsig`, is authorized by a Falcon-1024 key whose derived address is the authorizer.
 *
 * Invariants:
 * - The PQ address is crypto/accounts `pqAddress` of the envelope's scheme, salt (as carried) and public key.
 * - Checks run in upstream's order and fail with its texts: blank; scheme known (`f1` only; V42 enables it);
 *   derived address = authorizer; signature non-empty; key size; then the Falcon verdict, reported as the C
 *   library's error code (`invalid falcon-1024 signature: error code -4: falcon verify failed`).
 * - The message is the caller's "prefix ‖ body" bytes: "TX" ‖ txn for a transaction, "PQProgram" ‖ authorizer ‖
 *   program for a delegated logic sig.
 */
import { pqAddress } from '../crypto/accounts.js';
import { encodeAddress } from '../crypto/address.js';
import { FALCON_PUBLIC_KEY_BYTES, falconVerifyCode } from '../crypto/falcon.js';
import { bytesEqual } from '../bytes.js';
import { pqBlank } from './signed.js';
import type { PQSig } from './types.js';

const SCHEME_BYTES = 2;
const FALCON_1024 = 'f1';

/** PQSig.Address(): the address the envelope's key, scheme and salt derive. */
export function pqSigAddress(p: PQSig): Uint8Array {
  const scheme = new Uint8Array(SCHEME_BYTES);
  scheme.set((p.scheme ?? new Uint8Array(0)).subarray(0, SCHEME_BYTES));
  return pqAddress(scheme, p.salt ?? 0, p.publicKey ?? new Uint8Array(0));
}

/** Upstream's PQSig.Verify: undefined when `p` authorizes `message` for `authorizer`, else the bare reason. */
export function verifyPqSig(p: PQSig | undefined, message: Uint8Array, authorizer: Uint8Array): string | undefined {
  if (p === undefined || pqBlank(p)) return 'pq signature is blank';
  if (Buffer.from(p.scheme ?? new Uint8Array(SCHEME_BYTES)).toString('latin1') !== FALCON_1024) {
    return 'pq signature scheme not supported';
  }
  const derived = pqSigAddress(p);
  if (!bytesEqual(derived, authorizer)) {
    return `pq signature authorizer mismatch: derived ${encodeAddress(derived)}, expected ${encodeAddress(authorizer)}`;
  }
  const signature = p.signature ?? new Uint8Array(0);
  if (signature.length === 0) return 'pq signature is empty';
  const publicKey = p.publicKey ?? new Uint8Array(0);
  if (publicKey.length !== FALCON_PUBLIC_KEY_BYTES) {
    return `invalid falcon-1024 signature: public key size ${publicKey.length}, want ${FALCON_PUBLIC_KEY_BYTES}`;
  }
  const code = falconVerifyCode(publicKey, message, signature);
  return code === 0 ? undefined : `invalid falcon-1024 signature: error code ${code}: falcon verify failed`;
}
