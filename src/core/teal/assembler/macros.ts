/**
 * `#define` macros (docs/spec/teal.md §3.2): name rules, cycle detection, the recheck once the version settles, and the
 * expansion that forms statements.
 *
 * Invariants:
 * - A macro is stored as its `#define` tokens from the name on; expansion inserts the body tokens, which keep the
 *   line and column of the definition.
 * - The stored macros never form a cycle: a definition that would close one is refused and the previous
 *   definition (if any) is restored.
 * - Expansion is applied per token while a statement is cut out of a line, recursively, so a body holding `;`
 *   yields several statements.
 */
import { opTable } from '../spec.js';
import { fieldNamesAt, namedIntConstant } from './fields.js';
import { isPseudoOpName } from './lookup.js';
import { messageAt, UNSET_VERSION, type Assembly } from './state.js';
import type { SourceMessage } from './report.js';
import type { Token } from './tokens.js';

/** Non-alphanumeric characters a macro name may use. */
const OTHER_ALLOWED = new Set('+-*/^%&|~!><=?_');
const LETTER = /^\p{L}$/u;
const DIGIT = /^\p{Nd}$/u;

/** The runes of a binary string's UTF-8 text (invalid bytes become U+FFFD, which no rule accepts). */
function runesOf(name: string): string[] {
  return [...Buffer.from(name, 'latin1').toString('utf8')];
}

function utf8Binary(rune: string): string {
  return Buffer.from(rune, 'utf8').toString('latin1');
}

function badCharacter(runes: readonly string[]): string | undefined {
  for (const rune of runes) {
    if (!LETTER.test(rune) && !DIGIT.test(rune) && !OTHER_ALLOWED.has(rune)) {
      return `${utf8Binary(rune)} character not allowed in macro name`;
    }
  }
  return undefined;
}

function startsWithNumber(name: string, runes: readonly string[]): boolean {
  const [first = '', second = ''] = runes;
  if (DIGIT.test(first)) return true;
  return name.length > 1 && (first === '-' || first === '+') && DIGIT.test(second);
}

/** Upstream `checkMacroName`: the reason `name` cannot be a macro at `version`, or undefined. */
function macroNameProblem(name: string, version: number, labels: ReadonlyMap<string, number>): string | undefined {
  const runes = runesOf(name);
  const bad = badCharacter(runes);
  if (bad !== undefined) return bad;
  if (startsWithNumber(name, runes)) return `Cannot begin macro name with number: ${name}`;
  if (name === 'b64' || name === 'base64' || name === 'b32' || name === 'base32') {
    return `Cannot use ${name} as macro name`;
  }
  if (namedIntConstant(name) !== undefined) return `Named constants cannot be used as macro names: ${name}`;
  if (isPseudoOpName(name)) return `Macro names cannot be pseudo-ops: ${name}`;
  if (version !== UNSET_VERSION) {
    if (opTable(version).byName.has(name)) return `Macro names cannot be opcodes: ${name}`;
    if (fieldNamesAt(version).has(name)) return `Macro names cannot be field names: ${name}`;
  }
  if (labels.has(name)) return `Labels cannot be used as macro names: ${name}`;
  return undefined;
}

/**
 * The expansion path that leads from `start` back to itself through `token`, or undefined.
 * `dead` remembers names already shown not to lead back (it does not change which path is found first).
 */
function findCycle(asm: Assembly, token: Token, path: readonly string[], dead: Set<string>): string[] | undefined {
  const definition = asm.macros.get(token.text);
  if (definition === undefined || dead.has(token.text)) return undefined;
  if (path.length > 0 && token.text === path[0]) return [...path, token.text];
  const next = [...path, token.text];
  for (const inner of definition.slice(1)) {
    const found = findCycle(asm, inner, next, dead);
    if (found !== undefined) return found;
  }
  if (path.length > 0) dead.add(token.text);
  return undefined;
}

/** `#define NAME BODY...` */
export function defineMacro(asm: Assembly, tokens: readonly Token[]): SourceMessage | undefined {
  const nameToken = tokens[1];
  const bodyStart = tokens[2];
  if (nameToken === undefined || bodyStart === undefined) {
    return messageAt(tokens[tokens.length - 1]!, 'define directive requires a name and body');
  }
  const name = nameToken.text;
  const problem = macroNameProblem(name, asm.version, asm.labels);
  if (problem !== undefined) return messageAt(nameToken, problem);
  const saved = asm.macros.get(name);
  asm.macros.set(name, tokens.slice(1));
  const cycle = findCycle(asm, nameToken, [], new Set());
  if (cycle === undefined) return undefined;
  if (saved !== undefined) asm.macros.set(name, saved);
  else asm.macros.delete(name);
  return messageAt(nameToken, `macro expansion cycle discovered: ${cycle.join(' -> ')}`);
}

/**
 * Re-checks every macro name against the now settled version, dropping (and reporting) the ones that became
 * opcode or field names. Macros are visited in definition order (upstream visits a Go map: unspecified order).
 * Returns true when one was dropped.
 */
export function recheckMacroNames(asm: Assembly): boolean {
  let dropped = false;
  for (const [name, definition] of asm.macros) {
    const problem = macroNameProblem(name, asm.version, asm.labels);
    if (problem === undefined) continue;
    asm.record(messageAt(definition[0]!, problem));
    asm.macros.delete(name);
    dropped = true;
  }
  return dropped;
}

/**
 * How many tokens macro expansion may add to one assembly. Upstream has no limit, so nested macros whose bodies
 * repeat the previous one (`#define b a a`, `#define c b b`, ...) expand exponentially and never finish; a few
 * hundred bytes of source would hold a worker (or, for small sources, the event loop) forever. Real programs add
 * far fewer tokens than any source within the compile size limit contains.
 */
export const MAX_MACRO_EXPANSION_TOKENS = 200_000;

/**
 * A line's tokens being cut into statements. Macro bodies are pushed as frames and read lazily, so expansion costs
 * one step per produced token, and a body's tokens after a `;` are only expanded when their statement is read
 * (with the macro table of that moment, as upstream splices them).
 */
export interface StatementCursor {
  readonly frames: { readonly tokens: readonly Token[]; index: number }[];
}

export function lineCursor(tokens: readonly Token[]): StatementCursor {
  return { frames: [{ tokens, index: 0 }] };
}

/** Cuts the next statement (up to a `;`) off the cursor, expanding macros; undefined when the line is used up. */
export function nextStatement(asm: Assembly, cursor: StatementCursor): Token[] | undefined {
  const statement: Token[] = [];
  let consumed = false;
  for (;;) {
    const frame = cursor.frames[cursor.frames.length - 1];
    if (frame === undefined) return consumed ? statement : undefined;
    const token = frame.tokens[frame.index++];
    if (token === undefined) {
      cursor.frames.pop();
      continue;
    }
    consumed = true;
    const definition = asm.macros.get(token.text);
    if (definition !== undefined) {
      asm.expansionBudget -= definition.length - 1;
      if (asm.expansionBudget < 0) return refuseExpansion(asm, cursor);
      cursor.frames.push({ tokens: definition, index: 1 });
    } else if (token.text === ';') {
      return statement;
    } else {
      statement.push(token);
    }
  }
}

/** Records the expansion-limit error once (at the line being read) and drops the rest of this line. */
function refuseExpansion(asm: Assembly, cursor: StatementCursor): undefined {
  if (!asm.expansionExceeded) {
    asm.expansionExceeded = true;
    asm.record({
      line: asm.sourceLine,
      column: 0,
      message: `macro expansion exceeds ${MAX_MACRO_EXPANSION_TOKENS} tokens`,
    });
  }
  cursor.frames.length = 0;
  return undefined;
}
