/**
 * Schema-driven lenient msgpack decoder (upstream msgp semantics, docs/spec/protocol.md §1.3).
 *
 * Invariants:
 * - Keys may come in any order and as str or bin; a key the schema does not know is rejected (CORE_UNKNOWN_FIELD,
 *   naming the key and the struct). A repeated key keeps its last value, as msgp does.
 * - Integers of any width are accepted; negative values into unsigned fields and overflowing values are rejected.
 * - `nil` is accepted as the zero value of every kind; `str` is accepted where `bin` is expected and vice versa.
 * - Fixed-size byte fields (addresses, digests, signatures) must have exactly their size, or be empty (= zero).
 *   This is stricter than upstream, which copies min(len) bytes; a wrong length is CORE_BAD_LENGTH.
 * - Output is normalised: zero-valued fields are left out of the decoded object (unless the field's omit rule keeps
 *   them), so decoding a non-canonical encoding yields the same model as decoding the canonical one.
 */
import { AppError } from '../errors.js';
import type { MsgpackReader } from './msgpack-reader.js';
import { isEmptyAny, readAny } from './msgpack-value.js';
import { SlotStack } from './schema-access.js';
import { canonicalField, canonicalMapHeader, checkableSchema } from './schema-canonical.js';
import { fieldAt, Kind, Omit, type FieldType, type Schema } from './schema.js';

function hasKeys(o: object): boolean {
  for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) return true;
  return false;
}

function isAllZero(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

function unknownField(at: number, schema: Schema, key: string): AppError {
  const shown = Buffer.from(key, 'latin1').toString('utf8');
  return new AppError(
    'CORE_UNKNOWN_FIELD',
    `msgpack decode error [pos ${at}]: no matching struct field found when decoding stream map with key ${shown} (${schema.name})`,
    { data: { field: shown, struct: schema.name } },
  );
}

const slots = new SlotStack();

/** Set by `readStruct` when asked: whether the struct's bytes are exactly its canonical encoding. */
export type CanonicalFlag = { canonical: boolean };

/**
 * Read a map into a model object of `schema`. With `flag`, also tell whether the map was written exactly as the
 * canonical encoder writes this object (schema-canonical.ts; `false` may be conservative).
 * @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH
 */
export function readStruct(r: MsgpackReader, schema: Schema, flag?: CanonicalFlag): Record<string, unknown> {
  const start = r.pos;
  const n = r.readMapHeader();
  const size = schema.fields.length;
  const values = slots.push(size);
  let canonical = flag !== undefined && checkableSchema(schema) && canonicalMapHeader(r.buf[start]!, n);
  let lastIndex = -1;
  let done = false;
  try {
    r.enter();
    for (let i = 0; i < n; i++) {
      const at = r.pos;
      const length = r.readKeyHeader();
      const f = fieldAt(schema, r.buf, r.pos, length);
      if (f === undefined) throw unknownField(at, schema, r.buf.toString('latin1', r.pos, r.pos + length));
      r.pos += length;
      const valueAt = r.pos;
      // a repeated key overwrites (or, when zero, clears) the earlier value, as msgp does
      const value = readValue(r, f.type, f.omit !== Omit.EMPTY, f.key, schema);
      values[f.index] = value;
      if (canonical) {
        canonical = f.index > lastIndex && canonicalField(r.buf, f, at, valueAt, value);
        lastIndex = f.index;
      }
    }
    if (flag !== undefined) flag.canonical = canonical;
    r.leave();
    const out = schema.access.build(values);
    done = true;
    return out;
  } finally {
    slots.pop(size, !done);
  }
}

/**
 * Read one value of `type`. Returns undefined for a zero value unless `keep` (array elements, map values and fields
 * that are never omitted keep their zero values).
 */
function readValue(r: MsgpackReader, type: FieldType, keep: boolean, key: string, schema: Schema): unknown {
  switch (type.kind) {
    case Kind.U64: {
      const v = r.readUint64();
      if (v > 0xffff_ffff_ffff_ffffn) throw r.error(`integer ${v} overflows uint64 in ${schema.name}.${key}`);
      return v === 0n && !keep ? undefined : v;
    }
    case Kind.I64: {
      const v = r.readInt64();
      return v === 0n && !keep ? undefined : v;
    }
    case Kind.NUM: {
      const v = r.readUintNumber(type.max);
      return v === 0 && !keep ? undefined : v;
    }
    case Kind.BOOL: {
      const v = r.readBool();
      return !v && !keep ? undefined : v;
    }
    case Kind.STR: {
      const v = r.readStr();
      return v === '' && !keep ? undefined : v;
    }
    case Kind.STR_BYTES:
    case Kind.BYTES: {
      const v = r.readBytes();
      return v.length === 0 && !keep ? undefined : v;
    }
    case Kind.FIXED:
    case Kind.ADDR:
    case Kind.BLOCK_HASH:
      return readFixed(r, type.size, keep, key, schema);
    default:
      return readContainer(r, type, keep, key, schema);
  }
}

function readFixed(r: MsgpackReader, size: number, keep: boolean, key: string, schema: Schema): Buffer | undefined {
  const at = r.pos;
  const v = r.readBytes();
  if (v.length === 0) return keep ? Buffer.alloc(size) : undefined;
  if (v.length !== size) {
    throw new AppError(
      'CORE_BAD_LENGTH',
      `msgpack decode error [pos ${at}]: ${schema.name}.${key} must be ${size} bytes, got ${v.length}`,
      { data: { field: key, struct: schema.name, expected: size, actual: v.length } },
    );
  }
  return !keep && isAllZero(v) ? undefined : v;
}

function readContainer(r: MsgpackReader, type: FieldType, keep: boolean, key: string, schema: Schema): unknown {
  switch (type.kind) {
    case Kind.STRUCT: {
      const v = readStruct(r, type.schema);
      return keep || hasKeys(v) ? v : undefined;
    }
    case Kind.ARRAY: {
      const n = r.readArrayHeader();
      if (n === 0) return keep ? [] : undefined;
      r.enter();
      const out = new Array<unknown>(n);
      for (let i = 0; i < n; i++) out[i] = readValue(r, type.of, true, key, schema);
      r.leave();
      return out;
    }
    case Kind.MAP:
      return readMap(r, type.keys, type.of, keep, key, schema);
    case Kind.ANY: {
      const v = readAny(r);
      return !keep && isEmptyAny(v) ? undefined : v;
    }
    default:
      throw new AppError('CORE_INTERNAL', `unhandled schema kind at ${schema.name}.${key}`);
  }
}

function readMap(
  r: MsgpackReader,
  keys: 'u64' | 'bytes',
  of: FieldType,
  keep: boolean,
  key: string,
  schema: Schema,
): Map<bigint | string, unknown> | undefined {
  const n = r.readMapHeader();
  if (n === 0) return keep ? new Map() : undefined;
  r.enter();
  const out = new Map<bigint | string, unknown>();
  for (let i = 0; i < n; i++) {
    const k = keys === 'u64' ? r.readUint64() : r.readBytes().toString('latin1');
    out.set(k, readValue(r, of, true, key, schema));
  }
  r.leave();
  return out;
}
