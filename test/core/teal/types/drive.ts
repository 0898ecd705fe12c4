/**
 * Test driver: feeds a tiny program to a TypeTracker following the calling protocol of tracker.ts, standing in
 * for the assembler. Statements are split on `;` and newlines, tokens on spaces (no quoted spaces); `X:` defines
 * a label; `#typetrack on|off` toggles tracking. Field immediates are resolved like upstream's asmDefault: only
 * with the full immediate count, in order, stopping at the first one that does not resolve.
 */
import { MAX_ASSEMBLER_VERSION, opTable, fieldGroup, type OpVariantData } from '../../../../src/core/teal/spec.js';
import { goParseUint } from '../../../../src/core/go/strconv.js';
import { TypeTracker } from '../../../../src/core/teal/types/tracker.js';
import { pseudoTrackedOp, trackedOp, type TrackedOp } from '../../../../src/core/teal/types/tracked-op.js';
import { fieldReturnType } from '../../../../src/core/teal/types/refine-values.js';

export interface DriveResult {
  /** `LINE: message` (1-based statement line) for every type error, in order. */
  errors: string[];
  tracker: TypeTracker;
}

interface Resolved {
  op: TrackedOp;
  instruction: string;
  variant: OpVariantData | undefined;
}

function resolve(name: string, count: number, version: number): Resolved | undefined {
  const pseudo = pseudoTrackedOp(name, count, version);
  if (pseudo !== undefined) {
    return pseudo.op === undefined
      ? undefined
      : { op: pseudo.op, instruction: pseudo.instruction, variant: pseudo.variant };
  }
  const variant = opTable(version).byName.get(name);
  return variant === undefined ? undefined : { op: trackedOp(variant), instruction: variant.name, variant };
}

/** The variant upstream encodes with: itxn/gitxn switch to their array forms on an extra immediate. */
function encodedVariant(variant: OpVariantData, count: number, version: number): OpVariantData {
  const array = { itxn: 2, gitxn: 3 }[variant.name];
  return array === count ? (opTable(version).byName.get(`${variant.name}a`) ?? variant) : variant;
}

/** Field refinement at upstream's point in asmDefault; field groups are version independent (highest version). */
function refineFields(tracker: TypeTracker, variant: OpVariantData, immediates: readonly string[]): void {
  if (immediates.length !== variant.immediates.length) return;
  const latest = opTable(MAX_ASSEMBLER_VERSION).byName.get(variant.name) ?? variant;
  for (const [i, imm] of latest.immediates.entries()) {
    if (imm.fields === undefined) {
      const value = goParseUint(immediates[i]!, 0, 64);
      if (imm.encoding === 'uint8' && (!value.ok || value.value > 255n)) return;
      continue;
    }
    const field = fieldGroup(imm.fields).fields.find((f) => f.name === immediates[i]);
    if (field === undefined) return;
    const type = fieldReturnType(field);
    if (type !== undefined) tracker.refineTopReturn(variant.returns.length, type);
  }
}

export function drive(source: string, version = 14): DriveResult {
  const tracker = new TypeTracker();
  const errors: string[] = [];
  source.split('\n').forEach((line, index) => {
    for (const statement of line.split(';')) {
      let tokens = statement
        .trim()
        .split(/\s+/)
        .filter((t) => t !== '');
      if (tokens[0] === '#typetrack') {
        tracker.setEnabled(tokens[1] === 'on');
        continue;
      }
      if (tokens[0]?.endsWith(':') === true) {
        tracker.labelDefined();
        tokens = tokens.slice(1);
      }
      if (tokens.length === 0) continue;
      const found = resolve(tokens[0]!, tokens.length - 1, version);
      if (found === undefined) throw new Error(`test program uses unknown op ${tokens[0]}`);
      for (const message of tracker.before(found.op, found.instruction, tokens))
        errors.push(`${index + 1}: ${message}`);
      if (found.variant !== undefined) {
        refineFields(tracker, encodedVariant(found.variant, tokens.length - 1, version), tokens.slice(1));
      }
      tracker.after(found.op);
    }
  });
  return { errors, tracker };
}

/** The tracked stack's type names, deepest first. */
export function stackNames(tracker: TypeTracker): string[] {
  return tracker.knowledge.stack.map((type) => type.name);
}
