/**
 * The constant pseudo-ops `int`, `byte`, `addr`, `method` and the explicit `intc`/`bytec` loads (docs/spec/teal.md §3.4–3.6).
 *
 * Invariants:
 * - With a hand-written block in force at v4+ (where back jumps make the block's reach unknowable) `int`/`byte`
 *   become `pushint`/`pushbytes` with a warning; with two or more hand-written blocks they become push ops where
 *   the version has them, else an error.
 * - Otherwise a constant becomes a reference into the collected list (constant-pool.ts).
 * - Messages and the token they point at are upstream's, including which token is blamed.
 */
import { sha512_256 } from '../../crypto/hash.js';
import { goQuote } from '../../go/quote.js';
import { parseStringLiteral } from '../literals/bytes.js';
import { parseGoUint } from '../literals/uint.js';
import { methodSignatureError } from '../method-signature.js';
import { BACK_BRANCH_VERSION } from './versions.js';
import { assemblePushBytes, assemblePushInt, MAX_BYTES_SIZE, parseByteTokens } from './asm-push.js';
import { byteLiteral, errorAt, intLiteral, opcodeOf, writeBytec, writeIntc } from './constant-pool.js';
import { decodeChecksumAddress } from './address.js';
import { namedIntConstant } from './fields.js';
import { byteImmediate, checkArgCount } from './immediates.js';
import type { SourceMessage } from './report.js';
import { messageAfter, messageAt, type Assembly } from './state.js';
import type { Token } from './tokens.js';

function hasOp(asm: Assembly, name: string): boolean {
  return asm.table().byName.has(name);
}

/** `int X` */
export function assembleInt(asm: Assembly, mnemonic: Token, args: readonly Token[]): SourceMessage | undefined {
  const countError = checkArgCount('int', mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const arg = args[0]!;
  if (asm.intcBlockCount > 0 && asm.version >= BACK_BRANCH_VERSION) {
    asm.warn(arg, `int ${arg.text} used with explicit intcblock. must pushint`);
    return assemblePushInt(asm, 'pushint', opcodeOf(asm, 'pushint'), mnemonic, args);
  }
  if (asm.intcBlockCount > 1) {
    if (hasOp(asm, 'pushint')) return assemblePushInt(asm, 'pushint', opcodeOf(asm, 'pushint'), mnemonic, args);
    return messageAt(mnemonic, `int ${arg.text} used with manual intcblocks. Use intc.`);
  }
  const value = namedIntConstant(arg.text) ?? parseGoUint(arg.text);
  if (value === undefined) return messageAt(arg, `unable to parse ${goQuote(arg.text)} as integer`);
  return errorAt(arg, intLiteral(asm, value));
}

/** `byte LITERAL` */
export function assembleByte(asm: Assembly, mnemonic: Token, args: readonly Token[]): SourceMessage | undefined {
  const arg = args[0];
  if (arg === undefined) return messageAfter(mnemonic, 'byte needs byte literal argument');
  if (asm.bytecBlockCount > 0 && asm.version >= BACK_BRANCH_VERSION) {
    asm.warn(arg, `byte ${arg.text} used with explicit bytecblock. must pushbytes`);
    return assemblePushBytes(asm, opcodeOf(asm, 'pushbytes'), mnemonic, args);
  }
  if (asm.bytecBlockCount > 1) {
    if (hasOp(asm, 'pushbytes')) return assemblePushBytes(asm, opcodeOf(asm, 'pushbytes'), mnemonic, args);
    return messageAt(arg, `byte ${arg.text} used with manual bytecblocks. Use bytec.`);
  }
  const parsed = parseByteTokens(args);
  if ('error' in parsed) return messageAt(args[parsed.at]!, `byte ${parsed.error}`);
  const extra = args[parsed.consumed];
  if (extra !== undefined) return messageAt(extra, 'byte with extraneous argument');
  if (parsed.value.length > MAX_BYTES_SIZE) {
    return messageAt(arg, `byte value is too big (${parsed.value.length} bytes, limit ${MAX_BYTES_SIZE})`);
  }
  return errorAt(arg, byteLiteral(asm, parsed.value));
}

/** `addr ADDRESS`: the 32 bytes of a checksummed address as a byte constant. */
export function assembleAddr(asm: Assembly, mnemonic: Token, args: readonly Token[]): SourceMessage | undefined {
  const countError = checkArgCount('addr', mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const arg = args[0]!;
  const decoded = decodeChecksumAddress(arg.text);
  if (typeof decoded === 'string') return messageAt(arg, decoded);
  return errorAt(arg, byteLiteral(asm, decoded));
}

/** `method "sig"`: the first 4 bytes of SHA-512/256 of the signature as a byte constant. */
export function assembleMethod(asm: Assembly, mnemonic: Token, args: readonly Token[]): SourceMessage | undefined {
  const countError = checkArgCount('method', mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const arg = args[0]!;
  const text = arg.text;
  if (!(text.length > 1 && text.startsWith('"') && text.endsWith('"'))) {
    return messageAt(arg, 'unable to parse method signature');
  }
  const signature = parseStringLiteral(text);
  if ('error' in signature) return messageAt(arg, signature.error);
  const problem = methodSignatureError(Buffer.from(signature.value).toString('latin1'));
  if (problem !== undefined) asm.warn(arg, `invalid ARC-4 ABI method signature for method op: ${problem}`);
  return errorAt(arg, byteLiteral(asm, sha512_256(signature.value).subarray(0, 4)));
}

/** `intc I` / `bytec I`: an explicit use of a slot. */
export function assembleConstantLoad(
  asm: Assembly,
  name: 'intc' | 'bytec',
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const countError = checkArgCount(name, mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const arg = args[0]!;
  const index = byteImmediate(arg.text, 'constant');
  if (typeof index === 'string') return messageAt(arg, index);
  return errorAt(arg, name === 'intc' ? writeIntc(asm, index) : writeBytec(asm, index));
}
