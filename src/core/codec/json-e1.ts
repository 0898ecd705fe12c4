/**
 * E1 "struct JSON" writer: what algod's handlers produce with Go encoding/json for OpenAPI model structs
 * (spec/algod.md §1.4).
 *
 * Invariants:
 * - Keys are written in the order the object gives them (callers build objects in the model's declared order);
 *   `undefined` properties are skipped, `null` (and `undefined` inside arrays) is written as `null`.
 * - Compact output ends with exactly one `\n`; `pretty` uses 2-space indentation and also ends with `\n`.
 * - `<`, `>`, `&` are escaped as `\u003c`, `\u003e`, `\u0026`; U+2028/U+2029 are escaped too.
 * - bigint is written exactly (never through float64); Uint8Array is written as standard padded base64.
 * - Non-finite numbers are a programming error (Go refuses to marshal them): CORE_INTERNAL.
 */
import { AppError } from '../errors.js';
import { JsonOut } from './json-out.js';

/** Values the JSON writers accept. Object properties that are `undefined` are skipped. */
export type JsonValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | Uint8Array
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new AppError('CORE_INTERNAL', `cannot write ${value} as JSON`);
  return JSON.stringify(value);
}

function writeE1(out: JsonOut, v: JsonValue | undefined): void {
  if (v === null || v === undefined) return out.raw('null');
  switch (typeof v) {
    case 'boolean': return out.raw(v ? 'true' : 'false');
    case 'number': return out.raw(formatNumber(v));
    case 'bigint': return out.raw(v.toString());
    case 'string': return out.string(v);
    default:
  }
  if (v instanceof Uint8Array) return out.base64(v);
  if (Array.isArray(v)) {
    out.open('[');
    for (const el of v as readonly JsonValue[]) {
      out.element();
      writeE1(out, el);
    }
    return out.close(']');
  }
  out.open('{');
  const obj = v as { readonly [key: string]: JsonValue | undefined };
  for (const key of Object.keys(obj)) {
    const el = obj[key];
    if (el === undefined) continue;
    out.key(key);
    writeE1(out, el);
  }
  out.close('}');
}

/**
 * Render `value` as algod's E1 JSON (HTML-escaped, keys in given order, trailing newline).
 * @throws CORE_INTERNAL on non-finite numbers
 */
export function writeStructJson(value: JsonValue, options?: { pretty?: boolean }): string {
  const out = new JsonOut(options?.pretty === true, true);
  writeE1(out, value);
  return out.text + '\n';
}
