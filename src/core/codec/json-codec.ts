/**
 * Codec-JSON writers: E2 (algod's go-codec JSON for msgpack-backed routes, docs/spec/algod.md §1.4) and kmd's response
 * writer (docs/spec/kmd.md §2.2), which use the same layout.
 *
 * Invariants:
 * - Keys sorted by UTF-8 bytes, 2-space indentation, `": "` after keys, no trailing newline, no HTML escaping.
 * - `renderE2(schema, value)` is driven by the same schema tables as msgpack: wire short keys, recursive omitempty
 *   (a Go pointer to an all-zero struct is omitted too), bytes and fixed byte arrays as padded standard base64,
 *   ADDR fields as 58-char address text, BLOCK_HASH fields as `blk-` + base32, Go `string` fields holding raw bytes as UTF-8 text, uint64 map keys as
 *   quoted decimal strings (MapKeyAsString) sorted numerically, integers as exact JSON numbers (even above 2^53).
 * - `writeCodecJson` renders plain values (kmd bodies, mixed responses); schema-backed parts are embedded with
 *   `withSchema`. With `omitEmpty`, zero values are left out of objects recursively (never out of arrays).
 */
import { encodeAddress, encodeDigest } from '../crypto/address.js';
import { JsonOut, quoteUtf8Bytes } from './json-out.js';
import { formatNumber, writeJsonScalar } from './json-plain.js';
import { compareUtf8, isEmptyAny, type MsgpackValue } from './msgpack-value.js';
import { SlotStack } from './schema-access.js';
import { Kind, Omit, type FieldType, type Schema } from './schema.js';

/** A schema-backed value embedded in a plain codec-JSON tree. */
class SchemaJson {
  constructor(
    readonly schema: Schema,
    readonly value: object,
  ) {}
}

export function withSchema<T extends object>(schema: Schema<T>, value: T): SchemaJson {
  return new SchemaJson(schema, value);
}

export type CodecJsonValue =
  | null
  | boolean
  | number
  | bigint
  | string
  | Uint8Array
  | SchemaJson
  | readonly CodecJsonValue[]
  | { readonly [key: string]: CodecJsonValue | undefined };

type PlainObject = { readonly [key: string]: CodecJsonValue | undefined };

function isAllZero(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/** Go's recursive empty check for one schema-typed value (used for omitempty in E2). */
function isEmptyField(type: FieldType, v: unknown): boolean {
  if (v === undefined) return true;
  switch (type.kind) {
    case Kind.U64:
    case Kind.I64:
    case Kind.NUM:
      return v === 0n || v === 0;
    case Kind.BOOL:
      return v === false;
    case Kind.STR:
      return v === '';
    case Kind.STR_BYTES:
      return v === '' || (v instanceof Uint8Array && v.length === 0);
    case Kind.BYTES:
      return (v as Uint8Array).length === 0;
    case Kind.FIXED:
    case Kind.ADDR:
    case Kind.BLOCK_HASH:
      return isAllZero(v as Uint8Array);
    case Kind.STRUCT: {
      const obj = v as Record<string, unknown>;
      for (const f of type.schema.fields) if (!isEmptyField(f.type, obj[f.name])) return false;
      return true;
    }
    case Kind.ARRAY:
      return (v as readonly unknown[]).length === 0;
    case Kind.MAP:
      return (v as Map<unknown, unknown>).size === 0;
    case Kind.ANY:
      return isEmptyAny(v as MsgpackValue);
  }
}

const slots = new SlotStack();

function writeStructE2(out: JsonOut, schema: Schema, value: object): void {
  const fields = schema.fields;
  const values = slots.push(fields.length);
  try {
    schema.access.load(value, values);
    out.open('{');
    for (let i = 0; i < fields.length; i++) {
      const f = fields[i]!;
      const v = values[i];
      if (f.omit !== Omit.NEVER && isEmptyField(f.type, v)) continue;
      out.key(f.key);
      writeValueE2(out, f.type, v);
    }
    out.close('}');
  } finally {
    slots.pop(fields.length, true);
  }
}

function writeValueE2(out: JsonOut, type: FieldType, v: unknown): void {
  switch (type.kind) {
    case Kind.U64:
    case Kind.I64:
    case Kind.NUM:
      return out.raw(v === undefined ? '0' : String(v as bigint | number));
    case Kind.BOOL:
      return out.raw(v === true ? 'true' : 'false');
    case Kind.STR:
      return out.string((v as string | undefined) ?? '');
    case Kind.STR_BYTES:
      if (v === undefined || typeof v === 'string') return out.string(v ?? '');
      return out.utf8Bytes(v as Uint8Array);
    case Kind.BYTES:
      return v === undefined ? out.raw('null') : out.base64(v as Uint8Array);
    case Kind.FIXED:
      return out.base64((v as Uint8Array | undefined) ?? new Uint8Array(type.size));
    case Kind.ADDR:
      return out.string(encodeAddress((v as Uint8Array | undefined) ?? new Uint8Array(32)));
    case Kind.BLOCK_HASH:
      return out.string('blk-' + encodeDigest((v as Uint8Array | undefined) ?? new Uint8Array(32)));
    case Kind.STRUCT:
      return writeStructE2(out, type.schema, (v as object | undefined) ?? {});
    case Kind.ARRAY:
      if (v === undefined) return out.raw('null');
      out.open('[');
      for (const el of v as readonly unknown[]) {
        out.element();
        writeValueE2(out, type.of, el);
      }
      return out.close(']');
    case Kind.MAP:
      return v === undefined ? out.raw('null') : writeMapE2(out, type, v as Map<bigint | string, unknown>);
    case Kind.ANY:
      return writeAnyJson(out, (v as MsgpackValue | undefined) ?? null);
  }
}

function writeMapE2(out: JsonOut, type: FieldType & { kind: typeof Kind.MAP }, m: Map<bigint | string, unknown>): void {
  const keys = [...m.keys()].sort((a, b) => (a < b ? -1 : a === b ? 0 : 1));
  out.open('{');
  for (const k of keys) {
    if (typeof k === 'bigint') out.key(k.toString());
    else out.quotedKey(quoteUtf8Bytes(Buffer.from(k, 'latin1'), false));
    writeValueE2(out, type.of, m.get(k));
  }
  out.close('}');
}

/** Opaque msgpack values: bytes as base64, maps as objects with sorted keys. */
function writeAnyJson(out: JsonOut, v: MsgpackValue): void {
  if (v === null) return out.raw('null');
  switch (typeof v) {
    case 'boolean':
      return out.raw(v ? 'true' : 'false');
    case 'bigint':
      return out.raw(v.toString());
    case 'number':
      return out.raw(formatNumber(v));
    case 'string':
      return out.string(v);
    default:
  }
  if (v instanceof Uint8Array) return out.base64(v);
  if (Array.isArray(v)) {
    out.open('[');
    for (const el of v) {
      out.element();
      writeAnyJson(out, el);
    }
    return out.close(']');
  }
  const map = v as Map<string | bigint, MsgpackValue>;
  const keys = [...map.keys()].map((k) => [String(k), k] as const).sort((a, b) => compareUtf8(a[0], b[0]));
  out.open('{');
  for (const [text, k] of keys) {
    out.key(text);
    writeAnyJson(out, map.get(k)!);
  }
  out.close('}');
}

function isEmptyPlain(v: CodecJsonValue | undefined): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === 0n || v === '') return true;
  if (v instanceof Uint8Array || Array.isArray(v)) return v.length === 0;
  if (v instanceof SchemaJson) return isEmptyField({ kind: Kind.STRUCT, schema: v.schema }, v.value);
  if (typeof v === 'object') {
    const obj = v as PlainObject;
    for (const k of Object.keys(obj)) if (!isEmptyPlain(obj[k])) return false;
    return true;
  }
  return false;
}

function writePlain(out: JsonOut, v: CodecJsonValue | undefined, omitEmpty: boolean): void {
  if (writeJsonScalar(out, v)) return;
  if (v instanceof SchemaJson) return writeStructE2(out, v.schema, v.value);
  if (Array.isArray(v)) {
    out.open('[');
    for (const el of v as readonly CodecJsonValue[]) {
      out.element();
      writePlain(out, el, omitEmpty);
    }
    return out.close(']');
  }
  const obj = v as PlainObject;
  out.open('{');
  for (const key of Object.keys(obj).sort(compareUtf8)) {
    const el = obj[key];
    if (el === undefined || (omitEmpty && isEmptyPlain(el))) continue;
    out.key(key);
    writePlain(out, el, omitEmpty);
  }
  out.close('}');
}

/**
 * go-codec style JSON of a plain value tree (kmd responses, mixed algod bodies): sorted keys, 2-space indent, no
 * trailing newline, no HTML escaping. @throws CORE_INTERNAL on non-finite numbers
 */
export function writeCodecJson(value: CodecJsonValue, options?: { omitEmpty?: boolean }): string {
  const out = new JsonOut(true, false);
  writePlain(out, value, options?.omitEmpty === true);
  return out.text;
}

/** E2 JSON of a schema-backed model object. */
export function renderE2<T extends object>(schema: Schema<T>, value: T): string {
  const out = new JsonOut(true, false);
  writeStructE2(out, schema, value);
  return out.text;
}
