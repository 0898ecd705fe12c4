/**
 * The opcode set the ledger runs programs with: the AVM core plus every host op family (transaction and global
 * fields, state, boxes, logs and inner transactions), built once per process.
 *
 * Invariants: one op set serves both modes (each op's mode is checked by the step loop before it runs); host ops
 * read the running program through `Machine<AppProgram>.context`.
 */
import { createOpSet, type OpSet } from '../../avm/index.js';
import { BOX_OPS } from './box-ops.js';
import type { AppProgram } from './context.js';
import { INNER_OPS } from './inner-ops.js';
import { STATE_OPS } from './state-ops.js';
import { TXN_OPS } from './txn-ops.js';

export const APPL_OPS: OpSet<AppProgram> = createOpSet<AppProgram>({
  ...TXN_OPS,
  ...STATE_OPS,
  ...BOX_OPS,
  ...INNER_OPS,
});
