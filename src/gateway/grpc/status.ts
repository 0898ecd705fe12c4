/**
 * AppError ↔ gRPC status. The status always carries the registry's numeric code (grpc-js reports UNKNOWN for
 * anything else), `details` = the external message, and metadata `app-code` (+ `app-data` as JSON when the
 * error has data), so clients and the remote-core channel can rebuild the AppError.
 *
 * Invariant: whatever text or bytes an error carries, what goes on the wire is transport-safe. Metadata values are
 * printable ASCII (grpc-js throws on anything else, and that throw once escaped the handler and stopped the
 * process): `app-data` is JSON whose other characters are written as `\uXXXX` escapes, which JSON.parse reads
 * back unchanged. `details` is well-formed UTF-16 (grpc-js percent-encodes it with `encodeURI`, which throws on a
 * lone surrogate): lone surrogates become U+FFFD.
 */
import * as grpc from '@grpc/grpc-js';
import { AppError, isErrorCode } from '../../core/errors.js';
import type { CallError__Output } from '../../generated/algorun/common/v1/CallError.js';

const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/g;

function unicodeEscape(char: string): string {
  return '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0');
}

/** JSON text of error data in printable ASCII; bigints become decimal strings. */
function dataJson(data: Record<string, unknown> | undefined): string {
  if (data === undefined) return '';
  const json = JSON.stringify(data, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  // JSON.stringify escapes control characters already; what remains outside printable ASCII is only ever inside
  // strings, where a \uXXXX escape (per UTF-16 unit, so surrogate pairs survive) means the same character.
  return json.replace(NOT_PRINTABLE_ASCII, unicodeEscape);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` with lone surrogates replaced by U+FFFD, so that grpc-js can percent-encode it. */
export function safeDetails(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

function parseData(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function toServiceError(error: AppError): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  metadata.set('app-code', error.code);
  if (error.data !== undefined) metadata.set('app-data', dataJson(error.data));
  return { code: error.grpcStatus, details: safeDetails(error.message), metadata };
}

export function toCallError(error: AppError): CallError__Output {
  return { code: error.code, message: error.message, data_json: dataJson(error.data) };
}

export function fromCallError(wire: CallError__Output): AppError {
  const code = isErrorCode(wire.code) ? wire.code : 'CORE_INTERNAL';
  const data = parseData(wire.data_json);
  return new AppError(code, wire.message, data === undefined ? undefined : { data });
}

/**
 * The AppError a failed client call stands for: rebuilt from `app-code` metadata when the server sent one,
 * otherwise GATEWAY_REMOTE_CORE (transport failure, core unreachable).
 */
export function fromServiceError(error: unknown): AppError {
  const status = error as Partial<grpc.ServiceError> | undefined;
  const code = status?.metadata?.get('app-code')[0];
  if (typeof code === 'string' && isErrorCode(code)) {
    const data = parseData(String(status?.metadata?.get('app-data')[0] ?? ''));
    return new AppError(code, status?.details ?? undefined, data === undefined ? undefined : { data });
  }
  return new AppError('GATEWAY_REMOTE_CORE', undefined, { cause: error });
}
