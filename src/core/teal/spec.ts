/**
 * The TEAL opcode tables: types for the generated data in ./spec-data.ts and per-version lookups.
 *
 * Invariants:
 * - versions run 0..MAX_ASSEMBLER_VERSION; version 0 uses version 1's opcodes (it only changes the header byte);
 * - within one version an opcode name is unique and so is an (opcode, subOpcode) pair;
 * - a field immediate names one FieldGroup; a field's `version` (when present) is the version that introduced it
 *   (for `itxn_field` and `app_params_set`: the version from which it may be set).
 * Tables are built lazily once per version and frozen.
 */
import { FIELD_GROUPS, NAMED_TYPES, OP_VARIANTS, OPS_BY_VERSION } from './spec-data.js';
import type { FieldData, FieldGroupData, NamedTypeData, OpVariantData } from './spec-types.js';

export type {
  FieldData,
  FieldGroupData,
  ImmediateData,
  ImmediateEncoding,
  NamedTypeData,
  OpVariantData,
} from './spec-types.js';

/** The version used when a source has no `#pragma version`. */
export const DEFAULT_ASSEMBLER_VERSION = 1;
/** The highest version the assembler accepts (v14 is experimental upstream). */
export const MAX_ASSEMBLER_VERSION = OPS_BY_VERSION.length - 1;
/** Prefix byte of v13+ two-byte opcodes. */
export const SUB_OPCODE_PREFIX = 0xd4;

/** One version's opcode table. */
export interface OpTable {
  readonly version: number;
  readonly byName: ReadonlyMap<string, OpVariantData>;
  /** Indexed by the opcode byte; for 0xd4 use `bySubOpcode`. */
  readonly byOpcode: readonly (OpVariantData | undefined)[];
  readonly bySubOpcode: readonly (OpVariantData | undefined)[];
}

const tables: OpTable[] = [];

/** The opcode table of `version` (0..MAX_ASSEMBLER_VERSION). Throws RangeError outside that range. */
export function opTable(version: number): OpTable {
  const cached = tables[version];
  if (cached !== undefined) return cached;
  const indices = OPS_BY_VERSION[version];
  if (indices === undefined) throw new RangeError(`no opcode table for version ${version}`);
  const byName = new Map<string, OpVariantData>();
  const byOpcode: (OpVariantData | undefined)[] = new Array<OpVariantData | undefined>(256).fill(undefined);
  const bySubOpcode: (OpVariantData | undefined)[] = new Array<OpVariantData | undefined>(256).fill(undefined);
  for (const index of indices) {
    const op = OP_VARIANTS[index]!;
    byName.set(op.name, op);
    if (op.subOpcode === undefined) byOpcode[op.opcode] = op;
    else bySubOpcode[op.subOpcode] = op;
  }
  const table: OpTable = Object.freeze({ version, byName, byOpcode, bySubOpcode });
  tables[version] = table;
  return table;
}

/** The field group an immediate refers to. */
export function fieldGroup(index: number): FieldGroupData {
  const group = FIELD_GROUPS[index];
  if (group === undefined) throw new RangeError(`no field group ${index}`);
  return group;
}

/**
 * The fields named by the field immediate of op `name` in the table of `version` (default: the newest), keyed by
 * encoding; empty when the op has no field immediate.
 */
export function opFields(name: string, version: number = MAX_ASSEMBLER_VERSION): ReadonlyMap<number, FieldData> {
  const index = opTable(version)
    .byName.get(name)
    ?.immediates.find((imm) => imm.fields !== undefined)?.fields;
  return new Map(index === undefined ? [] : fieldGroup(index).fields.map((f) => [f.encoding, f]));
}

export function namedTypes(): readonly NamedTypeData[] {
  return NAMED_TYPES;
}
