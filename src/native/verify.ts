/**
 * Many ed25519 checks at once: the addon's verifier (native/ed25519.c: go-algorand's rules, a batch of up to 64
 * checked by one random linear combination, about twice as fast per signature as one-by-one verification) when it
 * loads, core's one-by-one `verify` otherwise.
 *
 * Invariants:
 * - Both answer exactly core `verify` for every item (test/native/verify-parity.test.ts): 1 valid, 0 invalid.
 * - The batch coefficients are fresh random bytes per call (node:crypto), never reused: an attacker who could
 *   predict them could build a failing batch that passes.
 * - Layout errors throw AppError CORE_BAD_ARGUMENT / CORE_BAD_LENGTH before any work; a bad signature never throws.
 * - Synchronous: meant for pool threads, which is where every caller runs it.
 */
import { randomFillSync } from 'node:crypto';
import { verifyBatch as verifyEachInCore, verifyBatchCount } from '../core/crypto/batch.js';
import { acceptedByLibsodium } from '../core/crypto/ed25519.js';
import { packedItem, type PackedBytes } from '../core/packed.js';
import { loadAddon, type NativeAddon } from './addon.js';
import { toEngineError } from './native-engine.js';

const COEFFICIENT_BYTES = 16;

export interface SignatureVerifier {
  /** true when the addon serves the calls */
  readonly isNative: boolean;
  /** Byte i is 1 when signature i over message i verifies against public key i (go-algorand's rules). */
  verifyBatch(messages: PackedBytes, signatures: Uint8Array, publicKeys: Uint8Array): Uint8Array;
}

function nativeVerifier(addon: NativeAddon): SignatureVerifier {
  return {
    isNative: true,
    verifyBatch(messages, signatures, publicKeys) {
      const n = verifyBatchCount(messages, signatures, publicKeys);
      // One signature alone gains nothing from a combination, and libsodium's single check is faster than ours
      // (ours runs at 0.73x its speed): libsodium answers first, and only its refusals reach the addon, whose exact
      // check costs far less than core's re-check of them.
      if (n === 1 && acceptedByLibsodium(packedItem(messages, 0), signatures, publicKeys)) return Uint8Array.of(1);
      const random = randomFillSync(Buffer.allocUnsafe(n * COEFFICIENT_BYTES));
      try {
        return addon.verifyEd25519(messages.data, messages.offsets, signatures, publicKeys, random);
      } catch (error) {
        throw toEngineError(error);
      }
    },
  };
}

const coreVerifier: SignatureVerifier = { isNative: false, verifyBatch: verifyEachInCore };

/** The addon's verifier when it loads from `addonPath` (default build), else core's; `forceJs` picks core's. */
export function loadVerifier(options: { forceJs?: boolean; addonPath?: string } = {}): SignatureVerifier {
  if (options.forceJs === true) return coreVerifier;
  const loaded = loadAddon(options.addonPath);
  return loaded.ok ? nativeVerifier(loaded.addon) : coreVerifier;
}

let defaultVerifier: SignatureVerifier | undefined;

/** The process-wide verifier (per thread: each pool thread loads its own). */
export function getVerifier(): SignatureVerifier {
  defaultVerifier ??= loadVerifier();
  return defaultVerifier;
}
