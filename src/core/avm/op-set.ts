/**
 * Per-version dispatch tables: each langspec op variant (src/core/teal/spec.ts) joined with its implementation,
 * static check, arity/type signature and cost model.
 *
 * Invariants:
 * - An `OpSet` is built once per process (module level) and its tables lazily once per version, then reused by
 *   every evaluation; nothing here is allocated per step.
 * - Core ops cannot be replaced and host ops must name real opcodes (`createOpSet` throws CORE_BAD_ARGUMENT),
 *   so a host typo cannot silently leave an op on its fallback.
 * - Host ops the op set was not given get a fallback that fails with `NAME is not available in this context`;
 *   they are still charged and type-checked first, exactly like any op.
 */
import { AppError } from '../errors.js';
import { fieldGroup, MAX_ASSEMBLER_VERSION, opTable, SUB_OPCODE_PREFIX, type OpVariantData } from '../teal/spec.js';
import { OP_VARIANTS } from '../teal/spec-data.js';
import type { EvalContext } from './context.js';
import { isFieldCost, parseFieldCosts, parseLinear, type CostModel, type LinearCost } from './cost.js';
import type { OpFn } from './machine.js';
import { CORE_CHECK_FNS, CORE_OP_FNS, EXITING_OPS, TRUSTED_OPS } from './ops/index.js';

/** How the loop checks a stack argument or result: any, uint64 or []byte. */
export const Kind = { Any: 0, Uint: 1, Bytes: 2 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

export interface OpInfo<C extends EvalContext = EvalContext> {
  readonly name: string;
  readonly fn: OpFn<C>;
  readonly check: OpFn | undefined;
  /** Encoded size; 0 when the immediates decide (the op or its check sets `nextPc`). */
  readonly size: number;
  readonly modes: number;
  readonly argKinds: readonly Kind[];
  readonly argNames: readonly string[];
  /** Some argument is not `any`, so the loop must look at types. */
  readonly typedArgs: boolean;
  readonly returnKinds: readonly Kind[];
  readonly returnNames: readonly string[];
  /** Skip the post-op height and result checks (trusted or always-exiting ops). */
  readonly unchecked: boolean;
  /** The cost when it depends on nothing, else 0 (then `cost` decides). */
  readonly fixedCost: number;
  readonly cost: CostModel;
}

export interface VersionTable<C extends EvalContext = EvalContext> {
  readonly version: number;
  readonly byOpcode: readonly (OpInfo<C> | undefined)[];
  /** Sub-opcodes behind the 0xd4 prefix, or undefined before v13. */
  readonly bySubOpcode: readonly (OpInfo<C> | undefined)[] | undefined;
}

const AVM_TYPES = new Map<string, Kind>([
  ['[]byte', Kind.Bytes],
  ['address', Kind.Bytes],
  ['bigint', Kind.Bytes],
  ['boxName', Kind.Bytes],
  ['method', Kind.Bytes],
  ['stateKey', Kind.Bytes],
  ['uint64', Kind.Uint],
  ['bool', Kind.Uint],
  ['any', Kind.Any],
]);

function kindOf(typeName: string): Kind {
  const kind = AVM_TYPES.get(typeName);
  if (kind !== undefined) return kind;
  if (/^\[\d+\]byte$/.test(typeName)) return Kind.Bytes;
  throw new RangeError(`unknown stack type ${typeName}`);
}

/** Implementation key: the v13 varint-offset branches have their own implementations. */
export function implementationKey(variant: OpVariantData): string {
  return variant.immediates[0]?.encoding === 'varint' ? `${variant.name}/varint` : variant.name;
}

function fieldCostModel(variant: OpVariantData): CostModel {
  const immediateIndex = variant.immediates.findIndex((imm) => imm.fields !== undefined);
  const byField: (LinearCost | undefined)[] = new Array<LinearCost | undefined>(256).fill(undefined);
  // Every variant of this op contributes its fields, so the table covers fields of any version (as upstream's).
  for (const other of OP_VARIANTS) {
    if (other.name !== variant.name || !isFieldCost(other.cost)) continue;
    const index = other.immediates.findIndex((imm) => imm.fields !== undefined);
    const fields = fieldGroup(other.immediates[index]!.fields!).fields;
    for (const [name, cost] of parseFieldCosts(other.cost, other.args.length)) {
      const field = fields.find((f) => f.name === name);
      if (field !== undefined) byField[field.encoding] = cost;
    }
  }
  const offset = 1 + (variant.subOpcode === undefined ? 0 : 1) + immediateIndex;
  return { kind: 'field', offset, byField };
}

function costModel(variant: OpVariantData): CostModel {
  if (isFieldCost(variant.cost)) return fieldCostModel(variant);
  const linear = parseLinear(variant.cost, variant.args.length);
  return linear.chunkCost === 0 ? { kind: 'fixed', cost: linear.base } : { kind: 'linear', linear };
}

function fallback(name: string): OpFn {
  const message = `${name} is not available in this context`;
  return () => message;
}

function buildInfo<C extends EvalContext>(variant: OpVariantData, host: ReadonlyMap<string, OpFn<C>>): OpInfo<C> {
  const key = implementationKey(variant);
  const cost = costModel(variant);
  const argKinds = variant.args.map(kindOf);
  return Object.freeze({
    name: variant.name,
    fn: CORE_OP_FNS[key] ?? host.get(key) ?? fallback(variant.name),
    check: CORE_CHECK_FNS[key],
    size: variant.size,
    modes: variant.modes,
    argKinds,
    argNames: variant.args,
    typedArgs: argKinds.some((kind) => kind !== Kind.Any),
    returnKinds: variant.returns.map(kindOf),
    returnNames: variant.returns,
    unchecked: TRUSTED_OPS.has(variant.name) || EXITING_OPS.has(variant.name),
    fixedCost: cost.kind === 'fixed' ? cost.cost : 0,
    cost,
  });
}

function buildTable<C extends EvalContext>(version: number, host: ReadonlyMap<string, OpFn<C>>): VersionTable<C> {
  const table = opTable(version);
  const byOpcode = table.byOpcode.map((variant) => (variant === undefined ? undefined : buildInfo(variant, host)));
  const hasSubOps = table.bySubOpcode.some((variant) => variant !== undefined);
  const bySubOpcode = hasSubOps
    ? table.bySubOpcode.map((variant) => (variant === undefined ? undefined : buildInfo(variant, host)))
    : undefined;
  if (hasSubOps) byOpcode[SUB_OPCODE_PREFIX] = undefined;
  return Object.freeze({ version, byOpcode, bySubOpcode });
}

/** A set of opcode implementations: the core ones plus those a host supplies. Build with `createOpSet`. */
export class OpSet<C extends EvalContext = EvalContext> {
  readonly #host: ReadonlyMap<string, OpFn<C>>;
  readonly #tables: (VersionTable<C> | undefined)[] = [];

  constructor(host: ReadonlyMap<string, OpFn<C>>) {
    this.#host = host;
  }

  /** The dispatch table of `version` (0..14). @throws CORE_BAD_ARGUMENT for other versions */
  table(version: number): VersionTable<C> {
    const cached = this.#tables[version];
    if (cached !== undefined) return cached;
    if (!Number.isInteger(version) || version < 0 || version > MAX_ASSEMBLER_VERSION) {
      throw new AppError('CORE_BAD_ARGUMENT', `no AVM opcode table for version ${version}`);
    }
    const built = buildTable(version, this.#host);
    this.#tables[version] = built;
    return built;
  }
}

const KNOWN_KEYS = new Set(OP_VARIANTS.map(implementationKey));

/**
 * An op set with host implementations for ops the core leaves open, keyed like the core (`txn`, `box_get`,
 * `app_box_get`, …). Build it once at module level and pass it to every evaluation.
 * @throws CORE_BAD_ARGUMENT when a key is not an opcode, or names an op the core implements
 */
export function createOpSet<C extends EvalContext>(hostOps: Readonly<Record<string, OpFn<C>>>): OpSet<C> {
  const host = new Map<string, OpFn<C>>();
  for (const [key, fn] of Object.entries(hostOps)) {
    if (!KNOWN_KEYS.has(key)) throw new AppError('CORE_BAD_ARGUMENT', `no opcode called ${key}`);
    if (CORE_OP_FNS[key] !== undefined) throw new AppError('CORE_BAD_ARGUMENT', `${key} is implemented by the core`);
    host.set(key, fn);
  }
  return new OpSet(host);
}

/** The core ops only: what `evaluate` uses when the caller passes no op set. */
export const CORE_OPS: OpSet = new OpSet(new Map());
