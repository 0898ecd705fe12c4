/**
 * MerkleEngine over the native addon: one N-API call per batch, lists packed into one buffer + offsets.
 *
 * Invariants:
 * - Addon argument errors (TypeError/RangeError with ERR_INVALID_ARG_* / ERR_OUT_OF_RANGE / ERR_MISSING_ARGS)
 *   become AppError CORE_BAD_ARGUMENT with the addon's message; any other failure becomes CORE_INTERNAL with the
 *   original error as `cause`.
 * - Async methods queue work on the libuv thread pool; they never throw synchronously.
 * - Array inputs are packed here (one copy, owned by the call), so only caller-provided PackedBytes and leaf
 *   buffers are shared with the worker thread.
 */
import { AppError, isAppError } from '../core/errors.js';
import {
  LEAF_ID_KIND,
  commitmentScheme,
  digestSize,
  isHashKind,
  listItems,
  stibHash,
  toPacked,
  type BytesList,
  type HashKind,
  type MerkleProof,
  type TxnCommitments,
  type TxnProof,
} from '../core/merkle/index.js';
import { KIND_CODE, SCHEME_CODE, type NativeAddon } from './addon.js';
import type { MerkleEngine } from './engine.js';

const ARGUMENT_CODES = new Set([
  'ERR_INVALID_ARG_TYPE',
  'ERR_INVALID_ARG_VALUE',
  'ERR_OUT_OF_RANGE',
  'ERR_MISSING_ARGS',
]);

/** Maps anything the addon throws or rejects with to an AppError. */
export function toEngineError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && ARGUMENT_CODES.has(code)) {
    return new AppError('CORE_BAD_ARGUMENT', (error as Error).message, { cause: error });
  }
  return new AppError('CORE_INTERNAL', undefined, { cause: error });
}

function kindCode(kind: HashKind): number {
  if (!isHashKind(kind)) throw new AppError('CORE_BAD_ARGUMENT', `unknown hash kind ${String(kind)}`);
  return KIND_CODE[kind];
}

function call<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw toEngineError(error);
  }
}

function callAsync<T>(run: () => Promise<T>): Promise<T> {
  try {
    return run().catch((error: unknown) => Promise.reject(toEngineError(error)));
  } catch (error) {
    return Promise.reject(toEngineError(error));
  }
}

type PaysetArgs = readonly [number, number, Uint8Array, Uint32Array, Uint8Array, Uint32Array];

/** (kind, idKind, txnData, txnOffsets, stibData, stibOffsets) as the addon takes them. */
function paysetArgs(kind: HashKind, txns: BytesList, stibs: BytesList, idKind: HashKind): PaysetArgs {
  const t = toPacked(txns);
  const s = toPacked(stibs);
  return [kindCode(kind), kindCode(idKind), t.data, t.offsets, s.data, s.offsets];
}

function txnTreeArgs(kind: HashKind, txns: BytesList, stibs: BytesList): readonly [number, ...PaysetArgs] {
  return [SCHEME_CODE[commitmentScheme(kind)], ...paysetArgs(kind, txns, stibs, LEAF_ID_KIND[kind])];
}

function toProof(kind: HashKind, index: number, path: Buffer): MerkleProof {
  return { index, treeDepth: path.length / digestSize(kind), path };
}

function toTxnProof(hashtype: HashKind, stibs: BytesList, index: number, path: Buffer): TxnProof {
  const stib = listItems(stibs, 'stibs')[index]!;
  const treeDepth = path.length / digestSize(hashtype);
  return { hashtype, idx: index, proof: path, stibHash: stibHash(LEAF_ID_KIND[hashtype], stib), treeDepth };
}

export class NativeEngine implements MerkleEngine {
  readonly isNative = true;
  readonly fallbackReason = '';
  readonly #addon: NativeAddon;

  constructor(addon: NativeAddon) {
    this.#addon = addon;
  }

  hashBatch(kind: HashKind, items: BytesList, prefix?: Uint8Array): Buffer {
    return call(() => this.#hashBatch(kind, items, prefix, false));
  }

  txnLeaves(kind: HashKind, txns: BytesList, stibs: BytesList, idKind: HashKind = LEAF_ID_KIND[kind]): Buffer {
    return call(() => this.#addon.txnLeaves(...paysetArgs(kind, txns, stibs, idKind), false));
  }

  arrayRoot(kind: HashKind, leaves: Uint8Array): Buffer {
    return call(() => this.#addon.treeRoot(SCHEME_CODE.array, kindCode(kind), leaves, false));
  }

  arrayProof(kind: HashKind, leaves: Uint8Array, index: number): MerkleProof {
    return call(() =>
      toProof(kind, index, this.#addon.treeProof(SCHEME_CODE.array, kindCode(kind), leaves, index, false)),
    );
  }

  vectorRoot(kind: HashKind, leaves: Uint8Array): Buffer {
    return call(() => this.#addon.treeRoot(SCHEME_CODE.vector, kindCode(kind), leaves, false));
  }

  vectorProof(kind: HashKind, leaves: Uint8Array, index: number): MerkleProof {
    return call(() =>
      toProof(kind, index, this.#addon.treeProof(SCHEME_CODE.vector, kindCode(kind), leaves, index, false)),
    );
  }

  txnRoot(kind: HashKind, txns: BytesList, stibs: BytesList): Buffer {
    return call(() => this.#addon.txnTreeRoot(...txnTreeArgs(kind, txns, stibs), false));
  }

  txnCommitments(txns: BytesList, stibs: BytesList): TxnCommitments {
    const t = call(() => toPacked(txns));
    const s = call(() => toPacked(stibs));
    return {
      txn: this.txnRoot('sha512_256', t, s),
      txn256: this.txnRoot('sha256', t, s),
      txn512: this.txnRoot('sha512', t, s),
    };
  }

  txnProof(hashtype: HashKind, txns: BytesList, stibs: BytesList, index: number): TxnProof {
    return call(() =>
      toTxnProof(hashtype, stibs, index, this.#addon.txnTreeProof(...txnTreeArgs(hashtype, txns, stibs), index, false)),
    );
  }

  hashBatchAsync(kind: HashKind, items: BytesList, prefix?: Uint8Array): Promise<Buffer> {
    return callAsync(() => this.#hashBatch(kind, items, prefix, true));
  }

  txnLeavesAsync(
    kind: HashKind,
    txns: BytesList,
    stibs: BytesList,
    idKind: HashKind = LEAF_ID_KIND[kind],
  ): Promise<Buffer> {
    return callAsync(() => this.#addon.txnLeaves(...paysetArgs(kind, txns, stibs, idKind), true));
  }

  arrayRootAsync(kind: HashKind, leaves: Uint8Array): Promise<Buffer> {
    return callAsync(() => this.#addon.treeRoot(SCHEME_CODE.array, kindCode(kind), leaves, true));
  }

  vectorRootAsync(kind: HashKind, leaves: Uint8Array): Promise<Buffer> {
    return callAsync(() => this.#addon.treeRoot(SCHEME_CODE.vector, kindCode(kind), leaves, true));
  }

  txnRootAsync(kind: HashKind, txns: BytesList, stibs: BytesList): Promise<Buffer> {
    return callAsync(() => this.#addon.txnTreeRoot(...txnTreeArgs(kind, txns, stibs), true));
  }

  txnCommitmentsAsync(txns: BytesList, stibs: BytesList): Promise<TxnCommitments> {
    return callAsync(async () => {
      const t = toPacked(txns);
      const s = toPacked(stibs);
      // Three independent jobs: the thread pool runs them in parallel.
      const [txn, txn256, txn512] = await Promise.all([
        this.txnRootAsync('sha512_256', t, s),
        this.txnRootAsync('sha256', t, s),
        this.txnRootAsync('sha512', t, s),
      ]);
      return { txn, txn256, txn512 };
    });
  }

  txnProofAsync(hashtype: HashKind, txns: BytesList, stibs: BytesList, index: number): Promise<TxnProof> {
    return callAsync(async () => {
      const path = await this.#addon.txnTreeProof(...txnTreeArgs(hashtype, txns, stibs), index, true);
      return toTxnProof(hashtype, stibs, index, path);
    });
  }

  #hashBatch<A extends boolean>(kind: HashKind, items: BytesList, prefix: Uint8Array | undefined, isAsync: A) {
    const p = toPacked(items);
    return this.#addon.hashBatch(kindCode(kind), prefix ?? null, p.data, p.offsets, isAsync);
  }
}
