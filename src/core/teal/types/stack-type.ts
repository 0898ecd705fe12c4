/**
 * Assembly-time stack types: an AVM type (`none`, `any`, `uint64`, `[]byte`) plus an inclusive bound, which is a
 * value range for uint64 types and a length range for byte types, and a display name.
 *
 * Invariants:
 * - Instances are immutable; two types are "equal" only when name, AVM type and both bounds agree (upstream
 *   compares the whole struct, and refine rules such as frame_bury and loads depend on that).
 * - A derived name follows the bound: equal bounds print the constant (`7`) or static size (`[5]byte`); a bound
 *   from 0 prints `uint64 (<= N)` / `[<=N]byte`, other ranges `uint64 (N-M)` / `[N-M]byte`; the full uint64
 *   range and byte lengths up to 4096 print the plain AVM name. An explicit name (`bool`, `address`, ...) wins.
 * - `any` and `none` carry the bound [0, 0].
 */
import { AppError } from '../../errors.js';

export type AvmType = 'none' | 'any' | 'uint64' | '[]byte';
export type Bound = readonly [bigint, bigint];

/** Longest byte string the AVM holds (upstream `maxStringSize`). */
export const MAX_STRING_SIZE = 4096n;
/** Longest operand of the byte-math opcodes (upstream `maxByteMathSize`). */
export const MAX_BYTE_MATH_SIZE = 64n;
export const MAX_UINT64 = (1n << 64n) - 1n;

export class StackType {
  readonly name: string;
  readonly avmType: AvmType;
  readonly bound: Bound;

  constructor(name: string, avmType: AvmType, bound: Bound) {
    this.name = name;
    this.avmType = avmType;
    this.bound = bound;
  }

  /** True for concrete types (uint64 or byte based); `any` and `none` are not. */
  get isTyped(): boolean {
    return this.avmType === 'uint64' || this.avmType === '[]byte';
  }

  /** Whether a value of this type may satisfy `expected`: same AVM type with overlapping bounds, or an `any`. */
  overlaps(expected: StackType): boolean {
    if (this.avmType === 'none' || expected.avmType === 'none') return false;
    if (this.avmType === 'any' || expected.avmType === 'any') return true;
    if (this.avmType !== expected.avmType) return false;
    return this.bound[0] <= expected.bound[1] && this.bound[1] >= expected.bound[0];
  }

  /** Same AVM type: the type covering both bounds (derived name); different AVM types give `any`. */
  union(other: StackType): StackType {
    if (this.avmType !== other.avmType) return STACK_ANY;
    const low = other.bound[0] < this.bound[0] ? other.bound[0] : this.bound[0];
    const high = other.bound[1] > this.bound[1] ? other.bound[1] : this.bound[1];
    return newStackType(this.avmType, [low, high]);
  }

  /** This AVM type with another bound (derived name). */
  narrowed(bound: Bound): StackType {
    return newStackType(this.avmType, bound);
  }

  /** The unbounded type of the same AVM type (`none` stays `none`). */
  widened(): StackType {
    switch (this.avmType) {
      case '[]byte':
        return STACK_BYTES;
      case 'uint64':
        return STACK_UINT64;
      case 'any':
        return STACK_ANY;
      case 'none':
        return STACK_NONE;
    }
  }

  /** The value when this is a uint64 type with a single possible value. */
  constInt(): bigint | undefined {
    if (this.avmType !== 'uint64' || this.bound[0] !== this.bound[1]) return undefined;
    return this.bound[0];
  }

  equals(other: StackType): boolean {
    return (
      this === other ||
      (this.name === other.name &&
        this.avmType === other.avmType &&
        this.bound[0] === other.bound[0] &&
        this.bound[1] === other.bound[1])
    );
  }

  toString(): string {
    return this.name;
  }
}

function derivedName(avmType: AvmType, [low, high]: Bound): string {
  if (avmType !== 'uint64' && avmType !== '[]byte') return avmType;
  const bytes = avmType === '[]byte';
  if (low === high) return bytes ? `[${low}]byte` : `${low}`;
  if (low === 0n && high !== 0n) {
    if (bytes) return high === MAX_STRING_SIZE ? avmType : `[<=${high}]byte`;
    return high === MAX_UINT64 ? avmType : `uint64 (<= ${high})`;
  }
  if (low !== 0n && high !== 0n) return bytes ? `[${low}-${high}]byte` : `uint64 (${low}-${high})`;
  return avmType;
}

/** A type from an AVM type and bound, named from the bound unless `name` is given. */
export function newStackType(avmType: AvmType, bound: Bound, name?: string): StackType {
  return new StackType(name ?? derivedName(avmType, bound), avmType, bound);
}

export const STACK_UINT64 = newStackType('uint64', [0n, MAX_UINT64]);
export const STACK_BYTES = newStackType('[]byte', [0n, MAX_STRING_SIZE]);
export const STACK_ANY = new StackType('any', 'any', [0n, 0n]);
export const STACK_NONE = new StackType('none', 'none', [0n, 0n]);
export const STACK_BOOLEAN = newStackType('uint64', [0n, 1n], 'bool');
export const STACK_ADDRESS = newStackType('[]byte', [32n, 32n], 'address');
export const STACK_BIGINT = newStackType('[]byte', [0n, MAX_BYTE_MATH_SIZE], 'bigint');
const STACK_METHOD_SELECTOR = newStackType('[]byte', [4n, 4n], 'method');
export const STACK_STATE_KEY = newStackType('[]byte', [0n, 64n], 'stateKey');
export const STACK_BOX_NAME = newStackType('[]byte', [1n, 64n], 'boxName');
/** What every scratch slot holds at program start. */
export const STACK_ZERO_UINT64 = newStackType('uint64', [0n, 0n], '0');

/** The type of a uint64 known to be exactly `value` (named by its decimal value). */
export function constantUint64(value: bigint): StackType {
  return newStackType('uint64', [value, value]);
}

/** The type of a byte string known to be exactly `length` bytes long (`[N]byte`). */
export function staticBytes(length: bigint | number): StackType {
  const n = BigInt(length);
  return newStackType('[]byte', [n, n], `[${n}]byte`);
}

const NAMED: ReadonlyMap<string, StackType> = new Map(
  [
    STACK_BYTES,
    STACK_UINT64,
    STACK_ANY,
    STACK_NONE,
    STACK_BOOLEAN,
    STACK_ADDRESS,
    STACK_BIGINT,
    STACK_METHOD_SELECTOR,
    STACK_STATE_KEY,
    STACK_BOX_NAME,
  ].map((type) => [type.name, type]),
);

const STATIC_BYTES_NAME = /^\[([0-9]+)\]byte$/;

/**
 * The stack type a langspec type name stands for: a NamedType name or a static size `[N]byte`.
 * @throws CORE_INTERNAL for a name the opcode tables never use
 */
export function stackTypeFromName(name: string): StackType {
  const named = NAMED.get(name);
  if (named !== undefined) return named;
  const sized = STATIC_BYTES_NAME.exec(name);
  if (sized !== null) return staticBytes(BigInt(sized[1]!));
  throw new AppError('CORE_INTERNAL', `unknown TEAL stack type name ${JSON.stringify(name)}`);
}
