/**
 * Recognising input that is already canonical while it is decoded, so that callers who need the canonical bytes
 * (transaction signing: "TX" || canonical msgpack) can reuse the input instead of encoding the decoded model again.
 *
 * A struct is canonical here when schema-encode would write exactly its bytes: a minimal map header; every key in
 * the schema's sorted order, once, with the pre-encoded key header; no field that the encoder would leave out; and
 * every value in the one form the writer produces (smallest unsigned integer form, true as 0xc3, `bin` with the
 * smallest header for bytes, `str` with the smallest header for text and Go strings).
 *
 * Invariants:
 * - The check only ever answers "canonical" for bytes equal to the re-encoding; it may answer "not canonical" for
 *   some canonical input, which only costs the caller an encode. It does: for nested containers (structs, arrays,
 *   maps, opaque values), signed integers, text with bytes above 0x7f, and schemas with a field that is never
 *   omitted. Transactions of type pay, axfer, keyreg and afrz have none of these.
 * - Each check reads only bytes the decoder has already bounds-checked.
 */
import { Kind, Omit, type Field, type Schema } from './schema.js';

const checkable = new WeakMap<Schema, boolean>();

/**
 * Whether the check applies to `schema` (computed once per schema): not when a field is never omitted, since the
 * encoder writes such a field even where the input left it out. A field written when present (Omit.NIL) is fine:
 * the decoder keeps its value, zero or not, and the header check covers it.
 */
export function checkableSchema(schema: Schema): boolean {
  let ok = checkable.get(schema);
  if (ok === undefined) checkable.set(schema, (ok = schema.fields.every((f) => f.omit !== Omit.NEVER)));
  return ok;
}

/** The header byte the writer puts before a map of `n` entries (map32 never occurs: a schema has fewer keys). */
export function canonicalMapHeader(byte: number, n: number): boolean {
  return n < 16 ? byte === (0x80 | n) : n < 0x1_0000 && byte === 0xde;
}

/**
 * Whether the unsigned integer at `at` is in its smallest unsigned form, read from the raw bytes (comparing the
 * decoded bigint against limits would cost a runtime call per comparison): a uint8 must hold at least 0x80, and a
 * wider form must use its upper half. Signed forms and nil are never what the writer writes for a non-zero uint.
 */
function smallestUint(buf: Uint8Array, at: number): boolean {
  switch (buf[at]!) {
    case 0xcc:
      return buf[at + 1]! >= 0x80;
    case 0xcd:
      return buf[at + 1] !== 0;
    case 0xce:
      return (buf[at + 1]! | buf[at + 2]!) !== 0;
    case 0xcf:
      return (buf[at + 1]! | buf[at + 2]! | buf[at + 3]! | buf[at + 4]!) !== 0;
    default:
      return buf[at]! < 0x80;
  }
}

function lengthHeader(n: number, fix: number, h8: number, h16: number, h32: number): number {
  if (fix >= 0 && n < 32) return fix | n;
  if (n < 0x100) return h8;
  return n < 0x1_0000 ? h16 : h32;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/**
 * Whether the field whose key starts at `keyAt` and whose value starts at `valueAt` and decoded as `value` is byte
 * for byte what the encoder writes for it. `value` undefined means the decoder found the zero value, which the
 * encoder would leave out. The header byte decides: the reader took the length or width from it, so a header equal
 * to the writer's for the decoded value means the same bytes.
 */
export function canonicalField(buf: Uint8Array, f: Field, keyAt: number, valueAt: number, value: unknown): boolean {
  if (value === undefined || buf[keyAt] !== f.header[0]) return false;
  const head = buf[valueAt]!;
  switch (f.type.kind) {
    case Kind.U64:
    case Kind.NUM:
      return smallestUint(buf, valueAt);
    case Kind.BOOL:
      return head === 0xc3;
    case Kind.STR: {
      // Text re-encodes to its input only when it is valid UTF-8. An all-ASCII decoded string came from as many
      // ASCII bytes (any byte above 0x7f decodes to a character above 0x7f), and is what transactions carry.
      const text = value as string;
      return isAscii(text) && head === lengthHeader(text.length, 0xa0, 0xd9, 0xda, 0xdb);
    }
    case Kind.STR_BYTES:
      return head === lengthHeader((value as Uint8Array).length, 0xa0, 0xd9, 0xda, 0xdb);
    case Kind.BYTES:
      return head === lengthHeader((value as Uint8Array).length, -1, 0xc4, 0xc5, 0xc6);
    case Kind.FIXED:
    case Kind.ADDR:
    case Kind.BLOCK_HASH:
      // Fixed sizes are below 256, so bin8; the length byte is checked too, because a kept field (Omit.NIL) sent
      // empty decodes as `size` zero bytes, which the encoder writes in full.
      return head === 0xc4 && buf[valueAt + 1] === (value as Uint8Array).length;
    default:
      return false;
  }
}
