/**
 * Dryrun traces (upstream dryrunDebugReceiver over the debugger adaptor): the program's disassembly split into
 * lines, a pc → line map, and a Tracer that records one `DryrunState` before every opcode plus a final one.
 *
 * Invariants:
 * - `line` is the 0-based index into `lines` of the instruction at `pc` (upstream PCToLine): the first instruction
 *   at or after `pc`; past the last instruction it is the last instruction's line + 1. Without instructions
 *   (unreadable version, failed disassembly) every line is 0.
 * - A failed disassembly shows its error text as the listing, as upstream does.
 * - The final entry carries the raw evaluation error (no `logic eval error:` wrapper).
 * - Scratch: omitted when every slot is uint 0; else cut after the last slot that is not uint 0, and uint-0 slots
 *   inside that range are reported with type 0.
 */
import type { StackValue, Tracer, TraceView } from '../../avm/index.js';
import { disassembleInstruction, type PassState } from '../../teal/disassembler/instruction.js';
import { disassemble } from '../../teal/disassembler/index.js';
import { readUvarint } from '../../go/varint.js';
import { MAX_ASSEMBLER_VERSION, opTable, SUB_OPCODE_PREFIX } from '../../teal/spec.js';

/** TealValue of the REST model: type 1 = bytes, 2 = uint (0 = an unused scratch slot). */
export interface DryrunTealValue {
  readonly type: number;
  readonly bytes: Uint8Array;
  readonly uint: bigint;
}

export interface DryrunStateEntry {
  readonly error?: string;
  readonly line: number;
  readonly pc: number;
  readonly scratch: readonly DryrunTealValue[];
  readonly stack: readonly DryrunTealValue[];
}

export interface ProgramListing {
  /** The disassembly split on `\n` (so the last entry is '' after a final newline). */
  readonly lines: string[];
  lineOf(pc: number): number;
}

const EMPTY = new Uint8Array(0);
const LABEL_LINE = /^label\d+:$/;

/** The pc of every instruction the disassembler reads, in order. */
function instructionPcs(program: Uint8Array): number[] {
  const version = readUvarint(program, 0);
  if (version.length <= 0 || version.value > BigInt(MAX_ASSEMBLER_VERSION)) return [];
  const table = opTable(Number(version.value));
  const state: PassState = { program, labels: new Map(), labelCount: 0, rerun: false, intc: [], bytec: [] };
  const pcs: number[] = [];
  for (let pc = version.length; pc < program.length;) {
    const byte = program[pc]!;
    const op =
      byte === SUB_OPCODE_PREFIX && table.byOpcode[byte] === undefined
        ? table.bySubOpcode[program[pc + 1] ?? 256]
        : table.byOpcode[byte];
    if (op === undefined) break;
    const decoded = disassembleInstruction(state, op, pc);
    if ('error' in decoded) break;
    pcs.push(pc);
    pc = decoded.next;
  }
  return pcs;
}

/** The disassembly lines of `program` with the pc and line of each instruction (undefined if it fails). */
export function instructionListing(
  program: Uint8Array,
): { lines: string[]; pcs: number[]; instructionLines: number[] } | undefined {
  const result = disassemble(program);
  if ('error' in result) return undefined;
  const lines = result.text.split('\n');
  const pcs = instructionPcs(program);
  const instructionLines: number[] = [];
  lines.forEach((text, index) => {
    if (text !== '' && !text.startsWith('#pragma ') && !LABEL_LINE.test(text)) instructionLines.push(index);
  });
  return { lines, pcs, instructionLines };
}

/** The disassembly of `program` as dryrun shows it, with its pc → line map. */
export function programListing(program: Uint8Array): ProgramListing {
  const listing = instructionListing(program);
  if (listing === undefined) {
    const result = disassemble(program);
    return { lines: 'error' in result ? result.error.split('\n') : [], lineOf: () => 0 };
  }
  const { lines, pcs, instructionLines } = listing;
  const lineOf = (pc: number): number => {
    if (pcs.length === 0) return 0;
    for (let k = 0; k < pcs.length; k++) if (pcs[k]! >= pc) return instructionLines[k] ?? 0;
    return (instructionLines[pcs.length - 1] ?? 0) + 1;
  };
  return { lines, lineOf };
}

function tealValue(v: StackValue): DryrunTealValue {
  return typeof v === 'bigint' ? { type: 2, bytes: EMPTY, uint: v } : { type: 1, bytes: v, uint: 0n };
}

/** Upstream updateScratch: trim after the last slot in use; unused slots inside keep type 0. */
function trimScratch(scratch: readonly StackValue[]): DryrunTealValue[] {
  let last = -1;
  for (let i = 0; i < scratch.length; i++) if (scratch[i] !== 0n) last = i;
  const out: DryrunTealValue[] = [];
  for (let i = 0; i <= last; i++) {
    const v = scratch[i]!;
    out.push(v === 0n ? { type: 0, bytes: EMPTY, uint: 0n } : tealValue(v));
  }
  return out;
}

/** Records the trace of one program. */
export class TraceRecorder implements Tracer {
  readonly states: DryrunStateEntry[] = [];
  constructor(readonly listing: ProgramListing) {}

  #entry(view: TraceView, error: string | undefined): DryrunStateEntry {
    const base = {
      line: this.listing.lineOf(view.pc),
      pc: view.pc,
      scratch: trimScratch(view.scratch),
      stack: view.stack.map(tealValue),
    };
    return error === undefined ? base : { error, ...base };
  }

  beforeOpcode(view: TraceView): void {
    this.states.push(this.#entry(view, undefined));
  }

  afterProgram(view: TraceView, _pass: boolean, error: string | undefined): void {
    this.states.push(this.#entry(view, error));
  }

  /** The final entry of a program stopped by a failure outside the evaluator (dryrun's box refusal). */
  abort(error: string): void {
    const last = this.states[this.states.length - 1];
    const pc = last?.pc ?? 0;
    this.states.push({
      error,
      line: this.listing.lineOf(pc),
      pc,
      scratch: last?.scratch ?? [],
      stack: last?.stack ?? [],
    });
  }
}

/** One Tracer object for a whole group whose target changes per transaction (AppGroup.tracer is fixed). */
export class SwitchingTracer implements Tracer {
  current: Tracer | undefined;
  beforeOpcode(view: TraceView): void {
    this.current?.beforeOpcode?.(view);
  }
  afterOpcode(view: TraceView, error: string | undefined): void {
    this.current?.afterOpcode?.(view, error);
  }
  afterProgram(view: TraceView, pass: boolean, error: string | undefined): void {
    this.current?.afterProgram?.(view, pass, error);
  }
}
