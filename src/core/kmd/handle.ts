/**
 * Wallet handle tokens (docs/spec/kmd.md §5): `<id>.<secret>`, id = 8 random bytes as 16 lowercase hex characters,
 * secret = 32 random bytes as 64 lowercase hex characters.
 *
 * Invariants:
 * - Parsing splits at the first `.` and checks, in upstream's order, the split, the id and then the secret format;
 *   each failure is KMD_BAD_HANDLE (401) with upstream's text. Upper-case hex is rejected.
 * - Pure: randomness comes in as arguments.
 */
import { AppError } from '../errors.js';

export const HANDLE_ID_BYTES = 8;
export const HANDLE_SECRET_BYTES = 32;

const ID_PATTERN = /^[0-9a-f]{16}$/;
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

export type ParsedHandle = { readonly id: string; readonly secret: string };

/** Token text for an id and a secret. @throws CORE_BAD_LENGTH */
export function formatHandle(id: Uint8Array, secret: Uint8Array): string {
  if (id.length !== HANDLE_ID_BYTES || secret.length !== HANDLE_SECRET_BYTES) {
    throw new AppError('CORE_BAD_LENGTH', 'wallet handle id must be 8 bytes and its secret 32 bytes');
  }
  return `${Buffer.from(id).toString('hex')}.${Buffer.from(secret).toString('hex')}`;
}

/**
 * Splits and checks a token's format (not whether it exists).
 * @throws KMD_BAD_HANDLE (`wrong number of token parts`, `invalid wallet handle id`, `invalid wallet handle secret`)
 */
export function parseHandle(token: string): ParsedHandle {
  const dot = token.indexOf('.');
  if (dot < 0) throw new AppError('KMD_BAD_HANDLE', 'wrong number of token parts');
  const id = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!ID_PATTERN.test(id)) throw new AppError('KMD_BAD_HANDLE', 'invalid wallet handle id');
  if (!SECRET_PATTERN.test(secret)) throw new AppError('KMD_BAD_HANDLE', 'invalid wallet handle secret');
  return { id, secret };
}
