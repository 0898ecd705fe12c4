/**
 * Plain JSON text of a `JsonValue` tree with the layout and escaping chosen by the caller: for JSON bodies that are
 * neither algod's E1 (HTML-escaped, trailing newline) nor codec JSON (sorted, pretty), e.g. the admin API's compact
 * bodies.
 *
 * Invariants:
 * - Keys are written in the order the object gives them; `undefined` properties are skipped, `null` (and
 *   `undefined` inside arrays) is written as `null`.
 * - No trailing newline. Layout and string escaping are JsonOut's (json-out.ts): `html` escapes `<` `>` `&`;
 *   U+2028/U+2029 are always escaped.
 * - bigint is written exactly; Uint8Array as standard padded base64; non-finite numbers are CORE_INTERNAL.
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

export interface PlainJsonOptions {
  /** 2-space indentation (default compact). */
  readonly pretty?: boolean;
  /** Escape `<`, `>`, `&` as `\u003c`, `\u003e`, `\u0026` (default false). */
  readonly html?: boolean;
}

/**
 * Writes `v` when it is a scalar (null/undefined as `null`, boolean, number, bigint, string, bytes as base64) and
 * returns true; returns false, writing nothing, for arrays and objects. Shared by every JSON writer here.
 * @throws CORE_INTERNAL on non-finite numbers
 */
export function writeJsonScalar(out: JsonOut, v: unknown): boolean {
  if (v === null || v === undefined) out.raw('null');
  else if (typeof v === 'boolean') out.raw(v ? 'true' : 'false');
  else if (typeof v === 'number') out.raw(formatNumber(v));
  else if (typeof v === 'bigint') out.raw(v.toString());
  else if (typeof v === 'string') out.string(v);
  else if (v instanceof Uint8Array) out.base64(v);
  else return false;
  return true;
}

/** Write `v` into `out` (keys in the object's order). @throws CORE_INTERNAL on non-finite numbers */
function writeJsonValue(out: JsonOut, v: JsonValue | undefined): void {
  if (writeJsonScalar(out, v)) return;
  if (Array.isArray(v)) {
    out.open('[');
    for (const el of v as readonly JsonValue[]) {
      out.element();
      writeJsonValue(out, el);
    }
    return out.close(']');
  }
  const obj = v as { readonly [key: string]: JsonValue | undefined };
  out.open('{');
  for (const key of Object.keys(obj)) {
    const el = obj[key];
    if (el === undefined) continue;
    out.key(key);
    writeJsonValue(out, el);
  }
  out.close('}');
}

/** JSON text of `value`, compact unless `pretty`, without a trailing newline. @throws CORE_INTERNAL */
export function writePlainJson(value: JsonValue, options?: PlainJsonOptions): string {
  const out = new JsonOut(options?.pretty === true, options?.html === true);
  writeJsonValue(out, value);
  return out.text;
}
