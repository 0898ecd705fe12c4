/**
 * Program identity (docs/spec/teal.md §2): the hash of a TEAL program is SHA-512/256 over the ASCII bytes `Program` followed
 * by the program bytes (go-algorand `logic.HashProgram`); rendered as an Algorand address it is the logic-sig
 * escrow address and the `hash` field of `/v2/teal/compile`.
 *
 * Invariants: pure functions of the bytes; the digest is 32 bytes; the address is the 58-character checksummed
 * form of that digest.
 */
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import { encodeAddress } from '../crypto/address.js';
import { isOnCurve } from './curve.js';

/** SHA-512/256("Program" ‖ program): 32 bytes. */
export function programHash(program: Uint8Array): Uint8Array {
  return sha512_256(Prefix.Program, program);
}

/** The 58-character address of `programHash(program)`. */
export function programAddress(program: Uint8Array): string {
  return encodeAddress(programHash(program));
}

/**
 * Upstream `ProgramHashIsEdwards25519Point`: does the program's address decode as an Edwards25519 point (so it could
 * be an ed25519 public key)? Auto-salt keeps v13+ logic sigs away from such addresses.
 */
export function programHashIsOnCurve(program: Uint8Array): boolean {
  return isOnCurve(programHash(program));
}
