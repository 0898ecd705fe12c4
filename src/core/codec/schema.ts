/**
 * Struct schemas: one table per wire struct (wire key, model field name, kind, omit rule, nested schema) that drives
 * the canonical msgpack encoder, the lenient msgpack decoder, the codec-JSON (E2) writer and the codec-JSON reader,
 * so that every Algorand struct has exactly one model.
 *
 * Invariants:
 * - `fields` is sorted once, at definition, by the raw bytes of the wire key; encoders walk it in order, so they
 *   never sort at run time. Each field carries its key pre-encoded as a msgpack str (`header`), and the schema
 *   carries compiled accessors for its property names (`access`).
 * - Wire keys are unique within a schema (flattened/embedded structs are merged with `mergeSchemas`, which checks).
 * - Model objects use optional properties: `undefined` and the zero value are the same thing on the wire.
 *   Decoders normalise: a field is present in a decoded object iff it is non-zero (or its omit rule keeps it).
 * - Kinds: U64/I64 are bigint; NUM is a JS number bounded by `max` (used for small fields: uint8/uint32 and enums);
 *   STR is text; STR_BYTES is a Go `string` carrying arbitrary bytes (Buffer in the model); BYTES is `bin`;
 *   FIXED/ADDR/BLOCK_HASH are fixed-size `bin` (in JSON: base64, address text, `blk-` + base32); MAP keys are
 *   bigint (`u64`) or "binary strings" (`bytes`: one char per byte, lossless for non-UTF-8 keys); ANY is an
 *   opaque MsgpackValue.
 */
import { AppError } from '../errors.js';
import { MsgpackWriter } from './msgpack-writer.js';
import { compileAccess, type SchemaAccess } from './schema-access.js';

export const Kind = {
  U64: 0,
  I64: 1,
  NUM: 2,
  BOOL: 3,
  STR: 4,
  STR_BYTES: 5,
  BYTES: 6,
  FIXED: 7,
  ADDR: 8,
  STRUCT: 9,
  ARRAY: 10,
  MAP: 11,
  ANY: 12,
  BLOCK_HASH: 13,
} as const;

/** EMPTY: omitted when zero (the default, Go `omitempty`); NEVER: always written (no omitempty);
 *  NIL: written whenever present in the model, even if all-zero (a Go pointer field such as `hb`). */
export const Omit = { EMPTY: 0, NEVER: 1, NIL: 2 } as const;
export type OmitMode = (typeof Omit)[keyof typeof Omit];

export type FieldType =
  | { readonly kind: typeof Kind.U64 }
  | { readonly kind: typeof Kind.I64 }
  | { readonly kind: typeof Kind.NUM; readonly max: number }
  | { readonly kind: typeof Kind.BOOL }
  | { readonly kind: typeof Kind.STR }
  | { readonly kind: typeof Kind.STR_BYTES }
  | { readonly kind: typeof Kind.BYTES }
  | { readonly kind: typeof Kind.FIXED; readonly size: number }
  | { readonly kind: typeof Kind.ADDR; readonly size: 32 }
  | { readonly kind: typeof Kind.BLOCK_HASH; readonly size: 32 }
  | { readonly kind: typeof Kind.STRUCT; readonly schema: Schema }
  | { readonly kind: typeof Kind.ARRAY; readonly of: FieldType }
  | { readonly kind: typeof Kind.MAP; readonly keys: 'u64' | 'bytes'; readonly of: FieldType }
  | { readonly kind: typeof Kind.ANY };

interface FieldRow {
  /** wire key (msgpack map key and E2 JSON key) */
  readonly key: string;
  /** property name in the model object */
  readonly name: string;
  readonly type: FieldType;
  readonly omit: OmitMode;
  /** the key pre-encoded as a msgpack str */
  readonly header: Buffer;
}

export interface Field extends FieldRow {
  /** position in its schema's sorted `fields` */
  readonly index: number;
  /** the key's UTF-8 bytes (what a decoder compares a map key with) */
  readonly keyBytes: Buffer;
}

export interface Schema<T = unknown> {
  readonly name: string;
  readonly fields: readonly Field[];
  /** fields by `keyCode` of their key bytes: the key index behind `fieldAt` */
  readonly byKeyCode: ReadonlyMap<number, readonly Field[]>;
  /** compiled property loader/builder over `fields` (see schema-access.ts) */
  readonly access: SchemaAccess;
  /** phantom: the model type this schema encodes (never set) */
  readonly model?: T;
}

/** One table row: [wire key, model property, type, omit rule]. */
export type FieldSpec<T> = readonly [key: string, name: keyof T & string, type: FieldType, omit?: OmitMode];

/** Type builders for schema tables. */
export const t = {
  u64: { kind: Kind.U64 } as FieldType,
  i64: { kind: Kind.I64 } as FieldType,
  bool: { kind: Kind.BOOL } as FieldType,
  str: { kind: Kind.STR } as FieldType,
  strBytes: { kind: Kind.STR_BYTES } as FieldType,
  bytes: { kind: Kind.BYTES } as FieldType,
  addr: { kind: Kind.ADDR, size: 32 } as FieldType,
  /** a block hash: 32 bytes, rendered as `blk-` + base32 in JSON (Go BlockHash has a text form) */
  blockHash: { kind: Kind.BLOCK_HASH, size: 32 } as FieldType,
  any: { kind: Kind.ANY } as FieldType,
  num: (max: number): FieldType => ({ kind: Kind.NUM, max }),
  fixed: (size: number): FieldType => ({ kind: Kind.FIXED, size }),
  struct: (schema: Schema): FieldType => ({ kind: Kind.STRUCT, schema }),
  /** A struct reference resolved on first use: breaks definition cycles (EvalDelta → inner txns → EvalDelta). */
  lazy: (get: () => Schema): FieldType => {
    let cached: Schema | undefined;
    return {
      kind: Kind.STRUCT,
      get schema(): Schema {
        return (cached ??= get());
      },
    };
  },
  array: (of: FieldType): FieldType => ({ kind: Kind.ARRAY, of }),
  map: (keys: 'u64' | 'bytes', of: FieldType): FieldType => ({ kind: Kind.MAP, keys, of }),
} as const;

function keyHeader(key: string): Buffer {
  const w = new MsgpackWriter(key.length + 5);
  w.str(key);
  return w.finish();
}

/** A small integer naming a key's length and first byte: few keys of a schema share one (see `fieldAt`). */
function keyCode(bytes: Uint8Array, start: number, length: number): number {
  return length * 256 + (length > 0 ? bytes[start]! : 0);
}

/**
 * The field whose key is the `length` bytes of `bytes` at `start`, without making a string of them (a decoder's
 * per-key cost), or undefined.
 */
export function fieldAt(schema: Schema, bytes: Uint8Array, start: number, length: number): Field | undefined {
  const candidates = schema.byKeyCode.get(keyCode(bytes, start, length));
  if (candidates === undefined) return undefined;
  next: for (const f of candidates) {
    for (let i = 1; i < length; i++) if (f.keyBytes[i] !== bytes[start + i]) continue next;
    return f;
  }
  return undefined;
}

function build<T>(name: string, rows: FieldRow[]): Schema<T> {
  rows.sort((a, b) => Buffer.compare(Buffer.from(a.key, 'utf8'), Buffer.from(b.key, 'utf8')));
  const fields: Field[] = rows.map((r, index) => ({ ...r, index, keyBytes: Buffer.from(r.key, 'utf8') }));
  const byKeyCode = new Map<number, Field[]>();
  const schema = {
    name,
    fields,
    byKeyCode,
    access: compileAccess(
      name,
      fields.map((f) => f.name),
    ),
  };
  const names = new Set<string>();
  for (const f of fields) {
    if (names.has(f.name)) throw new AppError('CORE_INTERNAL', `schema ${name}: duplicate property ${f.name}`);
    names.add(f.name);
    if (fieldAt(schema, f.keyBytes, 0, f.keyBytes.length) !== undefined) {
      throw new AppError('CORE_INTERNAL', `schema ${name}: duplicate key ${f.key}`);
    }
    const code = keyCode(f.keyBytes, 0, f.keyBytes.length);
    byKeyCode.set(code, [...(byKeyCode.get(code) ?? []), f]);
  }
  return schema;
}

/** Define a struct schema from its table. Rows may come in any order; they are sorted here once. */
export function defineSchema<T>(name: string, specs: readonly FieldSpec<T>[]): Schema<T> {
  return build<T>(
    name,
    specs.map(([key, fieldName, type, omit]) => ({
      key,
      name: fieldName,
      type,
      omit: omit ?? Omit.EMPTY,
      header: keyHeader(key),
    })),
  );
}

/** Flatten several schemas into one map (Go embedded structs), e.g. SignedTxnInBlock = SignedTxn + ApplyData. */
export function mergeSchemas<T>(name: string, ...parts: readonly Schema[]): Schema<T> {
  const rows: FieldRow[] = [];
  for (const p of parts) for (const { index: _index, keyBytes: _keyBytes, ...row } of p.fields) rows.push(row);
  return build<T>(name, rows);
}
