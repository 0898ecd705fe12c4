/**
 * Packed byte lists and packed digest arrays: the data shapes shared by the JS implementation and the native addon.
 *
 * Invariants:
 * - A `PackedBytes` holds `count` items in one `data` buffer; item i is `data[offsets[i], offsets[i+1])`, so
 *   `offsets` has count + 1 non-decreasing entries, the last one ≤ data.length. One buffer + one Uint32Array is
 *   what crosses into native code (a per-item crossing would cost more than hashing the item).
 * - Packed digests are `count × size` contiguous bytes (leaves, levels, proofs); item i is a zero-copy view.
 * - Views returned here alias the input; nothing here copies except `packBytes`.
 */
import { AppError } from '../errors.js';

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
 * Packs byte strings into one buffer + offsets (one copy).
 * @throws CORE_BAD_ARGUMENT when an item is not a Uint8Array or the total exceeds 4 GiB − 1
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
  const data = Buffer.allocUnsafe(total);
  for (let i = 0; i < items.length; i++) data.set(items[i]!, offsets[i]!);
  return { data, offsets };
}

/**
 * Checks a packed list and returns its item count.
 * @throws CORE_BAD_ARGUMENT when the shape or the offsets are invalid
 */
export function packedCount(packed: PackedBytes, name: string): number {
  const { data, offsets } = packed;
  if (!(data instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `${name}.data must be a Uint8Array`);
  if (!(offsets instanceof Uint32Array) || offsets.length === 0) {
    throw new AppError('CORE_BAD_ARGUMENT', `${name}.offsets must be a Uint32Array of count + 1 entries`);
  }
  for (let i = 0; i + 1 < offsets.length; i++) {
    if (offsets[i]! > offsets[i + 1]!) throw new AppError('CORE_BAD_ARGUMENT', `${name}.offsets must not decrease`);
  }
  if (offsets[offsets.length - 1]! > data.length) {
    throw new AppError('CORE_BAD_ARGUMENT', `${name}.offsets end past the end of ${name}.data`);
  }
  return offsets.length - 1;
}

/**
 * The items of a list as an array of views (no copy for packed input).
 * @throws CORE_BAD_ARGUMENT for an invalid packed list or a non-Uint8Array item
 */
export function listItems(list: BytesList, name: string): readonly Uint8Array[] {
  if (isPackedBytes(list)) {
    const count = packedCount(list, name);
    const items = new Array<Uint8Array>(count);
    for (let i = 0; i < count; i++) items[i] = list.data.subarray(list.offsets[i]!, list.offsets[i + 1]!);
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
 * Number of digests in a packed digest array.
 * @throws CORE_BAD_ARGUMENT when `digests` is not a Uint8Array or its length is not a multiple of `size`
 */
export function digestCount(digests: Uint8Array, size: number, name: string): number {
  if (!(digests instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `${name} must be a Uint8Array`);
  if (digests.length % size !== 0) {
    throw new AppError('CORE_BAD_ARGUMENT', `${name} length ${digests.length} is not a multiple of ${size}`);
  }
  return digests.length / size;
}

/** View of digest i in a packed array. */
export function digestAt(digests: Uint8Array, size: number, i: number): Uint8Array {
  return digests.subarray(i * size, (i + 1) * size);
}

/**
 * Packs equal-sized digests (e.g. leaves computed elsewhere) into one buffer.
 * @throws CORE_BAD_ARGUMENT when a digest does not have `size` bytes
 */
export function packDigests(digests: readonly Uint8Array[], size: number): Buffer {
  const out = Buffer.allocUnsafe(digests.length * size);
  digests.forEach((d, i) => {
    if (!(d instanceof Uint8Array) || d.length !== size) {
      throw new AppError('CORE_BAD_ARGUMENT', `digest ${i} must have ${size} bytes`);
    }
    out.set(d, i * size);
  });
  return out;
}
