/**
 * Fuzzing the strict JSON parser: any bytes give a clear error (AppError) or a value; every document JSON.parse
 * accepts (as UTF-8 bytes) parses to the same value (integers beyond 2^53 as bigints).
 */
import test from 'ava';
import fc from 'fast-check';
import { parseJson, parseJsonPrefix } from '../../src/core/codec/json-parse.js';
import { clearErrorOr, fuzzParams } from '../helpers/fuzz.js';

/** The value with every bigint as a Number; bigints are allowed only for integers beyond ±(2^53 − 1). */
function asNumbers(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (Number.isSafeInteger(Number(value))) throw new Error(`bigint for a safe integer: ${value}`);
    return Number(value);
  }
  if (Array.isArray(value)) return value.map(asNumbers);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asNumbers(v)]));
  }
  return value;
}

test('valid JSON documents parse to what JSON.parse gives', (t) => {
  fc.assert(
    fc.property(fc.json({ depthSize: 'small' }), (text) => {
      const parsed = parseJson(Buffer.from(text, 'utf8'));
      t.deepEqual(asNumbers(parsed), JSON.parse(text) as unknown);
    }),
    fuzzParams(1000),
  );
});

test('any bytes: a clear error or a value, never a crash', (t) => {
  const noise = fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    fc.json().map((text) => Buffer.from(text)),
    fc.tuple(fc.json(), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([text, at, byte]) => {
      const bytes = Buffer.from(text);
      if (bytes.length > 0) bytes[at % bytes.length] = byte;
      return bytes;
    }),
  );
  fc.assert(
    fc.property(noise, (bytes) => {
      clearErrorOr(() => parseJson(bytes));
      clearErrorOr(() => parseJsonPrefix(bytes));
    }),
    fuzzParams(3000),
  );
  t.pass();
});

test('invalid UTF-8 is always refused', (t) => {
  const invalid = fc
    .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(0x80, 0xbf, 0xc0, 0xc1, 0xf5, 0xff))
    .map(([s, bad]) => Buffer.concat([Buffer.from(`"${s}`), Buffer.from([bad]), Buffer.from('"')]));
  fc.assert(
    fc.property(invalid, (bytes) => clearErrorOr(() => parseJson(bytes)) === undefined),
    fuzzParams(500),
  );
  t.pass();
});
