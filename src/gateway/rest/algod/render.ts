/**
 * algod reply builders: E1 JSON renderings of proto messages, msgpack passthrough, plain text, and error bodies
 * (docs/spec/algod.md §1.4, §1.6).
 *
 * Invariants:
 * - E1 bodies are the core E1 writer's output (`writeStructJson`) of the proto message's JSON tree: keys in proto
 *   declaration order, algod's kebab-case spelling unless overridden below, `<>&` escaped, compact with one
 *   trailing newline, 2-space indentation when the query has `pretty`.
 * - Errors: `{"data"?,"message"}` JSON, except the codes upstream answers with `ctx.String` (text/plain).
 */
import { writeStructJson, type JsonValue } from '../../../core/codec/json-e1.js';
import type { AppError, ErrorCode } from '../../../core/errors.js';
import type { FieldInfo } from '../../contract.js';
import type { Header, Reply, RequestContext } from '../engine.js';
import { plainToJson, type JsonObject } from '../json-tree.js';
import { protoToJson, type EmptyRepeated, type ProtoJsonStyle, type TopLevelOptions } from '../render-proto.js';

export const JSON_TYPE: Header = ['Content-Type', 'application/json'];
export const MSGPACK_TYPE: Header = ['Content-Type', 'application/msgpack'];
export const TEXT_TYPE: Header = ['Content-Type', 'text/plain; charset=UTF-8'];

/** Messages whose JSON keys keep their snake_case proto names (GET /versions). */
const SNAKE_CASE_MESSAGES = new Set(['algorun.algod.v2.GetVersionsResponse', 'algorun.algod.v2.BuildVersion']);

/** Individual keys that are neither kebab-case nor the proto name. */
const KEY_OVERRIDES: Readonly<Record<string, string>> = {
  'algorun.algod.v2.GetSupplyResponse.current_round': 'current_round',
  'algorun.algod.v2.AddParticipationKeyResponse.part_id': 'partId',
  'algorun.algod.v2.SendRawTransactionResponse.tx_id': 'txId',
  'algorun.algod.v2.GetBlockHashResponse.block_hash': 'blockHash',
  'algorun.algod.v2.GetBlockTxidsResponse.block_txids': 'blockTxids',
  'algorun.algod.v2.AppCallLogs.tx_id': 'txId',
  'algorun.algod.v2.GetPeersResponse.peers': 'Peers',
  'algorun.algod.v2.GetVersionsResponse.genesis_hash': 'genesis_hash_b64',
};

/** Repeated fields that algod omits when empty (pointer-to-slice with omitempty). */
const OMIT_WHEN_EMPTY = new Set([
  'algorun.algod.v2.ApplicationParams.global_state',
  'algorun.algod.v2.ApplicationLocalState.key_value',
  'algorun.algod.v2.DryrunState.scratch',
  'algorun.algod.v2.DryrunTxnResult.app_call_messages',
  'algorun.algod.v2.DryrunTxnResult.app_call_trace',
  'algorun.algod.v2.DryrunTxnResult.global_delta',
  'algorun.algod.v2.DryrunTxnResult.local_deltas',
  'algorun.algod.v2.DryrunTxnResult.logic_sig_disassembly',
  'algorun.algod.v2.DryrunTxnResult.logic_sig_messages',
  'algorun.algod.v2.DryrunTxnResult.logic_sig_trace',
  'algorun.algod.v2.DryrunTxnResult.logs',
]);

/** Repeated fields written as null when empty (a nil slice without omitempty). */
const NULL_WHEN_EMPTY = new Set(['algorun.algod.v2.DryrunTxnResult.disassembly']);

function keyOf(typeName: string, field: FieldInfo): string {
  const override = KEY_OVERRIDES[`${typeName}.${field.name}`];
  if (override !== undefined) return override;
  return SNAKE_CASE_MESSAGES.has(typeName) ? field.name : field.name.replaceAll('_', '-');
}

function emptyRepeatedOf(typeName: string, field: FieldInfo): EmptyRepeated {
  const id = `${typeName}.${field.name}`;
  return OMIT_WHEN_EMPTY.has(id) ? 'omit' : NULL_WHEN_EMPTY.has(id) ? 'null' : 'array';
}

/** Both answers depend only on the field (each FieldInfo belongs to one message type), so compute them once. */
const keyCache = new WeakMap<FieldInfo, string>();
const emptyCache = new WeakMap<FieldInfo, EmptyRepeated>();

const ALGOD_STYLE: ProtoJsonStyle = {
  key(typeName: string, field: FieldInfo): string {
    let key = keyCache.get(field);
    if (key === undefined) keyCache.set(field, (key = keyOf(typeName, field)));
    return key;
  },
  emptyRepeated(typeName: string, field: FieldInfo): EmptyRepeated {
    let mode = emptyCache.get(field);
    if (mode === undefined) emptyCache.set(field, (mode = emptyRepeatedOf(typeName, field)));
    return mode;
  },
};

function e1(ctx: RequestContext, value: JsonValue): string {
  return writeStructJson(value, { pretty: ctx.query.has('pretty') });
}

/** The JSON tree of a proto message with algod's key spellings and empty-array rules. */
function algodJson(typeName: string, value: object, top?: TopLevelOptions): JsonObject {
  return protoToJson(typeName, value, ALGOD_STYLE, top);
}

/** E1 JSON text of a proto message, with its trailing newline. @throws CORE_INTERNAL */
export function e1Text(ctx: RequestContext, typeName: string, value: object, top?: TopLevelOptions): string {
  return e1(ctx, algodJson(typeName, value, top));
}

/** An E1 JSON array of proto messages, with its trailing newline. @throws CORE_INTERNAL */
export function e1ArrayText(ctx: RequestContext, typeName: string, values: readonly object[]): string {
  return e1(
    ctx,
    values.map((value) => algodJson(typeName, value)),
  );
}

/** A 200 (or `status`) E1 reply for a proto message. @throws CORE_INTERNAL */
export function e1Reply(
  ctx: RequestContext,
  typeName: string,
  value: object,
  status = 200,
  top?: TopLevelOptions,
): Reply {
  return jsonReply(status, e1Text(ctx, typeName, value, top));
}

/** Compact replies for message objects the service hands out more than once (its per-round caches), per `top`. */
const rendered = new WeakMap<object, { readonly top: TopLevelOptions | undefined; readonly reply: Reply }>();

/**
 * e1Reply for a value the service may return again unchanged: the compact reply rendered for that object and the
 * same `top` options object is reused (another `top` renders afresh and replaces it). The body is kept as UTF-8
 * bytes, which uWS copies as they are (a string is converted on every write).
 */
export function e1ReplyShared(ctx: RequestContext, typeName: string, value: object, top?: TopLevelOptions): Reply {
  if (ctx.query.has('pretty')) return e1Reply(ctx, typeName, value, 200, top);
  const kept = rendered.get(value);
  if (kept !== undefined && kept.top === top) return kept.reply;
  const reply = jsonReply(200, Buffer.from(e1Text(ctx, typeName, value, top)));
  rendered.set(value, { top, reply });
  return reply;
}

/** The usual header lists, shared by the replies that add none of their own. */
const JSON_ONLY: readonly Header[] = [JSON_TYPE];
const MSGPACK_ONLY: readonly Header[] = [MSGPACK_TYPE];
const TEXT_ONLY: readonly Header[] = [TEXT_TYPE];

export function jsonReply(status: number, body: string | Uint8Array, headers: readonly Header[] = []): Reply {
  return { status, headers: headers.length === 0 ? JSON_ONLY : [JSON_TYPE, ...headers], body };
}

export function msgpackReply(body: Uint8Array, headers: readonly Header[] = []): Reply {
  return { status: 200, headers: headers.length === 0 ? MSGPACK_ONLY : [MSGPACK_TYPE, ...headers], body };
}

export function textReply(status: number, body: string): Reply {
  return { status, headers: TEXT_ONLY, body };
}

/** A reply with an empty body and no content type (echo's NoContent). */
export function emptyReply(status = 200): Reply {
  return { status, body: '' };
}

/** Codes upstream answers with `ctx.String`: the message as text/plain. */
const PLAIN_TEXT_CODES = new Set<ErrorCode>([
  'ALGOD_ENDPOINT_NOT_IMPLEMENTED',
  'ALGOD_DEVELOPER_API_DISABLED',
  'ALGOD_V1_GONE',
]);

/** algod's error body for `error`: `{"data"?,"message"}` E1 JSON, or text/plain for the codes above. */
export function renderAlgodError(error: AppError, ctx: RequestContext): Reply {
  const status = error.httpStatus;
  if (PLAIN_TEXT_CODES.has(error.code)) return textReply(status, error.message);
  const body: JsonObject = {};
  if (error.data !== undefined) body['data'] = plainToJson(error.data);
  body['message'] = error.message;
  return jsonReply(status, e1(ctx, body));
}
