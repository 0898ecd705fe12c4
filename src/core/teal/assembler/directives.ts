/**
 * Directive lines (docs/spec/teal.md §3.2): `#pragma version|typetrack|autosalt` and `#define`, with upstream's messages.
 *
 * Invariants:
 * - A directive is a whole line whose first token starts with `#`; every token of the line (`;` included) belongs
 *   to it.
 * - `#pragma version` and `#pragma autosalt` are refused once any instruction byte has been written.
 * - The version is set at most once; a later pragma must repeat the same number.
 */
import { goQuote } from '../../go/quote.js';
import { parseGoUint } from '../literals/uint.js';
import { MAX_ASSEMBLER_VERSION } from '../spec.js';
import { defineMacro, recheckMacroNames } from './macros.js';
import type { SourceMessage } from './report.js';
import { messageAt, UNSET_VERSION, type Assembly } from './state.js';
import type { Token } from './tokens.js';

/** Go `strconv.ParseBool`. */
function parseGoBool(text: string): boolean | undefined {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(text)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(text)) return false;
  return undefined;
}

/** Upstream `reJoin(instruction, tokens)`: the instruction then ` token` for each token. */
export function reJoin(instruction: string, tokens: readonly Token[]): string {
  return instruction + tokens.map((token) => ` ${token.text}`).join('');
}

/** The value token of `#pragma KEY VALUE`, or the arity error. */
function pragmaValue(tokens: readonly Token[], key: string): Token | SourceMessage {
  const value = tokens[2];
  if (value === undefined) return messageAt(tokens[1]!, `no ${key} value`);
  const extra = tokens[3];
  if (extra !== undefined) return messageAt(extra, `unexpected extra tokens:${reJoin('', tokens.slice(3))}`);
  return value;
}

function isMessage(value: Token | SourceMessage): value is SourceMessage {
  return 'message' in value;
}

function pragmaVersion(asm: Assembly, tokens: readonly Token[]): SourceMessage | undefined {
  const value = pragmaValue(tokens, 'version');
  if (isMessage(value)) return value;
  if (asm.pending.length > 0) return messageAt(tokens[0]!, '#pragma version is only allowed before instructions');
  const version = parseGoUint(value.text);
  if (version === undefined) return messageAt(value, `bad #pragma version: ${goQuote(value.text)}`);
  if (version > BigInt(MAX_ASSEMBLER_VERSION)) return messageAt(value, `unsupported version: ${version}`);
  if (asm.version === UNSET_VERSION) {
    asm.version = Number(version);
    if (recheckMacroNames(asm)) return messageAt(value, 'version is incompatible with defined macros');
    return undefined;
  }
  if (asm.version !== Number(version)) {
    return messageAt(value, `version mismatch: assembling v${version} with v${asm.version} assembler`);
  }
  return undefined;
}

function pragmaTypetrack(asm: Assembly, tokens: readonly Token[]): SourceMessage | undefined {
  const value = pragmaValue(tokens, 'typetrack');
  if (isMessage(value)) return value;
  const on = parseGoBool(value.text);
  if (on === undefined) return messageAt(value, `bad #pragma typetrack: ${goQuote(value.text)}`);
  asm.tracker.setEnabled(on);
  return undefined;
}

function pragmaAutosalt(asm: Assembly, tokens: readonly Token[]): SourceMessage | undefined {
  const value = pragmaValue(tokens, 'autosalt');
  if (isMessage(value)) return value;
  if (asm.pending.length > 0) return messageAt(tokens[0]!, '#pragma autosalt is only allowed before instructions');
  const on = parseGoBool(value.text);
  if (on === undefined) return messageAt(value, `bad #pragma autosalt: ${goQuote(value.text)}`);
  asm.autoSalt = on ? 'on' : 'off';
  asm.autoSaltToken = tokens[0]!;
  return undefined;
}

function pragma(asm: Assembly, tokens: readonly Token[]): SourceMessage | undefined {
  const key = tokens[1];
  if (key === undefined) return messageAt(tokens[0]!, 'empty pragma');
  switch (key.text) {
    case 'version':
      return pragmaVersion(asm, tokens);
    case 'typetrack':
      return pragmaTypetrack(asm, tokens);
    case 'autosalt':
      return pragmaAutosalt(asm, tokens);
    default:
      return messageAt(tokens[0]!, `unsupported pragma directive: ${goQuote(key.text)}`);
  }
}

/** Runs one directive line (its first token starts with `#`), recording any error. */
export function runDirective(asm: Assembly, tokens: readonly Token[]): void {
  const first = tokens[0]!;
  const name = first.text.slice(1);
  let error: SourceMessage | undefined;
  if (name === 'pragma') error = pragma(asm, tokens);
  else if (name === 'define') error = defineMacro(asm, tokens);
  else error = messageAt(first, `unknown directive: ${name}`);
  if (error !== undefined) asm.record(error);
}
