/**
 * The shape of a random source. Core never draws randomness itself (test/layering.test.ts checks it): functions
 * that need fresh bytes (key seeds, salts, nonces) take a `RandomSource` from their caller, and the service layer
 * passes the process's CSPRNG (src/service/random.ts). Tests may pass a deterministic source.
 */

/** Returns `length` fresh random bytes. */
export type RandomSource = (length: number) => Uint8Array;
