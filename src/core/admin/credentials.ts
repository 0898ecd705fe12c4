/**
 * Credential formats of the admin OAuth surface (docs/spec/oauth-apps.md §3, §9.2): client ids, client secrets and
 * access tokens are 32 random bytes written as URL-safe base64 without padding (43 characters). Tokens are kept
 * only as their SHA-256 digest (hex), so a leaked database does not leak usable tokens.
 *
 * Invariants: pure; randomness comes in as bytes from the caller; `tokenDigestHex` is the only way a token is
 * turned into a lookup key.
 */
import { AppError } from '../errors.js';
import { sha256 } from '../crypto/hash.js';

export const CREDENTIAL_BYTES = 32;
const CREDENTIAL_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Encodes 32 random bytes as a credential string.
 * @throws CORE_BAD_ARGUMENT when `random` is not 32 bytes
 */
export function encodeCredential(random: Uint8Array): string {
  if (random.length !== CREDENTIAL_BYTES) {
    throw new AppError('CORE_BAD_ARGUMENT', `a credential needs ${CREDENTIAL_BYTES} random bytes`);
  }
  return Buffer.from(random.buffer, random.byteOffset, random.byteLength).toString('base64url');
}

/** Whether `text` has the shape of a credential made by `encodeCredential`. */
export function isCredentialFormat(text: string): boolean {
  return CREDENTIAL_PATTERN.test(text);
}

/** The lookup key of a bearer token: lower-case hex SHA-256 of its UTF-8 bytes. */
export function tokenDigestHex(token: string): string {
  return sha256(Buffer.from(token, 'utf8')).toString('hex');
}
