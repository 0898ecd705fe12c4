/**
 * Conversions of a stack value into an inner transaction field (upstream logic stackValue `uint`, `uintMaxed`,
 * `bool`, `address`, `string` and the `assignAccount`/`assignAsset`/`assignApp` availability checks).
 *
 * Invariants:
 * - Every conversion returns the value or upstream's error text (a string); byte values are copied, since the
 *   transaction outlives the stack value.
 * - A uint64 never designates an account here (only 32 bytes do), and asset/app ids are taken as ids, never as
 *   foreign-array slots: upstream's assign* helpers check availability only.
 */
import type { Machine, StackValue } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import type { AppProgram } from './context.js';
import { availableAccount, availableApp, availableAsset } from './resources.js';

/** Go's `%#v` of a []byte: `[]byte{0x1, 0xab}`. */
function goBytesLiteral(bytes: Uint8Array): string {
  return `[]byte{${Array.from(bytes, (b) => `0x${b.toString(16)}`).join(', ')}}`;
}

export function uintValue(v: StackValue): bigint | string {
  return typeof v === 'bigint' ? v : `${goBytesLiteral(v)} is not a uint64`;
}

export function uintMaxed(v: StackValue, max: bigint): bigint | string {
  if (typeof v !== 'bigint') return `${goBytesLiteral(v)} is not a uint64`;
  return v > max ? `${v} is larger than max=${max}` : v;
}

export function boolValue(v: StackValue): boolean | string {
  if (typeof v !== 'bigint') return `${goBytesLiteral(v)} is not a uint64`;
  if (v > 1n) return `boolean is neither 1 nor 0: ${v}`;
  return v === 1n;
}

export function addressValue(v: StackValue): Uint8Array | string {
  return typeof v !== 'bigint' && v.length === 32 ? Buffer.from(v) : 'not an address';
}

/** Bytes as a latin1 string of at most `limit` bytes. */
export function stringValue(v: StackValue, limit: number): { text: string } | string {
  if (typeof v === 'bigint') return 'not a byte array';
  return v.length > limit ? 'value is too long' : { text: Buffer.from(v).toString('latin1') };
}

/** Bytes of `v` (a uint64 counts as Go's nil slice: empty). */
export function bytesOf(v: StackValue): Uint8Array {
  return typeof v === 'bigint' ? new Uint8Array(0) : Buffer.from(v);
}

export function assignAccount(m: Machine<AppProgram>, v: StackValue): Uint8Array | string {
  const address = addressValue(v);
  if (typeof address === 'string') return address;
  return availableAccount(m, address) ? address : `unavailable Account ${encodeAddress(address)}`;
}

/** Upstream appends `%v` of its resource tables to this text; only the stable prefix is produced. */
export function assignAsset(m: Machine<AppProgram>, v: StackValue): bigint | string {
  const id = uintValue(v);
  if (typeof id === 'string') return id;
  return availableAsset(m, id) ? id : `unavailable Asset ${id} during assignment`;
}

export function assignApp(m: Machine<AppProgram>, v: StackValue): bigint | string {
  const id = uintValue(v);
  if (typeof id === 'string') return id;
  return availableApp(m, id) ? id : `unavailable App ${id}`;
}
