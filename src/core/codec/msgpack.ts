/**
 * THE msgpack module: every msgpack byte the project emits or reads goes through here (writer and reader classes in
 * msgpack-writer.ts / msgpack-reader.ts, struct tables in schema.ts). Nothing else imports msgpackr for Algorand data.
 *
 * Canonical encoding (what go-algorand's msgp code emits, docs/spec/protocol.md §1.1), applied by every encoder:
 * 1. Structs are maps keyed by their short codec tag, never arrays; keys sorted by raw bytes; embedded structs are
 *    flattened into the parent map.
 * 2. omitempty everywhere: 0, false, "", empty bytes/arrays/maps, all-zero fixed byte arrays and structs whose
 *    fields are all empty (recursively) are left out. Exceptions are explicit in the schema (`Omit.NEVER` for
 *    genesis allocation entries, `Omit.NIL` for the pointer-typed `hb`). Array elements are never omitted.
 * 3. Non-negative integers use the smallest unsigned form, negatives the smallest signed form; uint64 values are
 *    bigints end to end (never float64). No floats, no ext types.
 * 4. Byte strings are `bin` with at least a bin8 header; Go `string` fields are `str` written from raw bytes.
 * 5. Maps with uint64 or string keys are written with keys sorted; fixmap/fixarray up to 15 entries, then 16-bit,
 *    then 32-bit headers.
 *
 * Decoding is lenient like upstream's (docs/spec/protocol.md §1.3) with two deliberate strictnesses: unknown keys are rejected (as upstream)
 * and fixed-size byte fields of the wrong length are rejected (upstream copies min(len)). Nesting is capped at 255.
 * Hashes and signatures must always be computed over a canonical re-encoding, never over received bytes.
 *
 * The encoder writes into one shared arena (synchronous code cannot interleave two encodes except by re-entrance,
 * which falls back to a fresh writer) and returns exact-size views that no later encode overwrites; copy a result
 * before posting it to another thread. Decoded byte fields are views into the input: copy the input first if its
 * memory will be reused (e.g. a uWS request chunk).
 */
import { AppError } from '../errors.js';
import { MsgpackReader } from './msgpack-reader.js';
import { MsgpackWriter } from './msgpack-writer.js';
import { readAny, writeAny, type MsgpackValue } from './msgpack-value.js';
import { readStruct } from './schema-decode.js';
import { writeStruct } from './schema-encode.js';
import type { Schema } from './schema.js';

export { MsgpackReader, MAX_DEPTH } from './msgpack-reader.js';
export { MsgpackWriter } from './msgpack-writer.js';
export type { MsgpackValue, MsgpackMap } from './msgpack-value.js';
export { readStruct } from './schema-decode.js';
export { writeStruct } from './schema-encode.js';

const shared = new MsgpackWriter();
let sharedBusy = false;

function acquire(): MsgpackWriter {
  if (sharedBusy) return new MsgpackWriter(1024);
  sharedBusy = true;
  return shared;
}

function release(w: MsgpackWriter): void {
  if (w === shared) sharedBusy = false;
}

/**
 * Canonical msgpack of a model object, optionally preceded by raw prefix bytes (a domain-separation prefix such as
 * "TX", so that hashing needs no second concatenation).
 * @throws CORE_MSGPACK_ENCODE when a field holds a value of the wrong type, size or range
 */
export function encodeMsgpack<T>(schema: Schema<T>, value: T, prefix?: Uint8Array): Buffer {
  return encodeWith((w) => {
    if (prefix !== undefined) w.raw(prefix);
    writeStruct(w, schema, value as object);
  });
}

/**
 * Bytes that `write` puts on a writer, as a view into the shared arena (writer invariants: never aliased, never to
 * be transferred): what every encoder here returns, and hand-assembled encodings (canonical by construction) use.
 * @throws what `write` throws
 */
export function encodeWith(write: (w: MsgpackWriter) => void): Buffer {
  const w = acquire();
  try {
    write(w);
    return w.finish();
  } catch (err) {
    w.reset();
    throw err;
  } finally {
    release(w);
  }
}

/** Canonical msgpack of an opaque value. @throws CORE_MSGPACK_ENCODE */
export function encodeMsgpackValue(value: MsgpackValue): Buffer {
  return encodeWith((w) => writeAny(w, value));
}

/**
 * Decode one object of `schema` starting at `offset`; returns it with the offset just past it, so that a body of
 * concatenated objects can be read to its end. Byte fields are views into `bytes`.
 * @throws CORE_MSGPACK_DECODE (malformed/truncated/too deep), CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH
 */
export function decodeMsgpackAt<T>(schema: Schema<T>, bytes: Uint8Array, offset = 0): { value: T; end: number } {
  const r = new MsgpackReader(bytes, offset);
  const value = readStruct(r, schema) as T;
  return { value, end: r.pos };
}

/**
 * Decode exactly one object of `schema`. Trailing bytes are an error unless `allowTrailing` (upstream's byte-slice
 * decoder ignores them). @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH
 */
export function decodeMsgpack<T>(schema: Schema<T>, bytes: Uint8Array, options?: { allowTrailing?: boolean }): T {
  const r = new MsgpackReader(bytes);
  const value = readStruct(r, schema) as T;
  if (options?.allowTrailing !== true) expectEnd(r);
  return value;
}

/**
 * Decode exactly one object of `schema`, and tell whether `bytes` are already its canonical encoding (what
 * `encodeMsgpack` writes for the result), so that a caller who needs those bytes can reuse the input. `false` may
 * be conservative (schema-canonical.ts). @throws as decodeMsgpack
 */
export function decodeMsgpackCanonical<T>(schema: Schema<T>, bytes: Uint8Array): { value: T; canonical: boolean } {
  const r = new MsgpackReader(bytes);
  const flag = { canonical: false };
  const value = readStruct(r, schema, flag) as T;
  expectEnd(r);
  return { value, canonical: flag.canonical };
}

function expectEnd(r: MsgpackReader): void {
  if (r.pos !== r.end) {
    throw new AppError('CORE_MSGPACK_DECODE', `msgpack decode error [pos ${r.pos}]: ${r.end - r.pos} trailing bytes`);
  }
}

/** Decode one opaque value (any msgpack type). @throws CORE_MSGPACK_DECODE */
export function decodeMsgpackValue(bytes: Uint8Array, offset = 0): { value: MsgpackValue; end: number } {
  const r = new MsgpackReader(bytes, offset);
  const value = readAny(r);
  return { value, end: r.pos };
}
