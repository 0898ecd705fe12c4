import test from 'ava';
import {
  MAX_LINE_BYTES,
  isBlankText,
  splitSourceLines,
  tokensFromLine,
} from '../../../../src/core/teal/assembler/tokens.js';
import { errorsOf, hexOf } from './assemble-helpers.js';

/** Tokens as `text@column`. */
function cut(line: string): string[] {
  return tokensFromLine(line, 7).map((token) => `${token.text}@${token.column}`);
}

const tokens = test.macro({
  exec(t, line: string, expected: string[]) {
    t.deepEqual(cut(line), expected);
  },
  title: (given, line: string) => given ?? `tokens of ${JSON.stringify(line)}`,
});

test(tokens, 'int 1', ['int@0', '1@4']);
test(tokens, '  \tint\t\t1  ', ['int@3', '1@8']);
test(tokens, 'int 1;int 2', ['int@0', '1@4', ';@5', 'int@6', '2@10']);
test(tokens, ';; int 1 ;', [';@0', ';@1', 'int@3', '1@7', ';@9']);
test(tokens, 'int 1 ; ; pop', ['int@0', '1@4', ';@6', ';@8', 'pop@10']);
test(tokens, 'int 1 // comment', ['int@0', '1@4']);
test(tokens, 'int 1// glued comment', ['int@0', '1@4']);
test(tokens, '// only a comment', []);
test(tokens, 'a/b /c', ['a/b@0', '/c@4']);
test(tokens, 'byte "a b;c // d"', ['byte@0', '"a b;c // d"@5']);
test(tokens, 'byte "a\\"b c" x', ['byte@0', '"a\\"b c"@5', 'x@14']);
test('the closing quote test is naive: \\\\" does not close', tokens, 'byte "a\\\\" x', ['byte@0', '"a\\\\" x@5']);
test('a quote inside a token does not open a string', tokens, 'ab"c d"', ['ab"c@0', 'd"@5']);
test(tokens, '"a"b c', ['"a"b@0', 'c@5']);
test(tokens, 'byte "unterminated // still string', ['byte@0', '"unterminated // still string@5']);
test(tokens, 'byte base64 //8=', ['byte@0', 'base64@5', '//8=@12']);
test(tokens, 'byte b64 //8= // comment', ['byte@0', 'b64@5', '//8=@9']);
test(tokens, 'byte base64(//8=) // c', ['byte@0', 'base64(//8=)@5']);
test(tokens, 'byte b64(a//b)x//c', ['byte@0', 'b64(a//b)x@5']);
test('`)` ends base64 mode in the two-token form', tokens, 'byte b64 ab)//c', ['byte@0', 'b64@5', 'ab)@9']);
test('only the token right after base64 is base64 text', tokens, 'byte base64 AA== x//y', [
  'byte@0',
  'base64@5',
  'AA==@12',
  'x@17',
]);
test(tokens, 'x(//y', ['x(@0']);

test('tokens carry their line', (t) => {
  t.deepEqual(
    tokensFromLine('a b', 42).map((token) => token.line),
    [42, 42],
  );
});

const lines = test.macro({
  exec(t, text: string, expected: string[], tooLong = false) {
    t.deepEqual(splitSourceLines(text), { lines: expected, tooLong });
  },
  title: (given, text: string) => given ?? `lines of ${JSON.stringify(text)}`,
});

test(lines, 'a\nb', ['a', 'b']);
test(lines, 'a\nb\n', ['a', 'b']);
test(lines, 'a\r\nb\r', ['a', 'b']);
test(lines, 'a\r\r\n', ['a\r']);
test(lines, '\n\n', ['', '']);
test(lines, '', []);
test('a line of 65535 bytes is fine', lines, `${'x'.repeat(MAX_LINE_BYTES - 1)}\nb`, [
  'x'.repeat(MAX_LINE_BYTES - 1),
  'b',
]);
test('a line of 65536 bytes stops the scan', lines, `a\n${'x'.repeat(MAX_LINE_BYTES)}\nb`, ['a'], true);
test('a trailing \\r counts towards the limit', lines, `${'x'.repeat(MAX_LINE_BYTES - 1)}\r\n`, [], true);
test('a last line without newline is limited alike', lines, 'x'.repeat(MAX_LINE_BYTES), [], true);

test('blank text as Go trims it', (t) => {
  t.true(isBlankText(''));
  t.true(isBlankText(' \t\r\n\v\f'));
  t.true(isBlankText('\xc2\xa0\xc2\x85\xe3\x80\x80')); // U+00A0, U+0085, U+3000 as UTF-8 bytes
  t.false(isBlankText(' x '));
  t.false(isBlankText('\xa0')); // a lone 0xA0 byte is invalid UTF-8, not a space
  t.false(isBlankText('\xe2\x80\x8b')); // U+200B is not a space for Go
});

test('empty source is refused at line 0', (t) => {
  t.deepEqual(errorsOf(t, ''), ['0: Cannot assemble empty program text']);
  t.deepEqual(errorsOf(t, ' \n\t\r\n'), ['0: Cannot assemble empty program text']);
});

test('a comment-only source assembles with no version settled', (t) => {
  // Upstream writes its "no version" marker (the largest uint64) as the header.
  t.is(hexOf(t, '// nothing\n#pragma autosalt false'), 'ffffffffffffffffff01');
});

test('a too long line is reported after the lines before it', (t) => {
  const source = `int 1\nint 2\n${'/'.repeat(MAX_LINE_BYTES)}\nnope`;
  t.deepEqual(errorsOf(t, source), ['2: line too long']);
});

test('columns are byte offsets', (t) => {
  // "é" is two bytes in UTF-8, so `foo` starts at byte 11 of the line (it would be char 10).
  t.deepEqual(errorsOf(t, 'byte "\xc3\xa9"; foo'), ['1:11: unknown opcode: foo']);
});
