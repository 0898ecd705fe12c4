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
 * - `txnBytes` must be canonical (from our encoder): the walk trusts its headers.
 */
import { bytesEqual, isAllZero } from '../bytes.js';
import { encodeMsgpack, encodeWith, type MsgpackWriter } from '../codec/msgpack.js';
import { AppError } from '../errors.js';
import type { BlockHeader } from './block.js';
import { signedTxnInBlockSchema } from './schemas.js';
import type { SignedTxn, SignedTxnInBlock } from './types.js';

if (signedTxnInBlockSchema.fields.at(-1)?.key !== 'txn') {
  throw new AppError('CORE_INTERNAL', 'payset-entry.ts expects `txn` to be the last key of SignedTxnInBlock');
}

const KEY_GEN = Buffer.from([0xa3, 0x67, 0x65, 0x6e]); // "gen"
const KEY_GH = Buffer.from([0xa2, 0x67, 0x68]); // "gh"

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
  const cut = withoutGenesis(txnBytes);
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

/** Where the `gen` and `gh` entries sit in a canonical transaction map, and how many entries remain. */
interface Cut {
  /** offset of the first entry after the map header */
  readonly body: number;
  /** [start, end) of the cut entries, in order (gen, gh), each absent when the key is */
  readonly spans: readonly (readonly [number, number])[];
  readonly count: number;
}

function withoutGenesis(bytes: Uint8Array): Cut {
  const h = bytes[0]!;
  let n: number;
  let pos: number;
  if ((h & 0xf0) === 0x80) [n, pos] = [h & 0x0f, 1];
  else if (h === 0xde) [n, pos] = [(bytes[1]! << 8) | bytes[2]!, 3];
  else throw new AppError('CORE_INTERNAL', 'payset entry: transaction bytes are not a map');
  const body = pos;
  const spans: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const start = pos;
    const isGen = keyAt(bytes, pos, KEY_GEN);
    const isGh = !isGen && keyAt(bytes, pos, KEY_GH);
    pos = skip(bytes, skip(bytes, pos));
    if (isGen || isGh) spans.push([start, pos]);
    if (isGh) break; // gh sorts after gen: nothing else to cut
  }
  return { body, spans, count: n - spans.length };
}

function keyAt(bytes: Uint8Array, pos: number, key: Uint8Array): boolean {
  for (let i = 0; i < key.length; i++) if (bytes[pos + i] !== key[i]) return false;
  return true;
}

/** The transaction map with the cut entries left out, under the `txn` key (nothing when the map is empty). */
function writeTxn(w: MsgpackWriter, bytes: Uint8Array, cut: Cut): void {
  if (cut.count === 0) return;
  w.str('txn');
  w.mapHeader(cut.count);
  let from = cut.body;
  for (const [start, end] of cut.spans) {
    w.raw(bytes.subarray(from, start));
    from = end;
  }
  w.raw(bytes.subarray(from));
}

const be16 = (b: Uint8Array, p: number): number => (b[p]! << 8) | b[p + 1]!;
const be32 = (b: Uint8Array, p: number): number =>
  ((b[p]! << 24) | (b[p + 1]! << 16) | (b[p + 2]! << 8) | b[p + 3]!) >>> 0;

/** Offset just past the msgpack value at `pos` (any type; input trusted as well-formed). */
function skip(b: Uint8Array, pos: number): number {
  const x = b[pos]!;
  if (x < 0x80 || x >= 0xe0 || x === 0xc0 || x === 0xc2 || x === 0xc3) return pos + 1;
  if (x < 0x90) return skipN(b, pos + 1, 2 * (x & 0x0f));
  if (x < 0xa0) return skipN(b, pos + 1, x & 0x0f);
  if (x < 0xc0) return pos + 1 + (x & 0x1f);
  switch (x) {
    case 0xc4:
    case 0xd9:
      return pos + 2 + b[pos + 1]!;
    case 0xc5:
    case 0xda:
      return pos + 3 + be16(b, pos + 1);
    case 0xc6:
    case 0xdb:
      return pos + 5 + be32(b, pos + 1);
    case 0xc7:
      return pos + 3 + b[pos + 1]!;
    case 0xc8:
      return pos + 4 + be16(b, pos + 1);
    case 0xc9:
      return pos + 6 + be32(b, pos + 1);
    case 0xcc:
    case 0xd0:
      return pos + 2;
    case 0xcd:
    case 0xd1:
      return pos + 3;
    case 0xca:
    case 0xce:
    case 0xd2:
      return pos + 5;
    case 0xcb:
    case 0xcf:
    case 0xd3:
      return pos + 9;
    case 0xd4:
    case 0xd5:
    case 0xd6:
    case 0xd7:
    case 0xd8:
      return pos + 2 + (1 << (x - 0xd4));
    case 0xdc:
      return skipN(b, pos + 3, be16(b, pos + 1));
    case 0xdd:
      return skipN(b, pos + 5, be32(b, pos + 1));
    case 0xde:
      return skipN(b, pos + 3, 2 * be16(b, pos + 1));
    case 0xdf:
      return skipN(b, pos + 5, 2 * be32(b, pos + 1));
    default:
      throw new AppError('CORE_INTERNAL', `payset entry: unexpected msgpack byte 0x${x.toString(16)}`);
  }
}

function skipN(b: Uint8Array, pos: number, n: number): number {
  for (let i = 0; i < n; i++) pos = skip(b, pos);
  return pos;
}
