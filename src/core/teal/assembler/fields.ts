/**
 * Field names the assembler accepts, and the named integer constants of `int`.
 *
 * Invariants:
 * - A field immediate is looked up in its group as of the highest version (upstream's groups list every field of
 *   every version, each carrying the version that introduced it), so a field that is too new is reported as such
 *   instead of as unknown.
 * - `itxn_field` names any transaction field (scalar or array); whether it may be set, and since when, comes from
 *   the settable view. `app_params_set` likewise names any app params field.
 * - Tables are built lazily and never change.
 */
import { fieldGroup, MAX_ASSEMBLER_VERSION, opTable, type FieldData } from '../spec.js';

export type FieldTable = ReadonlyMap<string, FieldData>;

const groupTables = new Map<string, FieldTable>();

function tableOf(fields: readonly FieldData[]): FieldTable {
  return new Map(fields.map((field) => [field.name, field]));
}

/** The complete field table of immediate `index` of op `name`, or undefined if that immediate names no field. */
export function fullFieldTable(name: string, index: number): FieldTable | undefined {
  const key = `${name}/${index}`;
  const cached = groupTables.get(key);
  if (cached !== undefined) return cached;
  const groupIndex = opTable(MAX_ASSEMBLER_VERSION).byName.get(name)?.immediates[index]?.fields;
  if (groupIndex === undefined) return undefined;
  const table = tableOf(fieldGroup(groupIndex).fields);
  groupTables.set(key, table);
  return table;
}

function requiredTable(name: string, index: number): FieldTable {
  const table = fullFieldTable(name, index);
  if (table === undefined) throw new RangeError(`op ${name} has no field immediate ${index}`);
  return table;
}

let allTxnFields: FieldTable | undefined;

/** Every transaction field, scalar and array (upstream `txnFieldSpecByName`). */
export function txnFieldTable(): FieldTable {
  allTxnFields ??= new Map([...requiredTable('txn', 0), ...requiredTable('txna', 0)]);
  return allTxnFields;
}

/** Transaction fields `itxn_field` may set; a field's `version` is the version from which it may be set. */
export function itxnSettableTable(): FieldTable {
  return requiredTable('itxn_field', 0);
}

/** Every app params field (upstream `appParamsFieldSpecByName`). */
export function appParamsTable(): FieldTable {
  return requiredTable('app_params_get', 0);
}

/** App params fields `app_params_set` may set; `version` is the version from which each may be set. */
export function appParamsSettableTable(): FieldTable {
  return requiredTable('app_params_set', 0);
}

const fieldNamesByVersion: (ReadonlySet<string> | undefined)[] = [];

/** Names of the fields of every field immediate of every op at `version` (what a macro may not be called). */
export function fieldNamesAt(version: number): ReadonlySet<string> {
  const cached = fieldNamesByVersion[version];
  if (cached !== undefined) return cached;
  const names = new Set<string>();
  for (const op of opTable(version).byName.values()) {
    op.immediates.forEach((immediate, index) => {
      if (immediate.fields === undefined) return;
      const table = op.name === 'itxn_field' ? txnFieldTable() : requiredTable(op.name, index);
      for (const field of table.keys()) names.add(field);
    });
  }
  fieldNamesByVersion[version] = names;
  return names;
}

/** Transaction type names (short and long) and their TypeEnum values. */
const TXN_TYPES: ReadonlyMap<string, bigint> = new Map([
  ['unknown', 0n],
  ['pay', 1n],
  ['keyreg', 2n],
  ['acfg', 3n],
  ['axfer', 4n],
  ['afrz', 5n],
  ['appl', 6n],
  ['stpf', 7n],
  ['hb', 8n],
  ['Payment', 1n],
  ['KeyRegistration', 2n],
  ['AssetConfig', 3n],
  ['AssetTransfer', 4n],
  ['AssetFreeze', 5n],
  ['ApplicationCall', 6n],
  ['State Proof', 7n],
  ['Consensus heartbeat', 8n],
]);

/** OnCompletion names and values. */
const ON_COMPLETIONS: ReadonlyMap<string, bigint> = new Map([
  ['NoOp', 0n],
  ['OptIn', 1n],
  ['CloseOut', 2n],
  ['ClearState', 3n],
  ['UpdateApplication', 4n],
  ['DeleteApplication', 5n],
]);

/** The value of a named constant `int` accepts (transaction types first, then OnCompletion), or undefined. */
export function namedIntConstant(name: string): bigint | undefined {
  return TXN_TYPES.get(name) ?? ON_COMPLETIONS.get(name);
}
