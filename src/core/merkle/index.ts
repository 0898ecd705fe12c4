/**
 * Transaction Merkle commitments in pure TypeScript (sync, core rules). The native addon in src/native
 * implements the same functions byte for byte; src/native/index.ts picks one of the two.
 */
export { DIGEST_SIZE, HASH_KINDS, digestSize, hashOnce, isHashKind, type HashKind } from './hash-kind.js';
export {
  fixedItem,
  fixedCount,
  isPackedBytes,
  listItems,
  packBytes,
  packFixed,
  packedCount,
  toPacked,
  type BytesList,
  type PackedBytes,
} from '../packed.js';
export { LEAF_ID_KIND, hashBatch, stibHash, txnId, txnLeaf, txnLeaves } from './leaves.js';
export { nodeHash, type MerkleProof } from './tree.js';
export { arrayDepth, arrayProof, arrayRoot } from './merkle-array.js';
export { bitReverse, bottomLeaf, vectorDepth, vectorProof, vectorRoot } from './vector-commitment.js';
export { verifyArrayProof, verifyVectorProof } from './verify.js';
export {
  COMMITMENT_FIELDS,
  TXN_LEAVES_BYTES,
  commitmentScheme,
  genesisPaysetCommitment,
  genesisTxnCommitments,
  txnCommitments,
  txnProof,
  txnRoot,
  type CommitmentScheme,
  type TxnCommitments,
  type TxnProof,
} from './commitments.js';
