/**
 * kmd request bodies: JSON → proto request message, with the rules of kmd's go-codec JSON handle
 * (docs/spec/kmd.md §2.1), driven by the request message's descriptor (field names are kmd's JSON keys).
 *
 * Invariants:
 * - Exactly one JSON value is read (the core's strict, bigint-safe `parseJsonPrefix`); bytes after it are ignored,
 *   as kmd's decoder ignores them.
 * - Any failure is `400 could not decode request body`: empty or non-JSON body, a first value that is not an
 *   object (array, number, string, literal), an unknown key (case-sensitive), a wrong JSON type, bad base64
 *   (standard alphabet, padded), a fixed-size byte field of the wrong length, a uint8 out of 0..255.
 * - Account fields arrive as kmd's base64 32-byte keys and leave as the proto's address strings (account-keys.ts).
 * - Missing keys and JSON null give the zero value, so the result always has every field (the `__Output` shape).
 */
import { isAscii } from 'node:buffer';
import { decodeBase64Strict } from '../../../core/codec/base64.js';
import { parseJsonPrefix } from '../../../core/codec/json-parse.js';
import { AppError } from '../../../core/errors.js';
import { checkKmdRequest } from '../../../service/kmd/request-rules.js';
import { messageFields, type FieldInfo } from '../../contract.js';
import { addressOfKey, isAccountField } from './account-keys.js';

function fail(): AppError {
  return new AppError('KMD_BAD_REQUEST_BODY');
}

/**
 * Decodes a kmd JSON body into the request message `typeName`.
 * @throws KMD_BAD_REQUEST_BODY
 */
export function decodeKmdRequest<T>(typeName: string, body: Uint8Array): T {
  const request = decodeMessage(typeName, parseBody(body));
  checkKmdRequest(request);
  return request as T;
}

/**
 * The first JSON value of `body`. Fast path: an ASCII body that is exactly one JSON value parses natively to what
 * the strict parser would give, for every field kind a kmd request has (integers above 2^53 only ever meet the
 * 0..255 check, which both forms fail). Anything else (non-ASCII, trailing bytes, bad JSON) takes the strict parser.
 */
function parseBody(body: Uint8Array): unknown {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (isAscii(buffer)) {
    try {
      return JSON.parse(buffer.toString('latin1')) as unknown;
    } catch {
      // settled below
    }
  }
  try {
    return parseJsonPrefix(body).value;
  } catch {
    throw fail();
  }
}

/** A request message's fields by JSON key, built once per message type. */
const fieldMaps = new Map<string, ReadonlyMap<string, FieldInfo>>();

function fieldMap(typeName: string): ReadonlyMap<string, FieldInfo> {
  let map = fieldMaps.get(typeName);
  if (map === undefined) fieldMaps.set(typeName, (map = new Map(messageFields(typeName).map((f) => [f.name, f]))));
  return map;
}

function decodeMessage(typeName: string, json: unknown): Record<string, unknown> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw fail();
  const fields = fieldMap(typeName);
  const input = json as Record<string, unknown>;
  for (const key in input) {
    if (!fields.has(key)) throw fail();
  }
  const out: Record<string, unknown> = {};
  for (const field of fields.values()) {
    const value = input[field.name];
    out[field.name] = value === undefined || value === null ? zero(field) : decodeField(field, value);
  }
  return out;
}

function zero(field: FieldInfo): unknown {
  if (field.repeated) return [];
  switch (field.kind) {
    case 'string':
      return '';
    case 'bool':
      return false;
    case 'bytes':
      return Buffer.alloc(0);
    case 'message':
      return null;
    default:
      return 0;
  }
}

function decodeField(field: FieldInfo, value: unknown): unknown {
  if (!field.repeated) return decodeScalar(field, value);
  if (!Array.isArray(value)) throw fail();
  return value.map((item) => decodeScalar(field, item));
}

function decodeScalar(field: FieldInfo, value: unknown): unknown {
  switch (field.kind) {
    case 'string':
      if (isAccountField(field.name)) return addressOfKey(value);
      if (typeof value !== 'string') throw fail();
      return value;
    case 'bool':
      if (typeof value !== 'boolean') throw fail();
      return value;
    case 'uint32':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255) throw fail();
      return value;
    case 'bytes':
      return decodeBytes(value);
    case 'message':
      return value === null ? null : decodeMessage(field.typeName, value);
    default:
      throw fail();
  }
}

function decodeBytes(value: unknown): Buffer {
  if (value === null) return Buffer.alloc(0);
  const bytes = typeof value === 'string' ? decodeBase64Strict(value) : undefined;
  if (bytes === undefined) throw fail();
  return bytes;
}
