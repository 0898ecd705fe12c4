/**
 * `vrf_verify S` (v7+, upstream crypto.go opVrfVerify): data A, 80-byte proof B, 32-byte public key C →
 * 64-byte output X and bool Y (Y on top).
 *
 * Invariants:
 * - Sizes are checked before the standard, with upstream's texts (`vrf proof wrong size N != 80`,
 *   `vrf pubkey wrong size N != 32`); S 0 = VrfAlgorand is the only standard (`invalid VRF standard
 *   VrfStandard(S)` otherwise, as Go's stringer prints an unknown value).
 * - A proof that fails, or a key libsodium refuses, is not an error: Y = 0 and X = 64 zero bytes.
 */
import { VRF_PROOF_BYTES, VRF_PUBLIC_KEY_BYTES, vrfVerify } from '../crypto/vrf.js';
import type { OpFn } from '../machine.js';
import { boolValue } from '../values.js';

const VRF_ALGORAND = 0;

export const opVrfVerify: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const proof = stack[last - 1] as Uint8Array;
  if (proof.length !== VRF_PROOF_BYTES) return `vrf proof wrong size ${proof.length} != ${VRF_PROOF_BYTES}`;
  const publicKey = stack[last] as Uint8Array;
  if (publicKey.length !== VRF_PUBLIC_KEY_BYTES) {
    return `vrf pubkey wrong size ${publicKey.length} != ${VRF_PUBLIC_KEY_BYTES}`;
  }
  const standard = m.program[m.pc + 1]!;
  if (standard !== VRF_ALGORAND) return `invalid VRF standard VrfStandard(${standard})`;
  const { ok, output } = vrfVerify(publicKey, proof, stack[last - 2] as Uint8Array);
  stack[last - 2] = output;
  stack[last - 1] = boolValue(ok);
  stack.pop();
  return undefined;
};
