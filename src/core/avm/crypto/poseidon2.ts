/**
 * Poseidon2 with width 2 over a pairing curve's scalar field, in gnark-crypto v0.18's Merkle–Damgård mode
 * (upstream's `poseidon2` opcode, configurations BN254t2 and BLS12_381t2: 6 full rounds, 50 partial, S-box x⁵).
 *
 * Invariants:
 * - The permutation applies the external matrix [[2,1],[1,2]] first, then rf/2 full rounds (add both round keys,
 *   S-box both lanes, external matrix), rp partial rounds (add one key to lane 0, S-box lane 0, internal matrix
 *   [[2,1],[1,3]]), and rf/2 full rounds again.
 * - Round keys come from the Keccak chain seeded by `Poseidon2-NAME[t=2,rF=6,rP=50,d=5]`, in round order, two per
 *   full round and one per partial round.
 * - Compression of (state, block) permutes [state, block] and returns block + lane 1 of the result; the hash starts
 *   from the zero state and compresses each element in turn.
 */
import { keccakConstants, pow5, type ScalarField } from './scalar-field.js';

const FULL_ROUNDS = 6;
const PARTIAL_ROUNDS = 50;
const constantsByField = new Map<ScalarField, readonly bigint[]>();

function roundKeys(field: ScalarField): readonly bigint[] {
  let keys = constantsByField.get(field);
  if (keys === undefined) {
    const seed = `Poseidon2-${field.name}[t=2,rF=${FULL_ROUNDS},rP=${PARTIAL_ROUNDS},d=5]`;
    keys = keccakConstants(field, seed, 2 * FULL_ROUNDS + PARTIAL_ROUNDS);
    constantsByField.set(field, keys);
  }
  return keys;
}

/** The width-2 permutation of (a, b); returns lane 1, the only lane compression keeps. */
function permuteLane1(field: ScalarField, a0: bigint, b0: bigint): bigint {
  const p = field.modulus;
  const keys = roundKeys(field);
  let sum = a0 + b0;
  let a = (a0 + sum) % p;
  let b = (b0 + sum) % p;
  let k = 0;
  const fullRounds = (): void => {
    for (let round = 0; round < FULL_ROUNDS / 2; round++) {
      a = pow5((a + keys[k++]!) % p, p);
      b = pow5((b + keys[k++]!) % p, p);
      sum = a + b;
      a = (a + sum) % p;
      b = (b + sum) % p;
    }
  };
  fullRounds();
  for (let round = 0; round < PARTIAL_ROUNDS; round++) {
    a = pow5((a + keys[k++]!) % p, p);
    sum = a + b;
    a = (a + sum) % p;
    b = (2n * b + sum) % p;
  }
  fullRounds();
  return b;
}

/** The Poseidon2 Merkle–Damgård digest of a non-empty list of canonical field elements. */
export function poseidon2Hash(field: ScalarField, elements: readonly bigint[]): bigint {
  let state = 0n;
  for (const block of elements) state = (block + permuteLane1(field, state, block)) % field.modulus;
  return state;
}
