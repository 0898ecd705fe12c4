/**
 * Bodies of the algod routes whose JSON and msgpack share go-codec's encoder (docs/spec/algod.md §1.4): blocks, the
 * pending-transaction record and the pending lists. The service hands over msgpack; JSON is schema-driven:
 * `decodeMsgpack(schema, bytes)` then the core E2 writer `renderE2(schema, value)`.
 *
 * Invariants:
 * - E2 layout is the core writer's: sorted keys, 2-space indentation, no trailing newline, no HTML escaping, wire
 *   short keys, recursive omitempty, addresses as text, `prev` as `blk-…`, integers exact.
 * - Block JSON is `{"block": …}` without `cert` (upstream drops it from JSON); the certificate is carried opaquely.
 * - The pending-list msgpack envelope is re-encoded canonically from the decoded signed transactions, with both
 *   members always present (`[]` and `0` included), as upstream writes them.
 * - Service bytes that do not decode are a bug on our side, not the client's: CORE_INTERNAL (500), cause kept.
 */
import { renderE2 } from '../../../core/codec/json-codec.js';
import { decodeMsgpack, encodeMsgpack, type MsgpackValue } from '../../../core/codec/msgpack.js';
import { defineSchema, Omit, t, type Schema } from '../../../core/codec/schema.js';
import { AppError } from '../../../core/errors.js';
import { blockSchema, type Block } from '../../../core/txn/block.js';
import { signedTxnSchema } from '../../../core/txn/schemas.js';
import {
  pendingTransactionListSchema,
  pendingTransactionSchema,
  type PendingTransactionList,
} from '../../../core/ledger/pending-info.js';

/** GetBlockResponse.block_msgpack: `{"block": <block or header>, "cert"?: <certificate>}`. */
interface BlockEnvelope {
  block?: Block;
  cert?: MsgpackValue;
}

const blockEnvelopeSchema = defineSchema<BlockEnvelope>('BlockResponse', [
  ['block', 'block', t.struct(blockSchema), Omit.NEVER],
  ['cert', 'cert', t.any],
]);

function decodeServiceBytes<T>(schema: Schema<T>, bytes: Uint8Array): T {
  try {
    return decodeMsgpack(schema, bytes);
  } catch (error) {
    throw new AppError('CORE_INTERNAL', undefined, { cause: error });
  }
}

/**
 * E2 JSON of a block response (full block or header only), without the certificate.
 * @throws CORE_INTERNAL when the bytes are not a block envelope
 */
export function blockJson(blockMsgpack: Uint8Array): string {
  const { block } = decodeServiceBytes(blockEnvelopeSchema, blockMsgpack);
  return renderE2(blockEnvelopeSchema, block === undefined ? {} : { block });
}

/** `GET /v2/blocks/{round}/header`'s body: the header under `blockHeader` (docs/spec/block-header.md). */
const blockHeaderEnvelopeSchema = defineSchema<{ blockHeader: Block }>('BlockHeaderResponse', [
  ['blockHeader', 'blockHeader', t.struct(blockSchema), Omit.NEVER],
]);

function blockHeaderEnvelope(headerMsgpack: Uint8Array): { blockHeader: Block } {
  const { block } = decodeServiceBytes(blockEnvelopeSchema, headerMsgpack);
  return { blockHeader: block ?? ({} as Block) };
}

/** The `blockHeader` body as E2 JSON, from the service's `{block: header}` msgpack. @throws CORE_INTERNAL */
export function blockHeaderJson(headerMsgpack: Uint8Array): string {
  return renderE2(blockHeaderEnvelopeSchema, blockHeaderEnvelope(headerMsgpack));
}

/** The `blockHeader` body as canonical msgpack, from the service's `{block: header}` msgpack. @throws CORE_INTERNAL */
export function blockHeaderMsgpack(headerMsgpack: Uint8Array): Buffer {
  return encodeMsgpack(blockHeaderEnvelopeSchema, blockHeaderEnvelope(headerMsgpack));
}

/**
 * E2 JSON of a msgpack pending-transaction record.
 * @throws CORE_INTERNAL when the bytes are not a pending-transaction record
 */
export function pendingTransactionJson(pendingMsgpack: Uint8Array): string {
  return renderE2(pendingTransactionSchema, decodeServiceBytes(pendingTransactionSchema, pendingMsgpack));
}

/** The pending list model from the service's encoded signed transactions. @throws CORE_INTERNAL */
export function pendingList(topTransactions: readonly Uint8Array[], totalTransactions: bigint): PendingTransactionList {
  return {
    topTransactions: topTransactions.map((bytes) => decodeServiceBytes(signedTxnSchema, bytes)),
    totalTransactions,
  };
}

/** Canonical msgpack of a pending list. @throws CORE_MSGPACK_ENCODE */
export function pendingListMsgpack(list: PendingTransactionList): Buffer {
  return encodeMsgpack(pendingTransactionListSchema, list);
}

/** E2 JSON of a pending list. */
export function pendingListJson(list: PendingTransactionList): string {
  return renderE2(pendingTransactionListSchema, list);
}
