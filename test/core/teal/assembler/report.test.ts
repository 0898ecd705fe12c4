import test from 'ava';
import {
  assemble,
  compileReport,
  renderSourceMessage,
  type SourceMessage,
} from '../../../../src/core/teal/assembler/index.js';

const at = (line: number, column: number, message: string): SourceMessage => ({ line, column, message });

function reportOf(source: string): string {
  const result = assemble(source);
  if (result.ok) throw new Error('expected a failure');
  return compileReport(result.errors, result.warnings);
}

test('rendering drops a zero column', (t) => {
  t.is(renderSourceMessage(at(3, 0, 'x')), '3: x');
  t.is(renderSourceMessage(at(3, 7, 'x')), '3:7: x');
  t.is(renderSourceMessage(at(0, 0, 'Cannot assemble empty program text')), '0: Cannot assemble empty program text');
});

test('one error and no warning gets the count header', (t) => {
  t.is(
    compileReport([at(1, 4, 'unable to parse "test" as integer')], []),
    '1 error: 1:4: unable to parse "test" as integer\n',
  );
});

test('several errors are listed without a header', (t) => {
  t.is(compileReport([at(1, 0, 'a'), at(2, 3, 'b')], []), '1: a\n2:3: b\n');
});

test('one error with a warning has no header and lists the warning after it', (t) => {
  t.is(compileReport([at(2, 0, 'e')], [at(1, 5, 'w')]), '2: e\n1:5: w\n');
});

test('errors and warnings are capped at ten each', (t) => {
  const errors = Array.from({ length: 12 }, (_, i) => at(i + 1, 0, `e${i}`));
  const warnings = Array.from({ length: 11 }, (_, i) => at(i + 1, 1, `w${i}`));
  const lines = compileReport(errors, warnings).split('\n');
  t.is(lines.length, 21); // 10 + 10 and the empty string after the final newline
  t.is(lines[9], '10: e9');
  t.is(lines[10], '1:1: w0');
  t.is(lines[19], '10:1: w9');
  t.is(lines[20], '');
});

test('compile messages end to end', (t) => {
  // Go's %#v quotes the token, quotes included (docs/spec/teal.md §3.11 shows this example without the inner quotes).
  t.is(reportOf('int "test"'), '1 error: 1:4: unable to parse "\\"test\\"" as integer\n');
  t.is(reportOf(''), '1 error: 0: Cannot assemble empty program text\n');
  t.is(reportOf('foo\nbar'), '1: unknown opcode: foo\n2: unknown opcode: bar\n');
  t.is(
    reportOf('#pragma version 4\nintcblock 1\nint 1\nfoo'),
    '4: unknown opcode: foo\n3:4: int 1 used with explicit intcblock. must pushint\n',
  );
});

test('messages keep the source bytes', (t) => {
  // The source is a binary string; the report carries the same bytes (UTF-8 stays UTF-8).
  t.is(reportOf('int \xc3\xa9'), '1 error: 1:4: unable to parse "\xc3\xa9" as integer\n');
});

test('source map of a small program', (t) => {
  const result = assemble('#pragma version 8\nint 1\n  int 2 // two\n+');
  if (!result.ok) return t.fail();
  t.is(Buffer.from(result.program).toString('hex'), '08' + '8101' + '8102' + '08');
  // Instructions start at pc 1 (line 1, column 0), pc 3 (line 2, column 2) and pc 5 (line 3, column 0).
  t.deepEqual(result.sourceMap, { version: 3, sources: ['<body>'], names: [], mappings: ';AACA;;AACE;;AACF' });
});

test('source map offsets are shifted by the constant blocks', (t) => {
  const result = assemble('#pragma version 2\nint 1\nx: int 1');
  if (!result.ok) return t.fail();
  // 02 20 01 01 | 22 22: instructions at pc 4 (line 1) and pc 5 (line 2, column 3 after the label).
  t.is(result.sourceMap.mappings, ';;;;AACA;AACG');
});

test('source map entries follow rewritten references', (t) => {
  // v4: the single `int 7` grows from intc (1 byte) to pushint (2 bytes); `int 5` stays intc_0.
  const result = assemble('#pragma version 4\nint 7\nint 5\nint 5\n+');
  if (!result.ok) return t.fail();
  t.is(Buffer.from(result.program).toString('hex'), '04' + '200105' + '8107' + '22' + '22' + '08');
  t.is(result.sourceMap.mappings, ';;;;AACA;;AACA;AACA;AACA');
});

test('instructions from a macro map to its definition', (t) => {
  const result = assemble('#pragma version 8\n#define two int 2\nint 1\ntwo\n+');
  if (!result.ok) return t.fail();
  // pc 1: line 2 (0-based); pc 3: the body token on line 1 column 12 (deltas -1, +12); pc 5: line 4 (+3, -12).
  t.is(result.sourceMap.mappings, ';AAEA;;AADY;;AAGZ');
});

test('a successful result carries hash and version', (t) => {
  const result = assemble('#pragma version 2\nint 1');
  if (!result.ok) return t.fail();
  t.is(result.version, 2);
  t.is(result.hash.length, 58);
  t.deepEqual(result.warnings, []);
});

test('one.teal hashes to its known address', (t) => {
  const result = assemble('#pragma version 2\nint 1\n');
  if (!result.ok) return t.fail();
  t.is(Buffer.from(result.program).toString('base64'), 'AiABASI=');
  t.is(result.hash, 'YOE6C22GHCTKAN3HU4SE5PGIPN5UKXAJTXCQUPJ3KKF5HOAH646MKKCPDA');
});

test('a bad caller version is a programming error', (t) => {
  t.throws(() => assemble('int 1', { version: -1 }), { message: /non-negative integer/ });
  t.throws(() => assemble('int 1', { version: 1.5 }), { message: /non-negative integer/ });
});
