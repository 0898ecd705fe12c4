/**
 * Cutting entries out of a canonical msgpack map without decoding it: the hot paths that need "this struct minus
 * some fields" (a payset entry's txn without `gen`/`gh`, a txn without `grp` for the group ID) take the canonical
 * bytes they already have instead of encoding the model again.
 *
 * Invariants:
 * - The input is a canonical map as the encoder writes it (msgpack.ts): removing entries from it leaves it canonical
 *   except for the entry count, so a fresh header + the kept ranges is exactly the encoding of the struct without
 *   those fields.
 * - A cut is a count and byte ranges of the input (no views, no copy); `writeCut` writes the map it describes.
 * - Keys are matched by their encoded bytes (str header included), so a key only matches itself.
 * - The walk reads only the map's structure (msgpack-skip.ts, bounds-checked); it is meant for our encoder's output.
 */
import { AppError } from '../errors.js';
import { mapHeaderAt, skipValue } from './msgpack-skip.js';
import type { MsgpackWriter } from './msgpack-writer.js';

export interface MapCut {
  /** number of remaining entries */
  readonly count: number;
  /** [start, end) offsets into the input of the remaining entries' bytes, in order, as flat pairs */
  readonly ranges: readonly number[];
}

/** The encoded form of a short map key (fixstr), for `cutMapKeys`. */
export function encodedKey(key: string): Uint8Array {
  if (key.length > 31) throw new AppError('CORE_INTERNAL', `map key ${key} is not a fixstr`);
  return Buffer.concat([Buffer.of(0xa0 | key.length), Buffer.from(key, 'latin1')]);
}

/**
 * The map `bytes` without the entries whose key is one of `keys` (encoded keys, in the map's sorted order: the walk
 * stops once the last of them was passed).
 * @throws CORE_INTERNAL when `bytes` does not start with a map header
 */
export function cutMapKeys(bytes: Uint8Array, keys: readonly Uint8Array[]): MapCut {
  const map = mapHeaderAt(bytes);
  if (map === undefined) throw new AppError('CORE_INTERNAL', 'msgpack splice: not a map');
  const n = map.count;
  let pos = map.start;
  const ranges: number[] = [];
  let from = pos;
  let cut = 0;
  let next = 0; // index in `keys` of the next key still to find
  for (let i = 0; i < n && next < keys.length; i++) {
    const start = pos;
    let hit = -1;
    for (let k = next; k < keys.length; k++) {
      if (keyAt(bytes, pos, keys[k]!)) {
        hit = k;
        break;
      }
    }
    pos = skipValue(bytes, skipValue(bytes, pos));
    if (hit < 0) continue;
    if (start > from) ranges.push(from, start);
    from = pos;
    cut++;
    next = hit + 1;
  }
  if (from < bytes.length) ranges.push(from, bytes.length);
  return { count: n - cut, ranges };
}

/** The map a cut of `bytes` describes: its header, then the kept ranges. */
export function writeCut(w: MsgpackWriter, bytes: Uint8Array, cut: MapCut): void {
  w.mapHeader(cut.count);
  const { ranges } = cut;
  for (let i = 0; i < ranges.length; i += 2) w.rawRange(bytes, ranges[i]!, ranges[i + 1]!);
}

function keyAt(bytes: Uint8Array, pos: number, key: Uint8Array): boolean {
  for (let i = 0; i < key.length; i++) if (bytes[pos + i] !== key[i]) return false;
  return true;
}
