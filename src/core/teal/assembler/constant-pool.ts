/**
 * The int and byte constants collected from `int`/`byte`/`addr`/`method` (docs/spec/teal.md §3.6, collection part): each
 * distinct value gets a slot in order of first appearance and each use is written as `intc_N`/`intc N` or
 * `bytec_N`/`bytec N` and remembered as a reference for the later layout.
 *
 * Invariants:
 * - With a hand-written block in force, a value must already be in it (no new slots are made).
 * - The reference is recorded before its bytes are written, at the current end of `pending`; the bytes are written
 *   before the "not defined" check, as upstream does.
 */
import { messageAt, type Assembly } from './state.js';
import type { SourceMessage } from './report.js';
import type { Token } from './tokens.js';

/** The opcode byte of `name` at the assembly's version (0 when the version lacks it, like Go's zero value). */
export function opcodeOf(asm: Assembly, name: string): number {
  return asm.table().byName.get(name)?.opcode ?? 0;
}

/** Lower-case hex of bytes (Go `%x`). */
export function hexOf(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

/** Writes a use of slot `index` of the block named `block` (`intc`/`bytec`); returns an error text. */
function writeConstantUse(asm: Assembly, block: 'intc' | 'bytec', index: number, size: number): string | undefined {
  if (index < 4) {
    asm.pending.writeByte(opcodeOf(asm, `${block}_${index}`));
  } else {
    if (index > 0xff) return `cannot have more than 256 ${block === 'intc' ? 'int' : 'byte'} constants`;
    asm.pending.writeByte(opcodeOf(asm, block));
    asm.pending.writeByte(index);
  }
  if (index >= size) return `${block} ${index} is not defined`;
  return undefined;
}

/** Writes `intc` for slot `index`; returns an error text. */
export function writeIntc(asm: Assembly, index: number): string | undefined {
  return writeConstantUse(asm, 'intc', index, asm.intc.length);
}

/** Writes `bytec` for slot `index`; returns an error text. */
export function writeBytec(asm: Assembly, index: number): string | undefined {
  return writeConstantUse(asm, 'bytec', index, asm.bytec.length);
}

/** Upstream `intLiteral`: a use of an int constant. */
export function intLiteral(asm: Assembly, value: bigint): string | undefined {
  asm.hasPseudoInt = true;
  let index = asm.intcSlots.find(asm.intc, value);
  if (index === -1) {
    if (asm.intcBlockCount > 0) return `value ${value} does not appear in existing intcblock`;
    index = asm.intc.length;
    asm.intc.push(value);
  }
  asm.intcRefs.push({ value, position: asm.pending.length });
  return writeIntc(asm, index);
}

/** Upstream `byteLiteral`: a use of a byte constant. */
export function byteLiteral(asm: Assembly, value: Uint8Array): string | undefined {
  asm.hasPseudoByte = true;
  let index = asm.bytecSlots.find(asm.bytec, value);
  if (index === -1) {
    if (asm.bytecBlockCount > 0) return `value 0x${hexOf(value)} does not appear in existing bytecblock`;
    index = asm.bytec.length;
    asm.bytec.push(value);
  }
  asm.bytecRefs.push({ value, position: asm.pending.length });
  return writeBytec(asm, index);
}

/** A message at `token` when `text` is an error. */
export function errorAt(token: Token, text: string | undefined): SourceMessage | undefined {
  return text === undefined ? undefined : messageAt(token, text);
}
