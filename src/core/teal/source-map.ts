/**
 * The source map of `/v2/teal/compile?sourcemap=true` (docs/spec/teal.md §3.12, upstream sourcemap.go `GetSourceMap`).
 *
 * Invariants:
 * - Shape and key order are exactly `{version: 3, sources, names: [], mappings}`; `file` and `sourceRoot` are
 *   never present (Go omits them when empty, and TEAL never sets them).
 * - `mappings` has one `;`-separated entry per program offset from 0 up to the LARGEST offset that has a
 *   location (the last instruction's start, not the program end). An offset with a location gets a 4-field
 *   segment (generated column 0, source 0, line delta, column delta) relative to the previous mapped offset
 *   (the first relative to line 0, column 0); other offsets are empty. With no locations at all the result is
 *   a single empty entry, i.e. `mappings` is `""`.
 * - Lines and columns are 0-based; columns are byte offsets in the line.
 * - Numbers are Base64 VLQ: sign in the low bit, 5-bit groups least significant first, continuation bit 32.
 */

export type SourceLocation = { readonly line: number; readonly column: number };

export type SourceMapData = { version: 3; sources: string[]; names: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 VLQ of one integer: 0 → `A`, 1 → `C`, −1 → `D`, 16 → `gB`. */
export function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  while (rest >= 32) {
    out += BASE64[32 | (rest & 31)];
    rest >>>= 5;
  }
  return out + BASE64[rest];
}

/** One `mappings` segment: generated column, source index, source line delta, source column delta. */
export function sourceMapSegment(
  generatedColumn: number,
  sourceIndex: number,
  lineDelta: number,
  columnDelta: number,
): string {
  return vlq(generatedColumn) + vlq(sourceIndex) + vlq(lineDelta) + vlq(columnDelta);
}

/**
 * Builds the source map from the pc → location pairs the assembler recorded (instruction starts, after the
 * constant-block prefix has been accounted for). Pairs may come as a Map or as an array of `[pc, location]`.
 */
export function buildSourceMap(
  locations: ReadonlyMap<number, SourceLocation> | ReadonlyArray<readonly [number, SourceLocation]>,
  sourceName = '<body>',
): SourceMapData {
  const byPc =
    locations instanceof Map ? locations : new Map(locations as ReadonlyArray<readonly [number, SourceLocation]>);
  let maxPc = 0;
  for (const pc of byPc.keys()) if (pc > maxPc) maxPc = pc;
  const entries: string[] = [];
  let previous: SourceLocation = { line: 0, column: 0 };
  for (let pc = 0; pc <= maxPc; pc++) {
    const location = byPc.get(pc);
    if (location === undefined) {
      entries.push('');
      continue;
    }
    entries.push(sourceMapSegment(0, 0, location.line - previous.line, location.column - previous.column));
    previous = location;
  }
  return { version: 3, sources: [sourceName], names: [], mappings: entries.join(';') };
}
