/**
 * The AVM evaluator core (docs/spec/teal.md §5, §6): static check and evaluation of logic signatures and application
 * programs, versions 0..14, pure and synchronous.
 *
 * Invariants: see the modules. In short — stack values are `bigint | Uint8Array`; failures are results carrying
 * upstream's message and pc; host-dependent opcodes plug in through an `OpSet` and an `EvalContext` without
 * touching the step loop.
 */
export { checkProgram } from './check.js';
export { RunMode, type CostBudget, type EvalContext, type TraceView, type Tracer } from './context.js';
export { formatAppEvalError, formatLogicSigEvalError, type EvalFailure } from './eval-error.js';
export { evaluate, type EvalParams, type EvalResult } from './evaluate.js';
export { Machine, type Frame, type OpFn } from './machine.js';
export { CORE_OPS, createOpSet, type OpSet } from './op-set.js';
export {
  boolValue,
  bytesEqual,
  bytesToUint,
  MAX_AVM_VERSION,
  MAX_BYTES_LENGTH,
  MAX_STACK_DEPTH,
  MAX_UINT64,
  SCRATCH_SLOTS,
  typeName,
  uintOf,
  uintToBytes,
  type StackValue,
} from './values.js';
