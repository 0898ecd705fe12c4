/**
 * The byte-field rules of kmd requests, in one place for every transport: the REST decoder applies them to the
 * message it builds from JSON, and the gRPC binding to the message it receives, so that both refuse the same
 * input with the same reason (docs/errors.md, KMD_BAD_REQUEST_BODY).
 *
 * Rules (kmd's fixed-size Go arrays, which its JSON decoder refuses at any other length):
 * - a fixed-size field is empty (absent: the zero value) or exactly its size, at any depth of the message;
 * - an account field (`public_key`, `public_keys`, `signer`, `pks`, `pk`: address strings in the proto, base64
 *   32-byte keys on kmd's REST wire, converted by the REST gateway) is empty or a valid address, at any depth;
 *   a bad one is refused as REST refuses a key of the wrong size;
 * - `private_key` (ImportKey) is required: 64 bytes whose 32-byte seed is not all zero. An empty key used to
 *   import the all-zero-seed key, whose secret everybody knows (docs/compat.md).
 * A wrong length gets kmd's own text ("could not decode request body"); the ImportKey rule, which kmd lacks, says
 * what it wants.
 */
import { isAllZero } from '../../core/bytes.js';
import { decodeAddress, isValidAddress } from '../../core/crypto/address.js';
import { AppError } from '../../core/errors.js';

const FIXED_BYTES: Readonly<Record<string, number>> = {
  master_derivation_key: 32,
  private_key: 64,
  s: 64,
};

/** The fields that name an account: address strings in the proto (empty = unset). */
export const ACCOUNT_FIELDS: ReadonlySet<string> = new Set(['public_key', 'public_keys', 'signer', 'pks', 'pk']);

const MAX_DEPTH = 8;

/** kmd's own text for a field its JSON decoder cannot fill (a Go array of another length). */
function badField(): AppError {
  return new AppError('KMD_BAD_REQUEST_BODY');
}

function checkBytes(value: unknown, size: number): void {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  for (const item of items) {
    if (item instanceof Uint8Array && item.length !== 0 && item.length !== size) throw badField();
  }
}

function checkAccounts(value: unknown): void {
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  for (const item of items) {
    if (typeof item === 'string' && item !== '' && !isValidAddress(item)) throw badField();
  }
}

function checkFields(message: Readonly<Record<string, unknown>>, depth: number): void {
  for (const [name, value] of Object.entries(message)) {
    const size = FIXED_BYTES[name];
    if (size !== undefined) checkBytes(value, size);
    else if (ACCOUNT_FIELDS.has(name)) checkAccounts(value);
    else if (depth < MAX_DEPTH && value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
      const inner = Array.isArray(value) ? (value as unknown[]) : [value];
      for (const item of inner) {
        // Only messages have fields; a repeated bytes field's items are byte strings (walking one would visit
        // every byte: the batch RPC's 256 transactions cost more here than their decoding).
        if (item !== null && typeof item === 'object' && !(item instanceof Uint8Array)) {
          checkFields(item as Record<string, unknown>, depth + 1);
        }
      }
    }
  }
}

/**
 * Checks the byte fields of a kmd request message.
 * @throws KMD_BAD_REQUEST_BODY
 */
export function checkKmdRequest(request: unknown): void {
  if (request !== null && typeof request === 'object') checkFields(request as Record<string, unknown>, 0);
}

/**
 * The seed of an ImportKey private key.
 * @throws KMD_BAD_REQUEST_BODY for a key that is not 64 bytes or whose seed is all zero
 */
export function importedSeed(privateKey: Uint8Array): Uint8Array {
  if (privateKey.length !== 0 && privateKey.length !== 64) throw badField();
  const seed = privateKey.subarray(0, 32);
  if (privateKey.length === 0 || isAllZero(seed)) {
    throw new AppError('KMD_BAD_REQUEST_BODY', 'private_key must be 64 bytes whose 32-byte seed is not all zero');
  }
  return seed;
}

const ZERO_KEY = Buffer.alloc(32);

/**
 * The 32-byte key of an account field: the address's key, or all zeros for an empty (unset) field, which every
 * caller reads as kmd reads its zero-valued key array. The result may be shared: callers must not write to it.
 * @throws KMD_BAD_REQUEST_BODY for a string that is not an address
 */
export function accountKey(address: string): Buffer {
  if (address === '') return ZERO_KEY;
  try {
    return decodeAddress(address);
  } catch {
    throw badField();
  }
}
