/**
 * Reading the loosely typed trees a dryrun request arrives in (strict JSON or msgpack) field by field.
 *
 * Invariants:
 * - A `Wire` knows its encoding: JSON carries bytes as padded standard base64 text, msgpack as `bin` (a `str` is
 *   taken as its UTF-8 bytes). Integers are JSON integers or msgpack integers within uint64.
 * - Objects are strict like go-algorand's JSON handle (ErrorIfNoField): a key the model does not declare is refused.
 * - Every failure is a CORE_JSON_DECODE / CORE_MSGPACK_DECODE AppError naming the path of the bad value; `null`
 *   and absent values read as the zero value.
 */
import { decodeBase64Strict } from '../../codec/base64.js';
import type { MsgpackValue } from '../../codec/msgpack.js';
import type { ParsedJson } from '../../codec/json-parse.js';
import { AppError } from '../../errors.js';

export type WireValue = ParsedJson | MsgpackValue | undefined;
export type WireKind = 'json' | 'msgpack';

const MAX_U64 = (1n << 64n) - 1n;

export class Wire {
  constructor(readonly kind: WireKind) {}

  fail(where: string, message: string): AppError {
    const code = this.kind === 'json' ? 'CORE_JSON_DECODE' : 'CORE_MSGPACK_DECODE';
    return new AppError(code, `${where}: ${message}`);
  }

  /** The entries of an object whose keys are all in `allowed`. @throws CORE_*_DECODE */
  object(v: WireValue, where: string, allowed: readonly string[]): Map<string, WireValue> {
    if (v === null || v === undefined) return new Map();
    const entries: [string, WireValue][] = [];
    if (v instanceof Map) {
      for (const [k, value] of v) {
        if (typeof k !== 'string') throw this.fail(where, `map key ${k} is not a string`);
        entries.push([k, value]);
      }
    } else if (typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array)) {
      entries.push(...Object.entries(v));
    } else {
      throw this.fail(where, 'expected an object');
    }
    for (const [k] of entries) {
      if (!allowed.includes(k))
        throw this.fail(where, `no matching struct field found when decoding stream map with key ${k}`);
    }
    return new Map(entries);
  }

  array(v: WireValue, where: string): WireValue[] {
    if (v === null || v === undefined) return [];
    if (!Array.isArray(v)) throw this.fail(where, 'expected an array');
    return v;
  }

  u64(v: WireValue, where: string): bigint {
    if (v === null || v === undefined) return 0n;
    const n = typeof v === 'number' && Number.isInteger(v) ? BigInt(v) : v;
    if (typeof n !== 'bigint' || n < 0n || n > MAX_U64) throw this.fail(where, 'expected an unsigned 64-bit integer');
    return n;
  }

  string(v: WireValue, where: string): string {
    if (v === null || v === undefined) return '';
    if (typeof v === 'string') return v;
    if (this.kind === 'msgpack' && v instanceof Uint8Array) return Buffer.from(v).toString('utf8');
    throw this.fail(where, 'expected a string');
  }

  bool(v: WireValue, where: string): boolean {
    if (v === null || v === undefined) return false;
    if (typeof v !== 'boolean') throw this.fail(where, 'expected a boolean');
    return v;
  }

  bytes(v: WireValue, where: string): Uint8Array {
    if (v === null || v === undefined) return new Uint8Array(0);
    if (this.kind === 'msgpack') {
      if (v instanceof Uint8Array) return v;
      if (typeof v === 'string') return Buffer.from(v, 'utf8');
      throw this.fail(where, 'expected bytes');
    }
    const decoded = typeof v === 'string' ? decodeBase64Strict(v) : undefined;
    if (decoded === undefined) throw this.fail(where, 'expected base64 bytes');
    return decoded;
  }
}
