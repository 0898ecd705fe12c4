/**
 * Derived account addresses (docs/spec/protocol.md §2.3). Every function returns the 32-byte address; render it with
 * `encodeAddress` (address.ts).
 *
 * Invariants:
 * - multisig: H("MultisigAddr" || version u8 || threshold u8 || pk_1 || … || pk_n), version 1, 1 ≤ threshold ≤ n,
 *   n ≤ 255 (go-algorand maxMultisig), keys exactly 32 bytes, order significant, duplicates allowed. Error texts are
 *   go-algorand's (`unknown version`, `Invalid threshold`, `Invalid number of signatures`) because kmd returns them.
 * - logic-sig escrow: H("Program" || program); application: H("appID" || u64be(app id)).
 * - post-quantum: H("PQA" || scheme(2) || salt(1) || pk) with the lowest salt whose digest cannot decode as an
 *   Edwards25519 point, so a PQ account can never coincide with an ed25519 key. The curve test deliberately
 *   over-approximates (non-canonical y and small-order points count as points), like algosdk's.
 */
import { AppError } from '../errors.js';
import { ADDRESS_BYTES, decodeAddress } from './address.js';
import { PUBLIC_KEY_BYTES } from './ed25519.js';
import { sha512_256 } from './hash.js';
import { Prefix } from './prefixes.js';

const MULTISIG_VERSION = 1;
export const MAX_MULTISIG_KEYS = 255;
export const MAX_UINT64 = (1n << 64n) - 1n;

/**
 * Multisig account address.
 * @throws CORE_BAD_MULTISIG bad version, threshold, key count or key length
 */
export function multisigAddress(version: number, threshold: number, publicKeys: readonly Uint8Array[]): Buffer {
  if (version !== MULTISIG_VERSION) throw new AppError('CORE_BAD_MULTISIG', 'unknown version');
  const n = publicKeys.length;
  if (!Number.isInteger(threshold) || threshold < 1 || n === 0 || threshold > n) {
    throw new AppError('CORE_BAD_MULTISIG', 'Invalid threshold');
  }
  if (n > MAX_MULTISIG_KEYS) throw new AppError('CORE_BAD_MULTISIG', 'Invalid number of signatures');
  publicKeys.forEach((pk, i) => {
    if (pk.length !== PUBLIC_KEY_BYTES) {
      throw new AppError('CORE_BAD_MULTISIG', `public key ${i} must be ${PUBLIC_KEY_BYTES} bytes, got ${pk.length}`);
    }
  });
  return sha512_256(Prefix.MultisigAddr, Uint8Array.of(version, threshold), ...publicKeys);
}

/** Escrow (contract) account of a logic-sig program. */
export function logicSigAddress(program: Uint8Array): Buffer {
  return sha512_256(Prefix.Program, program);
}

/** Account of an application. @throws CORE_BAD_ARGUMENT unless 0 ≤ appId < 2^64 */
export function applicationAddress(appId: bigint): Buffer {
  if (appId < 0n || appId > MAX_UINT64) {
    throw new AppError('CORE_BAD_ARGUMENT', `application id ${appId} is not a uint64`);
  }
  const id = Buffer.allocUnsafe(8);
  id.writeBigUInt64BE(appId);
  return sha512_256(Prefix.AppIndex, id);
}

/** Special system address H("SpecialAddr" || name). */
function specialAddress(name: string): Buffer {
  return sha512_256(Prefix.SpecialAddr, Buffer.from(name, 'ascii'));
}

/** Sender of state-proof transactions: XM6FEYVJ…TVB5EU. */
export const STATE_PROOF_SENDER: Buffer = specialAddress('StateProofSender');

/** Default fee sink of goal-generated networks: A7NMWS3N…HIBGDE. */
export const DEFAULT_FEE_SINK: Buffer = decodeAddress('A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE');

/** Default rewards pool of goal-generated networks: 32 × 0xff. */
export const DEFAULT_REWARDS_POOL: Buffer = Buffer.alloc(ADDRESS_BYTES, 0xff);

// --- post-quantum addresses -------------------------------------------------------------------------------------

const PQ_SCHEME_BYTES = 2;
/** Falcon-1024, the only scheme of consensus V42. */
export const PQ_SCHEME_FALCON1024 = Buffer.from('f1', 'ascii');

const P = (1n << 255n) - 19n;

function powMod(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

const D = (P - ((121665n * powMod(121666n, P - 2n)) % P)) % P;

/**
 * Could these 32 bytes decode as an Edwards25519 point? y is taken mod p (accepting non-canonical encodings) and a
 * point exists iff x² = (y² − 1)/(d·y² + 1) has a root, i.e. the ratio is zero or a quadratic residue.
 */
export function couldBeCurvePoint(bytes: Uint8Array): boolean {
  if (bytes.length !== PUBLIC_KEY_BYTES) return false;
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? bytes[i]! & 0x7f : bytes[i]!);
  y %= P;
  const y2 = (y * y) % P;
  const u = (y2 - 1n + P) % P;
  const v = (D * y2 + 1n) % P;
  if (v === 0n) return false;
  const x2 = (u * powMod(v, P - 2n)) % P;
  return x2 === 0n || powMod(x2, (P - 1n) / 2n) === 1n;
}

/** PQAddress: SHA-512/256("PQA" ‖ scheme (2 bytes) ‖ salt (1 byte) ‖ public key), for any salt. */
export function pqAddress(scheme: Uint8Array, salt: number, publicKey: Uint8Array): Buffer {
  return sha512_256(Prefix.PostQuantumAddress, scheme, Uint8Array.of(salt), publicKey);
}

/**
 * Post-quantum account address and its canonical salt.
 * @throws CORE_BAD_LENGTH scheme not 2 bytes; CORE_BAD_ARGUMENT when no salt works (probability ~2^-256)
 */
export function postQuantumAddress(scheme: Uint8Array, publicKey: Uint8Array): { address: Buffer; salt: number } {
  if (scheme.length !== PQ_SCHEME_BYTES) {
    throw new AppError('CORE_BAD_LENGTH', `PQ scheme must be ${PQ_SCHEME_BYTES} bytes, got ${scheme.length}`);
  }
  for (let salt = 0; salt <= 0xff; salt++) {
    const address = pqAddress(scheme, salt, publicKey);
    if (!couldBeCurvePoint(address)) return { address, salt };
  }
  throw new AppError('CORE_BAD_ARGUMENT', 'no canonical salt exists for this PQ public key and scheme');
}
