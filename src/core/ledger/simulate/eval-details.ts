/**
 * Detailed evaluation errors (upstream EvalContext.pcDetails, used when the tracer asks for them, as simulate's
 * does): the disassembly of the failing instruction and up to two before it, for `… Details: pc=P, opcodes=…`.
 *
 * Invariants: lines run from the first of those instructions to the line before the next instruction (so a label
 * of the next instruction is included, as upstream's text offsets make it), joined with `; `. A pc that starts no
 * instruction (the end of the program) or an undisassemblable program gives ''.
 */
import { instructionListing } from '../dryrun/trace.js';

const MAX_EARLIER = 2;

export function opcodesAt(program: Uint8Array, pc: number): string {
  const listing = instructionListing(program);
  if (listing === undefined) return '';
  const k = listing.pcs.indexOf(pc);
  if (k < 0) return '';
  const from = listing.instructionLines[Math.max(0, k - MAX_EARLIER)];
  if (from === undefined) return '';
  const to = listing.instructionLines[k + 1] ?? listing.lines.length;
  const lines = listing.lines.slice(from, to);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.join('; ');
}
