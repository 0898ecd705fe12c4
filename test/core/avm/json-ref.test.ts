import test from 'ava';
import { asm, run } from './helpers.js';

type Kind = 'JSONString' | 'JSONUint64' | 'JSONObject';

/** json_ref of `key` in `json` (both raw bytes as latin1 strings): the value (hex for bytes), or `error: …`. */
function ref(json: string, key: string, kind: Kind): bigint | string {
  const hex = (s: string): string => Buffer.from(s, 'latin1').toString('hex');
  const result = run(asm(`pushbytes 0x${hex(json)}; pushbytes 0x${hex(key)}; json_ref ${kind}`, 7), {
    budget: 100_000,
  });
  if (result.error !== undefined && !result.error.message.startsWith('stack finished'))
    return `error: ${result.error.message}`;
  const top = result.stack[0]!;
  return typeof top === 'bigint' ? top : Buffer.from(top).toString('latin1');
}

const yields = test.macro((t, json: string, key: string, kind: Kind, expected: bigint | string) => {
  t.is(ref(json, key, kind), expected);
});
const utf8 = (s: string): string => Buffer.from(s, 'utf8').toString('latin1');

// upstream TestOpJSONRef
const DOC = '{"key0": 0,"key1": "algo","key2":{"key3": "teal", "key4": {"key40": 10}}, "key5": 18446744073709551615 }';
test('uint64 0', yields, DOC, 'key0', 'JSONUint64', 0n);
test('uint64 max', yields, DOC, 'key5', 'JSONUint64', 18446744073709551615n);
test('string', yields, DOC, 'key1', 'JSONString', 'algo');
test('object keeps its raw text', yields, DOC, 'key2', 'JSONObject', '{"key3": "teal", "key4": {"key40": 10}}');
test('escaped string', yields, '{"key1": "\\u0061\\u006C\\u0067\\u006F"}', 'key1', 'JSONString', 'algo');
test('escaped quotes', yields, '{"key3": "\\"teal\\""}', 'key3', 'JSONString', '"teal"');
test('spaces kept', yields, '{"key3": " teal "}', 'key3', 'JSONString', ' teal ');
test(
  'nested duplicates are kept raw',
  yields,
  '{"key4": {"key40": 10, "key40": "10"}}',
  'key4',
  'JSONObject',
  '{"key40": 10, "key40": "10"}',
);
test(
  'escaped key',
  yields,
  '{"\\u0072\\u0061\\u0077\\u0049\\u0044": "responseId"}',
  'rawID',
  'JSONString',
  'responseId',
);
test('JS max safe integer', yields, '{"maxSafeInt": 9007199254740991}', 'maxSafeInt', 'JSONUint64', 9007199254740991n);
test(
  'too-large numbers are fine elsewhere',
  yields,
  '{"big": 18446744073709551616, "small": 0}',
  'small',
  'JSONUint64',
  0n,
);
test('empty key', yields, '{"": 5}', '', 'JSONUint64', 5n);
test('text after the object is ignored', yields, '{"a": 1} trailing', 'a', 'JSONUint64', 1n);

const e = (message: string): string => `error: ${message}`;
const parseError = (detail = ''): string => e(`error while parsing JSON text, invalid json text${detail}`);
const typeError = (kind: string, goType: string): string =>
  e(`json: cannot unmarshal ${kind} into Go value of type ${goType}`);
const MAP = 'map[string]json.RawMessage';

// upstream failedCases
test('number as string', yields, '{"key0": 1 }', 'key0', 'JSONString', typeError('number', 'string'));
test('array as string', yields, '{"key0": [1] }', 'key0', 'JSONString', typeError('array', 'string'));
test('object as string', yields, '{"key0": {"key1":1} }', 'key0', 'JSONString', typeError('object', 'string'));
test('string as uint64', yields, '{"key0": "1" }', 'key0', 'JSONUint64', typeError('string', 'uint64'));
test('array as uint64', yields, '{"key0": ["1"] }', 'key0', 'JSONUint64', typeError('array', 'uint64'));
test('object as uint64', yields, '{"key0": {"key1":1} }', 'key0', 'JSONUint64', typeError('object', 'uint64'));
test('array as object', yields, '{"key0": [1]}', 'key0', 'JSONObject', typeError('array', MAP));
test('number as object', yields, '{"key0": 1}', 'key0', 'JSONObject', typeError('number', MAP));
test('string as object', yields, '{"key0": "1"}', 'key0', 'JSONObject', typeError('string', MAP));
test('bool as string', yields, '{"key0": true }', 'key0', 'JSONString', typeError('bool', 'string'));
test('bool as uint64', yields, '{"key0": false }', 'key0', 'JSONUint64', typeError('bool', 'uint64'));
test('bool as object', yields, '{"key0": true }', 'key0', 'JSONObject', typeError('bool', MAP));
for (const kind of ['JSONString', 'JSONUint64', 'JSONObject'] as const) {
  test(`null as ${kind}`, yields, '{"key0": null }', 'key0', kind, e('unexpected end of JSON input'));
}
test(
  'missing key',
  yields,
  '{"key0": 1,"key2":{"key3": "teal"} }',
  'key3',
  'JSONString',
  e('key key3 not found in JSON text'),
);
for (const number of ['-0', '1e10', '0.2e-2', '1.0', '2.5', '-3', '18446744073709551616']) {
  test(
    `number ${number} as uint64`,
    yields,
    `{"key0": ${number}}`,
    'key0',
    'JSONUint64',
    typeError(`number ${number}`, 'uint64'),
  );
}
test('trailing comma', yields, '{"key0": 1,}', 'key0', 'JSONString', parseError());
test(
  'duplicate keys',
  yields,
  '{"key0": 1, "key0": "3"}',
  'key0',
  'JSONString',
  parseError(', duplicate keys not allowed'),
);
for (const text of ['[1,2,3]', '2', 'null', 'true', '"sometext"']) {
  test(`top-level ${text}`, yields, text, 'key', 'JSONUint64', parseError(', only json object is allowed'));
}
test('unquoted keys', yields, '{noquotes: "x"}', 'noquotes', 'JSONString', parseError());

// jsonspec.md rules (whole-text: go-codec; extraction: encoding/json)
for (const text of [
  '{"key0": 4160,,,}',
  '{"key0": /*comment*/"algo"}',
  '{"key0": [1,/*comment*/,3]}',
  '{"key0": ["algo"}',
  '{"key0": ["algo"]]}',
  '{"key0": NaN}',
  '{"key0": +Inf}',
  '{"key0": 0x1}',
  '{"key0": [\f]}',
  '{"key0": [,1,]}',
  '{"key0":: 1}',
  '{"key0": \'algo\'}',
  '{1: 1}',
  '{"key0": ["\\u00A"]}',
  '{"key0": "\\"}',
  '{"key0": "\\uFF"}',
  '{"key0": "\\q"}',
  '',
  ' ',
  'nul',
]) {
  test(`rejected whole text ${JSON.stringify(text)}`, yields, text, 'key0', 'JSONString', parseError());
}
test(
  'byte order mark',
  yields,
  '\xef\xbb\xbf{"key0": 1}',
  'key0',
  'JSONUint64',
  parseError(', only json object is allowed'),
);
test('whitespace', yields, '{"key0": [\t]\n\r}', 'key0', 'JSONObject', typeError('array', MAP));
test('surrogate pair', yields, '{"key0": "\\uD801\\udc37"}', 'key0', 'JSONString', utf8('\u{10437}'));
test('lone surrogates', yields, '{"key0": "\\uD800\\uD800n"}', 'key0', 'JSONString', utf8('\ufffd\ufffdn'));
test(
  'invalid UTF-8 is replaced per byte',
  yields,
  '{"key0": "ab\xffcd\xe2\x82"}',
  'key0',
  'JSONString',
  utf8('ab\ufffdcd\ufffd\ufffd'),
);
test(
  'raw control characters fail on extraction',
  yields,
  '{"key0": "a\x01", "k": 1}',
  'key0',
  'JSONString',
  e("invalid character '\\x01' in string literal"),
);
test('... but not elsewhere', yields, '{"key0": "a\x01", "k": 1}', 'k', 'JSONUint64', 1n);
test(
  "\\' parses but fails on extraction",
  yields,
  '{"key0": "\\\'"}',
  'key0',
  'JSONString',
  e("invalid character '\\'' in string escape code"),
);
test(
  '\\u with non-hex fails on extraction',
  yields,
  '{"key0": "\\uZZZZ"}',
  'key0',
  'JSONString',
  e("invalid character 'Z' in \\u hexadecimal character escape"),
);
test('\\u with non-hex in a key becomes U+FFFD', yields, '{"\\uZZZZ": 1}', utf8('\ufffd'), 'JSONUint64', 1n);

// go-codec's MapKeyAsString: keys that spell scalars are not strings
test('numeric key', yields, '{"1": 2}', '1', 'JSONUint64', parseError());
test('literal key', yields, '{"true": 2}', 'true', 'JSONUint64', parseError());
test(
  'keys equal as numbers collide',
  yields,
  '{"1": 2, "+1": 3}',
  '1',
  'JSONUint64',
  parseError(', duplicate keys not allowed'),
);
test(
  'a duplicate null is not a collision',
  yields,
  '{"a": 1, "a": null}',
  'a',
  'JSONUint64',
  e('unexpected end of JSON input'),
);

// lenient go-codec numbers, strict encoding/json extraction
test(
  'lone minus parses, fails on extraction',
  yields,
  '{"a": -, "b": 2}',
  'a',
  'JSONUint64',
  e("invalid character ' ' in numeric literal"),
);
test('lone minus elsewhere', yields, '{"a": -, "b": 2}', 'b', 'JSONUint64', 2n);
test('leading zero', yields, '{"a": 01}', 'a', 'JSONUint64', e("invalid character '1' after top-level value"));
test(
  'dangling point',
  yields,
  '{"a": 1.}',
  'a',
  'JSONUint64',
  e("invalid character ' ' after decimal point in numeric literal"),
);
test(
  'number key in a nested object',
  yields,
  '{"a": {1: 2}}',
  'a',
  'JSONObject',
  e("invalid character '1' looking for beginning of object key string"),
);
test('float overflow is a parse error', yields, '{"a": 1e400}', 'a', 'JSONUint64', parseError());

test('nesting depth', (t) => {
  const nested = (depth: number): string => `{"a": ${'['.repeat(depth)}${']'.repeat(depth)}, "b": 1}`;
  t.is(ref(nested(1022), 'b', 'JSONUint64'), 1n);
  t.is(ref(nested(1023), 'b', 'JSONUint64'), parseError());
});

test('unknown json_ref type', (t) => {
  const program = asm('pushbytes "{}"; pushbytes "a"; json_ref JSONString', 7);
  program[program.length - 1] = 3;
  t.is(run(program).error?.message, 'invalid json_ref type JSONRefType(3)');
});
