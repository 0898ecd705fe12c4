import test from 'ava';
import { MAX_JSON_DEPTH, parseJson, parseJsonPrefix, type ParsedJson } from '../../../src/core/codec/json-parse.js';

const parses = test.macro({
  exec(t, text: string, expected: ParsedJson) {
    t.deepEqual(parseJson(text), expected);
  },
  title: (_, text) => `parses ${JSON.stringify(text)}`,
});

test(parses, '0', 0);
test(parses, '-0', -0);
test(parses, '9007199254740991', 9007199254740991);
test(parses, '-9007199254740991', -9007199254740991);
test(parses, '9007199254740992', 9007199254740992n);
test(parses, '18446744073709551615', 18446744073709551615n);
test(parses, '-9223372036854775808', -9223372036854775808n);
test(parses, '1234567890123456', 1234567890123456);
test(parses, '12345678901234567', 12345678901234567n);
test(parses, '1.5e3', 1500);
test(parses, '1E-2', 0.01);
test(parses, '123456789012345678901234567890.0', 1.2345678901234568e29);
test(parses, ' \t\n\r{"a" : [ true , false , null ] }\n', { a: [true, false, null] });
test(parses, '"\\u00e9\\ud83d\\ude00\\n\\/\\"\\\\"', 'é😀\n/"\\');
test(parses, '"é€😀"', 'é€😀');
test(parses, '{"a":1,"a":2}', { a: 2 });
test(parses, '[]', []);
test(parses, '{}', {});

const rejects = test.macro({
  exec(t, text: string, message: RegExp) {
    const err = t.throws(() => parseJson(text));
    t.is((err as { code?: string }).code, 'CORE_JSON_DECODE');
    t.regex(err!.message, message);
  },
  title: (_, text: string) => `rejects ${JSON.stringify(text.slice(0, 40))}`,
});

test(rejects, '', /unexpected end of input/);
test(rejects, '   ', /unexpected end of input/);
test(rejects, '{"a":1} x', /after top-level value/);
test(rejects, '{"a":1}{}', /after top-level value/);
test(rejects, '[1,]', /beginning of value/);
test(rejects, '{"a":1,}', /expected string key/);
test(rejects, "{'a':1}", /expected string key/);
test(rejects, '01', /after top-level value/);
test(rejects, '+1', /beginning of value/);
test(rejects, '.5', /beginning of value/);
test(rejects, '1.', /after top-level value/);
test(rejects, 'NaN', /beginning of value/);
test(rejects, 'tru', /expected true/);
test(rejects, '"a\nb"', /control character/);
test(rejects, '"abc', /unterminated string/);
test(rejects, '"\\x"', /invalid escape/);
test(rejects, '"\\u12g4"', /invalid \\u escape/);
test(rejects, '{"a" 1}', /expected ':'/);
test(rejects, '[1 2]', /expected ',' or ']'/);
test(rejects, '// c\n1', /beginning of value/);
test(rejects, '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), /maximum nesting depth/);

test('a __proto__ key becomes an own property, not the prototype', (t) => {
  const v = parseJson('{"__proto__":{"polluted":true}}') as Record<string, ParsedJson>;
  t.is(Object.getPrototypeOf(v), Object.prototype);
  t.deepEqual(Object.keys(v), ['__proto__']);
  t.is(({} as Record<string, unknown>)['polluted'], undefined);
});

test('bigints: "all" makes every integer a bigint', (t) => {
  t.deepEqual(parseJson('[1, -2, 1.5]', { bigints: 'all' }), [1n, -2n, 1.5]);
});

test('parses bytes as UTF-8', (t) => {
  t.deepEqual(parseJson(Buffer.from('{"k":"é"}')), { k: 'é' });
});

test('parseJsonPrefix reads one value and reports where it ended', (t) => {
  t.deepEqual(parseJsonPrefix('{"a":1} trailing junk'), { value: { a: 1 }, end: 7 });
});
