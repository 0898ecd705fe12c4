/**
 * E1 "struct JSON" writer: what algod's handlers produce with Go encoding/json for OpenAPI model structs
 * (docs/spec/algod.md §1.4).
 *
 * Invariants:
 * - Keys are written in the order the object gives them (callers build objects in the model's declared order);
 *   `undefined` properties are skipped, `null` (and `undefined` inside arrays) is written as `null`.
 * - Compact output ends with exactly one `\n`; `pretty` uses 2-space indentation and also ends with `\n`.
 * - `<`, `>`, `&` are escaped as `\u003c`, `\u003e`, `\u0026`; U+2028/U+2029 are escaped too.
 * - bigint is written exactly (never through float64); Uint8Array is written as standard padded base64.
 * - Non-finite numbers are a programming error (Go refuses to marshal them): CORE_INTERNAL.
 */
import { writePlainJson, type JsonValue } from './json-plain.js';

export type { JsonValue };

/**
 * Render `value` as algod's E1 JSON (HTML-escaped, keys in given order, trailing newline).
 * @throws CORE_INTERNAL on non-finite numbers
 */
export function writeStructJson(value: JsonValue, options?: { pretty?: boolean }): string {
  return writePlainJson(value, { pretty: options?.pretty === true, html: true }) + '\n';
}
