/**
 * The assembler's per-instruction type step (upstream: `trackStack`, `typeErrorf`, `reJoin`, the refine call in
 * `parseText`, `ops.returns`, `deadens()`, the callsub-as-label rule and `#pragma typetrack`).
 *
 * Calling protocol for the assembler, per statement, in this order:
 * 1. each label defined (`NAME:` accepted by createLabel, duplicates included) → `labelDefined()`;
 * 2. resolve the opcode: a real variant → `trackedOp(variant)` with instruction = the variant's name; a
 *    pseudo-op → `pseudoTrackedOp(name, immediateCount, version)` (`op` + `instruction`); if nothing resolves
 *    (unknown opcode, unmergeable pseudo-op forms) skip steps 3-5;
 * 3. `before(op, instruction, [mnemonic, ...immediates])` BEFORE encoding: record every returned text, in
 *    order, as an error at the mnemonic token (the list is empty while typetrack is off);
 * 4. encode; wherever upstream's asmDefault resolves a field immediate by name (txn, gtxn*, itxn*, gitxn*,
 *    global, *_params_get, asset_holding_get, block, json_ref, base64_decode, ...; not itxn_field or
 *    app_params_set, which have their own assemblers), right after the name is found in the op's field group
 *    (as of the highest version: upstream's groups hold every field) and before the field's version is
 *    checked, call `refineTopReturn(spec.returns.length, t)` when `fieldReturnType(field)` gives t; the spec is
 *    the one being encoded (`txna` for a 2-immediate `txn`, `itxna`/`gitxna` for the longer itxn/gitxn);
 *    earlier immediates that fail to encode stop asmDefault before it gets there;
 * 5. `after(op)` once encoding is over, whether or not it failed.
 * `#pragma typetrack B` → `setEnabled(B)`. `isDeadCode` answers whether a manual cblock counts.
 *
 * Invariants:
 * - Knowledge is maintained even while typetrack is off; only messages are suppressed. Turning it back on
 *   (off → on) resets knowledge; on → on does not.
 * - Refiners run in dead code too (their messages are reported); arity and type checks do not.
 */
import { ProgramKnowledge } from './knowledge.js';
import type { StackType } from './stack-type.js';
import type { TrackedOp } from './tracked-op.js';

export class TypeTracker {
  readonly #known = new ProgramKnowledge();
  #enabled = true;

  /** What is known now (read-only use: inspection and tests). */
  get knowledge(): ProgramKnowledge {
    return this.#known;
  }

  get isEnabled(): boolean {
    return this.#enabled;
  }

  /** Whether the current position is unreachable (after b/callsub/retsub/err/return, before a label). */
  get isDeadCode(): boolean {
    return this.#known.deadcode;
  }

  /** `#pragma typetrack`: re-enabling after a disable forgets all knowledge. */
  setEnabled(on: boolean): void {
    if (!this.#enabled && on) this.#known.reset();
    this.#enabled = on;
  }

  /** A label was defined: control may arrive here from elsewhere. */
  labelDefined(): void {
    this.#known.label();
  }

  /**
   * Refines, checks and applies one instruction's stack effect before it is encoded.
   * @param tokens the statement's tokens: the mnemonic as written, then its immediates
   * @returns type error texts to record at the mnemonic, in order (none while typetrack is off)
   */
  before(op: TrackedOp, instruction: string, tokens: readonly string[]): string[] {
    const messages: string[] = [];
    const immediates = tokens.slice(1);
    let args = op.args;
    let returns = op.returns;
    if (op.refine !== undefined) {
      const refined = op.refine(this.#known, immediates);
      if (refined.error !== undefined) messages.push(refined.error);
      if (refined.args !== undefined) args = refined.args;
      if (refined.returns !== undefined) returns = refined.returns;
    }
    this.#track(args, returns, () => reJoin(instruction, immediates), messages);
    return this.#enabled ? messages : [];
  }

  /** Ends one instruction: unconditional transfers deaden what follows; the return point of callsub is a label. */
  after(op: TrackedOp): void {
    if (op.deadens) this.#known.deaden();
    if (op.name === 'callsub') this.#known.label();
  }

  /**
   * Upstream `ops.returns`: replaces the first `any` among the top `count` tracked entries (the ones the
   * instruction just pushed) with `replacement`. Does nothing in dead code, or if there is no such `any`.
   */
  refineTopReturn(count: number, replacement: StackType): void {
    if (this.#known.deadcode) return;
    const stack = this.#known.stack;
    for (let i = Math.max(0, stack.length - count); i < stack.length; i++) {
      if (stack[i]!.avmType === 'any') {
        stack[i] = replacement;
        return;
      }
    }
  }

  /** Upstream `trackStack`; `describe` builds the instruction text only when there is something to report. */
  #track(args: readonly StackType[], returns: readonly StackType[], describe: () => string, messages: string[]): void {
    const known = this.#known;
    if (known.deadcode) return;
    if (args.length > known.stack.length && known.bottom.avmType === 'none') {
      messages.push(`${describe()} expects ${args.length} stack arguments but stack height is ${known.stack.length}`);
    } else {
      for (let i = args.length - 1; i >= 0; i--) {
        const wanted = args[i]!;
        const got = known.pop();
        if (!got.overlaps(wanted)) messages.push(`${describe()} arg ${i} wanted type ${wanted.name} got ${got.name}`);
      }
    }
    known.push(...returns);
  }
}

/** Upstream `reJoin`: the instruction followed by its immediates, space separated. */
export function reJoin(instruction: string, immediates: readonly string[]): string {
  return immediates.length === 0 ? instruction : `${instruction} ${immediates.join(' ')}`;
}
