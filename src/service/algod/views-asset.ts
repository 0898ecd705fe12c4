/**
 * Asset views for the algod read routes (docs/spec/algod.md §10.2): a created asset's params (GET /v2/assets/{id} and
 * the account's `created-assets`) and an account's holding (`assets`).
 *
 * Invariants (upstream daemon/algod/api/server/v2/account.go AssetParamsToAsset):
 * - `creator`, `total`, `decimals` and `default-frozen` are always set; manager/reserve/freeze/clawback only when
 *   not the zero address; `metadata-hash` only when not all zero.
 * - `name`, `unit-name`, `url` carry the text only when it is non-empty and entirely printable UTF-8 (see
 *   `printableText`); the `*-b64` twins carry the raw bytes whenever they are non-empty.
 * - A holding carries no creator: the model has amount, asset-id and is-frozen only.
 */
import { isAllZero } from '../../core/bytes.js';
import { encodeAddress } from '../../core/crypto/address.js';
import type { AssetHolding } from '../../core/ledger/account.js';
import type { AssetParams } from '../../core/txn/types.js';
import type { Asset__Output } from '../../generated/algorun/algod/v2/Asset.js';
import type { AssetHolding__Output } from '../../generated/algorun/algod/v2/AssetHolding.js';
import type { AssetParams__Output } from '../../generated/algorun/algod/v2/AssetParams.js';
import { bytesOut, u64 } from './views-common.js';

/** Strict UTF-8: invalid sequences, surrogates and overlong forms throw; a leading BOM is kept (it is a rune). */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space — so no control or
 * format characters, no other spaces, no line/paragraph separators, no private-use or unassigned code points.
 */
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u;

/**
 * `bytes` as text when every rune is printable (upstream printableUTF8OrEmpty), else undefined. Go also refuses
 * U+FFFD itself, because ranging over a string cannot tell it apart from a decoding error.
 */
export function printableText(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return undefined;
  }
  if (text.includes('\uFFFD') || !PRINTABLE.test(text)) return undefined;
  return text;
}

/** Sets `<key>` (printable text) and `<key>_b64` (raw bytes) of a name-like field when it is non-empty. */
function setText(
  out: AssetParams__Output,
  key: 'name' | 'unit_name' | 'url',
  value: Uint8Array | string | undefined,
): void {
  const raw = bytesOut(value);
  if (raw.length === 0) return;
  out[`${key}_b64`] = raw;
  const text = printableText(raw);
  if (text !== undefined) out[key] = text;
}

/** Sets an address field when it is not the zero address. */
function setAddress(
  out: AssetParams__Output,
  key: 'manager' | 'reserve' | 'freeze' | 'clawback',
  value: Uint8Array | undefined,
): void {
  if (value !== undefined && !isAllZero(value)) out[key] = encodeAddress(value);
}

/** The AssetParams model of a created asset whose creator is the 32-byte `creator`. */
export function assetParamsView(params: AssetParams, creator: Uint8Array): AssetParams__Output {
  const out: AssetParams__Output = {
    creator: encodeAddress(creator),
    decimals: u64(params.decimals),
    default_frozen: params.defaultFrozen === true,
    total: u64(params.total),
  };
  setText(out, 'name', params.assetName);
  setText(out, 'unit_name', params.unitName);
  setText(out, 'url', params.url);
  if (params.metadataHash !== undefined && !isAllZero(params.metadataHash)) {
    out.metadata_hash = bytesOut(params.metadataHash);
  }
  setAddress(out, 'manager', params.manager);
  setAddress(out, 'reserve', params.reserve);
  setAddress(out, 'freeze', params.freeze);
  setAddress(out, 'clawback', params.clawback);
  return out;
}

/** GET /v2/assets/{id}: `{index, params}` for asset `id` created by the 32-byte `creator`. */
export function assetView(id: bigint, params: AssetParams, creator: Uint8Array): Asset__Output {
  return { index: u64(id), params: assetParamsView(params, creator) };
}

/** One entry of an account's `assets`. */
export function assetHoldingView(id: bigint, holding: AssetHolding): AssetHolding__Output {
  return { amount: u64(holding.amount), asset_id: u64(id), is_frozen: holding.frozen === true };
}
