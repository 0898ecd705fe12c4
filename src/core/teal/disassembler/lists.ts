/**
 * Readers for the list immediates: constant lists (`intcblock`, `pushints`, `bytecblock`, `pushbytess`) and the
 * label list of `switch`/`match`. Upstream's `parseIntImmArgs`, `parseByteImmArgs` and `parseLabels`, with their
 * failure texts verbatim (they become the 400 message of `POST /v2/teal/disassemble`).
 *
 * Invariants: positions are absolute offsets into the whole program; on success `next` is the offset just past the
 * list and never beyond the program; a declared count larger than the whole program fails before any item is read.
 */
import { readUvarint } from '../../go/varint.js';

export type ListRead<T> = { readonly values: T[]; readonly next: number } | { readonly error: string };

/** Upstream `parseIntImmArgs`: varuint count, then that many varuints. */
export function readIntList(program: Uint8Array, start: number): ListRead<bigint> {
  const count = readUvarint(program, start);
  if (count.length <= 0) return { error: `could not decode length of int list at pc=${start}` };
  if (count.value > BigInt(program.length)) return { error: 'const int list with too many items' };
  const values: bigint[] = [];
  let pos = start + count.length;
  for (let i = 0; i < Number(count.value); i++) {
    if (pos >= program.length) return { error: 'const int list ran past end of program' };
    const item = readUvarint(program, pos);
    if (item.length <= 0) return { error: `could not decode int const[${i}] at pc=${pos}` };
    values.push(item.value);
    pos += item.length;
  }
  return { values, next: pos };
}

/** Upstream `parseByteImmArgs`: varuint count, then that many (varuint length, bytes). */
export function readByteList(program: Uint8Array, start: number): ListRead<Uint8Array> {
  const count = readUvarint(program, start);
  if (count.length <= 0) return { error: `could not decode length of bytes list at pc=${start}` };
  if (count.value > BigInt(program.length)) return { error: 'const bytes list with too many items' };
  const values: Uint8Array[] = [];
  let pos = start + count.length;
  for (let i = 0; i < Number(count.value); i++) {
    if (pos >= program.length) return { error: 'const bytes list ran past end of program' };
    const size = readUvarint(program, pos);
    if (size.length <= 0) return { error: `could not decode []byte const[${i}] at pc=${pos}` };
    pos += size.length;
    if (BigInt(pos) + size.value > BigInt(program.length)) return { error: 'const bytes list ran past end of program' };
    const end = pos + Number(size.value);
    values.push(program.subarray(pos, end));
    pos = end;
  }
  return { values, next: pos };
}

/** Big-endian signed 16-bit offset at `pos` (the caller has checked both bytes exist). */
export function readInt16(program: Uint8Array, pos: number): number {
  return (((program[pos]! << 8) | program[pos + 1]!) << 16) >> 16;
}

/**
 * Upstream `parseLabels`: one raw count byte, then an int16 per label, each relative to the end of the whole list.
 * The caller appends ` for NAME` to the error, as upstream does.
 */
export function readLabelTargets(program: Uint8Array, start: number): ListRead<number> {
  if (start >= program.length) return { error: 'could not decode label count' };
  const count = program[start]!;
  const end = start + 1 + 2 * count;
  if (end > program.length) return { error: 'could not decode labels' };
  const values: number[] = [];
  for (let i = 0; i < count; i++) values.push(end + readInt16(program, start + 1 + 2 * i));
  return { values, next: end };
}
