/**
 * The pure-TypeScript engine: src/core/merkle behind the MerkleEngine interface. Used when the addon is absent,
 * fails to load, or is switched off by configuration.
 *
 * Invariants: results come straight from core (the reference the native engine is tested against); async
 * methods compute on the calling thread and settle at once, turning exceptions into rejections.
 */
import {
  arrayProof,
  arrayRoot,
  hashBatch,
  txnCommitments,
  txnLeaves,
  txnProof,
  txnRoot,
  vectorProof,
  vectorRoot,
} from '../core/merkle/index.js';
import type { MerkleEngine } from './engine.js';

function settle<T>(run: () => T): Promise<T> {
  try {
    return Promise.resolve(run());
  } catch (error) {
    return Promise.reject(error);
  }
}

export function createJsEngine(fallbackReason: string): MerkleEngine {
  return {
    isNative: false,
    fallbackReason,
    hashBatch,
    txnLeaves,
    arrayRoot,
    arrayProof,
    vectorRoot,
    vectorProof,
    txnRoot,
    txnCommitments,
    txnProof,
    hashBatchAsync: (kind, items, prefix) => settle(() => hashBatch(kind, items, prefix)),
    txnLeavesAsync: (kind, txns, stibs, idKind) => settle(() => txnLeaves(kind, txns, stibs, idKind)),
    arrayRootAsync: (kind, leaves) => settle(() => arrayRoot(kind, leaves)),
    vectorRootAsync: (kind, leaves) => settle(() => vectorRoot(kind, leaves)),
    txnRootAsync: (kind, txns, stibs) => settle(() => txnRoot(kind, txns, stibs)),
    txnCommitmentsAsync: (txns, stibs) => settle(() => txnCommitments(txns, stibs)),
    txnProofAsync: (hashtype, txns, stibs, index) => settle(() => txnProof(hashtype, txns, stibs, index)),
  };
}
