/**
 * `addr` operands: go-algorand's `basics.UnmarshalChecksumAddress` with its messages (docs/spec/teal.md §3.4).
 *
 * Invariants:
 * - Decoding is Go's unpadded standard base32 (`=` is not part of that alphabet); the checksum is the last four
 *   decoded bytes, compared with the last four bytes of SHA-512/256 of the first 32; the text must be canonical.
 * - Messages quote the operand as written (`%s`), not Go-quoted.
 */
import { encodeAddress } from '../../crypto/address.js';
import { sha512_256 } from '../../crypto/hash.js';
import { goBase32Decode } from '../../go/encoding.js';

const ADDRESS_BYTES = 32;
const CHECKSUM_BYTES = 4;

function unpaddedBase32(text: string): Uint8Array | undefined {
  const decoded = goBase32Decode(text, false);
  return decoded.ok ? decoded.value : undefined;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
}

/** The 32 address bytes, or upstream's error text. */
export function decodeChecksumAddress(text: string): Uint8Array | string {
  const decoded = unpaddedBase32(text);
  if (decoded === undefined) return `failed to decode address ${text} from base 32`;
  if (decoded.length < ADDRESS_BYTES) return `decoded bad addr: ${text}`;
  const address = decoded.slice(0, ADDRESS_BYTES);
  const checksum = decoded.subarray(decoded.length - CHECKSUM_BYTES);
  if (!sameBytes(checksum, sha512_256(address).subarray(32 - CHECKSUM_BYTES))) {
    return `address ${text} is malformed, checksum verification failed`;
  }
  if (encodeAddress(address) !== text) return `address ${text} is non-canonical`;
  return address;
}
