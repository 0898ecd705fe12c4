/**
 * Types of the generated TEAL opcode tables (./spec-data.ts); lookups live in ./spec.ts. Kept apart so the
 * generated data and the lookups do not import each other.
 */

/** How an immediate is written (langspec `ImmediateNote.Encoding`, shortened). */
export type ImmediateEncoding =
  | 'uint8' // one byte: a number 0..255 or a field's encoding
  | 'int8' // one byte, two's complement
  | 'varuint' // pushint
  | 'bytes' // varuint length + bytes (pushbytes)
  | 'varuints' // varuint count + varuints (intcblock, pushints)
  | 'bytess' // varuint count + (varuint length + bytes)... (bytecblock, pushbytess)
  | 'int16' // big-endian branch offset (v1..v12)
  | 'varint' // zigzag varint branch offset (v13+)
  | 'labels'; // one count byte + big-endian int16 per label (switch, match)

export interface ImmediateData {
  /** The immediate's name in the docs (`i`, `F`, `TARGET`, ...). */
  readonly name: string;
  readonly encoding: ImmediateEncoding;
  /** Index into FIELD_GROUPS when this immediate names a field. */
  readonly fields?: number;
}

export interface OpVariantData {
  readonly name: string;
  /** The opcode byte; 0xd4 for v13+ two-byte opcodes, whose second byte is `subOpcode`. */
  readonly opcode: number;
  readonly subOpcode?: number;
  /** Encoded size in bytes, 0 when it varies with the immediates. */
  readonly size: number;
  readonly immediates: readonly ImmediateData[];
  /** Stack argument types, deepest first (NamedType names or `[N]byte`). */
  readonly args: readonly string[];
  readonly returns: readonly string[];
  /** 1 = logic signatures only, 2 = applications only, 3 = both. */
  readonly modes: number;
  readonly introduced: number;
  /** The documented cost (`1`, `15 + 2 per 32 bytes of A`, `Secp256k1=1700; ...`). */
  readonly cost: string;
  readonly groups: readonly string[];
}

export interface FieldData {
  readonly name: string;
  /** The immediate byte that selects this field. */
  readonly encoding: number;
  /** The stack type the field yields; absent for selectors such as curves and encodings. */
  readonly type?: string;
  readonly version?: number;
  readonly modes?: number;
}

export interface FieldGroupData {
  /** The langspec reference (`txn Fields`, `global Fields`, `ECDSA Curves`, `txn` for itxn_field ...). */
  readonly reference: string;
  readonly fields: readonly FieldData[];
}

export interface NamedTypeData {
  readonly name: string;
  readonly abbreviation: string;
  /** Inclusive [min, max] as decimal strings: a length for byte types, a value for uint64 types. */
  readonly bound: readonly [string, string];
  readonly avmType: 'uint64' | '[]byte' | 'any' | 'none';
}
