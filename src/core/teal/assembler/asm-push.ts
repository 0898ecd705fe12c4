/**
 * Ops whose immediates are literal values: `pushint`, `pushints`, `pushbytes`, `pushbytess`, and the hand-written
 * constant blocks `intcblock`/`bytecblock` (docs/spec/teal.md §3.5–3.7).
 *
 * Invariants:
 * - The opcode is written first; `pushints`/`intcblock` keep going past a bad number (recording Go's NumError and
 *   writing the value Go would), while byte lists stop at the first bad literal.
 * - A hand-written block outside dead code replaces the collected list of its kind; after an `int` (resp. a byte
 *   constant) it is an error instead.
 */
import { goQuote } from '../../go/quote.js';
import { parseByteArgs } from '../literals/bytes.js';
import { goParseUint } from '../../go/strconv.js';
import { parseGoUint } from '../literals/uint.js';
import { checkArgCount } from './immediates.js';
import type { SourceMessage } from './report.js';
import { messageAfter, messageAt, type Assembly } from './state.js';
import type { Token } from './tokens.js';

/** Longest byte constant (Go `maxStringSize`). */
export const MAX_BYTES_SIZE = 4096;

const MAX_UINT64 = (1n << 64n) - 1n;

/**
 * Upstream `parseBinaryArgs` over tokens: the literal at the front and how many tokens it used, or the error and
 * the index (`at`) of the token upstream blames.
 */
export function parseByteTokens(args: readonly Token[]): ReturnType<typeof parseByteArgs> {
  return parseByteArgs(args.map((token) => token.text));
}

/** `pushint N` (also `int` when a hand-written block forces push ops). */
export function assemblePushInt(
  asm: Assembly,
  name: string,
  opcode: number,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const countError = checkArgCount(name, mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const arg = args[0]!;
  const value = parseGoUint(arg.text);
  if (value === undefined) return messageAt(arg, `unable to parse ${goQuote(arg.text)} as integer`);
  asm.pending.writeByte(opcode);
  asm.pending.writeVaruint(value);
  return undefined;
}

/** `pushbytes LITERAL` (also `byte` when push ops are forced); messages use the mnemonic as written. */
export function assemblePushBytes(
  asm: Assembly,
  opcode: number,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const arg = args[0];
  if (arg === undefined) return messageAfter(mnemonic, `${mnemonic.text} needs byte literal argument`);
  const parsed = parseByteTokens(args);
  if ('error' in parsed) return messageAt(args[parsed.at]!, `${mnemonic.text} ${parsed.error}`);
  const extra = args[parsed.consumed];
  if (extra !== undefined) return messageAt(extra, `${mnemonic.text} with extraneous argument`);
  if (parsed.value.length > MAX_BYTES_SIZE) {
    return messageAt(arg, `${mnemonic.text} value is too big (${parsed.value.length} bytes, limit ${MAX_BYTES_SIZE})`);
  }
  asm.pending.writeByte(opcode);
  asm.pending.writeVaruint(parsed.value.length);
  asm.pending.write(parsed.value);
  return undefined;
}

/** Count then values, recording (not returning) each bad number as upstream's `asmIntImmArgs` does. */
function writeIntList(asm: Assembly, args: readonly Token[]): bigint[] {
  asm.pending.writeVaruint(args.length);
  return args.map((arg) => {
    const parsed = goParseUint(arg.text, 0, 64);
    // Go writes the value ParseUint returns with its error: 0 for bad syntax, the largest uint64 on overflow.
    const value = parsed.ok ? parsed.value : parsed.reason === 'range' ? MAX_UINT64 : 0n;
    if (!parsed.ok) asm.record(messageAt(arg, parsed.error));
    asm.pending.writeVaruint(value);
    return value;
  });
}

/** Parses every literal, then writes count and values; nothing after the opcode is written on error. */
function writeBytesList(asm: Assembly, name: string, args: readonly Token[]): Uint8Array[] | SourceMessage {
  const values: Uint8Array[] = [];
  let rest = args;
  while (rest.length > 0) {
    const parsed = parseByteTokens(rest);
    if ('error' in parsed) return messageAt(rest[0]!, `${name} ${parsed.error}`);
    if (parsed.value.length > MAX_BYTES_SIZE) {
      return messageAt(
        rest[0]!,
        `${name} arg ${values.length} is too big (${parsed.value.length} bytes, limit ${MAX_BYTES_SIZE})`,
      );
    }
    values.push(parsed.value);
    rest = rest.slice(parsed.consumed);
  }
  asm.pending.writeVaruint(values.length);
  for (const value of values) {
    asm.pending.writeVaruint(value.length);
    asm.pending.write(value);
  }
  return values;
}

/** `pushints N...` */
export function assemblePushInts(asm: Assembly, opcode: number, args: readonly Token[]): SourceMessage | undefined {
  asm.pending.writeByte(opcode);
  writeIntList(asm, args);
  return undefined;
}

/** `pushbytess LITERAL...` */
export function assemblePushBytess(
  asm: Assembly,
  name: string,
  opcode: number,
  args: readonly Token[],
): SourceMessage | undefined {
  asm.pending.writeByte(opcode);
  const values = writeBytesList(asm, name, args);
  return Array.isArray(values) ? undefined : values;
}

/** `intcblock N...` */
export function assembleIntcBlock(
  asm: Assembly,
  opcode: number,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  asm.pending.writeByte(opcode);
  const values = writeIntList(asm, args);
  if (asm.tracker.isDeadCode) return undefined;
  if (asm.hasPseudoInt) return messageAt(mnemonic, 'intcblock following int');
  asm.intcRefs = [];
  asm.intc = values;
  asm.intcBlockCount++;
  return undefined;
}

/** `bytecblock LITERAL...` */
export function assembleBytecBlock(
  asm: Assembly,
  name: string,
  opcode: number,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  asm.pending.writeByte(opcode);
  const values = writeBytesList(asm, name, args);
  if (!Array.isArray(values)) return values;
  if (asm.tracker.isDeadCode) return undefined;
  if (asm.hasPseudoByte) return messageAt(mnemonic, 'bytecblock following byte/addr/method');
  asm.bytecRefs = [];
  asm.bytec = values;
  asm.bytecBlockCount++;
  return undefined;
}
