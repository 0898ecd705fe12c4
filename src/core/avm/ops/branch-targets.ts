/**
 * Branch target arithmetic shared by evaluation and the static check (upstream eval.go branchTarget,
 * branchTargetVarint, switchTarget).
 *
 * Invariants:
 * - Two-byte offsets (v1..v12 `b`/`bz`/`bnz`/`callsub`, and `switch`/`match` labels at every version) are signed
 *   big-endian, relative to the end of the instruction. Before v4 they may not be negative; before v2 the target
 *   must lie strictly inside the program, from v2 it may equal the program length (a normal end).
 * - v13 varint offsets (zigzag) count forward from the end of the instruction, backward from its start.
 * - Results go into the module-level `target` cell (single-threaded, read immediately) to avoid a tuple per branch.
 */
import type { Machine } from '../machine.js';
import { readUvarintInto, type Uvarint } from '../../go/varint.js';

/** Filled by the functions below on success. */
export const target = { pc: 0, size: 0 };

const BACK_BRANCH_VERSION = 4;

function int16At(program: Uint8Array, pos: number): number {
  const raw = (program[pos]! << 8) | program[pos + 1]!;
  return raw >= 0x8000 ? raw - 0x10000 : raw;
}

/** Two-byte branch at `m.pc` (opcode + int16). */
export function branchTarget2(m: Machine): string | undefined {
  const offset = int16At(m.program, m.pc + 1);
  if (offset < 0 && m.version < BACK_BRANCH_VERSION) return `negative branch offset ${offset.toString(16)}`;
  const pc = m.pc + 3 + offset;
  const length = m.program.length;
  const tooFar = m.version >= 2 ? pc > length || pc < 0 : pc >= length || pc < 0;
  if (tooFar) return `branch target ${pc} outside of program`;
  target.pc = pc;
  target.size = 3;
  return undefined;
}

const scratch: Uvarint = { value: 0n, length: 0 };

/** Varint branch at `m.pc` (v13+ `b`/`bz`/`bnz`/`callsub`). */
export function branchTargetVarint(m: Machine): string | undefined {
  readUvarintInto(m.program, m.pc + 1, scratch);
  if (scratch.length <= 0) {
    return scratch.length === 0 ? 'program ends without branch target' : 'branch offset varint overflows int64';
  }
  const size = 1 + scratch.length;
  const zigzag = scratch.value;
  const offset = (zigzag & 1n) === 1n ? -(zigzag >> 1n) - 1n : zigzag >> 1n;
  // Go adds in int (64-bit, wrapping); offsets beyond a few thousand only matter for the error text.
  const wide = BigInt.asIntN(64, BigInt(m.pc) + (offset < 0n ? offset : BigInt(size) + offset));
  const length = BigInt(m.program.length);
  if (wide > length || wide < 0n) return `branch target ${wide} outside of program`;
  target.pc = Number(wide);
  target.size = size;
  return undefined;
}

/**
 * Target of label `index` of the `switch`/`match` at `m.pc`; an index past the label list falls through to the
 * end of the instruction.
 */
export function switchTarget(m: Machine, name: string, index: bigint): string | undefined {
  const program = m.program;
  const pc = m.pc;
  if (pc + 1 >= program.length) return `bare ${name} opcode at end of program`;
  const count = program[pc + 1]!;
  const labels = pc + 2;
  const end = labels + 2 * count;
  if (end > program.length) return `${name} opcode claims to extend beyond program`;
  const offset = index < BigInt(count) ? int16At(program, labels + 2 * Number(index)) : 0;
  const next = end + offset;
  if (next > program.length || next < 0) return `branch target ${next} outside of program`;
  target.pc = next;
  target.size = end - pc;
  return undefined;
}
