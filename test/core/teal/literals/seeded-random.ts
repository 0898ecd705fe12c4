// Deterministic pseudo-random bytes for property tests (SHA-256 in counter mode over a seed string), so that a
// failing case can be replayed. Not a test file (no .test.ts suffix); shared by the teal tests of helper S.
import { createHash } from 'node:crypto';

export class SeededRandom {
  #seed: string;
  #counter = 0;
  #pool = Buffer.alloc(0);

  constructor(seed: string) {
    this.#seed = seed;
  }

  bytes(n: number): Buffer {
    while (this.#pool.length < n) {
      const block = createHash('sha256').update(`${this.#seed}:${this.#counter++}`).digest();
      this.#pool = Buffer.concat([this.#pool, block]);
    }
    const out = Buffer.from(this.#pool.subarray(0, n));
    this.#pool = this.#pool.subarray(n);
    return out;
  }

  /** Uniform integer in [0, bound) for bound ≤ 2^32. */
  int(bound: number): number {
    return this.bytes(4).readUInt32BE(0) % bound;
  }

  /** Uniform bigint in [0, 2^bits). */
  bigint(bits: number): bigint {
    const b = this.bytes(Math.ceil(bits / 8));
    return BigInt('0x' + (b.length === 0 ? '0' : b.toString('hex'))) & ((1n << BigInt(bits)) - 1n);
  }
}

/** Binary string (one char per byte) of a byte array. */
export const bin = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');
/** Binary string of the UTF-8 encoding of a JS string. */
export const utf8 = (text: string): string => Buffer.from(text, 'utf8').toString('latin1');
