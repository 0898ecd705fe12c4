/**
 * Typed loader for the binding.gyp addon `algorun_native` (sources in native/).
 *
 * Invariants:
 * - Loading never throws: a missing build, a load failure (ABI, missing symbol) or a stale build whose
 *   `abiVersion` differs from `ADDON_ABI_VERSION` is reported as `{ ok: false, reason }`, so callers can fall back
 *   to the JS implementation.
 * - The numeric kind/scheme codes below are the addon's contract (native/digest.h, native/merkle.h).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Must equal ABI_VERSION in native/addon.c. */
export const ADDON_ABI_VERSION = 2;

export const KIND_CODE = { sha512_256: 0, sha256: 1, sha512: 2 } as const;
export const SCHEME_CODE = { array: 0, vector: 1 } as const;

type Out<A extends boolean> = A extends true ? Promise<Buffer> : Buffer;

/** Raw addon exports; every function validates its arguments and throws TypeError/RangeError with a `code`. */
export interface NativeAddon {
  readonly abiVersion: number;
  hashBatch<A extends boolean>(
    kind: number,
    prefix: Uint8Array | null,
    data: Uint8Array,
    offsets: Uint32Array,
    isAsync: A,
  ): Out<A>;
  txnLeaves<A extends boolean>(
    kind: number,
    idKind: number,
    txnData: Uint8Array,
    txnOffsets: Uint32Array,
    stibData: Uint8Array,
    stibOffsets: Uint32Array,
    isAsync: A,
  ): Out<A>;
  treeRoot<A extends boolean>(scheme: number, kind: number, leaves: Uint8Array, isAsync: A): Out<A>;
  treeProof<A extends boolean>(scheme: number, kind: number, leaves: Uint8Array, index: number, isAsync: A): Out<A>;
  txnTreeRoot<A extends boolean>(
    scheme: number,
    kind: number,
    idKind: number,
    txnData: Uint8Array,
    txnOffsets: Uint32Array,
    stibData: Uint8Array,
    stibOffsets: Uint32Array,
    isAsync: A,
  ): Out<A>;
  txnTreeProof<A extends boolean>(
    scheme: number,
    kind: number,
    idKind: number,
    txnData: Uint8Array,
    txnOffsets: Uint32Array,
    stibData: Uint8Array,
    stibOffsets: Uint32Array,
    index: number,
    isAsync: A,
  ): Out<A>;
  /** Byte i is 1 when signature i (64 bytes) over message i verifies against key i (32 bytes); 16 random bytes per item. */
  verifyEd25519(
    data: Uint8Array,
    offsets: Uint32Array,
    signatures: Uint8Array,
    publicKeys: Uint8Array,
    random: Uint8Array,
  ): Buffer;
}

export type AddonLoad = { ok: true; addon: NativeAddon; path: string } | { ok: false; reason: string };

const FUNCTIONS = [
  'hashBatch',
  'txnLeaves',
  'treeRoot',
  'treeProof',
  'txnTreeRoot',
  'txnTreeProof',
  'verifyEd25519',
] as const;

/** build/Release/algorun_native.node at the repository root (this file is src/native/addon.ts). */
export function defaultAddonPath(): string {
  return fileURLToPath(new URL('../../build/Release/algorun_native.node', import.meta.url));
}

function hasShape(value: unknown): value is NativeAddon {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FUNCTIONS.every((name) => typeof record[name] === 'function');
}

/** Loads the addon from `path`; never throws. */
export function loadAddon(path: string = defaultAddonPath()): AddonLoad {
  if (!existsSync(path)) return { ok: false, reason: `${path} not built (run: node scripts/build-native.mjs)` };
  let loaded: unknown;
  try {
    loaded = createRequire(import.meta.url)(path);
  } catch (error) {
    return { ok: false, reason: `${path} failed to load: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!hasShape(loaded)) return { ok: false, reason: `${path} does not export the expected functions` };
  if (loaded.abiVersion !== ADDON_ABI_VERSION) {
    return {
      ok: false,
      reason: `${path} is a stale build (abi ${String(loaded.abiVersion)}, want ${ADDON_ABI_VERSION})`,
    };
  }
  return { ok: true, addon: loaded, path };
}
