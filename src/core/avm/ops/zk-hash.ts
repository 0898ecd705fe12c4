/**
 * `mimc` (v11+) and `poseidon2` (v13+): hashes of scalar-field elements that match gnark circuits (upstream
 * crypto.go).
 *
 * Invariants:
 * - Configuration C: mimc 0 = BN254Mp110, 1 = BLS12_381Mp111; poseidon2 0 = BN254t2, 1 = BLS12_381t2. Any other
 *   C has no cost, so the loop fails it first with upstream's `NAME returned 0 cost`; the op's own
 *   `invalid mimc config MimcConfig(C)` / `invalid poseidon2 config Poseidon2Config(C)` is a second guard.
 * - A must be non-empty (`the input data cannot be empty`), a multiple of 32 bytes (`the input data must be a
 *   multiple of 32 bytes`), and every element below the modulus (`invalid NAME input invalid fr.Element
 *   encoding`), checked in that order.
 */
import { mimcHash, type MimcConfig } from '../crypto/mimc.js';
import { poseidon2Hash } from '../crypto/poseidon2.js';
import { BLS12_381_FR, BN254_FR, ELEMENT_BYTES, readElements, type ScalarField } from '../crypto/scalar-field.js';
import type { OpFn } from '../machine.js';
import { bigintToFixedBytes } from '../values.js';

const MIMC_CONFIGS: readonly MimcConfig[] = [
  { field: BN254_FR, rounds: 110 },
  { field: BLS12_381_FR, rounds: 111 },
];

const POSEIDON2_FIELDS: readonly ScalarField[] = [BN254_FR, BLS12_381_FR];

function fieldHashOp<C>(
  name: string,
  configType: string,
  configs: readonly C[],
  fieldOf: (config: C) => ScalarField,
  digest: (config: C, elements: bigint[]) => bigint,
): OpFn {
  return (m) => {
    const immediate = m.program[m.pc + 1]!;
    const config = configs[immediate];
    if (config === undefined) return `invalid ${name} config ${configType}(${immediate})`;
    const stack = m.stack;
    const last = stack.length - 1;
    const data = stack[last] as Uint8Array;
    if (data.length === 0) return 'the input data cannot be empty';
    if (data.length % ELEMENT_BYTES !== 0) return `the input data must be a multiple of ${ELEMENT_BYTES} bytes`;
    const elements = readElements(fieldOf(config), data);
    if (typeof elements === 'string') return `invalid ${name} input ${elements}`;
    stack[last] = bigintToFixedBytes(digest(config, elements), ELEMENT_BYTES);
    return undefined;
  };
}

export const opMimc = fieldHashOp('mimc', 'MimcConfig', MIMC_CONFIGS, (c) => c.field, mimcHash);

export const opPoseidon2 = fieldHashOp('poseidon2', 'Poseidon2Config', POSEIDON2_FIELDS, (f) => f, poseidon2Hash);
