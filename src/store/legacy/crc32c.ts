/**
 * CRC-32C (Castagnoli, reflected polynomial 0x82f63b78), as RocksDB checksums its table blocks and log records.
 *
 * RocksDB never stores a raw CRC: it stores `mask(crc)`, a rotation plus a constant, because a CRC computed over
 * bytes that themselves embed CRCs is weak. `unmask(mask(c)) === c` for every 32-bit `c`.
 *
 * A byte-at-a-time table is enough here: the reader runs once, at start-up, over a small legacy directory.
 */

const MASK_DELTA = 0xa282ead8;

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32C of `data`, continuing from `crc` (the value returned for the bytes before `data`, or 0 to start). */
export function crc32c(data: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < data.length; i++) c = TABLE[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** The stored form of a CRC: rotate right by 15 bits, then add a constant (mod 2^32). */
export function maskCrc(crc: number): number {
  return (((crc >>> 15) | (crc << 17)) + MASK_DELTA) >>> 0;
}

/** Inverse of `maskCrc`. */
export function unmaskCrc(masked: number): number {
  const rotated = (masked - MASK_DELTA) >>> 0;
  return ((rotated >>> 17) | (rotated << 15)) >>> 0;
}
