/**
 * Schema-driven canonical msgpack encoder.
 *
 * Invariants:
 * - Fields are written in the schema's pre-sorted key order; zero values are skipped (omitempty) unless the field's
 *   omit rule says otherwise. Nested structs are omitted when they encode to no fields (recursive empty check): the
 *   writer rolls back the key it already wrote, so emptiness costs no second walk.
 * - Elements inside arrays and values inside maps are never omitted (an all-zero struct element is written `0x80`).
 * - Map keys are sorted: uint64 keys numerically, byte-string keys bytewise.
 * - Dispatch is a switch on a numeric kind; no closures are created per field; property values are read through
 *   the schema's compiled loader (schema-access.ts) into a per-depth scratch array.
 */
import { AppError } from '../errors.js';
import type { MsgpackWriter } from './msgpack-writer.js';
import { isEmptyAny, writeAny, type MsgpackValue } from './msgpack-value.js';
import { SlotStack } from './schema-access.js';
import { Kind, Omit, type Field, type FieldType, type Schema } from './schema.js';

function typeError(where: string, expected: string, value: unknown): AppError {
  const got = value instanceof Uint8Array ? `${value.length} bytes` : typeof value;
  return new AppError('CORE_MSGPACK_ENCODE', `msgpack encode error: field ${where} expects ${expected}, got ${got}`);
}

function isAllZero(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

const slots = new SlotStack();

/** Write a struct as a map of its non-empty fields; returns the number of fields written. */
export function writeStruct(w: MsgpackWriter, schema: Schema, value: object): number {
  if (typeof value !== 'object' || value === null) throw typeError(schema.name, 'an object', value);
  const fields = schema.fields;
  const n = fields.length;
  const values = slots.push(n);
  try {
    schema.access.load(value, values);
    const headerPos = w.beginMap();
    let count = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i];
      const f = fields[i]!;
      if (v === undefined && f.omit !== Omit.NEVER) continue;
      if (writeField(w, f, v)) count++;
    }
    w.endMap(headerPos, count);
    return count;
  } finally {
    // drop references to the caller's values so the scratch array does not keep them alive
    slots.pop(n, true);
  }
}

function writeField(w: MsgpackWriter, f: Field, v: unknown): boolean {
  const mark = w.offset;
  w.raw(f.header);
  if (writeValue(w, f.type, v, f.omit !== Omit.EMPTY, f.key)) return true;
  w.truncate(mark);
  return false;
}

/**
 * Write one value. Returns false (having written nothing meaningful) when the value is empty and `keep` is false;
 * the caller then rolls back. With `keep`, `undefined` is written as the kind's zero value.
 */
function writeValue(w: MsgpackWriter, type: FieldType, v: unknown, keep: boolean, where: string): boolean {
  switch (type.kind) {
    case Kind.U64:
      return writeU64(w, v, keep, where);
    case Kind.I64:
      if (v === undefined) v = 0n;
      if (typeof v === 'number' && Number.isSafeInteger(v)) v = BigInt(v);
      if (typeof v !== 'bigint') throw typeError(where, 'an int64 bigint', v);
      if (v === 0n && !keep) return false;
      w.int64(v);
      return true;
    case Kind.NUM:
      if (v === undefined) v = 0;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > type.max) {
        throw typeError(where, `an integer in [0, ${type.max}]`, v);
      }
      if (v === 0 && !keep) return false;
      w.uint(v);
      return true;
    case Kind.BOOL:
      if (v === undefined) v = false;
      if (typeof v !== 'boolean') throw typeError(where, 'a boolean', v);
      if (!v && !keep) return false;
      w.bool(v);
      return true;
    default:
      return writeBytesLike(w, type, v, keep, where);
  }
}

function writeU64(w: MsgpackWriter, v: unknown, keep: boolean, where: string): boolean {
  if (typeof v === 'bigint') {
    if (v === 0n && !keep) return false;
    w.uint64(v);
    return true;
  }
  if (v === undefined) v = 0;
  if (typeof v !== 'number') throw typeError(where, 'a uint64 bigint', v);
  if (v === 0 && !keep) return false;
  w.uint(v);
  return true;
}

function writeBytesLike(w: MsgpackWriter, type: FieldType, v: unknown, keep: boolean, where: string): boolean {
  switch (type.kind) {
    case Kind.STR:
      if (v === undefined) v = '';
      if (typeof v !== 'string') throw typeError(where, 'a string', v);
      if (v === '' && !keep) return false;
      w.str(v);
      return true;
    case Kind.STR_BYTES:
      if (typeof v === 'string') {
        if (v === '' && !keep) return false;
        w.str(v);
        return true;
      }
      return writeBin(w, v, keep, where, true);
    case Kind.BYTES:
      return writeBin(w, v, keep, where, false);
    case Kind.FIXED:
    case Kind.ADDR:
    case Kind.BLOCK_HASH:
      return writeFixed(w, type.size, v, keep, where);
    default:
      return writeContainer(w, type, v, keep, where);
  }
}

function writeBin(w: MsgpackWriter, v: unknown, keep: boolean, where: string, asStr: boolean): boolean {
  if (v === undefined) v = new Uint8Array(0);
  if (!(v instanceof Uint8Array)) throw typeError(where, 'bytes', v);
  if (v.length === 0 && !keep) return false;
  if (asStr) w.strBytes(v);
  else w.bin(v);
  return true;
}

function writeFixed(w: MsgpackWriter, size: number, v: unknown, keep: boolean, where: string): boolean {
  if (v === undefined) v = new Uint8Array(size);
  if (!(v instanceof Uint8Array) || v.length !== size) throw typeError(where, `${size} bytes`, v);
  if (!keep && isAllZero(v)) return false;
  w.bin(v);
  return true;
}

function writeContainer(w: MsgpackWriter, type: FieldType, v: unknown, keep: boolean, where: string): boolean {
  switch (type.kind) {
    case Kind.STRUCT:
      if (v === undefined) v = {};
      if (typeof v !== 'object' || v === null) throw typeError(where, 'an object', v);
      return writeStruct(w, type.schema, v) > 0 || keep;
    case Kind.ARRAY: {
      if (v === undefined) v = [];
      if (!Array.isArray(v)) throw typeError(where, 'an array', v);
      const arr = v as readonly unknown[];
      if (arr.length === 0 && !keep) return false;
      w.arrayHeader(arr.length);
      for (const el of arr) writeValue(w, type.of, el, true, where);
      return true;
    }
    case Kind.MAP:
      if (v === undefined) v = new Map();
      if (!(v instanceof Map)) throw typeError(where, 'a Map', v);
      if (v.size === 0 && !keep) return false;
      writeMap(w, type.keys, type.of, v as Map<unknown, unknown>, where);
      return true;
    case Kind.ANY:
      if (!keep && isEmptyAny(v as MsgpackValue | undefined)) return false;
      writeAny(w, v === undefined ? null : (v as MsgpackValue));
      return true;
    default:
      throw new AppError('CORE_INTERNAL', `unhandled schema kind at ${where}`);
  }
}

function writeMap(
  w: MsgpackWriter,
  keys: 'u64' | 'bytes',
  of: FieldType,
  m: Map<unknown, unknown>,
  where: string,
): void {
  const sorted = [...m.keys()];
  for (const k of sorted) {
    if (keys === 'u64' ? typeof k !== 'bigint' : typeof k !== 'string') {
      throw typeError(where, keys === 'u64' ? 'bigint map keys' : 'binary-string map keys', k);
    }
  }
  // Binary strings hold one byte per char, so code unit order is byte order.
  sorted.sort((a, b) => ((a as bigint | string) < (b as bigint | string) ? -1 : a === b ? 0 : 1));
  w.mapHeader(sorted.length);
  for (const k of sorted) {
    if (keys === 'u64') w.uint64(k as bigint);
    else w.strBytes(Buffer.from(k as string, 'latin1'));
    writeValue(w, of, m.get(k), true, where);
  }
}
