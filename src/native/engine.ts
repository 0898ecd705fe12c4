/**
 * The Merkle facade's contract, implemented by the native addon (native-engine.ts) and by the pure-TypeScript
 * core (js-engine.ts). Both produce byte-identical results; test/native holds them to it.
 *
 * Invariants:
 * - Inputs are raw msgpack without prefixes (see src/core/merkle/leaves.ts); lists may be arrays of byte strings
 *   or already packed (`PackedBytes`), which avoids a copy on the native path.
 * - Errors are `AppError`s: CORE_BAD_ARGUMENT for invalid input, CORE_INTERNAL for anything else.
 * - `*Async` methods never throw synchronously. With the native engine they run on the libuv thread pool, so the
 *   event loop stays free; inputs must not be mutated until the Promise settles. With the JS engine they compute
 *   on the calling thread (the fallback cannot offload) and return a settled Promise.
 */
import type { BytesList, HashKind, MerkleProof, TxnCommitments, TxnProof } from '../core/merkle/index.js';

export interface MerkleEngine {
  /** true when the native addon serves the calls */
  readonly isNative: boolean;
  /** why the addon is not used ('' when it is) */
  readonly fallbackReason: string;

  /** H_kind(prefix || item_i), packed (n × digest size). */
  hashBatch(kind: HashKind, items: BytesList, prefix?: Uint8Array): Buffer;
  /** Packed transaction leaves of the commitment of `kind` (id hash defaults to LEAF_ID_KIND[kind]). */
  txnLeaves(kind: HashKind, txnBytes: BytesList, stibBytes: BytesList, idKind?: HashKind): Buffer;
  /** Merkle array root over packed leaves (the `txn` scheme; zeros when empty). */
  arrayRoot(kind: HashKind, leaves: Uint8Array): Buffer;
  arrayProof(kind: HashKind, leaves: Uint8Array, index: number): MerkleProof;
  /** Vector commitment root over packed leaves (the `txn256`/`txn512` scheme; H("MB") when empty). */
  vectorRoot(kind: HashKind, leaves: Uint8Array): Buffer;
  vectorProof(kind: HashKind, leaves: Uint8Array, index: number): MerkleProof;
  /** Root of the commitment of `kind` straight from the payset (scheme follows the kind). */
  txnRoot(kind: HashKind, txnBytes: BytesList, stibBytes: BytesList): Buffer;
  /** `txn`, `txn256` and `txn512` of a non-genesis block. */
  txnCommitments(txnBytes: BytesList, stibBytes: BytesList): TxnCommitments;
  /** The proof API's payload for payset index `index`. */
  txnProof(hashtype: HashKind, txnBytes: BytesList, stibBytes: BytesList, index: number): TxnProof;

  hashBatchAsync(kind: HashKind, items: BytesList, prefix?: Uint8Array): Promise<Buffer>;
  txnLeavesAsync(kind: HashKind, txnBytes: BytesList, stibBytes: BytesList, idKind?: HashKind): Promise<Buffer>;
  arrayRootAsync(kind: HashKind, leaves: Uint8Array): Promise<Buffer>;
  vectorRootAsync(kind: HashKind, leaves: Uint8Array): Promise<Buffer>;
  txnRootAsync(kind: HashKind, txnBytes: BytesList, stibBytes: BytesList): Promise<Buffer>;
  txnCommitmentsAsync(txnBytes: BytesList, stibBytes: BytesList): Promise<TxnCommitments>;
  txnProofAsync(hashtype: HashKind, txnBytes: BytesList, stibBytes: BytesList, index: number): Promise<TxnProof>;
}
