/**
 * Request casting for the admin OAuth-app API, with the messages of Pleroma's OpenAPI cast layer
 * (docs/spec/oauth-apps.md §4): failures collect into one 400 whose `error` joins every message and whose `errors`
 * lists them with a JSON pointer.
 *
 * Invariants: bodies are parsed by the core's strict JSON parser (whatever it rejects, e.g. trailing bytes, is a
 * 400); unknown query parameters and unknown body fields are ignored; an empty query value means
 * "absent" (its default applies); defaults are filled in here, before the service sees the request.
 */
import { parseJson, type ParsedJson } from '../../../core/codec/json-parse.js';
import { AppError } from '../../../core/errors.js';

export interface FieldProblem {
  readonly field: string;
  /** JSON pointer of the offending value, e.g. "/scopes/0". */
  readonly pointer: string;
  /** Detail without the field prefix and final dot, e.g. "Invalid integer. Got: string". */
  readonly detail: string;
  /** Whether the message names the field ("name - ...") rather than starting with the detail. */
  readonly isPrefixed: boolean;
}

/** The 400 for a list of problems (GATEWAY_BAD_REQUEST with Pleroma's `errors` array as data). */
export function validationError(problems: readonly FieldProblem[]): AppError {
  const messages = problems.map((p) => (p.isPrefixed ? `${p.field} - ${p.detail}.` : `${p.detail}.`));
  const errors = problems.map((p) => ({ title: 'Invalid value', source: { pointer: p.pointer }, message: p.detail }));
  return new AppError('GATEWAY_BAD_REQUEST', messages.join(' '), { data: { errors } });
}

export function jsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'bigint') return 'integer';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function typeProblem(field: string, pointer: string, expected: string, value: unknown): FieldProblem {
  if (value === null) return { field, pointer, detail: `null value where ${expected} expected`, isPrefixed: true };
  return { field, pointer, detail: `Invalid ${expected}. Got: ${jsonTypeName(value)}`, isPrefixed: true };
}

export function missingProblem(field: string): FieldProblem {
  return { field, pointer: `/${field}`, detail: `Missing field: ${field}`, isPrefixed: false };
}

/** An integer text (query or path), as Elixir's Integer.parse accepts whole strings. */
export function castInteger(field: string, text: string, problems: FieldProblem[]): string | undefined {
  if (/^[+-]?\d+$/.test(text)) return BigInt(text).toString();
  problems.push({ field, pointer: `/${field}`, detail: 'Invalid integer. Got: string', isPrefixed: true });
  return undefined;
}

/** A boolean query value: "true" or "false". */
export function castBoolean(field: string, text: string, problems: FieldProblem[]): boolean | undefined {
  if (text === 'true') return true;
  if (text === 'false') return false;
  problems.push({ field, pointer: `/${field}`, detail: 'Invalid boolean. Got: string', isPrefixed: true });
  return undefined;
}

/**
 * The JSON object of a request body; an empty body is `{}`.
 * @throws GATEWAY_BAD_REQUEST for a body that is not a JSON object or a content type other than JSON
 */
export function parseJsonBody(body: Uint8Array, contentType: string | undefined): Record<string, unknown> {
  if (contentType !== undefined && contentType !== '' && !/^application\/json\b/i.test(contentType)) {
    throw new AppError('GATEWAY_BAD_REQUEST', 'Invalid value for header: content-type.');
  }
  if (body.length === 0) return {};
  let parsed: ParsedJson;
  try {
    parsed = parseJson(body);
  } catch {
    throw new AppError('GATEWAY_BAD_REQUEST', 'Invalid JSON body.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AppError('GATEWAY_BAD_REQUEST', 'Request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}
