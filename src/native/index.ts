/**
 * The Merkle facade: native addon when it loads, pure-TypeScript core otherwise, behind one MerkleEngine.
 *
 * Invariants:
 * - Reads no environment: whether to force the JS path is a parameter of `loadMerkle` (`forceJs`); the process
 *   uses `getMerkle()` (native when it loads). Tests and benches call `loadMerkle` directly.
 * - Loading never throws; `engine.isNative` and `engine.fallbackReason` say which implementation serves.
 * - Both engines are byte-identical (test/native/parity.test.ts).
 */
import { loadAddon } from './addon.js';
import type { MerkleEngine } from './engine.js';
import { createJsEngine } from './js-engine.js';
import { NativeEngine } from './native-engine.js';

export type { MerkleEngine } from './engine.js';
export { ADDON_ABI_VERSION, defaultAddonPath, loadAddon, type AddonLoad, type NativeAddon } from './addon.js';
export { toEngineError } from './native-engine.js';
export { getVerifier, loadVerifier, type SignatureVerifier } from './verify.js';

export interface MerkleOptions {
  /** use the JS implementation even when the addon loads (config knob, tests, benches) */
  readonly forceJs?: boolean;
  /** addon file to load instead of build/Release/algorun_native.node */
  readonly addonPath?: string;
}

/** A fresh engine for `options` (the addon module itself is loaded once per thread by Node). */
export function loadMerkle(options: MerkleOptions = {}): MerkleEngine {
  if (options.forceJs === true) return createJsEngine('forced by configuration');
  const loaded = loadAddon(options.addonPath);
  return loaded.ok ? new NativeEngine(loaded.addon) : createJsEngine(loaded.reason);
}

let defaultEngine: MerkleEngine | undefined;

/** The process-wide engine (native when available). */
export function getMerkle(): MerkleEngine {
  defaultEngine ??= loadMerkle();
  return defaultEngine;
}
