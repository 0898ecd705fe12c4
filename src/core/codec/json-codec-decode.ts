/**
 * Schema-driven reader for codec JSON (the inverse of `renderE2`): genesis.json, kmd request sub-objects such as
 * `partial_multisig`, algod E2 bodies.
 *
 * Invariants (go-codec JSON handle with ErrorIfNoField, docs/spec/kmd.md §2.1):
 * - Input is a value from `parseJson`; a struct must be a JSON object (or null = empty).
 * - Unknown keys are rejected (CORE_UNKNOWN_FIELD); JSON `null` or a missing key is the zero value.
 * - Integers must be JSON integers within the field's range (number or bigint); bytes are strict padded standard
 *   base64; fixed-size bytes must decode to exactly their size (or be "" = zero), else CORE_BAD_LENGTH;
 *   ADDR fields take 58-char address text ("" = zero address), BLOCK_HASH fields `blk-` + base32.
 * - Output is normalised like the msgpack decoder's: zero values are left out unless the field is never omitted.
 */
import { decodeAddress, decodeDigest } from '../crypto/address.js';
import { AppError } from '../errors.js';
import { decodeBase64Strict } from './base64.js';
import type { ParsedJson } from './json-parse.js';
import { isEmptyAny, type MsgpackValue } from './msgpack-value.js';
import { fieldAt, Kind, Omit, type FieldType, type Schema } from './schema.js';

const MAX_U64 = 0xffff_ffff_ffff_ffffn;

function fail(where: string, message: string): AppError {
  return new AppError('CORE_JSON_DECODE', `json decode error: ${where}: ${message}`);
}

function isObject(v: ParsedJson): v is { [key: string]: ParsedJson } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isAllZero(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * Convert parsed codec JSON into a model object of `schema`.
 * @throws CORE_JSON_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH, CORE_BAD_ADDRESS
 */
export function decodeCodecJson<T>(schema: Schema<T>, json: ParsedJson): T {
  return readObject(schema, json, schema.name) as T;
}

function readObject(schema: Schema, json: ParsedJson, where: string): Record<string, unknown> {
  if (json === null) return {};
  if (!isObject(json)) throw fail(where, 'expected an object');
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(json)) {
    const keyBytes = Buffer.from(key, 'utf8');
    const f = fieldAt(schema, keyBytes, 0, keyBytes.length);
    if (f === undefined) {
      throw new AppError('CORE_UNKNOWN_FIELD', `json decode error: unknown field ${key} in ${schema.name}`, {
        data: { field: key, struct: schema.name },
      });
    }
    const v = readJsonValue(f.type, json[key]!, f.omit !== Omit.EMPTY, `${where}.${key}`);
    if (v !== undefined) out[f.name] = v;
  }
  return out;
}

function readInteger(v: ParsedJson, min: bigint, max: bigint, where: string): bigint {
  if (v === null) return 0n;
  let n: bigint;
  if (typeof v === 'bigint') n = v;
  else if (typeof v === 'number' && Number.isInteger(v)) n = BigInt(v);
  else throw fail(where, 'expected an integer');
  if (n < min || n > max) throw fail(where, `integer ${n} out of range`);
  return n;
}

/** Returns undefined for zero values unless `keep`. */
function readJsonValue(type: FieldType, v: ParsedJson, keep: boolean, where: string): unknown {
  let out: unknown;
  let empty: boolean;
  switch (type.kind) {
    case Kind.U64:
      out = readInteger(v, 0n, MAX_U64, where);
      empty = out === 0n;
      break;
    case Kind.I64:
      out = readInteger(v, -(2n ** 63n), 2n ** 63n - 1n, where);
      empty = out === 0n;
      break;
    case Kind.NUM:
      out = Number(readInteger(v, 0n, BigInt(type.max), where));
      empty = out === 0;
      break;
    case Kind.BOOL:
      if (v !== null && typeof v !== 'boolean') throw fail(where, 'expected a boolean');
      out = v === true;
      empty = !out;
      break;
    case Kind.STR:
    case Kind.STR_BYTES:
      if (v !== null && typeof v !== 'string') throw fail(where, 'expected a string');
      out = type.kind === Kind.STR ? (v ?? '') : Buffer.from(v ?? '', 'utf8');
      empty = (v ?? '') === '';
      break;
    default:
      return readComplex(type, v, keep, where);
  }
  return empty && !keep ? undefined : out;
}

function readBytes(v: ParsedJson, where: string): Buffer {
  if (v === null) return Buffer.alloc(0);
  if (typeof v !== 'string') throw fail(where, 'expected a base64 string');
  const b = decodeBase64Strict(v);
  if (b === undefined) throw fail(where, 'illegal base64 data');
  return b;
}

/** 32 bytes written as text: address text (ADDR) or `blk-` + base32 (BLOCK_HASH); "" or null = zero. */
function readTextDigest(kind: typeof Kind.ADDR | typeof Kind.BLOCK_HASH, v: ParsedJson, where: string): Buffer {
  if (v !== null && typeof v !== 'string') throw fail(where, 'expected a string');
  if (v === null || v === '') return Buffer.alloc(32);
  if (kind === Kind.ADDR) return decodeAddress(v);
  if (!v.startsWith('blk-')) throw fail(where, 'block hash must start with blk-');
  try {
    return decodeDigest(v.slice(4));
  } catch {
    throw fail(where, 'invalid block hash');
  }
}

function readComplex(type: FieldType, v: ParsedJson, keep: boolean, where: string): unknown {
  switch (type.kind) {
    case Kind.BYTES: {
      const b = readBytes(v, where);
      return b.length === 0 && !keep ? undefined : b;
    }
    case Kind.FIXED: {
      const b = readBytes(v, where);
      if (b.length === 0) return keep ? Buffer.alloc(type.size) : undefined;
      if (b.length !== type.size) {
        throw new AppError(
          'CORE_BAD_LENGTH',
          `json decode error: ${where} must be ${type.size} bytes, got ${b.length}`,
        );
      }
      return !keep && isAllZero(b) ? undefined : b;
    }
    case Kind.ADDR:
    case Kind.BLOCK_HASH: {
      const b = readTextDigest(type.kind, v, where);
      return !keep && isAllZero(b) ? undefined : b;
    }
    case Kind.STRUCT: {
      const o = readObject(type.schema, v, where);
      return keep || Object.keys(o).length > 0 ? o : undefined;
    }
    case Kind.ARRAY: {
      if (v !== null && !Array.isArray(v)) throw fail(where, 'expected an array');
      const arr = (v ?? []).map((el, i) => readJsonValue(type.of, el, true, `${where}[${i}]`));
      return arr.length === 0 && !keep ? undefined : arr;
    }
    case Kind.MAP:
      return readJsonMap(type, v, keep, where);
    case Kind.ANY: {
      const opaque = toMsgpackValue(v);
      return !keep && isEmptyAny(opaque) ? undefined : opaque;
    }
    default:
      throw new AppError('CORE_INTERNAL', `unhandled schema kind at ${where}`);
  }
}

function readJsonMap(
  type: FieldType & { kind: typeof Kind.MAP },
  v: ParsedJson,
  keep: boolean,
  where: string,
): unknown {
  if (v !== null && !isObject(v)) throw fail(where, 'expected an object');
  const out = new Map<bigint | string, unknown>();
  for (const [k, el] of Object.entries(v ?? {})) {
    let key: bigint | string;
    if (type.keys === 'u64') {
      if (!/^(0|[1-9][0-9]*)$/.test(k) || BigInt(k) > MAX_U64) throw fail(where, `invalid uint64 map key ${k}`);
      key = BigInt(k);
    } else {
      key = Buffer.from(k, 'utf8').toString('latin1');
    }
    out.set(key, readJsonValue(type.of, el, true, `${where}[${k}]`));
  }
  return out.size === 0 && !keep ? undefined : out;
}

/** JSON value as an opaque msgpack value (integers become bigint, objects become Maps). */
function toMsgpackValue(v: ParsedJson): MsgpackValue {
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(toMsgpackValue);
  return new Map(Object.entries(v).map(([k, el]) => [k, toMsgpackValue(el)] as const));
}
