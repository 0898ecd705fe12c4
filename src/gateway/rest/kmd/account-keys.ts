/**
 * kmd's REST wire carries accounts as base64 32-byte public keys in `public_key`, `pks`, `signer` and a subsig's
 * `pk`; the proto carries them as address strings (service/kmd/request-rules.ts ACCOUNT_FIELDS). This module is the
 * REST binding's conversion, both ways, so that REST bodies stay exactly kmd's.
 *
 * Invariants:
 * - In: null/absent/"" is the unset field (""); a key decodes to its address; a key of any length other than 0 or
 *   32 is `could not decode request body`, as kmd's decoder refuses a Go array of the wrong size.
 * - Out: every account field of a response message (at any depth, driven by the descriptors) is written as the
 *   standard-base64 key of its address; an empty field stays empty.
 */
import { decodeBase64Strict } from '../../../core/codec/base64.js';
import type { JsonValue } from '../../../core/codec/json-plain.js';
import { decodeAddress, encodeAddress } from '../../../core/crypto/address.js';
import { AppError } from '../../../core/errors.js';
import { ACCOUNT_FIELDS } from '../../../service/kmd/request-rules.js';
import { messageFields } from '../../contract.js';
import type { JsonObject } from '../json-tree.js';

/** True for a string field that REST carries as a base64 key. */
export function isAccountField(name: string): boolean {
  return ACCOUNT_FIELDS.has(name);
}

/**
 * The address of a base64 key from a REST body ("" for an empty key).
 * @throws KMD_BAD_REQUEST_BODY
 */
export function addressOfKey(value: unknown): string {
  if (value === null) return '';
  const bytes = typeof value === 'string' ? decodeBase64Strict(value) : undefined;
  if (bytes === undefined || (bytes.length !== 0 && bytes.length !== 32)) throw new AppError('KMD_BAD_REQUEST_BODY');
  return bytes.length === 0 ? '' : encodeAddress(bytes);
}

function keyOfAddress(value: JsonValue): JsonValue {
  return typeof value === 'string' && value !== '' ? decodeAddress(value) : value;
}

/**
 * Rewrites, in place, the account fields of `tree` (the JSON tree of a message of type `typeName`, keyed by field
 * name) from addresses to keys.
 */
export function accountsToKeys(typeName: string, tree: JsonObject): JsonObject {
  for (const field of messageFields(typeName)) {
    const value = tree[field.name];
    if (value === undefined || value === null) continue;
    if (field.kind === 'string' && isAccountField(field.name)) {
      tree[field.name] = Array.isArray(value) ? value.map(keyOfAddress) : keyOfAddress(value);
    } else if (field.kind === 'message') {
      const items = Array.isArray(value) ? value : [value];
      for (const item of items) {
        if (item !== null && typeof item === 'object' && !(item instanceof Uint8Array) && !Array.isArray(item)) {
          accountsToKeys(field.typeName, item as JsonObject);
        }
      }
    }
  }
  return tree;
}
