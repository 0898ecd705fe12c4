/**
 * Sumhash512, the subset-sum hash of Algorand's state proofs (algorand/go-sumhash `New512(nil)`), for the AVM's
 * `sumhash512` opcode (v14).
 *
 * Invariants:
 * - The compression matrix A has 8 rows of 1024 unsigned 64-bit words, read little-endian from SHAKE256 over
 *   u16le(64) ‖ u16le(8) ‖ u16le(1024) ‖ "Algorand", row by row.
 * - Compressing a 128-byte input x gives, for each row i, Σ A[i][k] over the set bits k of x (bit k = bit k mod 8
 *   of byte ⌊k/8⌋), mod 2⁶⁴, written little-endian: 64 bytes.
 * - Merkle–Damgård with a zero 64-byte IV: each 64-byte block is compressed with the chaining value in front.
 *   Padding appends 0x01 and zeros up to 48 mod 64, then the bit length as u64le and 8 zero bytes. No salt.
 * - A byte-indexed lookup table (sums of A over each byte value, as 32-bit halves) is built once, on first use.
 */
import { createHash } from 'node:crypto';

const ROWS = 8;
const COLUMNS = 1024;
const INPUT_BYTES = COLUMNS / 8; // 128
const OUTPUT_BYTES = ROWS * 8; // 64
const BLOCK_BYTES = INPUT_BYTES - OUTPUT_BYTES; // 64
const LENGTH_BYTES = 16;
const TWO_32 = 2 ** 32;

interface Table {
  readonly lo: Uint32Array;
  readonly hi: Uint32Array;
}

let table: Table | undefined;

/** Sums of A[i][8j..8j+7] selected by each byte value b, at [(i·128 + j)·256 + b], as 32-bit halves. */
function lookupTable(): Table {
  if (table !== undefined) return table;
  const seed = Buffer.alloc(6 + 8);
  seed.writeUInt16LE(64, 0);
  seed.writeUInt16LE(ROWS, 2);
  seed.writeUInt16LE(COLUMNS, 4);
  seed.write('Algorand', 6, 'ascii');
  const words = createHash('shake256', { outputLength: ROWS * COLUMNS * 8 })
    .update(seed)
    .digest();
  const lo = new Uint32Array(ROWS * INPUT_BYTES * 256);
  const hi = new Uint32Array(ROWS * INPUT_BYTES * 256);
  for (let cell = 0; cell < ROWS * INPUT_BYTES; cell++) {
    const base = cell * 256;
    for (let b = 1; b < 256; b++) {
      const bit = 31 - Math.clz32(b & -b); // lowest set bit
      const rest = base + (b & (b - 1));
      const word = (cell * 8 + bit) * 8;
      let sumLo = lo[rest]! + words.readUInt32LE(word);
      let sumHi = hi[rest]! + words.readUInt32LE(word + 4);
      if (sumLo >= TWO_32) {
        sumLo -= TWO_32;
        sumHi += 1;
      }
      lo[base + b] = sumLo;
      hi[base + b] = sumHi % TWO_32;
    }
  }
  table = { lo, hi };
  return table;
}

/** chain ← A·(chain ‖ block) for the block at `offset` of `data`. */
function compress(t: Table, chain: Buffer, data: Uint8Array, offset: number): void {
  const input = new Uint8Array(INPUT_BYTES);
  input.set(chain, 0);
  input.set(data.subarray(offset, offset + BLOCK_BYTES), OUTPUT_BYTES);
  for (let row = 0; row < ROWS; row++) {
    let lo = 0;
    let hi = 0;
    let index = row * INPUT_BYTES * 256;
    for (let j = 0; j < INPUT_BYTES; j++, index += 256) {
      lo += t.lo[index + input[j]!]!;
      hi += t.hi[index + input[j]!]!;
    }
    // at most 128 terms below 2³² each: exact in a double
    const carry = Math.floor(lo / TWO_32);
    chain.writeUInt32LE(lo - carry * TWO_32, row * 8);
    chain.writeUInt32LE((hi + carry) % TWO_32, row * 8 + 4);
  }
}

export function sumhash512(data: Uint8Array): Uint8Array {
  const t = lookupTable();
  const tailStart = data.length - (data.length % BLOCK_BYTES);
  const tail = data.length % BLOCK_BYTES;
  const padded = tail < BLOCK_BYTES - LENGTH_BYTES ? BLOCK_BYTES : 2 * BLOCK_BYTES;
  const last = Buffer.alloc(padded);
  last.set(data.subarray(tailStart), 0);
  last[tail] = 0x01;
  last.writeBigUInt64LE(BigInt(data.length) * 8n, padded - LENGTH_BYTES);
  const chain = Buffer.alloc(OUTPUT_BYTES);
  for (let offset = 0; offset < tailStart; offset += BLOCK_BYTES) compress(t, chain, data, offset);
  for (let offset = 0; offset < padded; offset += BLOCK_BYTES) compress(t, chain, last, offset);
  return new Uint8Array(chain);
}
