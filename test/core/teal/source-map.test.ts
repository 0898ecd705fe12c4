// Source map of /v2/teal/compile (docs/spec/teal.md §3.12, upstream sourcemap.go): Base64 VLQ and the mappings layout.
import test from 'ava';
import { buildSourceMap, sourceMapSegment, vlq, type SourceLocation } from '../../../src/core/teal/source-map.js';
import { SeededRandom } from './literals/seeded-random.js';

const encodes = test.macro({
  exec(t, value: number, expected: string) {
    t.is(vlq(value), expected);
  },
  title: (given, value: number, expected: string) => given ?? `VLQ ${value} → ${expected}`,
});

test(encodes, 0, 'A');
test(encodes, 1, 'C');
test(encodes, -1, 'D');
test(encodes, 2, 'E');
test(encodes, -2, 'F');
test(encodes, 15, 'e');
test(encodes, -15, 'f');
test(encodes, 16, 'gB');
test(encodes, -16, 'hB');
test(encodes, 511, '+f');
test(encodes, 512, 'ggB');
test(encodes, 1000, 'w+B');
test(encodes, 65535, '+//D');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Test-side VLQ decoder (the source-map spec's reading rule). */
function decodeVlqs(text: string): number[] {
  const values: number[] = [];
  let shift = 0;
  let acc = 0;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    acc += (digit & 31) * 2 ** shift;
    shift += 5;
    if ((digit & 32) === 0) {
      values.push(acc % 2 === 1 ? -(acc - 1) / 2 : acc / 2);
      acc = 0;
      shift = 0;
    }
  }
  return values;
}

test('VLQ round-trips through a spec decoder', (t) => {
  const rng = new SeededRandom('vlq');
  for (let i = 0; i < 1000; i++) {
    const values = [rng.int(2 ** 20) - 2 ** 19, rng.int(100), -rng.int(70000), rng.int(70000)];
    t.deepEqual(decodeVlqs(values.map(vlq).join('')), values);
  }
  t.is(sourceMapSegment(0, 0, 1, -4), 'AACJ');
});

test('hand-built map: gaps are empty entries, deltas are relative to the previous mapped pc', (t) => {
  // #pragma version 2 / int 1 / int 2 / + : pc 0 is the version byte (no location).
  const locations = new Map<number, SourceLocation>([
    [1, { line: 1, column: 0 }],
    [3, { line: 2, column: 0 }],
    [4, { line: 3, column: 0 }],
  ]);
  const map = buildSourceMap(locations, '<body>');
  t.deepEqual(map, { version: 3, sources: ['<body>'], names: [], mappings: ';AACA;;AACA;AACA' });
  t.is(
    JSON.stringify(map),
    '{"version":3,"sources":["<body>"],"names":[],"mappings":";AACA;;AACA;AACA"}',
    'key order and no file/sourceRoot',
  );
});

test('columns and backward lines are signed deltas', (t) => {
  const map = buildSourceMap([
    [0, { line: 0, column: 4 }],
    [2, { line: 0, column: 0 }],
    [3, { line: 5, column: 17 }],
    [5, { line: 2, column: 1 }],
  ]);
  t.is(map.mappings, 'AAAI;;AAAJ;AAKiB;;AAHhB');
  t.deepEqual(map.sources, ['<body>']);
});

test('no locations give one empty entry', (t) => {
  t.is(buildSourceMap(new Map()).mappings, '');
});

test('entry count is the last mapped pc + 1 and decoding restores absolute positions', (t) => {
  const rng = new SeededRandom('source-map');
  for (let round = 0; round < 50; round++) {
    const locations = new Map<number, SourceLocation>();
    let pc = rng.int(3);
    for (let k = 0; k < 1 + rng.int(40); k++) {
      locations.set(pc, { line: rng.int(500), column: rng.int(80) });
      pc += 1 + rng.int(4);
    }
    const entries = buildSourceMap(locations).mappings.split(';');
    t.is(entries.length, Math.max(...locations.keys()) + 1);
    let line = 0;
    let column = 0;
    for (const [index, entry] of entries.entries()) {
      const expected = locations.get(index);
      if (expected === undefined) {
        t.is(entry, '');
        continue;
      }
      const [generated, source, dLine, dColumn] = decodeVlqs(entry);
      t.deepEqual([generated, source], [0, 0]);
      line += dLine!;
      column += dColumn!;
      t.deepEqual({ line, column }, expected);
    }
  }
});
