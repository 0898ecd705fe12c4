/**
 * Effects ops: `log` (logs.ts). Inner transactions (`itxn_begin itxn_next itxn_field itxn_submit`) are not
 * registered yet: they fail with `NAME is not available in this context` (see docs/compat.md).
 */
import type { OpFn } from '../../avm/index.js';
import type { AppProgram } from './context.js';
import { opLog } from './logs.js';

export const INNER_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  log: opLog,
};
