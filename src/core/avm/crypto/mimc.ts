/**
 * MiMC over a pairing curve's scalar field in Miyaguchi–Preneel mode, as gnark-crypto's `fr/mimc` computes it
 * (upstream's `mimc` opcode, configurations BN254Mp110 and BLS12_381Mp111).
 *
 * Invariants:
 * - The cipher keyed by h encrypts m in `rounds` rounds of t = m + h + cᵢ, m = t⁵, and finally adds h.
 * - The chaining value starts at 0 and, for each element x, becomes E_h(x) + h + x.
 * - Constants are the Keccak chain of the seed "seed" (scalar-field.ts); they are derived once per field.
 */
import { keccakConstants, pow5, type ScalarField } from './scalar-field.js';

export interface MimcConfig {
  readonly field: ScalarField;
  readonly rounds: number;
}

const SEED = 'seed';
const constantsByConfig = new Map<MimcConfig, readonly bigint[]>();

function constantsOf(config: MimcConfig): readonly bigint[] {
  let constants = constantsByConfig.get(config);
  if (constants === undefined) {
    constants = keccakConstants(config.field, SEED, config.rounds);
    constantsByConfig.set(config, constants);
  }
  return constants;
}

function encrypt(message: bigint, key: bigint, constants: readonly bigint[], p: bigint): bigint {
  let m = message;
  for (const c of constants) m = pow5((m + key + c) % p, p);
  return (m + key) % p;
}

/** The MiMC digest of a non-empty list of canonical field elements. */
export function mimcHash(config: MimcConfig, elements: readonly bigint[]): bigint {
  const p = config.field.modulus;
  const constants = constantsOf(config);
  let h = 0n;
  for (const x of elements) h = (encrypt(x, h, constants, p) + h + x) % p;
  return h;
}
