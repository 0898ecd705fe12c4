/**
 * The per-line pass (upstream `parseText`): directives, statements, labels, instructions, then the layout steps
 * that need the whole program (constant layout, branch sizing, label resolution).
 *
 * Invariants:
 * - The first statement that is not a directive settles the version (default 1) and re-checks macro names.
 * - Per instruction, in upstream's order: lookup errors, source location, type-tracking errors (before encoding),
 *   the encoding error, then the after-step of type tracking (dead code after unconditional flow, callsub as an
 *   entry point).
 * - A line of 64 KiB or more stops the scan; everything read before it is still assembled.
 */
import { DEFAULT_ASSEMBLER_VERSION } from '../spec.js';
import { pseudoTrackedOp, trackedOp, type TrackedOp } from '../types/index.js';
import { assembleOp } from './assemble-op.js';
import { findBranchSizes, resolveLabels } from './branches.js';
import { optimizeConstantBlocks } from './constants.js';
import { runDirective } from './directives.js';
import { pseudoForms, resolveOp, type ResolvedOp } from './lookup.js';
import { lineCursor, nextStatement, recheckMacroNames } from './macros.js';
import { messageAt, UNSET_VERSION, type Assembly } from './state.js';
import { splitSourceLines, tokensFromLine, type Token } from './tokens.js';
import { goQuote } from '../../go/quote.js';
import { OPTIMIZE_CONSTANTS_VERSION } from './versions.js';

/** Application-only ops (langspec Modes 2) make a program stateful. */
const MODE_APP = 2;

function createLabel(asm: Assembly, withColon: Token): void {
  const name = withColon.text.slice(0, -1);
  if (asm.labels.has(name)) asm.record(messageAt(withColon, `duplicate label ${goQuote(name)}`));
  asm.labels.set(name, asm.pending.length);
  asm.tracker.labelDefined();
}

/** The typing view: real ops as they are, pseudo-ops (and the forms they picked) under the pseudo-op's name. */
function trackedFor(asm: Assembly, op: ResolvedOp, immediateCount: number): TrackedOp | undefined {
  if (op.kind === 'op' && pseudoForms(op.name) === undefined) return trackedOp(op.variant);
  return pseudoTrackedOp(op.name, immediateCount, asm.version)?.op;
}

/** One instruction (the statement without its label). */
function assembleInstruction(asm: Assembly, tokens: readonly Token[]): void {
  const mnemonic = tokens[0]!;
  const args = tokens.slice(1);
  const op = resolveOp(asm, mnemonic, args.length);
  if (op === undefined) return;
  asm.recordSourceLocation(mnemonic);
  if (op.kind === 'op' && op.variant.modes === MODE_APP) asm.hasStatefulOps = true;
  const tracked = trackedFor(asm, op, args.length);
  const texts = tokens.map((token) => token.text);
  if (tracked !== undefined) {
    for (const problem of asm.tracker.before(tracked, op.instruction, texts)) asm.record(messageAt(mnemonic, problem));
  }
  const error = assembleOp(asm, op, mnemonic, args);
  if (error !== undefined) asm.record(error);
  if (tracked !== undefined) asm.tracker.after(tracked);
}

function assembleStatement(asm: Assembly, statement: readonly Token[]): void {
  if (asm.version === UNSET_VERSION) {
    asm.version = DEFAULT_ASSEMBLER_VERSION;
    recheckMacroNames(asm);
  }
  let tokens = statement;
  const first = tokens[0]!;
  if (first.text.endsWith(':')) {
    const name = first.text.slice(0, -1);
    if (asm.macros.has(name)) asm.record(messageAt(first, `Cannot create label with same name as macro: ${name}`));
    else createLabel(asm, first);
    tokens = tokens.slice(1);
    if (tokens.length === 0) return;
  }
  assembleInstruction(asm, tokens);
}

function assembleLine(asm: Assembly, tokens: readonly Token[]): void {
  const cursor = lineCursor(tokens);
  for (let statement = nextStatement(asm, cursor); statement !== undefined; statement = nextStatement(asm, cursor)) {
    if (statement.length > 0) assembleStatement(asm, statement);
  }
}

/** Reads the whole text into `asm`, then lays out constants and resolves branches. */
export function parseText(asm: Assembly, text: string): void {
  const { lines, tooLong } = splitSourceLines(text);
  for (const line of lines) {
    asm.sourceLine++;
    const tokens = tokensFromLine(line, asm.sourceLine);
    if (tokens[0]?.text.startsWith('#') === true) runDirective(asm, tokens);
    else assembleLine(asm, tokens);
  }
  if (tooLong) asm.record({ line: asm.sourceLine, column: 0, message: 'line too long' });
  if (asm.version >= OPTIMIZE_CONSTANTS_VERSION) optimizeConstantBlocks(asm);
  findBranchSizes(asm);
  resolveLabels(asm);
}
