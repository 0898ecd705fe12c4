/**
 * Assembly-time type tracking for the TEAL assembler (docs/spec/teal.md §3.9). The calling protocol is documented in
 * ./tracker.ts; this module only re-exports the public surface.
 */
export { TypeTracker, reJoin } from './tracker.js';
export { trackedOp, pseudoTrackedOp, isPseudoOp, mergeForms, PSEUDO_OP_FORMS } from './tracked-op.js';
export type { TrackedOp, PseudoOpChoice } from './tracked-op.js';
export { fieldReturnType } from './refine-values.js';
export type { Refiner, Refinement } from './refine-stack.js';
export { ProgramKnowledge, SCRATCH_SLOTS } from './knowledge.js';
export {
  StackType,
  newStackType,
  stackTypeFromName,
  constantUint64,
  staticBytes,
  STACK_ANY,
  STACK_NONE,
  STACK_UINT64,
  STACK_BYTES,
  STACK_BOOLEAN,
  STACK_ADDRESS,
  STACK_ZERO_UINT64,
} from './stack-type.js';
export type { AvmType, Bound } from './stack-type.js';
