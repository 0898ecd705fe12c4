/**
 * Plain JSON trees for the core writers: exact integers from proto values, and error `data` (any value a service
 * attached) normalised into a `JsonValue`.
 *
 * Invariants:
 * - Object keys are sorted (byte order for the ASCII keys in use), as Go's encoding/json writes maps; `undefined`
 *   members are dropped, `undefined` array elements become `null`. JS objects list integer-like keys first, in
 *   numeric order (no error body has such keys).
 * - Non-finite numbers, functions and symbols become `null` (no writer can print them); bigint and Uint8Array
 *   pass through (exact integer, base64).
 * - A `__proto__` key is stored as an own property, never as the prototype.
 */
import type { JsonValue } from '../../core/codec/json-plain.js';
import { AppError } from '../../core/errors.js';

export type JsonObject = { [key: string]: JsonValue };

const INTEGER = /^-?(0|[1-9]\d*)$/;

/**
 * An exact JSON integer from a proto integer: proto-loader gives 64-bit values as decimal strings, 32-bit ones as
 * numbers. @throws CORE_INTERNAL when the value is not an integer (a bug upstream of the renderer)
 */
export function jsonInteger(raw: unknown): bigint | number {
  if (typeof raw === 'bigint') return raw;
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return raw;
  if (typeof raw === 'string' && INTEGER.test(raw)) {
    // Up to 15 digits is always a safe integer: a number prints the same digits without a BigInt round trip.
    return raw.length <= 15 ? Number(raw) : BigInt(raw);
  }
  throw new AppError('CORE_INTERNAL', `not an integer: ${String(raw)}`);
}

/** `obj[key] = value`, also for the key `__proto__`. */
export function setMember(obj: JsonObject, key: string, value: JsonValue): void {
  if (key !== '__proto__') obj[key] = value;
  else Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `value` as a JSON tree with sorted object keys (see the header for what is dropped or nulled). */
export function plainToJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'bigint':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'object':
      break;
    default:
      return null;
  }
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => plainToJson(item));
  const record = value as Readonly<Record<string, unknown>>;
  const out: JsonObject = {};
  for (const key of Object.keys(record).sort()) {
    if (record[key] !== undefined) setMember(out, key, plainToJson(record[key]));
  }
  return out;
}
