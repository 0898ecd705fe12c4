/**
 * Box reads: GET /v2/applications/{id}/box?name= and GET /v2/applications/{id}/boxes (docs/spec/box-names.md).
 *
 * Invariants:
 * - Names arrive in goal form and are parsed by core/ledger/app-call-bytes.ts; a bad name is 400 with upstream's text.
 * - No existence check of the app: an unknown app simply has no boxes (404 `box not found`, or an empty list).
 * - Listing without any paging parameter is the legacy form: every name, unordered upstream (sorted here), refused
 *   with `Result limit exceeded` when the app's box count exceeds the effective maximum.
 * - Paged listing: names sorted by bytes, strictly after the `next` cursor, at most `limit` (capped by the server's
 *   maximum) and about 1 MB of key+value bytes (at least one entry); `next-token` (`b64:` form) only when more remain.
 * - Only the latest round is held: a `round` older than it is 400 `given round is no longer available…`.
 */
import { applicationAddress } from '../../core/crypto/accounts.js';
import { AppError } from '../../core/errors.js';
import { BoxNameError, parseAppCallBytes } from '../../core/ledger/app-call-bytes.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';
import type { Ledger } from './ledger.js';

const MAX_FETCH_BYTES = 1_000_000;
/** len("bx:") + 8-byte app id: the ledger key prefix counted in the byte cap. */
const BOX_KEY_PREFIX_BYTES = 11;
const MAX_UINT64 = (1n << 64n) - 1n;

function parseName(text: string, context?: string): Buffer {
  try {
    return parseAppCallBytes(text);
  } catch (error) {
    if (!(error instanceof BoxNameError)) throw error;
    throw new AppError('ALGOD_BAD_REQUEST', context === undefined ? error.message : `${context}: ${error.message}`);
  }
}

/** GET /v2/applications/{id}/box. @throws ALGOD_BAD_REQUEST (bad name), ALGOD_NOT_FOUND `box not found` */
export function boxByName(
  ledger: Ledger,
  r: AlgodRequest<'GetApplicationBoxByName'>,
): AlgodResponse<'GetApplicationBoxByName'> {
  const round = ledger.durableRound;
  const name = parseName(r.name);
  const value = ledger.box(BigInt(r.application_id), name.toString('latin1'));
  if (value === undefined) throw new AppError('ALGOD_NOT_FOUND', 'box not found');
  return { name, round: String(round), value: Buffer.from(value) };
}

/** Upstream's applicationBoxesMaxKeys: the count above which the legacy listing refuses. */
function legacyMaxKeys(requested: bigint, serverMax: bigint): bigint {
  if (requested === 0n) return serverMax === 0n ? MAX_UINT64 : serverMax + 1n;
  if (requested <= serverMax || serverMax === 0n) return requested;
  return serverMax + 1n;
}

function sortedNames(ledger: Ledger, appId: bigint): string[] {
  return ledger.boxNames(appId).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** GET /v2/applications/{id}/boxes. @throws ALGOD_BAD_REQUEST */
export function listBoxes(
  ledger: Ledger,
  r: AlgodRequest<'GetApplicationBoxes'>,
  serverMax: bigint,
): AlgodResponse<'GetApplicationBoxes'> {
  const appId = BigInt(r.application_id);
  const latest = ledger.durableRound;
  if (r.round !== undefined && BigInt(r.round) > latest) {
    throw new AppError('ALGOD_BAD_REQUEST', 'given round is greater than the latest round');
  }
  const limitIn = BigInt(r.limit);
  const paged = limitIn !== 0n || r.next !== undefined || r.include_values || r.prefix !== '' || r.round !== undefined;
  if (!paged) return legacyList(ledger, appId, BigInt(r.max), serverMax);
  const limit = serverMax > 0n && (limitIn === 0n || limitIn > serverMax) ? serverMax : limitIn;
  const cursor =
    r.next !== undefined && r.next !== '' ? parseName(r.next, 'invalid next token').toString('latin1') : undefined;
  const prefix = r.prefix !== '' ? parseName(r.prefix, 'invalid prefix').toString('latin1') : '';
  if (r.round !== undefined && BigInt(r.round) < latest) {
    throw new AppError('ALGOD_BAD_REQUEST', 'given round is no longer available; use a more recent round');
  }
  if (limit === 0n) return { boxes: [], round: String(latest) };
  const names = sortedNames(ledger, appId).filter((n) => n.startsWith(prefix) && (cursor === undefined || n > cursor));
  const boxes: AlgodResponse<'GetApplicationBoxes'>['boxes'] = [];
  let bytes = 0;
  for (const name of names) {
    const value = r.include_values ? (ledger.box(appId, name) ?? new Uint8Array(0)) : undefined;
    const size = BOX_KEY_PREFIX_BYTES + name.length + (value?.length ?? 0);
    if (boxes.length > 0 && bytes + size > MAX_FETCH_BYTES) break;
    bytes += size;
    boxes.push(
      value === undefined
        ? { name: Buffer.from(name, 'latin1') }
        : { name: Buffer.from(name, 'latin1'), value: Buffer.from(value) },
    );
    if (BigInt(boxes.length) >= limit) break;
  }
  const more = boxes.length < names.length;
  const last = boxes.at(-1);
  const response: AlgodResponse<'GetApplicationBoxes'> = { boxes, round: String(latest) };
  if (more && last !== undefined) response.next_token = `b64:${Buffer.from(last.name).toString('base64')}`;
  return response;
}

function legacyList(
  ledger: Ledger,
  appId: bigint,
  requested: bigint,
  serverMax: bigint,
): AlgodResponse<'GetApplicationBoxes'> {
  const max = legacyMaxKeys(requested, serverMax);
  if (max !== MAX_UINT64) {
    const total = ledger.account(applicationAddress(appId))?.totalBoxes ?? 0n;
    if (total > max) {
      const data = { max: requested, 'max-api-box-per-application': serverMax, 'total-boxes': total };
      throw new AppError('ALGOD_BAD_REQUEST', 'Result limit exceeded', { data });
    }
  }
  return { boxes: sortedNames(ledger, appId).map((name) => ({ name: Buffer.from(name, 'latin1') })) };
}
