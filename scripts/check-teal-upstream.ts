/**
 * Dev-only check of our TEAL assembler against go-algorand's own test vectors, read from the local mirror
 * (never copied into the repository):
 * - the `vNNonsense` programs and their `compiled[v]` hex (assembler_test.go composes both by concatenating
 *   constants, some defined in frames_test.go and pairing_test.go; the composition is evaluated here), assembled
 *   with the version passed in, as upstream's TestAssemble does (v2..v14; upstream's v1 hex is not tested there);
 * - the `testLine(...)` / `testProg(...)` calls whose arguments are plain constants: expected errors
 *   (`exp(line, "text", col)`, with upstream's `...` wildcards) or expected success.
 *
 * Usage: npx tsx scripts/check-teal-upstream.ts [--verbose] [go-algorand-git-dir]
 *        (the git directory of a go-algorand clone or mirror; default: the team's fetch mirror location)
 * Exits 0 with a note when the mirror is absent, 1 when any nonsense vector differs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { assemble, type SourceMessage } from '../src/core/teal/assembler/index.js';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const REPO = args.find((a) => !a.startsWith('--')) ?? '/work/.mirror/algorand+go-algorand/repo';
const LOGIC = 'data/transactions/logic';

type Expect = { line: number; column: number; text: string };
type Value = string | number | Expect | { none: true } | undefined;

function show(file: string): string {
  return execFileSync('git', ['-C', REPO, 'show', `HEAD:${LOGIC}/${file}`], { encoding: 'latin1', maxBuffer: 1 << 26 });
}

/** Where each top-level `const NAME = ...` expression starts, across the given sources. */
const declarations = new Map<string, { src: string; at: number }>();
const evaluated = new Map<string, Value>();

function declare(name: string, src: string, at: number): void {
  if (!declarations.has(name)) declarations.set(name, { src, at });
}

/** Top-level `const X = ...` lines and the entries of `const ( ... )` blocks. */
function collectConstants(src: string): void {
  for (const match of src.matchAll(/^const (\w+)\s*(?:uint64\s*)?=\s*/gm))
    declare(match[1]!, src, match.index! + match[0].length);
  for (const block of src.matchAll(/^const \(\n([\s\S]*?)^\)/gm)) {
    const base = block.index! + 'const (\n'.length;
    for (const match of block[1]!.matchAll(/^\t(\w+)\s*(?:uint64\s*)?=\s*/gm))
      declare(match[1]!, src, base + match.index! + match[0].length);
  }
}

/** Values of the loop variable and locals visible at a call site. */
type Scope = {
  readonly src: string;
  readonly from: number;
  readonly to: number;
  readonly bound: ReadonlyMap<string, number>;
};

/** The last `name := expr` / `name = expr` statement of the enclosing function before the call. */
function local(name: string, scope: Scope): Value {
  const body = scope.src.slice(scope.from, scope.to);
  // Approximation: the textually last assignment wins, except those inside a switch case (they may not apply).
  const matches = [...body.matchAll(new RegExp(`^(\\t+)${name}\\s*:?=\\s*`, 'gm'))].filter(
    (m) => !inSwitchCase(body, m.index!, m[1]!.length),
  );
  const last = matches[matches.length - 1];
  if (last === undefined) return undefined;
  const inner: Scope = { ...scope, to: scope.from + last.index! };
  return new GoExpr(scope.src, scope.from + last.index! + last[0].length, inner).expression();
}

/** True when the nearest less indented line above `at` is a `case`/`default` label. */
function inSwitchCase(body: string, at: number, indent: number): boolean {
  const above = body.slice(0, at).split('\n').reverse();
  const parent = above.find((line) => line.trim() !== '' && /^\t*/.exec(line)![0].length < indent);
  return parent !== undefined && /^\t*(case .*|default):\s*$/.test(parent);
}

function lookup(name: string, scope?: Scope): Value {
  if (name === 'assemblerNoVersion') return { none: true };
  if (scope !== undefined) {
    const bound = scope.bound.get(name);
    if (bound !== undefined) return bound;
    const value = local(name, scope);
    if (value !== undefined) return value;
  }
  if (evaluated.has(name)) return evaluated.get(name);
  const where = declarations.get(name);
  evaluated.set(name, undefined);
  const value = where === undefined ? undefined : new GoExpr(where.src, where.at).expression();
  evaluated.set(name, value);
  return value;
}

function unquote(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|[\\"nrt'abfv])/g, (_, e: string) => {
    if (e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (e[0] === 'u') return Buffer.from(String.fromCodePoint(parseInt(e.slice(1), 16)), 'utf8').toString('latin1');
    return ({ n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b', f: '\f', v: '\v' } as Record<string, string>)[e] ?? e;
  });
}

/** A tiny evaluator for the Go constant expressions the tests use: strings, ints, +, -, a few calls. */
class GoExpr {
  constructor(
    private readonly src: string,
    public at: number,
    private readonly scope?: Scope,
  ) {}

  private skip(newlines: boolean): void {
    const blank = newlines ? /[ \t\r\n]/ : /[ \t]/;
    while (this.at < this.src.length && blank.test(this.src[this.at]!)) this.at++;
  }

  private term(): Value {
    this.skip(true);
    const c = this.src[this.at]!;
    if (c === '`') {
      const end = this.src.indexOf('`', this.at + 1);
      const text = this.src.slice(this.at + 1, end);
      this.at = end + 1;
      return text;
    }
    if (c === '"') {
      const match = /^"((?:[^"\\\n]|\\.)*)"/.exec(this.src.slice(this.at))!;
      this.at += match[0].length;
      return unquote(match[1]!);
    }
    const word = /^[\w.]+/.exec(this.src.slice(this.at))?.[0];
    if (word === undefined) return undefined;
    this.at += word.length;
    if (/^\d+$/.test(word)) return Number(word);
    if (this.src[this.at] === '(') return this.call(word);
    return lookup(word, this.scope);
  }

  private call(name: string): Value {
    this.at++;
    const args = this.list(')');
    if (name === 'notrack' && typeof args[0] === 'string') {
      return args[0].includes('#pragma typetrack false\n') ? args[0] : `#pragma typetrack false\n${args[0]}`;
    }
    if (name === 'exp' && typeof args[0] === 'number' && typeof args[1] === 'string') {
      return { line: args[0], text: args[1], column: typeof args[2] === 'number' ? args[2] : 0 };
    }
    return undefined;
  }

  /** Comma-separated expressions up to `close` (consumed). */
  list(close: string): Value[] {
    const values: Value[] = [];
    for (;;) {
      this.skip(true);
      if (this.src[this.at] === close) break;
      values.push(this.expression());
      this.skip(true);
      if (this.src[this.at] === ',') this.at++;
      else if (this.src[this.at] !== close) return [undefined];
    }
    this.at++;
    return values;
  }

  expression(): Value {
    let value = this.term();
    for (;;) {
      this.skip(false);
      const op = this.src[this.at];
      if (op !== '+' && op !== '-') return value;
      this.at++;
      const right = this.term();
      if (typeof value === 'string' && typeof right === 'string' && op === '+') value = value + right;
      else if (typeof value === 'number' && typeof right === 'number')
        value = op === '+' ? value + right : value - right;
      else value = undefined;
    }
  }
}

function mapLiteral(src: string, name: string): Map<number, Value> {
  const start = src.indexOf(`var ${name} = map[uint64]string{`);
  const body = src.slice(start, src.indexOf('\n}\n', start));
  const entries = new Map<number, Value>();
  for (const match of body.matchAll(/^\t(\d+):\s*/gm)) {
    entries.set(Number(match[1]), new GoExpr(src, start + match.index! + match[0].length).expression());
  }
  return entries;
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

function optionsFor(version: Value): { version?: number } | undefined {
  if (typeof version === 'number') return { version };
  if (typeof version === 'object' && 'none' in version) return {};
  return undefined;
}

function checkNonsense(src: string): number {
  const programs = mapLiteral(src, 'nonsense');
  const expected = mapLiteral(src, 'compiled');
  let failures = 0;
  for (let v = 2; v <= 14; v++) {
    const program = programs.get(v);
    const want = expected.get(v);
    if (typeof program !== 'string' || typeof want !== 'string') {
      console.log(`nonsense v${v}: could not evaluate the upstream composition`);
      failures++;
      continue;
    }
    const result = assemble(program, { version: v });
    const got = result.ok
      ? hex(result.program)
      : `errors: ${result.errors
          .slice(0, 3)
          .map((e) => `${e.line}:${e.column}: ${e.message}`)
          .join(' | ')}`;
    if (got === want.replaceAll(' ', '')) continue;
    failures++;
    const at = [...got].findIndex((ch, i) => ch !== want[i]);
    console.log(
      `nonsense v${v}: MISMATCH at hex offset ${at}\n  want ${want.slice(Math.max(0, at - 20), at + 40)}\n  got  ${got.slice(Math.max(0, at - 20), at + 40)}`,
    );
  }
  console.log(`nonsense vectors: ${13 - failures}/13 match (v2..v14)`);
  return failures;
}

/** Upstream `testMatch`: `...` at either end is a wildcard. */
function textMatches(actual: string, expected: string): boolean {
  if (expected.startsWith('...') && expected.endsWith('...')) return actual.includes(expected.slice(3, -3));
  if (expected.startsWith('...')) return `${actual}^`.includes(`${expected.slice(3)}^`);
  if (expected.endsWith('...')) return `^${actual}`.includes(`^${expected.slice(0, -3)}`);
  return actual === expected;
}

function expectationMet(errors: readonly SourceMessage[], want: Expect): boolean {
  if (want.line === 0) return errors.some((e) => textMatches(e.message, want.text));
  const found = errors.find((e) => e.line === want.line);
  if (found === undefined) return false;
  if (want.column !== 0 && found.column !== want.column) return false;
  return textMatches(found.message, want.text);
}

type Case = { where: string; source: string; options: { version?: number }; expects: Expect[] };

function extractCases(file: string, src: string): { cases: Case[]; skipped: number } {
  const cases: Case[] = [];
  let skipped = 0;
  for (const match of src.matchAll(/\b(testLine|testProg)\(t, /g)) {
    for (const scope of scopesAt(src, match.index!)) {
      const found = caseAt(file, src, match, scope);
      if (found === undefined) skipped++;
      else cases.push(found);
    }
  }
  return { cases, skipped };
}

/** One scope per value of an enclosing `for v := A; v <= B; v++` loop (or a single plain scope). */
function scopesAt(src: string, at: number): Scope[] {
  const from = src.lastIndexOf('\nfunc ', at);
  const body = src.slice(from, at);
  const loops = [...body.matchAll(/for (\w+) := (?:uint64\()?(\w+)\)?; \1 <= (\w+); \1\+\+ \{/g)];
  const loop = loops[loops.length - 1];
  if (loop === undefined) return [{ src, from, to: at, bound: new Map() }];
  const first = lookup(loop[2]!);
  const last = lookup(loop[3]!);
  const start = /^\d+$/.test(loop[2]!) ? Number(loop[2]) : first;
  if (typeof start !== 'number' || typeof last !== 'number') return [{ src, from, to: at, bound: new Map() }];
  const scopes: Scope[] = [];
  for (let v = start; v <= last; v++) scopes.push({ src, from, to: at, bound: new Map([[loop[1]!, v]]) });
  return scopes;
}

function caseAt(file: string, src: string, match: RegExpMatchArray, scope: Scope): Case | undefined {
  {
    const line = src.slice(0, match.index).split('\n').length;
    const args = new GoExpr(src, match.index! + match[0].length, scope).list(')');
    const [source, version, ...rest] = args;
    const options = optionsFor(version);
    if (typeof source !== 'string' || options === undefined) return undefined;
    const where = `${file}:${line}${version === undefined ? '' : ` v${JSON.stringify(version)}`}`;
    if (match[1] === 'testLine') {
      const [text, column] = rest;
      if (typeof text !== 'string' || (column !== undefined && typeof column !== 'number')) return undefined;
      const expects = text === '' ? [] : [{ line: 2, text, column: column ?? 0 }];
      return { where, source: `int 1\n${source}\nint 1\n`, options, expects };
    }
    if (rest.every((r) => typeof r === 'object' && r !== null && 'text' in r))
      return { where, source, options, expects: rest as Expect[] };
    return undefined;
  }
}

function runCase(c: Case): string | undefined {
  const result = assemble(c.source, c.options);
  if (c.expects.length === 0)
    return result.ok
      ? undefined
      : `unexpected errors: ${result.errors
          .slice(0, 3)
          .map((e) => `${e.line}:${e.column}: ${e.message}`)
          .join(' | ')}`;
  if (result.ok) return 'assembled, but errors were expected';
  for (const want of c.expects) {
    if (!expectationMet(result.errors, want)) {
      const got = result.errors
        .slice(0, 4)
        .map((e) => `${e.line}:${e.column}: ${e.message}`)
        .join(' | ');
      return `want ${want.line}:${want.column}: ${want.text}\n    got ${got}`;
    }
  }
  return undefined;
}

function main(): void {
  if (!existsSync(REPO)) {
    console.log(`go-algorand mirror not found at ${REPO}: nothing to check`);
    return;
  }
  for (const file of ['opcodes.go', 'assembler.go', 'frames_test.go', 'pairing_test.go', 'eval_test.go'])
    collectConstants(show(file));
  const assemblerTests = show('assembler_test.go');
  collectConstants(assemblerTests);
  const nonsenseFailures = checkNonsense(assemblerTests);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of [
    'assembler_test.go',
    'frames_test.go',
    'fields_test.go',
    'evalStateful_test.go',
    'eval_test.go',
  ]) {
    const src = file === 'assembler_test.go' ? assemblerTests : show(file);
    collectConstants(src);
    const extracted = extractCases(file, src);
    skipped += extracted.skipped;
    for (const c of extracted.cases) {
      const problem = runCase(c);
      if (problem === undefined) passed++;
      else {
        failed++;
        if (verbose || failed <= 40)
          console.log(`${c.where}: ${JSON.stringify(c.source).slice(0, 120)}\n    ${problem}`);
      }
    }
  }
  console.log(`testLine/testProg cases: ${passed} pass, ${failed} fail, ${skipped} not evaluable`);
  if (nonsenseFailures > 0) process.exitCode = 1;
}

main();
