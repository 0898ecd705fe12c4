/**
 * Rewrites of the pending program body, shifting every stored position (upstream `applyEdits`).
 *
 * Invariants:
 * - Edits are applied in position order and must not overlap (an overlapping edit is skipped; upstream would
 *   crash, and only programs that already failed can produce one).
 * - A position p moves by the total size change of the edits whose replaced region ends at or before p; a position
 *   inside a replaced region moves with the start of that region.
 */
import type { Assembly } from './state.js';

export interface PendingEdit {
  readonly position: number;
  readonly oldLength: number;
  readonly replacement: Uint8Array | readonly number[];
}

/** Shift of every original position 0..length (inclusive). */
function shiftTable(length: number, edits: readonly PendingEdit[]): Int32Array {
  const shift = new Int32Array(length + 1);
  let running = 0;
  let previous = 0;
  for (const edit of edits) {
    const end = edit.position + edit.oldLength;
    shift.fill(running, previous, end);
    running += edit.replacement.length - edit.oldLength;
    previous = end;
  }
  shift.fill(running, previous);
  return shift;
}

function rewrite(raw: Uint8Array, edits: readonly PendingEdit[]): Uint8Array {
  const parts: number[] = [];
  let previous = 0;
  for (const edit of edits) {
    for (let p = previous; p < edit.position; p++) parts.push(raw[p]!);
    for (const byte of edit.replacement) parts.push(byte);
    previous = edit.position + edit.oldLength;
  }
  for (let p = previous; p < raw.length; p++) parts.push(raw[p]!);
  return Uint8Array.from(parts);
}

function shiftPositions(asm: Assembly, shift: Int32Array): void {
  const moved = (p: number): number => p + (shift[p] ?? 0);
  for (const ref of asm.intcRefs) ref.position = moved(ref.position);
  for (const ref of asm.bytecRefs) ref.position = moved(ref.position);
  for (const [label, position] of asm.labels) asm.labels.set(label, moved(position));
  for (const ref of asm.labelRefs) {
    ref.position = moved(ref.position);
    ref.offsetPosition = moved(ref.offsetPosition);
  }
  const locations = new Map<number, { line: number; column: number }>();
  for (const [position, location] of asm.offsetToSource) locations.set(moved(position), location);
  asm.offsetToSource = locations;
}

/** Applies `edits` to `asm.pending` and moves every stored position accordingly. */
export function applyEdits(asm: Assembly, edits: readonly PendingEdit[]): void {
  const sorted = [...edits].sort((a, b) => a.position - b.position);
  const usable: PendingEdit[] = [];
  let end = 0;
  for (const edit of sorted) {
    if (edit.position < end) continue;
    usable.push(edit);
    end = edit.position + edit.oldLength;
  }
  const raw = asm.pending.view();
  const shift = shiftTable(raw.length, usable);
  asm.pending.replace(rewrite(raw, usable));
  shiftPositions(asm, shift);
}
