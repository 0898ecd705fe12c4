/**
 * Renders a proto message (the `__Output` shape) as JSON text, driven by the message descriptors: REST bodies
 * are renderings of the proto contract, never a second model. Each surface supplies a style (key spelling,
 * empty-array policy, layout).
 *
 * Invariants:
 * - Fields appear in proto declaration order unless the style sorts keys; proto files declare fields in the
 *   upstream JSON key order.
 * - Unset `optional` fields (undefined) and null sub-messages are omitted; non-optional fields always appear.
 * - uint64/int64 are written from their decimal strings (exact); bytes as standard base64.
 */
import { messageFields, type FieldInfo } from '../grpc/contract.js';
import { jsonArray, jsonInteger, jsonObject, jsonString, type JsonLayout } from './json-writer.js';

export type EmptyRepeated = 'array' | 'omit' | 'null';

export interface ProtoJsonStyle extends JsonLayout {
  /** JSON key of a field of message `typeName`. */
  key(typeName: string, field: FieldInfo): string;
  /** How an empty repeated field of message `typeName` is written. */
  emptyRepeated(typeName: string, field: FieldInfo): EmptyRepeated;
  /** Sort members by key (byte order) instead of declaration order. */
  readonly sortKeys: boolean;
}

export interface TopLevelOptions {
  /** Omit top-level members whose value is zero, false, "", empty or null (kmd's response envelope). */
  readonly omitEmpty?: boolean;
  /** JSON keys to leave out at the top level. */
  readonly omitKeys?: ReadonlySet<string>;
}

type Fields = Readonly<Record<string, unknown>>;

/** JSON text of message `value` of type `typeName`. */
export function renderMessage(
  typeName: string,
  value: object,
  style: ProtoJsonStyle,
  depth = 0,
  top: TopLevelOptions = {},
): string {
  const members: [string, string][] = [];
  const record = value as Fields;
  for (const field of messageFields(typeName)) {
    const key = style.key(typeName, field);
    if (top.omitKeys?.has(key) === true) continue;
    const raw = record[field.name];
    if (raw === undefined || raw === null) continue;
    if (top.omitEmpty === true && isEmpty(raw)) continue;
    const text = renderField(typeName, field, raw, style, depth + 1);
    if (text !== undefined) members.push([jsonString(key, style.escapeHtml), text]);
  }
  if (style.sortKeys) members.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return jsonObject(members, style, depth);
}

function renderField(
  typeName: string,
  field: FieldInfo,
  raw: unknown,
  style: ProtoJsonStyle,
  depth: number,
): string | undefined {
  if (!field.repeated) return renderValue(field, raw, style, depth);
  const items = raw as readonly unknown[];
  if (items.length === 0) {
    const policy = style.emptyRepeated(typeName, field);
    return policy === 'omit' ? undefined : policy === 'null' ? 'null' : '[]';
  }
  return jsonArray(
    items.map((item) => renderValue(field, item, style, depth + 1)),
    style,
    depth,
  );
}

function renderValue(field: FieldInfo, raw: unknown, style: ProtoJsonStyle, depth: number): string {
  switch (field.kind) {
    case 'string':
    case 'enum':
      return jsonString(String(raw), style.escapeHtml);
    case 'bytes':
      return `"${Buffer.from(raw as Uint8Array).toString('base64')}"`;
    case 'bool':
      return raw === true ? 'true' : 'false';
    case 'uint64':
    case 'int64':
    case 'uint32':
    case 'int32':
      return jsonInteger(raw as string | number | bigint);
    case 'double':
      return JSON.stringify(raw as number);
    case 'message':
      return renderMessage(field.typeName, raw as object, style, depth);
    case 'map':
      return renderStringMap(raw as Readonly<Record<string, unknown>>, style, depth);
  }
}

function renderStringMap(map: Readonly<Record<string, unknown>>, style: ProtoJsonStyle, depth: number): string {
  const keys = Object.keys(map).sort();
  const members = keys.map((k): [string, string] => [
    jsonString(k, style.escapeHtml),
    jsonString(String(map[k]), style.escapeHtml),
  ]);
  return jsonObject(members, style, depth);
}

function isEmpty(value: unknown): boolean {
  if (value === '' || value === false || value === 0 || value === '0' || value === 0n) return true;
  if (Array.isArray(value) || value instanceof Uint8Array) return value.length === 0;
  return false;
}
