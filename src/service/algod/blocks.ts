/**
 * Block reads for the algod service: the `{block, cert}` envelope of GET /v2/blocks/{round}, the transaction
 * proof, and locating a confirmed transaction inside its block (docs/spec/algod.md §8.1, §8.2, §9, §11.2).
 *
 * Invariants:
 * - Only durable rounds are served; a later round is "not found", exactly as a round beyond the latest.
 * - The certificate of a dev-mode block is `{"rnd": round}` (docs/spec/algod.md §14).
 * - A payset entry's TxID is computed from the entry with its genesis fields restored.
 */
import { decodeDigest } from '../../core/crypto/address.js';
import { encodeMsgpack, MsgpackWriter } from '../../core/codec/msgpack.js';
import { AppError } from '../../core/errors.js';
import { isHashKind, type HashKind } from '../../core/merkle/index.js';
import { blockHeaderSchema, decodeBlock, fromSignedTxnInBlock, type Block } from '../../core/txn/block.js';
import { signedTxnInBlockSchema } from '../../core/txn/schemas.js';
import type { SignedTxnWithAD } from '../../core/txn/types.js';
import type { MerkleEngine } from '../../native/index.js';
import type { Ledger } from './ledger.js';
import { prepare } from './submission.js';
import { bytesEqual } from '../../core/bytes.js';

const LEDGER_FAILURE = 'failed to retrieve information from the ledger';
export const NOT_FOUND_TXN =
  'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds';

/** A small cache of decoded blocks: pending lookups and proofs hit the same few recent rounds. */
export class BlockReader {
  readonly #ledger: Ledger;
  readonly #cache = new Map<bigint, Block>();

  constructor(ledger: Ledger) {
    this.#ledger = ledger;
  }

  /** @throws ALGOD_NOT_FOUND when the round is not durable yet or never existed */
  async bytes(round: bigint): Promise<Buffer> {
    const bytes = await this.#ledger.readBlock(round);
    if (bytes === undefined) throw new AppError('ALGOD_NOT_FOUND', LEDGER_FAILURE);
    return bytes;
  }

  async block(round: bigint): Promise<Block> {
    const cached = this.#cache.get(round);
    if (cached !== undefined) return cached;
    const block = decodeBlock(await this.bytes(round));
    if (this.#cache.size >= 16) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(round, block);
    return block;
  }

  /** The msgpack `{block, cert}` envelope (or `{block: header}` when `headerOnly`). */
  async envelope(round: bigint, headerOnly: boolean): Promise<Buffer> {
    const w = new MsgpackWriter(1024);
    if (headerOnly) {
      const { payset: _payset, ...header } = await this.block(round);
      w.mapHeader(1);
      w.str('block');
      w.raw(encodeMsgpack(blockHeaderSchema, header));
      return Buffer.from(w.finish());
    }
    // The stored block (megabytes under load) is copied once, between the small head and tail written here.
    const bytes = await this.bytes(round);
    w.mapHeader(2);
    w.str('block');
    const head = w.toBuffer();
    w.finish();
    w.str('cert');
    w.mapHeader(1);
    w.str('rnd');
    w.integer(round);
    return Buffer.concat([head, bytes, w.finish()]);
  }

  /** The confirmed transaction at payset `index` of `round`, genesis fields restored. */
  async entry(round: bigint, index: number): Promise<SignedTxnWithAD> {
    const block = await this.block(round);
    const entry = block.payset?.[index];
    if (entry === undefined) throw new AppError('ALGOD_INTERNAL', LEDGER_FAILURE);
    return fromSignedTxnInBlock(entry, block);
  }
}

/** Parse a 52-character transaction id. @throws ALGOD_BAD_REQUEST `no valid transaction ID was specified` */
export function parseTxid(text: string): Buffer {
  try {
    return decodeDigest(text);
  } catch {
    throw new AppError('ALGOD_BAD_REQUEST', 'no valid transaction ID was specified');
  }
}

export interface ProofAnswer {
  readonly hashtype: HashKind;
  readonly idx: number;
  readonly proof: Buffer;
  readonly stibhash: Buffer;
  readonly treedepth: number;
}

/** GET /v2/blocks/{round}/transactions/{txid}/proof, checks in upstream's order. @throws AppError */
export async function transactionProof(
  reader: BlockReader,
  merkle: MerkleEngine,
  round: bigint,
  txidText: string,
  hashtypeText: string,
): Promise<ProofAnswer> {
  const txid = parseTxid(txidText);
  const hashtype = hashtypeText === '' ? 'sha512_256' : hashtypeText;
  if (!isHashKind(hashtype) || hashtype === 'sha512') throw new AppError('ALGOD_BAD_REQUEST', 'invalid hash type');
  let block: Block;
  try {
    block = await reader.block(round);
  } catch {
    throw new AppError('ALGOD_INTERNAL', LEDGER_FAILURE);
  }
  const entries = block.payset ?? [];
  const txnBytes: Buffer[] = [];
  const stibBytes: Buffer[] = [];
  let index = -1;
  entries.forEach((entry, i) => {
    const prepared = prepare(fromSignedTxnInBlock(entry, block));
    txnBytes.push(prepared.txnBytes);
    stibBytes.push(encodeMsgpack(signedTxnInBlockSchema, entry));
    if (index < 0 && bytesEqual(prepared.txid, txid)) index = i;
  });
  if (index < 0) throw new AppError('ALGOD_NOT_FOUND', NOT_FOUND_TXN);
  const p = merkle.txnProof(hashtype, txnBytes, stibBytes, index);
  return { hashtype, idx: p.idx, proof: p.proof, stibhash: p.stibHash, treedepth: p.treeDepth };
}
