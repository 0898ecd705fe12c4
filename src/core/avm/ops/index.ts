/**
 * The core opcode implementations and static-check functions, keyed by op name (`NAME/varint` for the v13
 * varint-offset forms of `b bz bnz callsub`).
 *
 * Invariants:
 * - Core ops need nothing but the program, the stack, scratch and the logic-sig arguments. Everything that reads
 *   the transaction group, the ledger or produces effects is left to the host (context.ts).
 * - A check function exists for every variable-size op; it validates the immediates and sets `nextPc`.
 */
import type { OpFn } from '../machine.js';
import * as arith from './arith.js';
import * as byteMath from './byte-math.js';
import * as bytes from './bytes.js';
import * as constants from './constants.js';
import * as crypto from './crypto.js';
import * as ec from './ec.js';
import * as ecdsa from './ecdsa.js';
import * as encoding from './encoding.js';
import * as flow from './flow.js';
import * as frames from './frames.js';
import * as stack from './stack.js';
import * as vrf from './vrf.js';
import * as wide from './wide-math.js';
import * as zk from './zk-hash.js';

export const CORE_OP_FNS: Readonly<Record<string, OpFn>> = {
  err: flow.opErr,
  return: flow.opReturn,
  assert: flow.opAssert,
  bnz: flow.opBnz2,
  bz: flow.opBz2,
  b: flow.opB2,
  callsub: flow.opCallsub2,
  'bnz/varint': flow.opBnzVarint,
  'bz/varint': flow.opBzVarint,
  'b/varint': flow.opBVarint,
  'callsub/varint': flow.opCallsubVarint,
  retsub: flow.opRetsub,
  switch: flow.opSwitch,
  match: flow.opMatch,
  proto: frames.opProto,
  frame_dig: frames.opFrameDig,
  frame_bury: frames.opFrameBury,

  '+': arith.opPlus,
  '-': arith.opMinus,
  '*': arith.opMul,
  '/': arith.opDiv,
  '%': arith.opMod,
  '<': arith.opLt,
  '>': arith.opGt,
  '<=': arith.opLe,
  '>=': arith.opGe,
  '&&': arith.opAnd,
  '||': arith.opOr,
  '==': arith.opEq,
  '!=': arith.opNeq,
  '!': arith.opNot,
  '|': arith.opBitOr,
  '&': arith.opBitAnd,
  '^': arith.opBitXor,
  '~': arith.opBitNot,
  itob: arith.opItob,
  btoi: arith.opBtoi,

  mulw: wide.opMulw,
  addw: wide.opAddw,
  divmodw: wide.opDivmodw,
  divw: wide.opDivw,
  exp: wide.opExp,
  expw: wide.opExpw,
  shl: wide.opShl,
  shr: wide.opShr,
  sqrt: wide.opSqrt,
  bitlen: wide.opBitlen,

  len: bytes.opLen,
  concat: bytes.opConcat,
  substring: bytes.opSubstring,
  substring3: bytes.opSubstring3,
  extract: bytes.opExtract,
  extract3: bytes.opExtract3,
  extract_uint16: bytes.opExtractUint16,
  extract_uint32: bytes.opExtractUint32,
  extract_uint64: bytes.opExtractUint64,
  replace2: bytes.opReplace2,
  replace3: bytes.opReplace3,
  getbyte: bytes.opGetbyte,
  setbyte: bytes.opSetbyte,
  getbit: bytes.opGetbit,
  setbit: bytes.opSetbit,
  bzero: bytes.opBzero,

  'b+': byteMath.opBytesPlus,
  'b-': byteMath.opBytesMinus,
  'b*': byteMath.opBytesMul,
  'b/': byteMath.opBytesDiv,
  'b%': byteMath.opBytesMod,
  bsqrt: byteMath.opBytesSqrt,
  'b<': byteMath.opBytesLt,
  'b>': byteMath.opBytesGt,
  'b<=': byteMath.opBytesLe,
  'b>=': byteMath.opBytesGe,
  'b==': byteMath.opBytesEq,
  'b!=': byteMath.opBytesNeq,
  'b|': byteMath.opBytesOr,
  'b&': byteMath.opBytesAnd,
  'b^': byteMath.opBytesXor,
  'b~': byteMath.opBytesNot,

  sha256: crypto.opSha256,
  keccak256: crypto.opKeccak256,
  sha512_256: crypto.opSha512_256,
  sha3_256: crypto.opSha3_256,
  sha512: crypto.opSha512,
  ed25519verify: crypto.opEd25519verify,
  ed25519verify_bare: crypto.opEd25519verifyBare,
  ecdsa_verify: ecdsa.opEcdsaVerify,
  ecdsa_pk_decompress: ecdsa.opEcdsaPkDecompress,
  ecdsa_pk_recover: ecdsa.opEcdsaPkRecover,
  vrf_verify: vrf.opVrfVerify,
  ec_add: ec.opEcAdd,
  ec_scalar_mul: ec.opEcScalarMul,
  ec_pairing_check: ec.opEcPairingCheck,
  ec_multi_scalar_mul: ec.opEcMultiScalarMul,
  ec_subgroup_check: ec.opEcSubgroupCheck,
  ec_map_to: ec.opEcMapTo,
  falcon_verify: crypto.opFalconVerify,
  sumhash512: crypto.opSumhash512,
  mimc: zk.opMimc,
  poseidon2: zk.opPoseidon2,
  base64_decode: encoding.opBase64Decode,
  json_ref: encoding.opJsonRef,

  intcblock: constants.opIntcblock,
  intc: constants.opIntc,
  intc_0: constants.opIntcN(0),
  intc_1: constants.opIntcN(1),
  intc_2: constants.opIntcN(2),
  intc_3: constants.opIntcN(3),
  bytecblock: constants.opBytecblock,
  bytec: constants.opBytec,
  bytec_0: constants.opBytecN(0),
  bytec_1: constants.opBytecN(1),
  bytec_2: constants.opBytecN(2),
  bytec_3: constants.opBytecN(3),
  pushint: constants.opPushint,
  pushbytes: constants.opPushbytes,
  pushints: constants.opPushints,
  pushbytess: constants.opPushbytess,
  arg: constants.opArg,
  arg_0: constants.opArgN(0),
  arg_1: constants.opArgN(1),
  arg_2: constants.opArgN(2),
  arg_3: constants.opArgN(3),
  args: constants.opArgs,

  pop: stack.opPop,
  dup: stack.opDup,
  dup2: stack.opDup2,
  dig: stack.opDig,
  bury: stack.opBury,
  cover: stack.opCover,
  uncover: stack.opUncover,
  swap: stack.opSwap,
  select: stack.opSelect,
  popn: stack.opPopn,
  dupn: stack.opDupn,
  load: stack.opLoad,
  store: stack.opStore,
  loads: stack.opLoads,
  stores: stack.opStores,
};

export const CORE_CHECK_FNS: Readonly<Record<string, OpFn>> = {
  bnz: flow.checkBranch2,
  bz: flow.checkBranch2,
  b: flow.checkBranch2,
  callsub: flow.checkBranch2,
  'bnz/varint': flow.checkBranchVarint,
  'bz/varint': flow.checkBranchVarint,
  'b/varint': flow.checkBranchVarint,
  'callsub/varint': flow.checkBranchVarint,
  switch: flow.checkSwitchNamed('switch'),
  match: flow.checkSwitchNamed('match'),
  intcblock: constants.checkInts,
  pushints: constants.checkInts,
  bytecblock: constants.checkBytecblock,
  pushbytess: constants.checkPushbytess,
  pushint: constants.checkPushint,
  pushbytes: constants.checkPushbytes,
};

/** Upstream's "trusted" ops, whose stack effect the loop does not verify (it depends on immediates). */
export const TRUSTED_OPS: ReadonlySet<string> = new Set(['popn', 'dupn', 'pushints', 'pushbytess', 'retsub', 'match']);

/** Ops that always end the program (upstream AlwaysExits); the loop skips their result checks. */
export const EXITING_OPS: ReadonlySet<string> = new Set(['err', 'return']);
