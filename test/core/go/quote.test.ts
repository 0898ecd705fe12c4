// Go strconv.Quote / %#U / %c on binary strings. Expected outputs follow Go's documented rules: printable runes
// (unicode.IsPrint, Unicode 15.0 in Go 1.25) stay as UTF-8, `\a\b\f\n\r\t\v`, other controls and DEL as \xhh,
// other non-printable runes as \uhhhh / \Uhhhhhhhh, each invalid UTF-8 byte as \xhh.
import test from 'ava';
import {
  goByteAsRune,
  goQuote,
  goQuoteChar,
  goQuoteText,
  goUnicodeVerb,
  decodeRuneAt,
} from '../../../src/core/go/quote.js';
import { isGoPrintable } from '../../../src/core/go/printable.js';
import { SeededRandom, utf8 } from '../teal/literals/seeded-random.js';

/** Input and expected output given as JS text; both are compared as binary strings of their UTF-8 bytes. */
const quotes = test.macro({
  exec(t, input: string, expected: string) {
    t.is(goQuote(input), utf8(expected));
  },
  title: (given, input: string) => given ?? `quote ${JSON.stringify(input)}`,
});

test(quotes, '', '""');
test(quotes, 'abc 123', '"abc 123"');
test(quotes, 'a"b\\c', '"a\\"b\\\\c"');
test(quotes, "it's", '"it\'s"');
test('short escapes', quotes, '\x07\b\f\n\r\t\v', '"\\a\\b\\f\\n\\r\\t\\v"');
test('NUL, ESC, US and DEL', quotes, '\x00\x1b\x1f\x7f', '"\\x00\\x1b\\x1f\\x7f"');

/** Inputs given as UTF-8 of JS text (so they are valid UTF-8). */
const quotesText = test.macro({
  exec(t, input: string, expected: string) {
    t.is(goQuote(utf8(input)), utf8(expected));
  },
  title: (given, input: string) =>
    given ?? `quote text U+${[...input].map((c) => c.codePointAt(0)!.toString(16)).join(' U+')}`,
});

test('Latin-1 letters stay', quotesText, 'é ñ ÿ ¡ ©', '"é ñ ÿ ¡ ©"');
test('C1 control U+0085', quotesText, '\u0085', '"\\u0085"');
test('no-break space U+00A0 is not printable', quotesText, '\u00a0', '"\\u00a0"');
test('soft hyphen U+00AD', quotesText, '\u00ad', '"\\u00ad"');
test('zero width space U+200B', quotesText, '\u200b', '"\\u200b"');
test('line separator U+2028', quotesText, '\u2028', '"\\u2028"');
test('BOM U+FEFF', quotesText, '\ufeff', '"\\ufeff"');
test('ideographic space U+3000', quotesText, '\u3000', '"\\u3000"');
test('unassigned U+0378', quotesText, '\u0378', '"\\u0378"');
test('private use U+E000', quotesText, '\ue000', '"\\ue000"');
test('CJK, Greek, Cyrillic, Arabic stay', quotesText, '中文 αβ жд عربي', '"中文 αβ жд عربي"');
test('emoji stay', quotesText, '😀🚀', '"😀🚀"');
test('literal U+FFFD stays', quotesText, '\ufffd', '"\ufffd"');
test('U+10FFFF', quotesText, '\u{10ffff}', '"\\U0010ffff"');
test('format char U+1D173', quotesText, '\u{1d173}', '"\\U0001d173"');
test('CJK ext H U+31350 (Unicode 15.0) stays', quotesText, '\u{31350}', '"\u{31350}"');
test('CJK ext I U+2EBF0 (Unicode 15.1) is escaped', quotesText, '\u{2ebf0}', '"\\U0002ebf0"');
test('Unicode 16 emoji U+1FAE9 is escaped', quotesText, '\u{1fae9}', '"\\U0001fae9"');
test('Unicode 15.0 emoji U+1FAE8 stays', quotesText, '\u{1fae8}', '"\u{1fae8}"');

const quotesBytes = test.macro({
  exec(t, input: number[], expected: string) {
    t.is(goQuote(Buffer.from(input).toString('latin1')), expected);
  },
  title: (given, input: number[]) => given ?? `quote bytes ${Buffer.from(input).toString('hex')}`,
});

test('lone 0xff', quotesBytes, [0xff], '"\\xff"');
test('lone Latin-1 byte 0xe9', quotesBytes, [0x61, 0xe9, 0x62], '"a\\xe9b"');
test('truncated 2-byte sequence', quotesBytes, [0xc3, 0x28], '"\\xc3("');
test('overlong NUL', quotesBytes, [0xc0, 0x80], '"\\xc0\\x80"');
test('overlong 3-byte', quotesBytes, [0xe0, 0x80, 0xaf], '"\\xe0\\x80\\xaf"');
test('surrogate half', quotesBytes, [0xed, 0xa0, 0x80], '"\\xed\\xa0\\x80"');
test('above U+10FFFF', quotesBytes, [0xf4, 0x90, 0x80, 0x80], '"\\xf4\\x90\\x80\\x80"');
test('truncated euro sign', quotesBytes, [0xe2, 0x82], '"\\xe2\\x82"');
test('euro sign stays', quotesBytes, [0xe2, 0x82, 0xac], '"\xe2\x82\xac"');
test('U+FFFD from real bytes stays', quotesBytes, [0xef, 0xbf, 0xbd], '"\xef\xbf\xbd"');
test('stray continuation bytes', quotesBytes, [0x80, 0xbf], '"\\x80\\xbf"');

test('printable ASCII quotes like JSON', (t) => {
  const rng = new SeededRandom('go-quote-ascii');
  for (let i = 0; i < 300; i++) {
    const text = String.fromCharCode(...[...rng.bytes(rng.int(20))].map((b) => 0x20 + (b % 95)));
    t.is(goQuote(text), JSON.stringify(text));
  }
});

/** Reverses Go quoting (test-only): escapes back to bytes, \u/\U back to UTF-8. */
function unquote(quoted: string): string {
  const body = quoted.slice(1, -1);
  const simple: Record<string, string> = {
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\\': '\\',
    '"': '"',
  };
  return body.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|.)/g, (_, esc: string) => {
    if (esc[0] === 'x') return String.fromCharCode(parseInt(esc.slice(1), 16));
    if (esc[0] === 'u' || esc[0] === 'U') return utf8(String.fromCodePoint(parseInt(esc.slice(1), 16)));
    return simple[esc]!;
  });
}

test('random bytes round-trip and quote to valid UTF-8', (t) => {
  const rng = new SeededRandom('go-quote-bytes');
  for (let i = 0; i < 500; i++) {
    const input = rng.bytes(rng.int(24)).toString('latin1');
    const quoted = goQuote(input);
    t.is(unquote(quoted), input);
    const raw = Buffer.from(quoted, 'latin1');
    t.true(Buffer.from(raw.toString('utf8'), 'utf8').equals(raw), 'output must be valid UTF-8');
  }
});

test('random code points round-trip', (t) => {
  const rng = new SeededRandom('go-quote-runes');
  for (let i = 0; i < 2000; i++) {
    let cp = rng.int(0x110000);
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0x41;
    const input = utf8(String.fromCodePoint(cp));
    const quoted = goQuote(input);
    t.is(unquote(quoted), input);
    t.is(quoted === '"' + input + '"' || cp === 0x22 || cp === 0x5c, isGoPrintable(cp), `U+${cp.toString(16)}`);
  }
});

test('decodeRuneAt matches Node for every 1-4 byte valid sequence sample', (t) => {
  const rng = new SeededRandom('utf8-decode');
  for (let i = 0; i < 3000; i++) {
    const bytes = rng.bytes(4);
    const { rune, width } = decodeRuneAt(bytes.toString('latin1'), 0);
    const node = [...bytes.subarray(0, Math.max(width, 1)).toString('utf8')];
    if (rune >= 0) {
      t.is(node[0]!.codePointAt(0), rune);
      t.true(Buffer.from(String.fromCodePoint(rune), 'utf8').equals(bytes.subarray(0, width)));
    } else {
      t.is(width, 1);
      t.is(node[0], '\ufffd');
    }
  }
});

test('%#U of runes', (t) => {
  t.is(goUnicodeVerb(0x67), "U+0067 'g'");
  t.is(goUnicodeVerb(0x20), "U+0020 ' '");
  t.is(goUnicodeVerb(0), 'U+0000');
  t.is(goUnicodeVerb(0x7f), 'U+007F');
  t.is(goUnicodeVerb(0x85), 'U+0085');
  t.is(goUnicodeVerb(0xad), 'U+00AD');
  t.is(goUnicodeVerb(0xe9), utf8("U+00E9 'é'"));
  t.is(goUnicodeVerb(0x1f600), utf8("U+1F600 '😀'"));
});

test('%c of a byte is its rune in UTF-8', (t) => {
  t.is(goByteAsRune(0x71), 'q');
  t.is(goByteAsRune(0xe9), utf8('é'));
  t.is(goByteAsRune(0x85), utf8('\u0085'));
});

test('printable set is a subset of the engine letters/marks/numbers/punctuation/symbols', (t) => {
  const graphic = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
  let printable = 0;
  for (let cp = 0; cp < 0x110000; cp++) {
    if (!isGoPrintable(cp)) continue;
    printable++;
    if (cp !== 0x20 && !graphic.test(String.fromCodePoint(cp))) t.fail(`U+${cp.toString(16)} printable in Go only`);
  }
  // Go 1.25's tables (Unicode 15.0) hold this many printable runes; a change means the data was edited.
  t.is(printable, 148998);
});

test('goQuoteText quotes JS text by its UTF-8 bytes and returns JS text', (t) => {
  t.is(goQuoteText('a"b\\c'), '"a\\"b\\\\c"');
  t.is(goQuoteText('é\u0001\u0085'), '"é\\x01\\u0085"');
});

test("goQuoteChar is encoding/json's quoteChar: the byte as a rune, single-quoted", (t) => {
  const cases: [number, string][] = [
    [0x27, "'\\''"],
    [0x22, `'"'`],
    [0x5c, "'\\\\'"],
    [0x0a, "'\\n'"],
    [0x01, "'\\x01'"],
    [0x7f, "'\\x7f'"],
    [0x85, "'\\u0085'"],
    [0xa0, "'\\u00a0'"],
    [0xad, "'\\u00ad'"],
    [0xe9, "'é'"],
    [0x61, "'a'"],
  ];
  for (const [byte, expected] of cases) t.is(goQuoteChar(byte), expected, `byte ${byte}`);
});
