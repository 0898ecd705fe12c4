/**
 * `log` (upstream logic `opLog`): appends to the running app call's `evalDelta.logs`.
 *
 * Invariants: at most MaxLogCalls (32) entries per app call's EvalDelta and MaxLogSize (1024) bytes logged by
 * the program; the size is counted before the limit check, as upstream does, so the text names the would-be size.
 * Simulation may raise both limits (`group.sim`).
 */
import type { OpFn } from '../../avm/index.js';
import type { AppProgram } from './context.js';

export const MAX_LOG_CALLS = 32;
export const MAX_LOG_SIZE = 1024;

export const opLog: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  const delta = (ctx.txn.evalDelta ??= {});
  const logs = (delta.logs ??= []);
  const maxCalls = ctx.group.sim?.maxLogCalls ?? MAX_LOG_CALLS;
  const maxSize = ctx.group.sim?.maxLogSize ?? MAX_LOG_SIZE;
  if (logs.length >= maxCalls) return `too many log calls in program. up to ${maxCalls} is allowed`;
  const entry = m.stack.pop() as Uint8Array;
  ctx.logBytes += entry.length;
  if (ctx.logBytes > maxSize) return `program logs too large. ${ctx.logBytes} bytes >  ${maxSize} bytes limit`;
  logs.push(new Uint8Array(entry)); // a copy: the stack value may be reused by later ops
  return undefined;
};
