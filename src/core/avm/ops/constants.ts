/**
 * Constants and logic-sig arguments: `intcblock intc intc_N bytecblock bytec bytec_N pushint pushbytes pushints
 * pushbytess arg arg_N args`, with the parsers the static check shares (upstream eval.go, assembler.go).
 *
 * Invariants:
 * - Byte constants are views into the program bytes (never copied, never mutated).
 * - Under a protocol of AVM 13 or later a byte constant longer than 4096 bytes is an error when its block is
 *   parsed; before that, upstream's old parser quirk is kept: an empty last constant that ends exactly at the end
 *   of the program is reported as running past it.
 */
import type { Machine, OpFn } from '../machine.js';
import { MAX_BYTES_LENGTH, MAX_STACK_DEPTH } from '../values.js';
import { readUvarintInto, uvarintNumber, type Uvarint } from '../../go/varint.js';

const SHORT_INTS = 'const int list ran past end of program';
const SHORT_BYTES = 'const bytes list ran past end of program';
const SIZE_CHECK_PROTOCOL = 13;

/** Parsed immediates of a constant list: the values and where the instruction ends. */
interface Parsed<T> {
  readonly values: T[];
  readonly next: number;
}

const cell: Uvarint = { value: 0n, length: 0 };

function parseInts(program: Uint8Array, pos: number): Parsed<bigint> | string {
  const [count, used] = uvarintNumber(program, pos);
  if (used <= 0) return `could not decode length of int list at pc=${pos}`;
  pos += used;
  if (count > program.length) return 'const int list with too many items';
  const values = new Array<bigint>(count);
  for (let i = 0; i < count; i++) {
    if (pos >= program.length) return SHORT_INTS;
    readUvarintInto(program, pos, cell);
    if (cell.length <= 0) return `could not decode int const[${i}] at pc=${pos}`;
    values[i] = cell.value;
    pos += cell.length;
  }
  return { values, next: pos };
}

function parseBytes(program: Uint8Array, pos: number): Parsed<Uint8Array> | string {
  const [count, used] = uvarintNumber(program, pos);
  if (used <= 0) return `could not decode length of bytes list at pc=${pos}`;
  pos += used;
  if (count > program.length) return 'const bytes list with too many items';
  const values = new Array<Uint8Array>(count);
  for (let i = 0; i < count; i++) {
    if (pos >= program.length) return SHORT_BYTES;
    const [length, lengthUsed] = uvarintNumber(program, pos);
    if (lengthUsed <= 0) return `could not decode []byte const[${i}] at pc=${pos}`;
    pos += lengthUsed;
    const end = pos + length;
    if (end > program.length) return SHORT_BYTES;
    values[i] = program.subarray(pos, end);
    pos = end;
  }
  return { values, next: pos };
}

/** `bytecblock`/`pushbytess` immediates with the protocol-dependent rules described in the header. */
function byteImmediates(m: Machine, name: string): Parsed<Uint8Array> | string {
  const parsed = parseBytes(m.program, m.pc + 1);
  if (typeof parsed === 'string') return parsed;
  const values = parsed.values;
  if (m.protocolVersion >= SIZE_CHECK_PROTOCOL) {
    for (let i = 0; i < values.length; i++) {
      const length = values[i]!.length;
      if (length > MAX_BYTES_LENGTH) {
        return `${name} arg ${i} is too big (${length} bytes, limit ${MAX_BYTES_LENGTH})`;
      }
    }
  } else if (parsed.next === m.program.length && values.length > 0 && values[values.length - 1]!.length === 0) {
    return SHORT_BYTES;
  }
  return parsed;
}

export const opIntcblock: OpFn = (m) => {
  const parsed = parseInts(m.program, m.pc + 1);
  if (typeof parsed === 'string') return parsed;
  m.intc = parsed.values;
  m.nextPc = parsed.next;
  return undefined;
};

export const opBytecblock: OpFn = (m) => {
  const parsed = byteImmediates(m, 'bytecblock');
  if (typeof parsed === 'string') return parsed;
  m.bytec = parsed.values;
  m.nextPc = parsed.next;
  return undefined;
};

function pushIntc(m: Machine, n: number): string | undefined {
  const value = m.intc[n];
  if (value === undefined) return `intc ${n} beyond ${m.intc.length} constants`;
  m.stack.push(value);
  return undefined;
}

function pushBytec(m: Machine, n: number): string | undefined {
  const value = m.bytec[n];
  if (value === undefined) return `bytec ${n} beyond ${m.bytec.length} constants`;
  m.stack.push(value);
  return undefined;
}

export const opIntc: OpFn = (m) => pushIntc(m, m.program[m.pc + 1]!);
export const opIntcN =
  (n: number): OpFn =>
  (m) =>
    pushIntc(m, n);
export const opBytec: OpFn = (m) => pushBytec(m, m.program[m.pc + 1]!);
export const opBytecN =
  (n: number): OpFn =>
  (m) =>
    pushBytec(m, n);

export const opPushint: OpFn = (m) => {
  const pos = m.pc + 1;
  readUvarintInto(m.program, pos, cell);
  if (cell.length <= 0) return `could not decode int at program[${pos}]`;
  m.stack.push(cell.value);
  m.nextPc = pos + cell.length;
  return undefined;
};

/** Where `pushbytes`' value starts; set with `nextPc` by `pushbytesImmediate`. */
let pushedStart = 0;

/** Decodes the `pushbytes` immediate at `m.pc`, setting `nextPc`. Shared with the static check. */
function pushbytesImmediate(m: Machine): string | undefined {
  let pos = m.pc + 1;
  const [length, used] = uvarintNumber(m.program, pos);
  if (used <= 0) return `could not decode length at program[${pos}]`;
  pos += used;
  const end = pos + length;
  if (end > m.program.length) return `pushbytes too long at program[${pos}]`;
  pushedStart = pos;
  m.nextPc = end;
  return undefined;
}

export const opPushbytes: OpFn = (m) => {
  const error = pushbytesImmediate(m);
  if (error !== undefined) return error;
  m.stack.push(m.program.subarray(pushedStart, m.nextPc));
  return undefined;
};

export const opPushints: OpFn = (m) => {
  const parsed = parseInts(m.program, m.pc + 1);
  if (typeof parsed === 'string') return parsed;
  if (m.stack.length + parsed.values.length > MAX_STACK_DEPTH) return 'stack overflow';
  for (const value of parsed.values) m.stack.push(value);
  m.nextPc = parsed.next;
  return undefined;
};

export const opPushbytess: OpFn = (m) => {
  const parsed = byteImmediates(m, 'pushbytess');
  if (typeof parsed === 'string') return parsed;
  if (m.stack.length + parsed.values.length > MAX_STACK_DEPTH) return 'stack overflow';
  for (const value of parsed.values) m.stack.push(value);
  m.nextPc = parsed.next;
  return undefined;
};

function pushArg(m: Machine, n: bigint | number): string | undefined {
  const args = m.lsigArgs;
  const value = Number(n) < args.length ? args[Number(n)] : undefined;
  if (value === undefined) return `cannot load arg[${n}] of ${args.length}`;
  m.stack.push(value);
  return undefined;
}

export const opArg: OpFn = (m) => pushArg(m, m.program[m.pc + 1]!);
export const opArgN =
  (n: number): OpFn =>
  (m) =>
    pushArg(m, n);
export const opArgs: OpFn = (m) => pushArg(m, m.stack.pop() as bigint);

// ---- static checks: parse only, nothing is pushed ----

function checkNext(parsed: Parsed<unknown> | string, m: Machine): string | undefined {
  if (typeof parsed === 'string') return parsed;
  m.nextPc = parsed.next;
  return undefined;
}

export const checkInts: OpFn = (m) => checkNext(parseInts(m.program, m.pc + 1), m);
export const checkBytecblock: OpFn = (m) => checkNext(byteImmediates(m, 'bytecblock'), m);
export const checkPushbytess: OpFn = (m) => checkNext(byteImmediates(m, 'pushbytess'), m);
export const checkPushbytes: OpFn = (m) => pushbytesImmediate(m);
export const checkPushint: OpFn = (m) => {
  const pos = m.pc + 1;
  readUvarintInto(m.program, pos, cell);
  if (cell.length <= 0) return `could not decode int at program[${pos}]`;
  m.nextPc = pos + cell.length;
  return undefined;
};
