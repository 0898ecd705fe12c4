/**
 * `ecdsa_verify V`, `ecdsa_pk_decompress V`, `ecdsa_pk_recover V` (v5+, upstream crypto.go).
 *
 * Invariants:
 * - V 0 = Secp256k1 (v5), 1 = Secp256r1 (v7); any other value, or Secp256r1 before v7, fails with
 *   `invalid curve V`. `ecdsa_pk_recover` supports Secp256k1 only (`unsupported curve 1`).
 * - `ecdsa_verify` requires 32 bytes of data (`the signed data must be 32 bytes long, not N`); a bad key or
 *   signature is simply 0. Outputs are 32-byte big-endian coordinates X then Y (Y on top).
 * - Error texts are upstream's, including the `pubkey recover failed: ` wrapping of the recovery errors.
 */
import {
  decompress,
  recoverSecp256k1,
  SECP256K1,
  SECP256R1,
  verifySecp256k1,
  verifySecp256r1,
} from '../crypto/ecdsa.js';
import type { Machine, OpFn } from '../machine.js';
import { bigintToFixedBytes, boolValue } from '../values.js';

const SECP256K1_FIELD = 0;
const SECP256R1_FIELD = 1;
const SECP256R1_VERSION = 7;

/** The curve immediate if this program version knows it, else upstream's error text. */
function curveField(m: Machine): number | string {
  const field = m.program[m.pc + 1]!;
  if (field === SECP256K1_FIELD) return field;
  if (field === SECP256R1_FIELD && m.version >= SECP256R1_VERSION) return field;
  return `invalid curve ${field}`;
}

export const opEcdsaVerify: OpFn = (m) => {
  const field = curveField(m);
  if (typeof field === 'string') return field;
  const stack = m.stack;
  const last = stack.length - 1;
  const msg = stack[last - 4] as Uint8Array;
  if (msg.length !== 32) return `the signed data must be 32 bytes long, not ${msg.length}`;
  const r = stack[last - 3] as Uint8Array;
  const s = stack[last - 2] as Uint8Array;
  const x = stack[last - 1] as Uint8Array;
  const y = stack[last] as Uint8Array;
  const verify = field === SECP256K1_FIELD ? verifySecp256k1 : verifySecp256r1;
  stack[last - 4] = boolValue(verify(msg, r, s, x, y));
  stack.length = last - 3;
  return undefined;
};

export const opEcdsaPkDecompress: OpFn = (m) => {
  const field = curveField(m);
  if (typeof field === 'string') return field;
  const stack = m.stack;
  const last = stack.length - 1;
  const point = decompress(field === SECP256K1_FIELD ? SECP256K1 : SECP256R1, stack[last] as Uint8Array);
  if (point === undefined) return field === SECP256K1_FIELD ? 'invalid pubkey' : 'invalid compressed pubkey';
  stack[last] = bigintToFixedBytes(point.x, 32);
  stack.push(bigintToFixedBytes(point.y, 32));
  return undefined;
};

export const opEcdsaPkRecover: OpFn = (m) => {
  const field = curveField(m);
  if (typeof field === 'string') return field;
  if (field !== SECP256K1_FIELD) return `unsupported curve ${field}`;
  const stack = m.stack;
  const last = stack.length - 1;
  const recoveryId = stack[last - 2] as bigint;
  if (recoveryId > 3n) return `invalid recovery id: ${recoveryId}`;
  const msg = stack[last - 3] as Uint8Array;
  const point = recoverSecp256k1(msg, Number(recoveryId), stack[last - 1] as Uint8Array, stack[last] as Uint8Array);
  if (typeof point === 'string') return `pubkey recover failed: ${point}`;
  stack[last - 3] = bigintToFixedBytes(point.x, 32);
  stack[last - 2] = bigintToFixedBytes(point.y, 32);
  stack.length = last - 1;
  return undefined;
};
