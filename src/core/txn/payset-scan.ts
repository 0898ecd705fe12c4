/**
 * The transactions of an encoded block read without decoding its entries: for each payset entry, the canonical
 * encoding of its transaction with the genesis fields restored (what its TxID hashes after "TX") and the fields the
 * transaction tail keeps (sender, last valid round, lease). Opening a ledger takes these from every block of its
 * last 1000 rounds (service/algod/recent-rounds.ts), where decoding each entry into objects and encoding it again
 * was most of the cost.
 *
 * Invariants:
 * - Only for blocks as our encoder writes them (every stored block is: a follower keeps a peer's block only when our
 *   assembly of it is byte-equal, follower/replay.ts; catch-up only when its payset hashes to its header's root as
 *   read here, block-commitments.ts `paysetMatchesHeader`). The transaction map is then canonical with `gen` and `gh`
 *   cut out (payset-entry.ts), so inserting them back at their sorted places, with the header's values, gives
 *   exactly `encodeMsgpack(transactionSchema, txn)` of the restored transaction (block.ts `signedTxnOfEntry`:
 *   `gen` when `hgi` is set and the header has a genesis id, `gh` whenever the header has a genesis hash).
 * - Anything else answers undefined, never a guess: an entry or transaction that is not a map, `hgh` set, `gen` or
 *   `gh` still present, a sender, last valid round or lease of an unexpected form. The caller then decodes the
 *   block entry by entry, which refuses what is wrong with the decoder's own error.
 * - The walk reads only map structure and the three tail fields (msgpack-skip.ts, bounds-checked); senders and
 *   leases are views into `bytes`.
 */
import { isAllZero } from '../bytes.js';
import { MsgpackWriter } from '../codec/msgpack-writer.js';
import { mapHeaderAt, skipValue } from '../codec/msgpack-skip.js';
import type { PackedBytes } from '../packed.js';
import type { BlockHeader } from './block.js';
import { paysetOffsets } from './block.js';

/** The block's transactions, entry by entry, in payset order. */
export interface PaysetTxns {
  /** the payset entries as they lie in the block (offsets relative to the first entry) */
  readonly entries: PackedBytes;
  /** the canonical encoding of each transaction, genesis fields restored */
  readonly canonical: PackedBytes;
  readonly senders: readonly Uint8Array[];
  readonly lastValids: readonly bigint[];
  /** undefined where the transaction has no lease */
  readonly leases: readonly (Uint8Array | undefined)[];
}

const key = (text: string): Uint8Array => Buffer.from(text, 'latin1');
const K = {
  hgi: key('hgi'),
  hgh: key('hgh'),
  txn: key('txn'),
  gen: key('gen'),
  gh: key('gh'),
  snd: key('snd'),
  lv: key('lv'),
  lx: key('lx'),
};

/** The key at `pos` (a fixstr, as every struct key is) against `name`: <0, 0 or >0 in byte order; NaN if no fixstr. */
function compareKey(bytes: Uint8Array, pos: number, name: Uint8Array): number {
  const h = bytes[pos]!;
  if ((h & 0xe0) !== 0xa0) return NaN;
  const length = h & 0x1f;
  const n = Math.min(length, name.length);
  for (let i = 0; i < n; i++) {
    const d = bytes[pos + 1 + i]! - name[i]!;
    if (d !== 0) return d;
  }
  return length - name.length;
}

/** A 32-byte bin value at `pos`, as a view, or undefined for any other form. */
function bin32At(bytes: Uint8Array, pos: number): Uint8Array | undefined {
  if (bytes[pos] !== 0xc4 || bytes[pos + 1] !== 32 || pos + 34 > bytes.length) return undefined;
  return bytes.subarray(pos + 2, pos + 34);
}

/** An unsigned integer at `pos` (every msgpack form the encoder uses for one), or undefined. */
function uintAt(bytes: Uint8Array, pos: number): bigint | undefined {
  const h = bytes[pos]!;
  if (h < 0x80) return BigInt(h);
  const width = h === 0xcc ? 1 : h === 0xcd ? 2 : h === 0xce ? 4 : h === 0xcf ? 8 : 0;
  if (width === 0 || pos + 1 + width > bytes.length) return undefined;
  let value = 0n;
  for (let i = 1; i <= width; i++) value = (value << 8n) | BigInt(bytes[pos + i]!);
  return value;
}

/** The transactions of the encoded block `bytes`, or undefined when an entry is not as our encoder writes it. */
export function scanPaysetTxns(
  bytes: Uint8Array,
  header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>,
): PaysetTxns | undefined {
  const offsets = paysetOffsets(bytes);
  const n = Math.max(0, offsets.length - 1);
  const w = new MsgpackWriter(n === 0 ? 16 : offsets[n]! - offsets[0]! + n * 48);
  const ends = new Uint32Array(n + 1);
  const senders: Uint8Array[] = [];
  const lastValids: bigint[] = [];
  const leases: (Uint8Array | undefined)[] = [];
  const genesisId = header.genesisId ?? '';
  const genesisHash =
    header.genesisHash !== undefined && !isAllZero(header.genesisHash) ? header.genesisHash : undefined;
  for (let e = 0; e < n; e++) {
    const entry = entryTxn(bytes, offsets[e]!);
    const txn = entry === undefined ? undefined : scanTxn(bytes, entry.txnAt);
    if (txn === undefined) return undefined;
    const gen = entry!.hasGenesisId && genesisId !== '' ? genesisId : undefined;
    w.mapHeader(txn.count + +(gen !== undefined) + +(genesisHash !== undefined));
    w.rawRange(bytes, txn.start, txn.genAt);
    if (gen !== undefined) {
      w.str('gen');
      w.str(gen);
    }
    w.rawRange(bytes, txn.genAt, txn.ghAt);
    if (genesisHash !== undefined) {
      w.str('gh');
      w.bin(genesisHash);
    }
    w.rawRange(bytes, txn.ghAt, txn.end);
    ends[e + 1] = w.offset;
    // The encoder leaves a zero sender out; the decoder's view of it is 32 zero bytes.
    senders.push(txn.sender ?? new Uint8Array(32));
    lastValids.push(txn.lastValid);
    leases.push(txn.lease);
  }
  const first = n === 0 ? 0 : offsets[0]!;
  const entries = {
    data: bytes.subarray(first, n === 0 ? first : offsets[n]!),
    offsets: n === 0 ? new Uint32Array(1) : offsets.map((o) => o - first),
  };
  return { entries, canonical: { data: w.finish(), offsets: ends }, senders, lastValids, leases };
}

/** Where the payset entry at `at` holds its transaction, and its `hgi` flag; undefined for `hgh` or no map. */
function entryTxn(bytes: Uint8Array, at: number): { txnAt: number; hasGenesisId: boolean } | undefined {
  const entry = mapHeaderAt(bytes, at);
  if (entry === undefined) return undefined;
  let hasGenesisId = false;
  let txnAt = -1;
  let pos = entry.start;
  for (let i = 0; i < entry.count; i++) {
    const value = skipValue(bytes, pos);
    if (compareKey(bytes, pos, K.hgi) === 0) hasGenesisId = bytes[value] === 0xc3;
    else if (compareKey(bytes, pos, K.hgh) === 0) return undefined;
    else if (compareKey(bytes, pos, K.txn) === 0) txnAt = value;
    pos = skipValue(bytes, value);
  }
  return txnAt < 0 ? undefined : { txnAt, hasGenesisId };
}

/** A transaction map: its entries' range, where `gen` and `gh` go back in, and the tail's fields. */
interface TxnScan {
  readonly count: number;
  readonly start: number;
  readonly end: number;
  readonly genAt: number;
  readonly ghAt: number;
  readonly sender: Uint8Array | undefined;
  readonly lastValid: bigint;
  readonly lease: Uint8Array | undefined;
}

/** The transaction map at `at`, or undefined when it is not as our encoder writes an entry's transaction. */
function scanTxn(bytes: Uint8Array, at: number): TxnScan | undefined {
  const txn = mapHeaderAt(bytes, at);
  if (txn === undefined) return undefined;
  let genAt = -1;
  let ghAt = -1;
  let sender: Uint8Array | undefined;
  let lastValid = 0n;
  let lease: Uint8Array | undefined;
  let pos = txn.start;
  for (let i = 0; i < txn.count; i++) {
    const gen = compareKey(bytes, pos, K.gen);
    const gh = compareKey(bytes, pos, K.gh);
    // A key that is no fixstr, or a genesis field left in: not our entry.
    if (Number.isNaN(gen) || gen === 0 || gh === 0) return undefined;
    if (genAt < 0 && gen > 0) genAt = pos;
    if (ghAt < 0 && gh > 0) ghAt = pos;
    const value = skipValue(bytes, pos);
    if (compareKey(bytes, pos, K.snd) === 0) {
      if ((sender = bin32At(bytes, value)) === undefined) return undefined;
    } else if (compareKey(bytes, pos, K.lv) === 0) {
      const lv = uintAt(bytes, value);
      if (lv === undefined) return undefined;
      lastValid = lv;
    } else if (compareKey(bytes, pos, K.lx) === 0) {
      if ((lease = bin32At(bytes, value)) === undefined) return undefined;
    }
    pos = skipValue(bytes, value);
  }
  return {
    count: txn.count,
    start: txn.start,
    end: pos,
    genAt: genAt < 0 ? pos : genAt,
    ghAt: ghAt < 0 ? pos : ghAt,
    sender,
    lastValid,
    lease,
  };
}
