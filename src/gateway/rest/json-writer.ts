/**
 * Minimal JSON text writer for the REST renderers: exact integers from decimal strings or bigints, Go-style
 * string escaping, compact or 2-space indented layout.
 *
 * Invariants:
 * - Integers are written from their decimal text, never through Number, so uint64 values stay exact.
 * - `escapeHtml` writes <, >, & as \u003c, \u003e, \u0026 (Go encoding/json); U+2028/U+2029 are always escaped.
 * - Layout matches Go's indenting: `"key": value`, one element per line, `{}`/`[]` for empty containers.
 *
 * Temporary home: the shared codec (src/core/codec) is getting the project's JSON writer; this one is private to
 * the REST gateway until the renderers switch to it.
 */

export interface JsonLayout {
  /** '' for compact output, '  ' for 2-space indentation. */
  readonly indent: string;
  readonly escapeHtml: boolean;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };

/** A JSON string literal. */
export function jsonString(value: string, escapeHtml: boolean): string {
  let text = JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  if (escapeHtml) text = text.replace(/[<>&]/g, (c) => HTML_ESCAPES[c]!);
  return text;
}

const INTEGER = /^-?(0|[1-9]\d*)$/;

/**
 * A JSON integer from a decimal string, bigint or safe integer number.
 * @throws Error when the value is not an integer (a programming error upstream of the renderer)
 */
export function jsonInteger(value: string | bigint | number): string {
  const text = typeof value === 'string' ? value : value.toString();
  if (!INTEGER.test(text)) throw new Error(`not an integer: ${text}`);
  return text;
}

/** Joins already-rendered members into an object, honouring the layout. `members` are `"key":value` pairs. */
export function jsonObject(members: readonly (readonly [string, string])[], layout: JsonLayout, depth: number): string {
  if (members.length === 0) return '{}';
  if (layout.indent === '') return `{${members.map(([k, v]) => `${k}:${v}`).join(',')}}`;
  const inner = layout.indent.repeat(depth + 1);
  const outer = layout.indent.repeat(depth);
  return `{\n${members.map(([k, v]) => `${inner}${k}: ${v}`).join(',\n')}\n${outer}}`;
}

/** Joins already-rendered elements into an array, honouring the layout. */
export function jsonArray(elements: readonly string[], layout: JsonLayout, depth: number): string {
  if (elements.length === 0) return '[]';
  if (layout.indent === '') return `[${elements.join(',')}]`;
  const inner = layout.indent.repeat(depth + 1);
  const outer = layout.indent.repeat(depth);
  return `[\n${elements.map((e) => inner + e).join(',\n')}\n${outer}]`;
}

/** Plain JSON values (structured error data); object keys are written sorted, as Go writes its maps. */
export function jsonValue(value: unknown, layout: JsonLayout, depth: number): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsonString(value, layout.escapeHtml);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Uint8Array) return `"${Buffer.from(value).toString('base64')}"`;
  if (Array.isArray(value)) return jsonArray(value.map((v) => jsonValue(v, layout, depth + 1)), layout, depth);
  const record = value as Readonly<Record<string, unknown>>;
  const members = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort()
    .map((k): [string, string] => [jsonString(k, layout.escapeHtml), jsonValue(record[k], layout, depth + 1)]);
  return jsonObject(members, layout, depth);
}
