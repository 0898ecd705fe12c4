/**
 * Keccak-256 (the pre-standard SHA-3 used by Ethereum, upstream's `keccak256` opcode), synchronous and
 * dependency-free: Node's OpenSSL 3.0 offers SHA3-256 but not legacy Keccak, and no installed dependency does.
 *
 * Invariants:
 * - Keccak-f[1600] on 25 lanes of 64 bits, each held as two 32-bit halves (lo, hi) in a Uint32Array, little-endian
 *   within the lane, as the specification lays bytes into lanes.
 * - Rate 136 bytes (capacity 512) for a 256-bit output. Keccak pads with 0x01…0x80; FIPS 202 SHA3 with 0x06…0x80.
 *   `sponge256` takes the domain byte so tests can check this permutation against Node's SHA3-256.
 */

const RATE = 136;

// Round constants, as [lo, hi] 32-bit halves.
const RC = new Uint32Array([
  0x00000001, 0x00000000, 0x00008082, 0x00000000, 0x0000808a, 0x80000000, 0x80008000, 0x80000000, 0x0000808b,
  0x00000000, 0x80000001, 0x00000000, 0x80008081, 0x80000000, 0x00008009, 0x80000000, 0x0000008a, 0x00000000,
  0x00000088, 0x00000000, 0x80008009, 0x00000000, 0x8000000a, 0x00000000, 0x8000808b, 0x00000000, 0x0000008b,
  0x80000000, 0x00008089, 0x80000000, 0x00008003, 0x80000000, 0x00008002, 0x80000000, 0x00000080, 0x80000000,
  0x0000800a, 0x00000000, 0x8000000a, 0x80000000, 0x80008081, 0x80000000, 0x00008080, 0x80000000, 0x80000001,
  0x00000000, 0x80008008, 0x80000000,
]);

// Rotation offset of lane x + 5y.
const ROTATION = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

// π: lane x + 5y moves to lane y + 5((2x + 3y) mod 5).
const PI_TARGET = ROTATION.map((_, lane) => {
  const x = lane % 5;
  const y = Math.floor(lane / 5);
  return y + 5 * ((2 * x + 3 * y) % 5);
});

const c = new Uint32Array(10);
const b = new Uint32Array(50);

/** One application of Keccak-f[1600] to `s` (50 words: lane i is s[2i] lo, s[2i+1] hi). */
function keccakF1600(s: Uint32Array): void {
  for (let round = 0; round < 24; round++) {
    theta(s);
    rhoPi(s);
    chi(s);
    s[0] = s[0]! ^ RC[2 * round]!;
    s[1] = s[1]! ^ RC[2 * round + 1]!;
  }
}

function theta(s: Uint32Array): void {
  for (let x = 0; x < 5; x++) {
    c[2 * x] = s[2 * x]! ^ s[2 * x + 10]! ^ s[2 * x + 20]! ^ s[2 * x + 30]! ^ s[2 * x + 40]!;
    c[2 * x + 1] = s[2 * x + 1]! ^ s[2 * x + 11]! ^ s[2 * x + 21]! ^ s[2 * x + 31]! ^ s[2 * x + 41]!;
  }
  for (let x = 0; x < 5; x++) {
    const prev = ((x + 4) % 5) * 2;
    const next = ((x + 1) % 5) * 2;
    // D[x] = C[x-1] ^ rotl(C[x+1], 1)
    const lo = c[prev]! ^ ((c[next]! << 1) | (c[next + 1]! >>> 31));
    const hi = c[prev + 1]! ^ ((c[next + 1]! << 1) | (c[next]! >>> 31));
    for (let y = 0; y < 25; y += 5) {
      s[2 * (x + y)] = s[2 * (x + y)]! ^ lo;
      s[2 * (x + y) + 1] = s[2 * (x + y) + 1]! ^ hi;
    }
  }
}

function rhoPi(s: Uint32Array): void {
  for (let lane = 0; lane < 25; lane++) {
    const lo = s[2 * lane]!;
    const hi = s[2 * lane + 1]!;
    const n = ROTATION[lane]!;
    const to = 2 * PI_TARGET[lane]!;
    if (n === 0) {
      b[to] = lo;
      b[to + 1] = hi;
    } else if (n < 32) {
      b[to] = (lo << n) | (hi >>> (32 - n));
      b[to + 1] = (hi << n) | (lo >>> (32 - n));
    } else if (n === 32) {
      b[to] = hi;
      b[to + 1] = lo;
    } else {
      const k = n - 32;
      b[to] = (hi << k) | (lo >>> (32 - k));
      b[to + 1] = (lo << k) | (hi >>> (32 - k));
    }
  }
}

function chi(s: Uint32Array): void {
  for (let y = 0; y < 25; y += 5) {
    for (let x = 0; x < 5; x++) {
      const i = 2 * (x + y);
      const i1 = 2 * (((x + 1) % 5) + y);
      const i2 = 2 * (((x + 2) % 5) + y);
      s[i] = b[i]! ^ (~b[i1]! & b[i2]!);
      s[i + 1] = b[i + 1]! ^ (~b[i1 + 1]! & b[i2 + 1]!);
    }
  }
}

function absorbBlock(state: Uint32Array, block: Uint8Array, offset: number): void {
  for (let w = 0; w < RATE / 4; w++) {
    const p = offset + 4 * w;
    state[w] = state[w]! ^ (block[p]! | (block[p + 1]! << 8) | (block[p + 2]! << 16) | (block[p + 3]! << 24));
  }
  keccakF1600(state);
}

/** The 32-byte sponge output over `data` with the given padding domain byte (0x01 Keccak, 0x06 SHA3). */
export function sponge256(data: Uint8Array, domain: number): Uint8Array {
  const state = new Uint32Array(50);
  const full = data.length - (data.length % RATE);
  for (let offset = 0; offset < full; offset += RATE) absorbBlock(state, data, offset);
  const last = new Uint8Array(RATE);
  last.set(data.subarray(full));
  last[data.length - full] = last[data.length - full]! ^ domain;
  last[RATE - 1] = last[RATE - 1]! ^ 0x80;
  absorbBlock(state, last, 0);
  const out = new Uint8Array(32);
  for (let w = 0; w < 8; w++) {
    const word = state[w]!;
    out[4 * w] = word & 0xff;
    out[4 * w + 1] = (word >>> 8) & 0xff;
    out[4 * w + 2] = (word >>> 16) & 0xff;
    out[4 * w + 3] = word >>> 24;
  }
  return out;
}

export function keccak256(data: Uint8Array): Uint8Array {
  return sponge256(data, 0x01);
}
