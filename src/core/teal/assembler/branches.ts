/**
 * Branch offsets (docs/spec/teal.md §3.8): sizing of v13+ varint placeholders, then resolution of every label reference.
 *
 * Invariants:
 * - Sizing runs after the constant layout. Each pass computes, for every varint branch with a known target, the
 *   bytes its offset needs at the current positions and shrinks (never grows) every placeholder that is larger,
 *   all in one batch; passes repeat until nothing shrinks. Offsets stay zero until resolution.
 * - A forward varint offset is relative to the end of the instruction, a backward one to its opcode; a branch to
 *   its own opcode is refused. 2-byte offsets (v1–v12 branches, switch/match) are relative to the instruction end.
 * - Undefined labels are reported once per name, at the first reference, after every other error of the text.
 */
import { goQuote } from '../../go/quote.js';
import { varintBytes } from './byte-buffer.js';
import { applyEdits, type PendingEdit } from './edits.js';
import { messageAt, type Assembly, type LabelReference } from './state.js';
import { BACK_BRANCH_VERSION } from './versions.js';

const INT16_MIN = -32768;
const INT16_MAX = 32767;

/** The offset a varint branch encodes for `target`. */
function varintJump(ref: LabelReference, target: number): number {
  const opcodePosition = ref.position - 1;
  return target < opcodePosition ? target - opcodePosition : target - ref.offsetPosition;
}

/** One sizing pass: the placeholders that can shrink now. */
function shrinkable(asm: Assembly): PendingEdit[] {
  const edits: PendingEdit[] = [];
  for (const ref of asm.labelRefs) {
    if (!ref.varint) continue;
    const target = asm.labels.get(ref.label.text);
    if (target === undefined || target === ref.position - 1) continue;
    const needed = varintBytes(varintJump(ref, target)).length;
    const current = ref.offsetPosition - ref.position;
    if (needed < current)
      edits.push({ position: ref.position, oldLength: current, replacement: new Uint8Array(needed) });
  }
  return edits;
}

/** Upstream `findBranchSizes`. */
export function findBranchSizes(asm: Assembly): void {
  for (;;) {
    const edits = shrinkable(asm);
    if (edits.length === 0) return;
    applyEdits(asm, edits);
  }
}

/** Writes one varint offset; returns an error text. */
function writeVarint(raw: Uint8Array, ref: LabelReference, target: number): string | undefined {
  if (target === ref.position - 1) return `branch to start of same instruction: ${goQuote(ref.label.text)} `;
  const jump = varintJump(ref, target);
  const size = ref.offsetPosition - ref.position;
  const limit = 2 ** (7 * size - 1);
  if (jump < -limit || jump >= limit) return `label ${goQuote(ref.label.text)} is too far away`;
  raw.set(varintBytes(jump), ref.position);
  return undefined;
}

/** Writes one big-endian int16 offset; returns an error text. */
function writeInt16(raw: Uint8Array, ref: LabelReference, target: number): string | undefined {
  const jump = target - ref.offsetPosition;
  if (jump > INT16_MAX || jump < INT16_MIN) return `label ${goQuote(ref.label.text)} is too far away`;
  raw[ref.position] = (jump >> 8) & 0xff;
  raw[ref.position + 1] = jump & 0xff;
  return undefined;
}

/** Upstream `resolveLabels`: fills every offset or records why it cannot. */
export function resolveLabels(asm: Assembly): void {
  const raw = asm.pending.view();
  const reported = new Set<string>();
  for (const ref of asm.labelRefs) {
    const name = ref.label.text;
    const target = asm.labels.get(name);
    if (target === undefined) {
      if (!reported.has(name)) asm.record(messageAt(ref.label, `reference to undefined label ${goQuote(name)}`));
      reported.add(name);
      continue;
    }
    // v1 refuses a jump to the very end of the program.
    if (asm.version <= 1 && target === raw.length)
      asm.record(messageAt(ref.label, `label ${goQuote(name)} is too far away`));
    if (asm.version < BACK_BRANCH_VERSION && target < ref.offsetPosition) {
      asm.record(
        messageAt(ref.label, `label ${goQuote(name)} is a back reference, back jump support was introduced in v4`),
      );
      continue;
    }
    const problem = ref.varint ? writeVarint(raw, ref, target) : writeInt16(raw, ref, target);
    if (problem !== undefined) asm.record(messageAt(ref.label, problem));
  }
}
