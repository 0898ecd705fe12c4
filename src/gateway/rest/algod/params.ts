/**
 * algod parameter binding with the texts of go-algorand's generated routes (oapi-codegen runtime over echo):
 * every failure is `400 Invalid format for parameter <name>: <detail>` (docs/spec/algod.md §1.6), and the `format`
 * option is parsed as algod does (docs/spec/algod.md §1.4).
 *
 * Invariants: uint64 values stay decimal strings (validated, canonicalised without leading zeros) so they can
 * go straight into proto messages; nothing is converted through Number.
 */
import { AppError } from '../../../core/errors.js';
import { checkAddress } from '../../../core/crypto/address.js';
import type { RequestContext } from '../engine.js';

const MAX_UINT64 = (1n << 64n) - 1n;

function bindError(name: string, detail: string): AppError {
  return new AppError('ALGOD_BAD_PARAMETER', `Invalid format for parameter ${name}: ${detail}`);
}

/** Go's strconv.Quote for the ASCII-printable texts that matter here. */
function goQuote(text: string): string {
  return JSON.stringify(text);
}

function parseUint64(name: string, text: string): string {
  if (!/^\d+$/.test(text)) {
    throw bindError(name, `strconv.ParseUint: parsing ${goQuote(text)}: invalid syntax`);
  }
  const value = BigInt(text);
  if (value > MAX_UINT64) throw bindError(name, `strconv.ParseUint: parsing ${goQuote(text)}: value out of range`);
  return value.toString();
}

function requiredPath(ctx: RequestContext, name: string): string {
  const value = ctx.params.get(name) ?? '';
  if (value === '') throw bindError(name, `parameter '${name}' is empty, can't bind its value`);
  return value;
}

/** A uint64 path parameter as a canonical decimal string. @throws ALGOD_BAD_PARAMETER */
export function pathUint64(ctx: RequestContext, name: string): string {
  return parseUint64(name, requiredPath(ctx, name));
}

/** A string path parameter (non-empty). @throws ALGOD_BAD_PARAMETER */
export function pathString(ctx: RequestContext, name: string): string {
  return requiredPath(ctx, name);
}

/** An address path parameter, checked like basics.Address text unmarshalling. @throws ALGOD_BAD_PARAMETER */
export function pathAddress(ctx: RequestContext, name: string): string {
  const text = requiredPath(ctx, name);
  try {
    checkAddress(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw bindError(name, `error unmarshaling '${text}' text as *basics.Address: ${reason}`);
  }
  return text;
}

/** The raw value of a query parameter; an empty value counts as absent (algosdk never sends one). */
function queryValue(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** An optional uint64 query parameter ("0" when absent). @throws ALGOD_BAD_PARAMETER */
export function queryUint64(ctx: RequestContext, name: string): string {
  const value = queryValue(ctx, name);
  return value === undefined ? '0' : parseUint64(name, value);
}

/** An optional uint64 query parameter, undefined when absent. @throws ALGOD_BAD_PARAMETER */
export function queryOptionalUint64(ctx: RequestContext, name: string): string | undefined {
  const value = queryValue(ctx, name);
  return value === undefined ? undefined : parseUint64(name, value);
}

/** A required uint64 query parameter. @throws ALGOD_BAD_PARAMETER */
export function queryRequiredUint64(ctx: RequestContext, name: string): string {
  const value = queryValue(ctx, name);
  if (value === undefined) throw bindError(name, `query parameter '${name}' is required`);
  return parseUint64(name, value);
}

const TRUE_WORDS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const FALSE_WORDS = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** An optional boolean query parameter (Go strconv.ParseBool words). @throws ALGOD_BAD_PARAMETER */
export function queryBool(ctx: RequestContext, name: string): boolean {
  const value = queryValue(ctx, name);
  if (value === undefined || FALSE_WORDS.has(value)) return false;
  if (TRUE_WORDS.has(value)) return true;
  throw bindError(name, `strconv.ParseBool: parsing ${goQuote(value)}: invalid syntax`);
}

/** An optional string query parameter ("" when absent). */
export function queryString(ctx: RequestContext, name: string): string {
  return queryValue(ctx, name) ?? '';
}

/** A form-style (comma-separated) list query parameter; [] when absent. */
export function queryList(ctx: RequestContext, name: string): string[] {
  const value = queryValue(ctx, name);
  return value === undefined ? [] : value.split(',');
}

export type WireFormat = 'RESPONSE_FORMAT_JSON' | 'RESPONSE_FORMAT_MSGPACK';

/**
 * The `format` option: json (default), msgpack or msgp, case-insensitive.
 * @throws ALGOD_BAD_FORMAT for anything else
 */
export function queryFormat(ctx: RequestContext): WireFormat {
  const value = (queryValue(ctx, 'format') ?? 'json').toLowerCase();
  if (value === 'json') return 'RESPONSE_FORMAT_JSON';
  if (value === 'msgpack' || value === 'msgp') return 'RESPONSE_FORMAT_MSGPACK';
  throw new AppError('ALGOD_BAD_FORMAT');
}
