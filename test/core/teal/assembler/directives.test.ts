import test from 'ava';
import { errorsOf, hexOf } from './assemble-helpers.js';

const fails = test.macro({
  exec(t, source: string, expected: string[], options?: { version?: number }) {
    t.deepEqual(errorsOf(t, source, options), expected);
  },
  title: (given, source: string) => given ?? `errors of ${JSON.stringify(source)}`,
});

const assembles = test.macro({
  exec(t, source: string, hex: string, options?: { version?: number }) {
    t.is(hexOf(t, source, options), hex);
  },
  title: (given, source: string) => given ?? `bytes of ${JSON.stringify(source)}`,
});

// #pragma version
test(fails, '#pragma', ['1: empty pragma']);
test(fails, '#pragma version', ['1:8: no version value']);
test(fails, '#pragma version 5 6', ['1:18: unexpected extra tokens: 6']);
test(fails, '#pragma version 5 6 7', ['1:18: unexpected extra tokens: 6 7']);
test('a ; after the number is an extra token', fails, '#pragma version 8;', ['1:17: unexpected extra tokens: ;']);
test(fails, '#pragma version x', ['1:16: bad #pragma version: "x"']);
test(fails, '#pragma version -1', ['1:16: bad #pragma version: "-1"']);
test(fails, '#pragma version 15', ['1:16: unsupported version: 15']);
test(fails, '#pragma version 18446744073709551616', ['1:16: bad #pragma version: "18446744073709551616"']);
test(fails, 'int 1\n#pragma version 5', ['2: #pragma version is only allowed before instructions']);
test(fails, '#pragma version 8\n#pragma version 6', ['2:16: version mismatch: assembling v6 with v8 assembler']);
test('a label settles the default version', fails, 'x:\n#pragma version 8', [
  '2:16: version mismatch: assembling v8 with v1 assembler',
]);
test(
  'the caller version is in force',
  fails,
  '#pragma version 6\nint 1',
  ['1:16: version mismatch: assembling v6 with v8 assembler'],
  { version: 8 },
);
test('caller versions above 14 are refused', fails, 'int 1', ['0: Can not assemble version 15'], { version: 15 });
test('the version accepts Go literals', assembles, '#pragma version 0x8\nint 1', '088101');
test('an equal second pragma is fine', assembles, '#pragma version 8\n#pragma version 8 // again\nint 1', '088101');
test('version 0 uses the v1 opcodes', assembles, '#pragma version 0\nint 1', '0020010122');
test('the caller version sets the header', assembles, 'int 1', '058101', { version: 5 });

// #pragma typetrack
test(fails, '#pragma typetrack', ['1:8: no typetrack value']);
test(fails, '#pragma typetrack maybe', ['1:18: bad #pragma typetrack: "maybe"']);
test(fails, '#pragma typetrack true false', ['1:23: unexpected extra tokens: false']);
test('type errors are on by default', fails, 'int 1; +', ['1:7: + expects 2 stack arguments but stack height is 1']);
test('typetrack off silences type errors', assembles, '#pragma typetrack false\nint 1; +', '0120010122' + '08');
test('typetrack accepts Go booleans', assembles, '#pragma typetrack F\nint 1; +', '012001012208');
test(
  're-enabling typetrack forgets what was known',
  assembles,
  '#pragma typetrack 0\nint 1\n#pragma typetrack 1\n+',
  '012001012208',
);
test(
  'typetrack can be toggled mid-program',
  fails,
  '#pragma typetrack false\nint 1; +\n#pragma typetrack true\nbyte 0x01; +',
  ['4:11: + arg 1 wanted type uint64 got [1]byte'],
);

// #pragma autosalt and others
test(fails, '#pragma autosalt', ['1:8: no autosalt value']);
test(fails, '#pragma autosalt yes', ['1:17: bad #pragma autosalt: "yes"']);
test(fails, 'int 1\n#pragma autosalt false', ['2: #pragma autosalt is only allowed before instructions']);
test(fails, '#pragma foo 1', ['1: unsupported pragma directive: "foo"']);
test(fails, '#pragma "\x01"', ['1: unsupported pragma directive: "\\"\\x01\\""']);
test(fails, '#foo bar', ['1: unknown directive: foo']);
test(fails, '#', ['1: unknown directive: ']);

// #define: shape and names
test(fails, '#define', ['1: define directive requires a name and body']);
test(fails, '#define x', ['1:8: define directive requires a name and body']);
test(fails, '#define 1x 2', ['1:8: Cannot begin macro name with number: 1x']);
test(fails, '#define -1 2', ['1:8: Cannot begin macro name with number: -1']);
test(fails, '#define +9x 2', ['1:8: Cannot begin macro name with number: +9x']);
test(fails, '#define a.b 2', ['1:8: . character not allowed in macro name']);
test(fails, '#define a(b 2', ['1:8: ( character not allowed in macro name']);
test('invalid UTF-8 is reported as U+FFFD', fails, '#define a\xffb 2', [
  '1:8: \xef\xbf\xbd character not allowed in macro name',
]);
test(fails, '#define b64 2', ['1:8: Cannot use b64 as macro name']);
test(fails, '#define base32 2', ['1:8: Cannot use base32 as macro name']);
test(fails, '#define pay 2', ['1:8: Named constants cannot be used as macro names: pay']);
test(fails, '#define ApplicationCall 2', ['1:8: Named constants cannot be used as macro names: ApplicationCall']);
test(fails, '#define DeleteApplication 2', ['1:8: Named constants cannot be used as macro names: DeleteApplication']);
test(fails, '#define method 2', ['1:8: Macro names cannot be pseudo-ops: method']);
test(fails, '#define extract 2', ['1:8: Macro names cannot be pseudo-ops: extract']);
test(fails, '#pragma version 8\n#define pop 2', ['2:8: Macro names cannot be opcodes: pop']);
test(fails, '#pragma version 8\n#define Sender 2', ['2:8: Macro names cannot be field names: Sender']);
test('field names of every version count', fails, '#pragma version 1\n#define ApplicationID 2', [
  '2:8: Macro names cannot be field names: ApplicationID',
]);
test(fails, 'lbl:\n#define lbl 2', ['2:8: Labels cannot be used as macro names: lbl']);
test(
  'opcodes of later versions are fine names',
  assembles,
  '#pragma version 2\n#define box_get 7\nint box_get',
  '0220010722',
);
test(
  'letters of any script are allowed',
  assembles,
  '#pragma version 8\n#define \xc3\xa9t\xc3\xa9 5\nint \xc3\xa9t\xc3\xa9',
  '088105',
);
test('operator characters are allowed', assembles, '#pragma version 8\n#define <+> 5\nint <+>', '088105');

// #define: cycles, recheck, expansion
test(fails, '#define a a', ['1:8: macro expansion cycle discovered: a -> a']);
test(fails, '#define a b\n#define b c\n#define c a', ['3:8: macro expansion cycle discovered: c -> a -> b -> c']);
test(
  'a refused redefinition keeps the old body',
  fails,
  '#pragma version 8\n#define a 1\n#define c a\n#define a c\nbyte c',
  ['4:8: macro expansion cycle discovered: a -> c -> a', '2:10: byte arg did not parse: 1'],
);
test('the first message is the cycle', fails, '#define a 1\n#define b a\n#define a b', [
  '3:8: macro expansion cycle discovered: a -> b -> a',
]);
test('redefinition replaces', assembles, '#pragma version 8\n#define a 1\n#define a 2\nint a', '088102');
test(fails, '#define pop 2\n#pragma version 8', [
  '1:8: Macro names cannot be opcodes: pop',
  '2:16: version is incompatible with defined macros',
]);
test('settling the default version rechecks names too', fails, '#define pop 2\nint 1; int pop', [
  '1:8: Macro names cannot be opcodes: pop',
  '2:11: unable to parse "pop" as integer',
]);
test(fails, '#define x 1\nx: int 1', ['2: Cannot create label with same name as macro: x']);
test(
  'a body may hold several statements',
  assembles,
  '#pragma version 8\n#define two int 1; int 2\ntwo; +',
  '0881018102' + '08',
);
test('bodies expand recursively', assembles, '#pragma version 8\n#define one 1\n#define push int one\npush', '088101');
test(
  'macros expand in any position',
  assembles,
  '#pragma version 8\n#define L target\nb L\ntarget:\nint 1',
  '084200008101',
);
test('expanded tokens keep their definition place', fails, '#define bad foo\nint 1\nbad', [
  '1:12: unknown opcode: foo',
]);
test('a macro is known only after its definition', fails, 'int x\n#define x 1\nint x', [
  '1:4: unable to parse "x" as integer',
]);

// Exponential macro nesting is cut off (upstream has no limit and never finishes).
test('nested macros that double each level stop at the expansion limit', (t) => {
  const defines = ['#define m0 int 1; pop;'];
  for (let i = 1; i <= 40; i++) defines.push(`#define m${i} m${i - 1} m${i - 1}`);
  const errors = errorsOf(t, `#pragma version 8\n${defines.join('\n')}\nm40\nint 1\nm40\n`);
  t.deepEqual(errors, ['43: macro expansion exceeds 200000 tokens']);
});
test(
  'expansions within the limit assemble as before',
  assembles,
  '#pragma version 8\n#define two int 2; int 2\n#define four two; two\nfour\n+\n+\n+\n',
  '0820010222222222080808',
);
