/**
 * The scalar fields of BN254 and BLS12-381 as the AVM's zk-friendly hashes (`mimc`, `poseidon2`) use them, with
 * gnark-crypto's conventions, which upstream's ops follow byte for byte.
 *
 * Invariants:
 * - An input is a non-empty list of 32-byte big-endian integers, each strictly below the field's modulus; a
 *   non-canonical element fails with gnark's text `invalid fr.Element encoding`.
 * - Output is the 32-byte big-endian encoding of the canonical residue.
 * - Round constants come from a Keccak-256 chain: h₀ = keccak(seed), then cᵢ = keccak(cᵢ₋₁) with c₀ = keccak(h₀),
 *   each read as a big-endian integer reduced modulo the field (gnark's `initRC`/`initConstants`).
 */
import { bytesToBigint } from '../values.js';
import { keccak256 } from './keccak.js';

export interface ScalarField {
  readonly name: string;
  readonly modulus: bigint;
}

export const BN254_FR: ScalarField = {
  name: 'BN254',
  modulus: 0x30644e72e131a029b85045b68181585d2833e84879b9709143e1f593f0000001n,
};

export const BLS12_381_FR: ScalarField = {
  name: 'BLS12_381',
  modulus: 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001n,
};

export const ELEMENT_BYTES = 32;

/** Splits `bytes` into canonical field elements; the caller has checked the length is a non-zero multiple of 32. */
export function readElements(field: ScalarField, bytes: Uint8Array): bigint[] | string {
  const elements: bigint[] = [];
  for (let offset = 0; offset < bytes.length; offset += ELEMENT_BYTES) {
    const value = bytesToBigint(bytes.subarray(offset, offset + ELEMENT_BYTES));
    if (value >= field.modulus) return 'invalid fr.Element encoding';
    elements.push(value);
  }
  return elements;
}

/** `count` round constants from the Keccak-256 chain seeded by `seed`. */
export function keccakConstants(field: ScalarField, seed: string, count: number): bigint[] {
  let digest = keccak256(Buffer.from(seed, 'utf8'));
  const constants: bigint[] = [];
  for (let i = 0; i < count; i++) {
    digest = keccak256(digest);
    constants.push(bytesToBigint(digest) % field.modulus);
  }
  return constants;
}

/** x⁵ mod p, the S-box of both hashes. */
export function pow5(x: bigint, p: bigint): bigint {
  const square = (x * x) % p;
  return (((square * square) % p) * x) % p;
}
