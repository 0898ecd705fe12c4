/**
 * The mutable state of one assembly (upstream's OpStream): pending bytes, constants, labels, messages.
 *
 * Invariants:
 * - One `Assembly` per `assemble()` call; nothing is shared between calls.
 * - `version` is UNSET_VERSION until a pragma or the first instruction settles it; UNSET_VERSION compares greater
 *   than every real version, as upstream's "no version" marker (the largest uint64) does.
 * - Positions (constant references, labels, label references, source locations) index `pending`, the program body
 *   without its prefix; every rewrite of `pending` shifts them all (see edits.ts).
 * - Errors and warnings are kept in discovery order.
 */
import { opTable, type OpTable } from '../spec.js';
import { TypeTracker } from '../types/index.js';
import { ByteBuffer } from './byte-buffer.js';
import { bytesKey, SlotIndex } from './slot-index.js';
import type { SourceMessage } from './report.js';
import type { Token } from './tokens.js';

/** "No version yet": larger than any version, like upstream's marker. */
export const UNSET_VERSION = Number.POSITIVE_INFINITY;

/** A use of an `int`/`byte` constant, emitted as `intc*`/`bytec*` and possibly rewritten later. */
export interface ConstReference<V> {
  readonly value: V;
  /** Where its opcode starts in `pending`. */
  position: number;
}

/** A label use to patch once labels are placed. */
export interface LabelReference {
  /** Where the offset bytes start. */
  position: number;
  readonly label: Token;
  /** The offset is relative to this position (end of the instruction, or of the placeholder). */
  offsetPosition: number;
  /** v13+ branch: zigzag varint in a shrinkable placeholder; otherwise big-endian int16. */
  readonly varint: boolean;
}

/** 0-based line and column of an instruction. */
export interface SourceLocation {
  readonly line: number;
  readonly column: number;
}

export type AutoSaltMode = 'default' | 'on' | 'off';

export class Assembly {
  version: number;
  readonly errors: SourceMessage[] = [];
  readonly warnings: SourceMessage[] = [];
  readonly pending = new ByteBuffer();

  intc: bigint[] = [];
  intcRefs: ConstReference<bigint>[] = [];
  /** Hand-written intcblocks seen outside dead code. */
  intcBlockCount = 0;
  hasPseudoInt = false;
  readonly intcSlots = new SlotIndex<bigint>((value) => value);

  bytec: Uint8Array[] = [];
  bytecRefs: ConstReference<Uint8Array>[] = [];
  bytecBlockCount = 0;
  hasPseudoByte = false;
  readonly bytecSlots = new SlotIndex<Uint8Array>(bytesKey);

  readonly tracker = new TypeTracker();
  /** Lines scanned so far. */
  sourceLine = 0;
  readonly labels = new Map<string, number>();
  readonly labelRefs: LabelReference[] = [];
  offsetToSource = new Map<number, SourceLocation>();

  hasStatefulOps = false;
  autoSalt: AutoSaltMode = 'default';
  autoSaltToken: Token = { text: '', line: 0, column: 0 };
  /** Macro name → its `#define` tokens from the name on (the body is everything after the name). */
  readonly macros = new Map<string, readonly Token[]>();
  /** Tokens macro expansion may still add in this assembly (see MAX_MACRO_EXPANSION_TOKENS in macros.ts). */
  expansionBudget: number;
  expansionExceeded = false;

  constructor(version: number, expansionBudget: number) {
    this.version = version;
    this.expansionBudget = expansionBudget;
  }

  /** The opcode table of the settled version. */
  table(): OpTable {
    return opTable(this.version);
  }

  record(error: SourceMessage): void {
    this.errors.push(error);
  }

  warn(token: Token, message: string): void {
    this.warnings.push(messageAt(token, message));
  }

  /** Remembers that the instruction about to be written comes from (line, column). */
  recordSourceLocation(token: Token): void {
    this.offsetToSource.set(this.pending.length, { line: token.line - 1, column: token.column });
  }
}

/** A message at the start of a token. */
export function messageAt(token: Token, message: string): SourceMessage {
  return { line: token.line, column: token.column, message };
}

/** A message right after a token. */
export function messageAfter(token: Token, message: string): SourceMessage {
  return { line: token.line, column: token.column + token.text.length, message };
}
