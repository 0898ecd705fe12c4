/**
 * Hashes and signature checks: `sha256 keccak256 sha512_256 sha3_256 sha512 sumhash512 ed25519verify ed25519verify_bare
 * falcon_verify` (upstream crypto.go).
 *
 * Invariants:
 * - Hash outputs are fresh arrays of the documented length; inputs are untouched.
 * - `ed25519verify` verifies over "ProgData" ‖ SHA-512/256("Program" ‖ program) ‖ data, so a signature binds to
 *   the exact program bytes; `ed25519verify_bare` verifies over the data alone. Wrong key or signature lengths are
 *   errors (`invalid public key`, `invalid signature`), a failed verification is simply 0.
 * - `falcon_verify` requires a 1793-byte key (`invalid public key size N != 1793`); any signature length is
 *   accepted and a malformed one simply verifies as 0, as upstream.
 */
import { createHash } from 'node:crypto';
import { verify } from '../../crypto/ed25519.js';
import { FALCON_PUBLIC_KEY_BYTES, falconVerify } from '../../crypto/falcon.js';
import { sha512_256 } from '../../crypto/hash.js';
import { Prefix } from '../../crypto/prefixes.js';
import { keccak256 } from '../crypto/keccak.js';
import { sumhash512 } from '../crypto/sumhash.js';
import type { Machine, OpFn } from '../machine.js';
import { boolValue } from '../values.js';

function hashOp(digest: (data: Uint8Array) => Uint8Array): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    stack[last] = digest(stack[last] as Uint8Array);
    return undefined;
  };
}

function nodeHash(algorithm: string): (data: Uint8Array) => Uint8Array {
  return (data) => createHash(algorithm).update(data).digest();
}

export const opSha256 = hashOp(nodeHash('sha256'));
export const opSha512 = hashOp(nodeHash('sha512'));
export const opSha3_256 = hashOp(nodeHash('sha3-256'));
export const opSha512_256 = hashOp((data) => sha512_256(data));
export const opKeccak256 = hashOp(keccak256);
export const opSumhash512 = hashOp(sumhash512);

const PUBLIC_KEY_BYTES = 32;
const SIGNATURE_BYTES = 64;

function signatureCheck(message: (m: Machine, data: Uint8Array) => Uint8Array): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const publicKey = stack[last] as Uint8Array;
    const signature = stack[last - 1] as Uint8Array;
    if (publicKey.length !== PUBLIC_KEY_BYTES) return 'invalid public key';
    if (signature.length !== SIGNATURE_BYTES) return 'invalid signature';
    const data = stack[last - 2] as Uint8Array;
    stack[last - 2] = boolValue(verify(message(m, data), signature, publicKey));
    stack.pop();
    stack.pop();
    return undefined;
  };
}

export const opEd25519verify = signatureCheck((m, data) => Buffer.concat([Prefix.ProgramData, m.programHash(), data]));
export const opEd25519verifyBare = signatureCheck((_m, data) => data);

/** falcon_verify (v12+): data A, deterministic Falcon-1024 compressed signature B, public key C. */
export const opFalconVerify: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const publicKey = stack[last] as Uint8Array;
  if (publicKey.length !== FALCON_PUBLIC_KEY_BYTES) {
    return `invalid public key size ${publicKey.length} != ${FALCON_PUBLIC_KEY_BYTES}`;
  }
  const signature = stack[last - 1] as Uint8Array;
  stack[last - 2] = boolValue(falconVerify(publicKey, stack[last - 2] as Uint8Array, signature));
  stack.pop();
  stack.pop();
  return undefined;
};
