/**
 * A compact layout for many byte strings, built to cross a worker-thread boundary as two transferable buffers
 * instead of N cloned objects.
 *
 * Invariants:
 * - `PackedBytes` holds n items: item i = data[offsets[i], offsets[i + 1]); offsets has n + 1 entries, starts at
 *   0, never decreases and ends at data.length.
 * - `packBytes` and `packFixed` always allocate fresh, exclusively owned ArrayBuffers (never Node's shared Buffer
 *   pool), so the caller may transfer them; transferring a pooled slab would detach unrelated Buffers.
 */
import { AppError } from '../errors.js';

export type PackedBytes = { data: Uint8Array; offsets: Uint32Array };

/** Copies `items` into one fresh buffer plus an offset table. */
export function packBytes(items: readonly Uint8Array[]): PackedBytes {
  const offsets = new Uint32Array(items.length + 1);
  let total = 0;
  items.forEach((item, i) => {
    offsets[i] = total;
    total += item.length;
  });
  offsets[items.length] = total;
  const data = new Uint8Array(total);
  items.forEach((item, i) => data.set(item, offsets[i]!));
  return { data, offsets };
}

/**
 * Copies equal-length items back to back into one fresh buffer.
 * @throws CORE_BAD_LENGTH an item is not `itemBytes` long
 */
export function packFixed(items: readonly Uint8Array[], itemBytes: number, what: string): Uint8Array {
  const out = new Uint8Array(items.length * itemBytes);
  items.forEach((item, i) => {
    if (item.length !== itemBytes) {
      throw new AppError('CORE_BAD_LENGTH', `${what} must be ${itemBytes} bytes, got ${item.length}`);
    }
    out.set(item, i * itemBytes);
  });
  return out;
}

/** Number of items, after checking the offset table. @throws CORE_BAD_ARGUMENT malformed layout */
export function packedCount(packed: PackedBytes): number {
  const { data, offsets } = packed;
  const n = offsets.length - 1;
  if (n < 0 || offsets[0] !== 0 || offsets[n] !== data.length) {
    throw new AppError('CORE_BAD_ARGUMENT', 'packed offsets do not cover the data');
  }
  for (let i = 0; i < n; i++) {
    if (offsets[i + 1]! < offsets[i]!) throw new AppError('CORE_BAD_ARGUMENT', 'packed offsets decrease');
  }
  return n;
}

/** Zero-copy view of item i (no bounds re-check: call packedCount first). */
export function packedItem(packed: PackedBytes, i: number): Uint8Array {
  return packed.data.subarray(packed.offsets[i]!, packed.offsets[i + 1]!);
}

/** Zero-copy views of equal-length items. */
export function fixedItem(data: Uint8Array, itemBytes: number, i: number): Uint8Array {
  return data.subarray(i * itemBytes, (i + 1) * itemBytes);
}
