/**
 * Small conversions shared by the algod read-side views (views.ts, views-asset.ts, views-app.ts): ledger values
 * (bigint, Uint8Array, Maps keyed by bigint ids) into the generated messages' `__Output` shapes.
 *
 * Invariants:
 * - uint64 values leave as decimal strings (proto-loader `longs: String`); absent means 0.
 * - Byte fields leave as fresh Buffer copies: ledger records may hold views into a larger decoded input, and a
 *   view would drag (and, across a worker or structured clone, copy) that whole input along with the reply.
 */

/** Decimal text of a uint64 (or a small count); absent = "0". */
export function u64(value: bigint | number | undefined): string {
  return (value ?? 0).toString();
}

/** A Buffer copy of `bytes`; a string counts as its UTF-8 bytes; absent = empty. */
export function bytesOut(bytes: Uint8Array | string | undefined): Buffer {
  if (bytes === undefined) return Buffer.alloc(0);
  return typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes);
}

/** The entries of a map keyed by bigint ids, in ascending id order (upstream sorts every resource list by id). */
export function byId<V>(map: ReadonlyMap<bigint, V> | undefined): [bigint, V][] {
  if (map === undefined) return [];
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
