/**
 * One instruction's text: the mnemonic followed by each immediate, as upstream's `disassemble` prints it.
 *
 * Invariants:
 * - each immediate is preceded by exactly one space, even an empty list (`intcblock ` keeps its trailing space);
 * - a failure returns upstream's message and consumes nothing; success returns the offset of the next opcode;
 * - jump targets get names `labelN` in order of first reference within a pass; a reference to an offset at or before
 *   the current instruction asks for a second pass (`rerun`), which reuses every name of the first;
 * - `intc`/`bytec` references get a `// value` comment only when the last `intcblock`/`bytecblock` seen (in byte
 *   order, not control flow) has that slot.
 */
import type { ImmediateData, OpVariantData } from '../spec.js';
import { fieldNameAt, guessByteFormat, toHex } from './format.js';
import { readByteList, readInt16, readIntList, readLabelTargets } from './lists.js';
import { readUvarint, readVarint } from '../../go/varint.js';

/** A jump target: a plain number when it is a safe integer (always so for reachable targets), else its decimal text. */
export type LabelKey = number | string;

export interface PassState {
  readonly program: Uint8Array;
  /** target → label name; shared by both passes. */
  readonly labels: Map<LabelKey, string>;
  labelCount: number;
  rerun: boolean;
  intc: readonly bigint[];
  bytec: readonly Uint8Array[];
}

type Decoded = { readonly text: string; readonly next: number } | { readonly error: string };

function keyOf(target: bigint): LabelKey {
  return target >= BigInt(Number.MIN_SAFE_INTEGER) && target <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(target)
    : target.toString();
}

/** The label naming `target`, creating `labelN` on first reference (upstream `putLabel`). */
export function labelFor(state: PassState, target: LabelKey, opcodePc: number): string {
  const known = state.labels.get(target);
  if (known !== undefined) return known;
  state.labelCount++;
  const label = `label${state.labelCount}`;
  state.labels.set(target, label);
  // A target at or before this instruction was passed already: its label can only be printed by a second pass.
  // (Huge text keys are far outside the program; only the negative ones count as "before".)
  if (typeof target === 'number' ? target <= opcodePc : target.startsWith('-')) state.rerun = true;
  return label;
}

function constantComment(state: PassState, opName: string, slot: number): string {
  if (opName === 'intc' || opName.startsWith('intc_')) {
    const value = state.intc[slot];
    return value === undefined ? '' : ` // ${value}`;
  }
  if (opName === 'bytec' || opName.startsWith('bytec_')) {
    const value = state.bytec[slot];
    return value === undefined ? '' : ` // ${guessByteFormat(value)}`;
  }
  return '';
}

function decodeOneByte(state: PassState, op: OpVariantData, index: number, pos: number): Decoded {
  const immediate = op.immediates[index]!;
  if (pos + 1 > state.program.length) {
    return { error: `program end while reading immediate ${immediate.name.toLowerCase()} for ${op.name}` };
  }
  const b = state.program[pos]!;
  let text: string;
  if (immediate.fields !== undefined) {
    const name = fieldNameAt(op.name, index, b);
    if (name === undefined) return { error: `invalid immediate ${immediate.name.toLowerCase()} for ${op.name}: ${b}` };
    text = name;
  } else {
    text = immediate.encoding === 'int8' ? String((b << 24) >> 24) : String(b);
  }
  const comment = op.name === 'intc' || op.name === 'bytec' ? constantComment(state, op.name, b) : '';
  return { text: text + comment, next: pos + 1 };
}

function decodeBranch(state: PassState, op: OpVariantData, opcodePc: number, pos: number, encoding: string): Decoded {
  const { program } = state;
  let target: bigint;
  let next: number;
  if (encoding === 'varint') {
    const offset = readVarint(program, pos);
    if (offset.length <= 0) return { error: `could not decode label for ${op.name}` };
    next = pos + offset.length;
    // Forward offsets count from the end of the instruction, backward ones from its opcode (Go int arithmetic).
    target = BigInt.asIntN(64, offset.value < 0n ? BigInt(pos - 1) + offset.value : offset.value + BigInt(next));
  } else {
    if (pos + 2 > program.length) return { error: `program end while reading label for ${op.name}` };
    next = pos + 2;
    target = BigInt(next + readInt16(program, pos));
  }
  return { text: labelFor(state, keyOf(target), opcodePc), next };
}

function decodeBytes(state: PassState, immediate: ImmediateData, op: OpVariantData, pos: number): Decoded {
  const { program } = state;
  const failure = { error: `could not decode immediate ${immediate.name.toLowerCase()} for ${op.name}` };
  const size = readUvarint(program, pos);
  if (size.length <= 0) return failure;
  const start = pos + size.length;
  if (BigInt(start) + size.value > BigInt(program.length)) return failure;
  const bytes = program.subarray(start, start + Number(size.value));
  return { text: `0x${toHex(bytes)} // ${guessByteFormat(bytes)}`, next: start + bytes.length };
}

function decodeList(state: PassState, op: OpVariantData, opcodePc: number, pos: number, encoding: string): Decoded {
  if (encoding === 'varuints') {
    const list = readIntList(state.program, pos);
    if ('error' in list) return list;
    if (op.name === 'intcblock') state.intc = list.values;
    return { text: list.values.join(' '), next: list.next };
  }
  if (encoding === 'bytess') {
    const list = readByteList(state.program, pos);
    if ('error' in list) return list;
    if (op.name === 'bytecblock') state.bytec = list.values;
    return { text: list.values.map((v) => '0x' + toHex(v)).join(' '), next: list.next };
  }
  const list = readLabelTargets(state.program, pos);
  if ('error' in list) return { error: `${list.error} for ${op.name}` };
  return { text: list.values.map((target) => labelFor(state, target, opcodePc)).join(' '), next: list.next };
}

function decodeImmediate(state: PassState, op: OpVariantData, index: number, opcodePc: number, pos: number): Decoded {
  const immediate = op.immediates[index]!;
  switch (immediate.encoding) {
    case 'uint8':
    case 'int8':
      return decodeOneByte(state, op, index, pos);
    case 'int16':
    case 'varint':
      return decodeBranch(state, op, opcodePc, pos, immediate.encoding);
    case 'varuint': {
      const value = readUvarint(state.program, pos);
      if (value.length <= 0)
        return { error: `could not decode immediate ${immediate.name.toLowerCase()} for ${op.name}` };
      return { text: String(value.value), next: pos + value.length };
    }
    case 'bytes':
      return decodeBytes(state, immediate, op, pos);
    default:
      return decodeList(state, op, opcodePc, pos, immediate.encoding);
  }
}

/** Upstream `disassemble`: the text of the instruction `op` found at `opcodePc`, and where the next one starts. */
export function disassembleInstruction(state: PassState, op: OpVariantData, opcodePc: number): Decoded {
  let text = op.name;
  let pos = opcodePc + (op.subOpcode === undefined ? 1 : 2);
  for (let index = 0; index < op.immediates.length; index++) {
    const decoded = decodeImmediate(state, op, index, opcodePc, pos);
    if ('error' in decoded) return decoded;
    text += ' ' + decoded.text;
    pos = decoded.next;
  }
  const digit = op.name.charCodeAt(op.name.length - 1) - 48;
  if (op.name.startsWith('intc_') || op.name.startsWith('bytec_')) text += constantComment(state, op.name, digit);
  return { text, next: pos };
}
