/**
 * Packed byte lists: many byte strings in one buffer plus an offset table, and packed arrays of equal-sized items
 * (digests, keys, signatures). This is the one layout that crosses into native code and across worker threads:
 * one buffer and one Uint32Array instead of N objects (a per-item crossing costs more than hashing the item).
 *
 * Invariants:
 * - A `PackedBytes` with n items has n + 1 non-decreasing offsets from 0 to data.length; item i is
 *   `data[offsets[i], offsets[i + 1])`.
 * - A fixed array of n items of `size` bytes is n × size contiguous bytes; item i is a zero-copy view.
 * - `packBytes` and `packFixed` allocate fresh, exclusively owned ArrayBuffers (never Node's shared Buffer pool),
 *   so callers may transfer them to a worker; transferring a pooled slab would detach unrelated Buffers.
 * - Views returned here alias their input; only the pack functions copy.
 */
import { AppError } from './errors.js';

export interface PackedBytes {
  readonly data: Uint8Array;
  readonly offsets: Uint32Array;
}

/** Either an array of byte strings or the same list already packed. */
export type BytesList = readonly Uint8Array[] | PackedBytes;

const MAX_PACKED_BYTES = 0xffff_ffff;

export function isPackedBytes(value: BytesList): value is PackedBytes {
  return !Array.isArray(value);
}

/**
 * Copies byte strings into one fresh buffer plus offsets.
 * @throws CORE_BAD_ARGUMENT an item is not a Uint8Array, or the total exceeds 4 GiB − 1
 */
export function packBytes(items: readonly Uint8Array[]): PackedBytes {
  const offsets = new Uint32Array(items.length + 1);
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!(item instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `item ${i} is not a Uint8Array`);
    total += item.length;
    if (total > MAX_PACKED_BYTES) throw new AppError('CORE_BAD_ARGUMENT', 'packed list exceeds 4 GiB');
    offsets[i + 1] = total;
  }
  const data = new Uint8Array(total);
  for (let i = 0; i < items.length; i++) data.set(items[i]!, offsets[i]!);
  return { data, offsets };
}

/**
 * Checks a packed list and returns its item count.
 * @throws CORE_BAD_ARGUMENT when the shape or the offsets are invalid
 */
export function packedCount(packed: PackedBytes, name = 'packed'): number {
  const { data, offsets } = packed;
  if (!(data instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `${name}.data must be a Uint8Array`);
  if (!(offsets instanceof Uint32Array) || offsets.length === 0) {
    throw new AppError('CORE_BAD_ARGUMENT', `${name}.offsets must be a Uint32Array of count + 1 entries`);
  }
  for (let i = 0; i + 1 < offsets.length; i++) {
    if (offsets[i]! > offsets[i + 1]!) throw new AppError('CORE_BAD_ARGUMENT', `${name}.offsets must not decrease`);
  }
  if (offsets[0] !== 0 || offsets[offsets.length - 1] !== data.length) {
    throw new AppError('CORE_BAD_ARGUMENT', `${name}.offsets must run from 0 to the length of ${name}.data`);
  }
  return offsets.length - 1;
}

/** Zero-copy view of item i (no bounds re-check: call packedCount first). */
export function packedItem(packed: PackedBytes, i: number): Uint8Array {
  return packed.data.subarray(packed.offsets[i]!, packed.offsets[i + 1]!);
}

/**
 * The items of a list as an array of views (no copy for packed input).
 * @throws CORE_BAD_ARGUMENT for an invalid packed list or a non-Uint8Array item
 */
export function listItems(list: BytesList, name: string): readonly Uint8Array[] {
  if (isPackedBytes(list)) {
    const count = packedCount(list, name);
    const items = new Array<Uint8Array>(count);
    for (let i = 0; i < count; i++) items[i] = packedItem(list, i);
    return items;
  }
  list.forEach((item, i) => {
    if (!(item instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `${name}[${i}] is not a Uint8Array`);
  });
  return list;
}

/** The list packed (returned as is when it already is). */
export function toPacked(list: BytesList): PackedBytes {
  return isPackedBytes(list) ? list : packBytes(list);
}

/**
 * Copies equal-sized items back to back into one fresh buffer.
 * @throws CORE_BAD_LENGTH an item is not `size` bytes long (`what` names it in the message)
 */
export function packFixed(items: readonly Uint8Array[], size: number, what: string): Buffer {
  const out = Buffer.from(new ArrayBuffer(items.length * size));
  items.forEach((item, i) => {
    if (!(item instanceof Uint8Array) || item.length !== size) {
      throw new AppError('CORE_BAD_LENGTH', `${what} ${i} must be ${size} bytes`);
    }
    out.set(item, i * size);
  });
  return out;
}

/**
 * Number of items in a packed fixed-size array.
 * @throws CORE_BAD_ARGUMENT when `data` is not a Uint8Array or its length is not a multiple of `size`
 */
export function fixedCount(data: Uint8Array, size: number, name: string): number {
  if (!(data instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `${name} must be a Uint8Array`);
  if (data.length % size !== 0) {
    throw new AppError('CORE_BAD_ARGUMENT', `${name} length ${data.length} is not a multiple of ${size}`);
  }
  return data.length / size;
}

/** Zero-copy view of item i of a packed fixed-size array. */
export function fixedItem(data: Uint8Array, size: number, i: number): Uint8Array {
  return data.subarray(i * size, (i + 1) * size);
}
