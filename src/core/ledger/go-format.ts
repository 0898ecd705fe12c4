/**
 * Go-style renderings of the values that go-algorand interpolates into its error texts, so that our messages read
 * byte-for-byte like algod's where clients match them (docs/spec/protocol.md §8).
 *
 * Invariants:
 * - `formatMicroAlgos` follows basics.MicroAlgos.String (data/basics/units.go): `0.0A`; below 1000 `<n>uA`; below
 *   one Algo whole milli-Algos `<m>mA` or `<m>.<3 digits>mA` (1500 → `1.500mA`); otherwise `<a>A` or
 *   `<a>.<6 digits>A`. Trailing zeros of the fraction are kept, as upstream's `%03d`/`%06d` keep them.
 * - `formatMicros` follows basics.Micros.String: `<whole>.<6 digits>` (1e6 → `1.000000`).
 * - `%v` of an address is its 58-character checksummed text; of a digest (group ID, TxID) the 52-character base32
 *   text without padding; an absent value renders as the zero value (Go values are never absent).
 * - `%v` of a struct without a String method prints `{field field}`, with `{}` for the `_struct struct{}` codec
 *   marker and `[a b]` for slices; StateSchema has its own String: `{NumUint:%d NumByteSlice:%d}`.
 * Pure functions; nothing here throws except on programmer error (wrong-length addresses).
 */
import { encodeAddress, encodeDigest } from '../crypto/address.js';
import type { StateSchema } from '../txn/types.js';

const ZERO_32 = new Uint8Array(32);

/** basics.MicroAlgos.String(): human-readable µAlgos (`0.0A`, `999uA`, `1mA`, `1.500mA`, `2A`, `1.000001A`). */
export function formatMicroAlgos(amount: bigint): string {
  if (amount === 0n) return '0.0A';
  if (amount < 1_000n) return `${amount}uA`;
  if (amount < 1_000_000n) {
    const millis = amount / 1_000n;
    const fraction = amount % 1_000n;
    return fraction === 0n ? `${millis}mA` : `${millis}.${pad(fraction, 3)}mA`;
  }
  const whole = amount / 1_000_000n;
  const fraction = amount % 1_000_000n;
  return fraction === 0n ? `${whole}A` : `${whole}.${pad(fraction, 6)}A`;
}

/** basics.Micros.String(): fixed point with six decimals (`1102400` → `1.102400`). */
export function formatMicros(micros: bigint): string {
  return `${micros / 1_000_000n}.${pad(micros % 1_000_000n, 6)}`;
}

/** `%v` of a basics.Address; absent means the zero address. */
export function formatAddress(address: Uint8Array | undefined): string {
  return encodeAddress(address === undefined || address.length === 0 ? ZERO_32 : address);
}

/** `%v` of a crypto.Digest (group ID, TxID); absent means the zero digest. */
export function formatDigest(digest: Uint8Array | undefined): string {
  return encodeDigest(digest === undefined || digest.length === 0 ? ZERO_32 : digest);
}

/** `%v` of a basics.StateSchema (its String method). */
export function formatStateSchema(schema: StateSchema | undefined): string {
  return `{NumUint:${schema?.numUint ?? 0n} NumByteSlice:${schema?.numByteSlice ?? 0n}}`;
}

/** `%v` of a transactions.TxGroup: `{{} [<digest> <digest> …]}` (no String method; the `_struct` marker is `{}`). */
export function formatTxGroup(hashes: readonly Uint8Array[]): string {
  return `{{} [${hashes.map((h) => formatDigest(h)).join(' ')}]}`;
}

function pad(value: bigint, width: number): string {
  return value.toString().padStart(width, '0');
}
