/**
 * The TEAL disassembler behind `POST /v2/teal/disassemble`: program bytes → assembly text that reassembles to the
 * same bytes, exactly as go-algorand's `logic.Disassemble` prints it (docs/spec/teal.md §4).
 *
 * Invariants:
 * - pure and total: never throws; a bad program yields `{ error, text }` where `error` is upstream's message (the
 *   400 body) and `text` what upstream had produced by then (the listing up to an invalid opcode, else '');
 * - the text is ASCII, one instruction per `\n`-terminated line, after `#pragma version N` (and, for v13+ programs
 *   with no application-only opcode whose hash is an ed25519 point, `#pragma autosalt false`, so reassembly does not
 *   salt them);
 * - an unreadable version varint gives `// invalid version`, a version above MAX_ASSEMBLER_VERSION
 *   `// unsupported version N` — both as text, not errors;
 * - labels are placed by at most two passes: the first names every jump target in order of first reference, the
 *   second (only when some target lay at or before its jump) prints the labels the first pass learnt too late.
 */
import { programHashIsOnCurve } from '../program.js';
import { MAX_ASSEMBLER_VERSION, opTable, SUB_OPCODE_PREFIX, type OpTable, type OpVariantData } from '../spec.js';
import { disassembleInstruction, labelFor, type LabelKey, type PassState } from './instruction.js';
import { readUvarint } from '../../go/varint.js';

export type DisassembleResult = { text: string } | { error: string; text: string };

/** Versions from which a logic sig whose hash is on the curve is salted by the assembler (upstream LogicSigOffCurveVersion). */
const OFF_CURVE_VERSION = 13;
/** Langspec `Modes` value of application-only opcodes. */
const MODE_APP = 2;

/** A failed pass keeps its listing only when it stopped at an invalid opcode (upstream returns no text otherwise). */
type PassOutcome =
  { body: string; stateful: boolean; rerun: boolean } | { error: string; body: string | undefined; stateful: boolean };

function header(version: number, program: Uint8Array, stateful: boolean): string {
  const salted = version >= OFF_CURVE_VERSION && !stateful && programHashIsOnCurve(program);
  return `#pragma version ${version}\n` + (salted ? '#pragma autosalt false\n' : '');
}

/** The opcode at `pc`, or upstream's reason why there is none. Sub-opcodes follow the 0xd4 prefix from v13. */
function lookUp(table: OpTable, program: Uint8Array, pc: number): OpVariantData | { error: string } {
  const opcode = program[pc]!;
  const op = table.byOpcode[opcode];
  if (op !== undefined) return op;
  const hex = (b: number): string => b.toString(16).padStart(2, '0');
  if (opcode !== SUB_OPCODE_PREFIX || !table.bySubOpcode.some((sub) => sub !== undefined)) {
    return { error: `illegal opcode 0x${hex(opcode)}` };
  }
  if (pc + 1 >= program.length) return { error: `prefix opcode 0x${hex(opcode)} missing sub-opcode` };
  const sub = table.bySubOpcode[program[pc + 1]!];
  return sub ?? { error: `prefix opcode 0x${hex(opcode)} with improper sub-opcode 0x${hex(program[pc + 1]!)}` };
}

/** One pass over the instructions (upstream `disassembleInstrumented` without the header). */
function runPass(program: Uint8Array, table: OpTable, start: number, labels: Map<LabelKey, string>): PassOutcome {
  const state: PassState = { program, labels, labelCount: 0, rerun: false, intc: [], bytec: [] };
  const lines: string[] = [];
  let stateful = false;
  let pc = start;
  const labelLine = (): void => {
    const label = labels.get(pc);
    if (label !== undefined) lines.push(`${label}:\n`);
  };
  while (pc < program.length) {
    labelLine();
    const op = lookUp(table, program, pc);
    if ('error' in op) {
      lines.push(`invalid opcode ${program[pc]!.toString(16).padStart(2, '0')} at pc=${pc}\n`);
      return { error: op.error, body: lines.join(''), stateful };
    }
    if (op.modes === MODE_APP) stateful = true;
    // A subroutine entry needs a label to reassemble, even when nothing calls it.
    if (op.name === 'proto') labelFor(state, pc, pc);
    const decoded = disassembleInstruction(state, op, pc);
    if ('error' in decoded) return { error: decoded.error, body: undefined, stateful };
    lines.push(decoded.text + '\n');
    pc = decoded.next;
  }
  labelLine();
  return { body: lines.join(''), stateful, rerun: state.rerun };
}

/**
 * Upstream `logic.Disassemble`. Never throws.
 * @returns the listing, or upstream's error message with the partial listing upstream had built
 */
export function disassemble(program: Uint8Array): DisassembleResult {
  const version = readUvarint(program, 0);
  if (version.length <= 0) return { text: '// invalid version\n' };
  if (version.value > BigInt(MAX_ASSEMBLER_VERSION)) return { text: `// unsupported version ${version.value}\n` };
  const v = Number(version.value);
  const table = opTable(v);
  const labels = new Map<LabelKey, string>();
  let outcome = runPass(program, table, version.length, labels);
  if (!('error' in outcome) && outcome.rerun) outcome = runPass(program, table, version.length, labels);
  if ('error' in outcome) {
    const text = outcome.body === undefined ? '' : header(v, program, outcome.stateful) + outcome.body;
    return { error: outcome.error, text };
  }
  return { text: header(v, program, outcome.stateful) + outcome.body };
}
