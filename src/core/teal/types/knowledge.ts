/**
 * What the assembler knows about the stack, the frame and scratch space at the instruction being assembled
 * (upstream `ProgramKnowledge`).
 *
 * Invariants:
 * - `stack` lists the tracked types, deepest first. Below it lies an endless run of `bottom`: `none` at program
 *   start (so popping an empty stack is an error) and `any` once control may enter from elsewhere.
 * - In dead code (`deadcode`) nothing is checked; `deaden()` empties the tracked stack but keeps `bottom`.
 * - `framePointer` is the number of `proto` arguments (the frame base inside `stack`), or -1 when unknown.
 * - `scratch` always has 256 entries; all start as the constant `0`, and `reset()` makes them `any`.
 */
import { STACK_ANY, STACK_NONE, STACK_ZERO_UINT64, type StackType } from './stack-type.js';

export const SCRATCH_SLOTS = 256;

export class ProgramKnowledge {
  stack: StackType[] = [];
  bottom: StackType = STACK_NONE;
  deadcode = false;
  framePointer = -1;
  readonly scratch: StackType[] = new Array<StackType>(SCRATCH_SLOTS).fill(STACK_ZERO_UINT64);

  /** The top type, or `bottom` when nothing is tracked; `ok` is false when that is the hard bottom (`none`). */
  top(): { type: StackType; ok: boolean } {
    const last = this.stack[this.stack.length - 1];
    if (last !== undefined) return { type: last, ok: true };
    return { type: this.bottom, ok: this.bottom.avmType !== 'none' };
  }

  /** Removes and returns the top type; an empty stack yields `bottom` and stays empty. */
  pop(): StackType {
    return this.stack.pop() ?? this.bottom;
  }

  push(...types: readonly StackType[]): void {
    this.stack.push(...types);
  }

  /** Code after an unconditional transfer of control: unknown stack, no checks until the next label. */
  deaden(): void {
    this.stack = [];
    this.deadcode = true;
  }

  /** A label (or the return point of a callsub): knowledge is dropped only if the code before it was dead. */
  label(): void {
    if (this.deadcode) this.reset();
  }

  /** Forgets everything: endless `any` stack, no frame, `any` in every scratch slot, live code. */
  reset(): void {
    this.stack = [];
    this.bottom = STACK_ANY;
    this.framePointer = -1;
    this.deadcode = false;
    this.scratch.fill(STACK_ANY);
  }
}
