/**
 * Moving past msgpack values without building them: a peer block cut into its payset entries (txn/block.ts
 * `paysetOffsets`), a canonical map cut into key ranges (msgpack-splice.ts), the transactions of a submitted
 * body counted (`countValues`), and a map's header read where it starts (`mapHeaderAt`).
 *
 * Invariants:
 * - Every value type readAny accepts is skipped (nil, bool, every integer and float width, str, bin, array, map);
 *   extension types are refused, as readAny refuses them.
 * - Bounds-checked against `end`: truncated input raises CORE_MSGPACK_DECODE, never reads past `end`. A container
 *   count larger than the bytes left fails when the bytes run out (every value takes at least one byte).
 * - A loop with a count of values still to skip, not a recursion: nesting costs no stack.
 */
import { AppError } from '../errors.js';

const decodeError = (pos: number, message: string): AppError =>
  new AppError('CORE_MSGPACK_DECODE', `msgpack decode error [pos ${pos}]: ${message}`);

/** The offset just past the value that starts at `pos`. @throws CORE_MSGPACK_DECODE */
export function skipValue(bytes: Uint8Array, pos: number, end = bytes.length): number {
  for (let pending = 1; pending > 0; pending--) {
    if (pos >= end) throw decodeError(pos, 'unexpected end of input');
    const x = bytes[pos]!;
    let size = 1; // this value's header and payload; the children of a container are counted in `pending`
    if (x < 0x80 || x >= 0xe0 || x === 0xc0 || x === 0xc2 || x === 0xc3) size = 1;
    else if (x < 0x90) pending += 2 * (x & 0x0f);
    else if (x < 0xa0) pending += x & 0x0f;
    else if (x < 0xc0) size = 1 + (x & 0x1f);
    else {
      switch (x) {
        case 0xc4:
        case 0xd9:
          size = 2 + lengthAt(bytes, pos, 1, end);
          break;
        case 0xc5:
        case 0xda:
          size = 3 + lengthAt(bytes, pos, 2, end);
          break;
        case 0xc6:
        case 0xdb:
          size = 5 + lengthAt(bytes, pos, 4, end);
          break;
        case 0xcc:
        case 0xd0:
          size = 2;
          break;
        case 0xcd:
        case 0xd1:
          size = 3;
          break;
        case 0xca:
        case 0xce:
        case 0xd2:
          size = 5;
          break;
        case 0xcb:
        case 0xcf:
        case 0xd3:
          size = 9;
          break;
        case 0xdc:
          [pending, size] = [pending + lengthAt(bytes, pos, 2, end), 3];
          break;
        case 0xdd:
          [pending, size] = [pending + lengthAt(bytes, pos, 4, end), 5];
          break;
        case 0xde:
          [pending, size] = [pending + 2 * lengthAt(bytes, pos, 2, end), 3];
          break;
        case 0xdf:
          [pending, size] = [pending + 2 * lengthAt(bytes, pos, 4, end), 5];
          break;
        default:
          throw decodeError(pos, `unsupported msgpack type byte 0x${x.toString(16)}`);
      }
    }
    pos += size;
    if (pos > end) throw decodeError(end, 'unexpected end of input');
  }
  return pos;
}

/** The big-endian length of `width` bytes after the type byte at `pos`. @throws CORE_MSGPACK_DECODE */
function lengthAt(bytes: Uint8Array, pos: number, width: number, end: number): number {
  if (pos + 1 + width > end) throw decodeError(end, 'unexpected end of input');
  let n = 0;
  for (let i = 1; i <= width; i++) n = n * 256 + bytes[pos + i]!;
  return n;
}

/**
 * How many values are concatenated in `bytes` (a submitted group's transactions), or undefined when they do not
 * parse as whole values or there are more than `max`. Reads no further than the (max + 1)-th value's header.
 */
export function countValues(bytes: Uint8Array, max: number): number | undefined {
  let count = 0;
  try {
    for (let pos = 0; pos < bytes.length; count++) {
      if (count === max) return undefined;
      pos = skipValue(bytes, pos);
    }
  } catch {
    return undefined;
  }
  return count;
}

/** How many entries the map at `pos` holds and where the first starts, or undefined when no map header is there. */
export function mapHeaderAt(bytes: Uint8Array, pos = 0): { count: number; start: number } | undefined {
  const h = bytes[pos];
  if (h === undefined) return undefined;
  if ((h & 0xf0) === 0x80) return { count: h & 0x0f, start: pos + 1 };
  const width = h === 0xde ? 2 : h === 0xdf ? 4 : 0;
  if (width === 0 || pos + 1 + width > bytes.length) return undefined;
  return { count: lengthAt(bytes, pos, width, bytes.length), start: pos + 1 + width };
}
