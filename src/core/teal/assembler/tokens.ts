/**
 * Source text → lines → tokens, with upstream's exact rules (docs/spec/teal.md §3.1).
 *
 * Invariants:
 * - Text is a binary string; a token's column is its byte offset in its line, lines count from 1.
 * - Lines follow Go's `bufio.Scanner` line splitting: split on `\n`, a last line without `\n` still counts, one
 *   trailing `\r` is dropped per line, and a line of 64 KiB or more stops the scan (`line too long`).
 * - Tokens are split on space, tab and `;`; every `;` is also a token of its own. A `"` opens a string only at the
 *   start of a token and a string ends at a `"` not preceded by `\` (a naive test, kept on purpose). `//` starts a
 *   comment except inside a string or inside base64 text (`base64 X`, `b64 X`, `base64(...)`, `b64(...)`).
 */

/** One token and where it starts. */
export interface Token {
  readonly text: string;
  /** 1-based line (of the `#define` when the token came from a macro body). */
  readonly line: number;
  /** 0-based byte offset in the line. */
  readonly column: number;
}

/** Go's `bufio.MaxScanTokenSize`: a line (without its `\n`) this long or longer cannot be scanned. */
export const MAX_LINE_BYTES = 64 * 1024;

export interface SourceLines {
  /** The lines scanned, without their `\n` and one trailing `\r`. */
  readonly lines: string[];
  /** True when the scan stopped at a line of MAX_LINE_BYTES bytes or more. */
  readonly tooLong: boolean;
}

/** Splits text into lines as Go's `bufio.Scanner` with `ScanLines` does. */
export function splitSourceLines(text: string): SourceLines {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    if (end - start >= MAX_LINE_BYTES) return { lines, tooLong: true };
    const raw = text.slice(start, end);
    lines.push(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
    if (newline === -1) break;
    start = newline + 1;
  }
  return { lines, tooLong: false };
}

/** Go `unicode.IsSpace` for the runes that can appear in decoded UTF-8. */
const GO_SPACES = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006,
  0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);

/** True when Go's `strings.TrimSpace` would leave nothing of the text. */
export function isBlankText(text: string): boolean {
  const decoded = Buffer.from(text, 'latin1').toString('utf8');
  for (const char of decoded) {
    if (!GO_SPACES.has(char.codePointAt(0)!)) return false;
  }
  return true;
}

function isSeparator(char: string | undefined): boolean {
  return char === ' ' || char === '\t' || char === ';';
}

function isBase64Word(text: string): boolean {
  return text === 'base64' || text === 'b64';
}

/** Scanner state while one line is cut into tokens. */
interface Cutter {
  readonly line: string;
  readonly lineNumber: number;
  readonly tokens: Token[];
  index: number;
  start: number;
  inString: boolean;
  inBase64: boolean;
}

function push(cut: Cutter, text: string, column: number): void {
  cut.tokens.push({ text, line: cut.lineNumber, column });
}

/** Skips a run of separators, turning each `;` into a token; the next token starts after the run. */
function skipSeparators(cut: Cutter): void {
  while (cut.index < cut.line.length && isSeparator(cut.line[cut.index])) {
    if (cut.line[cut.index] === ';') push(cut, ';', cut.index);
    cut.index++;
  }
  cut.start = cut.index;
}

/** Handles one non-separator char; returns false when a comment ends the line. */
function scanChar(cut: Cutter): boolean {
  const { line, index } = cut;
  switch (line[index]) {
    case '"':
      if (!cut.inString) {
        if (index === 0 || isSeparator(line[index - 1])) cut.inString = true;
      } else if (line[index - 1] !== '\\') {
        cut.inString = false;
      }
      break;
    case '/':
      if (line[index + 1] === '/' && !cut.inBase64 && !cut.inString) {
        if (cut.start !== index) push(cut, line.slice(cut.start, index), cut.start);
        return false;
      }
      break;
    case '(':
      if (isBase64Word(line.slice(cut.start, index))) cut.inBase64 = true;
      break;
    case ')':
      cut.inBase64 = false;
      break;
    default:
      break;
  }
  cut.index++;
  return true;
}

/** Handles a separator char met outside leading runs. */
function scanSeparator(cut: Cutter): void {
  if (cut.inString) {
    cut.index++;
    return;
  }
  const word = cut.line.slice(cut.start, cut.index);
  push(cut, word, cut.start);
  if (cut.line[cut.index] === ';') push(cut, ';', cut.index);
  // base64 text may hold `//`: the token after `base64`/`b64` is read in base64 mode.
  cut.inBase64 = cut.inBase64 ? false : isBase64Word(word);
  cut.index++;
  skipSeparators(cut);
}

/** Cuts one line into tokens, dropping its comment. */
export function tokensFromLine(line: string, lineNumber: number): Token[] {
  const cut: Cutter = { line, lineNumber, tokens: [], index: 0, start: 0, inString: false, inBase64: false };
  skipSeparators(cut);
  while (cut.index < line.length) {
    if (!isSeparator(line[cut.index])) {
      if (!scanChar(cut)) return cut.tokens;
    } else {
      scanSeparator(cut);
    }
  }
  if (cut.start < line.length) push(cut, line.slice(cut.start), cut.start);
  return cut.tokens;
}
