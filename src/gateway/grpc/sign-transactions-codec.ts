/**
 * A direct protobuf encoder for the answer of algorun.kmd.v1.KmdService/SignTransactions, the one message whose
 * size grows with a call's batch (256 results per call in bench/http/kmd-sign.ts): proto-loader's serializer
 * first rebuilds the whole object graph with `fromObject`, then encodes it.
 *
 * Invariants:
 * - The bytes equal proto-loader's serializer's for every answer this encoder takes (property-tested against it in
 *   test/gateway/grpc/sign-transactions-codec.test.ts): fields in number order, a oneof member and every string
 *   of a CallError written when present, even when empty, as protobufjs writes any own non-null field.
 * - It takes only the shapes the kmd service answers with: `{ results }` where every result has exactly one own
 *   key, `signed_transaction` (bytes) or `error` (`code`, `message`, `data_json` strings, nothing else). Anything
 *   else is left to proto-loader's serializer (`withDirectEncoding`), so no answer is ever encoded differently.
 */
import type * as grpc from '@grpc/grpc-js';

const RESULTS_TAG = 0x0a; // SignTransactionsResponse.results = 1, length-delimited
const SIGNED_TAG = 0x0a; // SignTransactionsResult.signed_transaction = 1
const ERROR_TAG = 0x12; // SignTransactionsResult.error = 2
const STRING_TAGS = [0x0a, 0x12, 0x1a] as const; // CallError.code = 1, message = 2, data_json = 3
const ERROR_FIELDS = ['code', 'message', 'data_json'] as const;

function varintLength(n: number): number {
  let length = 1;
  while (n >= 0x80) {
    n = Math.floor(n / 0x80);
    length++;
  }
  return length;
}

function writeVarint(out: Buffer, at: number, n: number): number {
  while (n >= 0x80) {
    out[at++] = (n & 0x7f) | 0x80;
    n = Math.floor(n / 0x80);
  }
  out[at++] = n;
  return at;
}

/** A result, as the encoder takes it: bytes, or the UTF-8 of the three CallError strings. */
type Piece = Uint8Array | readonly [Buffer, Buffer, Buffer];

function pieceOf(result: unknown): Piece | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const keys = Object.keys(result);
  if (keys.length !== 1) return undefined;
  const r = result as Record<string, unknown>;
  if (keys[0] === 'signed_transaction') {
    return r.signed_transaction instanceof Uint8Array ? r.signed_transaction : undefined;
  }
  if (keys[0] !== 'error') return undefined;
  const error = r.error as Record<string, unknown> | null;
  if (typeof error !== 'object' || error === null || Object.keys(error).length !== ERROR_FIELDS.length)
    return undefined;
  const texts = ERROR_FIELDS.map((name) => error[name]);
  if (!texts.every((text) => typeof text === 'string')) return undefined;
  const [code, message, data] = texts.map((text) => Buffer.from(text as string, 'utf8'));
  return [code!, message!, data!];
}

/** Encoded length of a piece's value: the bytes, or the CallError message. */
function innerLength(piece: Piece): number {
  if (piece instanceof Uint8Array) return piece.length;
  return piece.reduce((sum, text) => sum + 1 + varintLength(text.length) + text.length, 0);
}

/**
 * The protobuf bytes of a SignTransactionsResponse, or undefined for a value outside the shapes above (the caller
 * then uses proto-loader's serializer).
 */
export function encodeSignTransactionsResponse(value: unknown): Buffer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const keys = Object.keys(value);
  const results = (value as { results?: unknown }).results;
  if (keys.length !== 1 || keys[0] !== 'results' || !Array.isArray(results)) return undefined;
  const pieces: Piece[] = new Array<Piece>(results.length);
  const inner = new Array<number>(results.length);
  let total = 0;
  for (let i = 0; i < results.length; i++) {
    const piece = pieceOf(results[i]);
    if (piece === undefined) return undefined;
    pieces[i] = piece;
    inner[i] = innerLength(piece);
    const body = 1 + varintLength(inner[i]!) + inner[i]!; // the oneof member's tag, length and value
    total += 1 + varintLength(body) + body;
  }
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const length = inner[i]!;
    out[at++] = RESULTS_TAG;
    at = writeVarint(out, at, 1 + varintLength(length) + length);
    out[at++] = piece instanceof Uint8Array ? SIGNED_TAG : ERROR_TAG;
    at = writeVarint(out, at, length);
    if (piece instanceof Uint8Array) {
      out.set(piece, at);
      at += length;
      continue;
    }
    piece.forEach((text, f) => {
      out[at++] = STRING_TAGS[f]!;
      at = writeVarint(out, at, text.length);
      text.copy(out, at);
      at += text.length;
    });
  }
  return out;
}

/**
 * A copy of the KmdService definition whose SignTransactions answers are encoded by `encodeSignTransactionsResponse`
 * when it takes them, by proto-loader's serializer otherwise. Other methods are the definition's own.
 */
export function withDirectEncoding(definition: grpc.ServiceDefinition): grpc.ServiceDefinition {
  const method = definition['SignTransactions'] as grpc.MethodDefinition<unknown, unknown> | undefined;
  if (method === undefined) return definition;
  const fallback = method.responseSerialize;
  const responseSerialize = (value: unknown): Buffer => encodeSignTransactionsResponse(value) ?? fallback(value);
  return { ...definition, SignTransactions: { ...method, responseSerialize } } as grpc.ServiceDefinition;
}
