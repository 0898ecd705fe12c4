/**
 * Version gates the assembler applies (upstream opcodes.go / assembler.go constants).
 */

/** Back jumps allowed; hand-written constant blocks turn `int`/`byte` into push ops. */
export const BACK_BRANCH_VERSION = 4;
/** Constant lists are reordered and singletons become push ops. */
export const OPTIMIZE_CONSTANTS_VERSION = 4;
/** Logic signatures are salted off the ed25519 curve by default. */
export const OFF_CURVE_VERSION = 13;
