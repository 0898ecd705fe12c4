/**
 * Which assembly function encodes a resolved instruction (upstream's per-op `asm` functions).
 *
 * Invariants:
 * - Ops without special rules go through `assembleDefault`; branch ops are recognised by the encoding of their
 *   immediate (int16, varint, labels), the rest by name.
 * - A mock instruction (pseudo-op with a wrong immediate count) writes nothing.
 */
import type { OpVariantData } from '../spec.js';
import { assembleAddr, assembleByte, assembleConstantLoad, assembleInt, assembleMethod } from './asm-constants.js';
import {
  assembleBytecBlock,
  assembleIntcBlock,
  assemblePushBytes,
  assemblePushBytess,
  assemblePushInt,
  assemblePushInts,
} from './asm-push.js';
import {
  assembleAppParamsSet,
  assembleArg,
  assembleBranch2B,
  assembleBranchVarint,
  assembleInnerRead,
  assembleItxnField,
  assembleSubstring,
  assembleSwitch,
} from './asm-special.js';
import { assembleDefault } from './immediates.js';
import type { ResolvedOp } from './lookup.js';
import type { SourceMessage } from './report.js';
import type { Assembly } from './state.js';
import type { Token } from './tokens.js';

type Assembler = (
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
) => SourceMessage | undefined;

const BY_NAME: ReadonlyMap<string, Assembler> = new Map<string, Assembler>([
  ['intcblock', (asm, _name, op, mnemonic, args) => assembleIntcBlock(asm, op.opcode, mnemonic, args)],
  ['bytecblock', (asm, name, op, mnemonic, args) => assembleBytecBlock(asm, name, op.opcode, mnemonic, args)],
  ['intc', (asm, _name, _op, mnemonic, args) => assembleConstantLoad(asm, 'intc', mnemonic, args)],
  ['bytec', (asm, _name, _op, mnemonic, args) => assembleConstantLoad(asm, 'bytec', mnemonic, args)],
  ['pushint', (asm, name, op, mnemonic, args) => assemblePushInt(asm, name, op.opcode, mnemonic, args)],
  ['pushints', (asm, _name, op, _mnemonic, args) => assemblePushInts(asm, op.opcode, args)],
  ['pushbytes', (asm, _name, op, mnemonic, args) => assemblePushBytes(asm, op.opcode, mnemonic, args)],
  ['pushbytess', (asm, name, op, _mnemonic, args) => assemblePushBytess(asm, name, op.opcode, args)],
  ['arg', (asm, _name, op, mnemonic, args) => assembleArg(asm, op, mnemonic, args)],
  ['substring', (asm, _name, op, mnemonic, args) => assembleSubstring(asm, op, mnemonic, args)],
  ['itxn', (asm, _name, op, mnemonic, args) => assembleInnerRead(asm, op, mnemonic, args)],
  ['gitxn', (asm, _name, op, mnemonic, args) => assembleInnerRead(asm, op, mnemonic, args)],
  ['itxn_field', (asm, _name, op, mnemonic, args) => assembleItxnField(asm, op, mnemonic, args)],
  ['app_params_set', (asm, _name, op, mnemonic, args) => assembleAppParamsSet(asm, op, mnemonic, args)],
]);

function assembleVariant(
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const special = BY_NAME.get(variant.name);
  if (special !== undefined) return special(asm, name, variant, mnemonic, args);
  switch (variant.immediates[0]?.encoding) {
    case 'int16':
      return assembleBranch2B(asm, variant, mnemonic, args);
    case 'varint':
      return assembleBranchVarint(asm, variant, mnemonic, args);
    case 'labels':
      return assembleSwitch(asm, variant, args);
    default:
      return assembleDefault(asm, name, variant, mnemonic, args);
  }
}

/** Encodes one resolved instruction; returns its error, if any. */
export function assembleOp(
  asm: Assembly,
  op: ResolvedOp,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  switch (op.kind) {
    case 'mock':
      return undefined;
    case 'constant':
      if (op.name === 'int') return assembleInt(asm, mnemonic, args);
      if (op.name === 'byte') return assembleByte(asm, mnemonic, args);
      if (op.name === 'addr') return assembleAddr(asm, mnemonic, args);
      return assembleMethod(asm, mnemonic, args);
    case 'op':
      return assembleVariant(asm, op.name, op.variant, mnemonic, args);
  }
}
