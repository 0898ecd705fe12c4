/**
 * Assembling a block's canonical msgpack from its header and the already-encoded payset entries, so a block of
 * thousands of transactions is not encoded twice (the evaluator encoded each entry when it admitted it).
 *
 * Invariant: the output equals `encodeBlock({...header, payset})` byte for byte. That holds because `txns` sorts
 * after every header key except the three upgrade-vote keys; when any of those is set the full encoder is used.
 */
import { encodeMsgpack, MsgpackWriter } from '../codec/msgpack.js';
import { blockHeaderSchema, encodeBlock, type BlockHeader } from '../txn/block.js';
import { decodeMsgpack } from '../codec/msgpack.js';
import { mapHeaderAt } from '../codec/msgpack-skip.js';
import { signedTxnInBlockSchema } from '../txn/schemas.js';

/** Canonical msgpack of a block header alone (no prefix). @throws CORE_MSGPACK_ENCODE */
export function encodeBlockHeader(header: BlockHeader): Buffer {
  return encodeMsgpack(blockHeaderSchema, header);
}

/**
 * Canonical msgpack of header + payset; `head` is `encodeBlockHeader(header)` when the caller already has it.
 * @throws CORE_MSGPACK_ENCODE
 */
export function assembleBlock(
  header: BlockHeader,
  entries: readonly Uint8Array[],
  head = encodeBlockHeader(header),
): Buffer {
  if (header.upgradeDelay !== undefined || header.upgradePropose !== undefined || header.upgradeApprove === true) {
    return encodeBlock({ ...header, payset: entries.map((e) => decodeMsgpack(signedTxnInBlockSchema, e)) });
  }
  if (entries.length === 0) return head;
  const { count, start: bodyStart } = mapHeaderAt(head)!;
  let size = 16;
  for (const e of entries) size += e.length;
  const w = new MsgpackWriter(head.length + size);
  w.mapHeader(count + 1);
  w.raw(head.subarray(bodyStart));
  w.str('txns');
  w.arrayHeader(entries.length);
  for (const e of entries) w.raw(e);
  return w.finish();
}
