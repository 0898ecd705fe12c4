/**
 * `log` (upstream logic `opLog`): appends to the running app call's `evalDelta.logs`.
 *
 * Invariants: at most MaxLogCalls (32) entries per app call's EvalDelta and MaxLogSize (1024) bytes logged by
 * the program; the size is counted before the limit check, as upstream does, so the text names the would-be size.
 */
import type { OpFn } from '../../avm/index.js';
import type { AppProgram } from './context.js';

export const MAX_LOG_CALLS = 32;
export const MAX_LOG_SIZE = 1024;

export const opLog: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  const delta = (ctx.txn.evalDelta ??= {});
  const logs = (delta.logs ??= []);
  if (logs.length >= MAX_LOG_CALLS) return `too many log calls in program. up to ${MAX_LOG_CALLS} is allowed`;
  const entry = m.stack.pop() as Uint8Array;
  ctx.logBytes += entry.length;
  if (ctx.logBytes > MAX_LOG_SIZE) return `program logs too large. ${ctx.logBytes} bytes >  ${MAX_LOG_SIZE} bytes limit`;
  logs.push(new Uint8Array(entry)); // a copy: the stack value may be reused by later ops
  return undefined;
};
