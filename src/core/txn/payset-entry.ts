/**
 * The payset entry of a transaction whose ApplyData is empty, assembled from its canonical transaction bytes instead
 * of encoding the whole SignedTxnInBlock again (the submission hot path computes one per transaction on a worker).
 *
 * Invariants:
 * - `emptyPaysetEntry(stxn, encodeMsgpack(transactionSchema, stxn.txn), header)` is byte for byte
 *   `encodeMsgpack(signedTxnInBlockSchema, toSignedTxnInBlock(stxn, header))` whenever the latter succeeds; where
 *   it throws, the answer is undefined (the genesis checks of block.ts) or the encoder's own CORE_MSGPACK_ENCODE
 *   (a field of the wrong size). Either way the caller then encodes the slow way and gets the error from there. Property-tested against the encoder (test/core/txn/payset-entry.test.ts).
 * - The entry's `txn` is the canonical transaction map with its `gen` and `gh` entries cut out: removing map
 *   entries from a canonical map leaves it canonical apart from the entry count in its header. `hgi` is set exactly
 *   when `gen` was present (the encoder leaves an empty `gen` out); `hgh` is never set.
 * - Keys of the outer map sort as `hgi` < `lsig` < `msig` < `pqsig` < `sgnr` < `sig` < `txn` (the ApplyData keys,
 *   all before `txn`, are empty here); `txn` is the schema's last key, checked when this module loads.
 * - `txnBytes` must be canonical (from our encoder): the walk (codec/msgpack-splice.ts) trusts its headers.
 */
import { bytesEqual, isAllZero } from '../bytes.js';
import { encodeMsgpack, encodeWith, type MsgpackWriter } from '../codec/msgpack.js';
import { cutMapKeys, encodedKey, writeCut, type MapCut } from '../codec/msgpack-splice.js';
import { AppError } from '../errors.js';
import type { BlockHeader } from './block.js';
import { signedTxnInBlockSchema } from './schemas.js';
import type { SignedTxn, SignedTxnInBlock } from './types.js';

if (signedTxnInBlockSchema.fields.at(-1)?.key !== 'txn') {
  throw new AppError('CORE_INTERNAL', 'payset-entry.ts expects `txn` to be the last key of SignedTxnInBlock');
}

const GENESIS_KEYS = [encodedKey('gen'), encodedKey('gh')];

/**
 * Canonical SignedTxnInBlock of `stxn` with an empty ApplyData, or undefined where block.ts would throw.
 * @throws CORE_MSGPACK_ENCODE where the encoder would
 */
export function emptyPaysetEntry(
  stxn: SignedTxn,
  txnBytes: Uint8Array,
  header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>,
): Buffer | undefined {
  const txn = stxn.txn ?? {};
  const gen = txn.genesisId ?? '';
  if (gen !== '' && gen !== (header.genesisId ?? '')) return undefined;
  if (txn.genesisHash === undefined || isAllZero(txn.genesisHash)) return undefined;
  if (header.genesisHash === undefined || !bytesEqual(txn.genesisHash, header.genesisHash)) return undefined;
  const cut = cutMapKeys(txnBytes, GENESIS_KEYS);
  const hasGenesisId = gen !== '';
  const { msig, lsig, pqsig, sig, authAddr } = stxn;
  // Lengths the encoder would refuse go the slow way, which throws as the encoder does.
  const plain = (sig === undefined || sig.length === 64) && (authAddr === undefined || authAddr.length === 32);
  if (plain && msig === undefined && lsig === undefined && pqsig === undefined) {
    return encodeWith((w) => {
      const hasSigner = !isAllZero(authAddr);
      const hasSig = !isAllZero(sig);
      w.mapHeader(+hasGenesisId + +hasSigner + +hasSig + +(cut.count > 0));
      if (hasGenesisId) w.raw(HGI_TRUE);
      if (hasSigner) {
        w.str('sgnr');
        w.bin(authAddr!);
      }
      if (hasSig) {
        w.str('sig');
        w.bin(sig!);
      }
      writeTxn(w, txnBytes, cut);
    });
  }
  // Multisig, logic sig, PQ sig: the encoder writes the other keys, the transaction is spliced after them.
  const others: SignedTxnInBlock = { ...stxn, hasGenesisId };
  delete others.txn;
  const rest = encodeMsgpack(signedTxnInBlockSchema, others);
  const restCount = rest[0]! & 0x0f; // at most 6 keys: always a fixmap
  return encodeWith((w) => {
    w.mapHeader(restCount + +(cut.count > 0));
    w.raw(rest.subarray(1));
    writeTxn(w, txnBytes, cut);
  });
}

const HGI_TRUE = Buffer.from([0xa3, 0x68, 0x67, 0x69, 0xc3]); // "hgi": true

/** The transaction map with the cut entries left out, under the `txn` key (nothing when the map is empty). */
function writeTxn(w: MsgpackWriter, txnBytes: Uint8Array, cut: MapCut): void {
  if (cut.count === 0) return;
  w.str('txn');
  writeCut(w, txnBytes, cut);
}
