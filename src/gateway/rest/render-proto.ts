/**
 * Maps a proto message (the `__Output` shape) to the plain JSON tree that the core writers print, driven by the
 * message descriptors: REST bodies are renderings of the proto contract, never a second model. Each surface
 * supplies a style (key spelling, empty-array policy); layout and escaping belong to the writer it then calls
 * (`writeStructJson` for algod E1, `writeCodecJson` for kmd).
 *
 * Invariants:
 * - Members appear in proto declaration order (proto files declare fields in the upstream JSON key order); a writer
 *   that sorts keys (codec JSON) reorders them itself.
 * - Unset `optional` fields (undefined) and null sub-messages are omitted; non-optional fields always appear.
 * - uint64/int64 decimal strings become bigint (exact); bytes stay Uint8Array (written as standard base64);
 *   map<string,string> entries are ordered by key, as Go writes its maps (JS objects list integer-like keys
 *   first, in numeric order: no proto map or error body has such keys).
 */
import type { JsonValue } from '../../core/codec/json-plain.js';
import { messageFields, type FieldInfo } from '../contract.js';
import { jsonInteger, setMember, type JsonObject } from './json-tree.js';

export type EmptyRepeated = 'array' | 'omit' | 'null';

export interface ProtoJsonStyle {
  /** JSON key of a field of message `typeName`. */
  key(typeName: string, field: FieldInfo): string;
  /** How an empty repeated field of message `typeName` is written. */
  emptyRepeated(typeName: string, field: FieldInfo): EmptyRepeated;
}

export interface TopLevelOptions {
  /** Omit top-level members whose value is zero, false, "", empty or null (kmd's response envelope). */
  readonly omitEmpty?: boolean;
  /** JSON keys to leave out at the top level. */
  readonly omitKeys?: ReadonlySet<string>;
}

type Fields = Readonly<Record<string, unknown>>;

/** The JSON tree of message `value` of type `typeName`. @throws CORE_INTERNAL on a malformed integer */
export function protoToJson(
  typeName: string,
  value: object,
  style: ProtoJsonStyle,
  top: TopLevelOptions = {},
): JsonObject {
  const out: JsonObject = {};
  const record = value as Fields;
  for (const field of messageFields(typeName)) {
    const key = style.key(typeName, field);
    if (top.omitKeys?.has(key) === true) continue;
    const raw = record[field.name];
    if (raw === undefined || raw === null) continue;
    if (top.omitEmpty === true && isEmpty(raw)) continue;
    const json = fieldToJson(typeName, field, raw, style);
    if (json !== undefined) out[key] = json;
  }
  return out;
}

function fieldToJson(typeName: string, field: FieldInfo, raw: unknown, style: ProtoJsonStyle): JsonValue | undefined {
  if (!field.repeated) return valueToJson(field, raw, style);
  const items = raw as readonly unknown[];
  if (items.length === 0) {
    const policy = style.emptyRepeated(typeName, field);
    return policy === 'omit' ? undefined : policy === 'null' ? null : [];
  }
  return items.map((item) => valueToJson(field, item, style));
}

function valueToJson(field: FieldInfo, raw: unknown, style: ProtoJsonStyle): JsonValue {
  switch (field.kind) {
    case 'string':
    case 'enum':
      return String(raw);
    case 'bytes':
      return raw as Uint8Array;
    case 'bool':
      return raw === true;
    case 'uint64':
    case 'int64':
    case 'uint32':
    case 'int32':
      return jsonInteger(raw);
    case 'double':
      return raw as number;
    case 'message':
      return protoToJson(field.typeName, raw as object, style);
    case 'map':
      return stringMap(raw as Readonly<Record<string, unknown>>);
  }
}

function stringMap(map: Readonly<Record<string, unknown>>): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(map).sort()) setMember(out, key, String(map[key]));
  return out;
}

function isEmpty(value: unknown): boolean {
  if (value === '' || value === false || value === 0 || value === '0' || value === 0n) return true;
  if (Array.isArray(value) || value instanceof Uint8Array) return value.length === 0;
  return false;
}
