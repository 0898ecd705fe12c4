/**
 * Interim E2 ("codec JSON") rendering of msgpack payloads for the routes whose JSON and msgpack share one
 * encoder (blocks, pending transactions, pending lists; spec/algod.md §1.4), plus the msgpack envelope of the
 * pending lists.
 *
 * Invariants:
 * - Keys sorted by UTF-16 code unit (equal to byte order for the ASCII keys algod uses), 2-space indentation,
 *   no trailing newline, no HTML escaping; integers exact (64-bit values decode as bigint).
 * - Binary values are standard base64, except 32-byte values under the Algorand address keys below, which are
 *   written as address text, as go-codec does for basics.Address.
 *
 * Temporary: the schema-driven E2 writer in src/core/codec (renderE2) replaces this once the pending/block
 * schemas exist; the address-key list is the schema-free approximation of those schemas.
 */
import { Unpackr } from 'msgpackr';
import { AppError } from '../../../core/errors.js';
import { encodeAddress } from '../../../core/crypto/address.js';
import { jsonArray, jsonObject, jsonString, type JsonLayout } from '../json-writer.js';

const unpackr = new Unpackr({ useRecords: false, mapsAsObjects: true, int64AsType: 'bigint' });
const LAYOUT: JsonLayout = { indent: '  ', escapeHtml: false };

/** Transaction, signed-transaction and block-header keys that hold addresses. */
const ADDRESS_KEYS = new Set([
  'snd',
  'rcv',
  'close',
  'asnd',
  'arcv',
  'aclose',
  'fadd',
  'rekey',
  'sgnr',
  'fees',
  'rwd',
  'prp',
]);
/** Keys inside asset params (`apar`) that hold addresses: manager, reserve, freeze, clawback. */
const ASSET_PARAM_ADDRESS_KEYS = new Set(['m', 'r', 'f', 'c']);
/** Keys whose arrays hold addresses (application call accounts). */
const ADDRESS_ARRAY_KEYS = new Set(['apat']);

/**
 * E2 JSON text of one msgpack value.
 * @throws CORE_MSGPACK_DECODE when `bytes` is not a single msgpack value
 */
export function msgpackToCodecJson(bytes: Uint8Array): string {
  let value: unknown;
  try {
    value = unpackr.unpack(bytes);
  } catch (error) {
    throw new AppError('CORE_MSGPACK_DECODE', undefined, { cause: error });
  }
  return render(value, '', '', 0);
}

function render(value: unknown, key: string, parentKey: string, depth: number): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsonString(value, false);
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Uint8Array) return renderBytes(value, key, parentKey);
  if (Array.isArray(value)) {
    const items = value.map((item) => render(item, ADDRESS_ARRAY_KEYS.has(key) ? 'snd' : '', key, depth + 1));
    return jsonArray(items, LAYOUT, depth);
  }
  const record = value as Readonly<Record<string, unknown>>;
  const members = Object.keys(record)
    .sort()
    .map((k): [string, string] => [jsonString(k, false), render(record[k], k, key, depth + 1)]);
  return jsonObject(members, LAYOUT, depth);
}

function renderBytes(bytes: Uint8Array, key: string, parentKey: string): string {
  const isAddressKey = ADDRESS_KEYS.has(key) || (parentKey === 'apar' && ASSET_PARAM_ADDRESS_KEYS.has(key));
  if (isAddressKey && bytes.length === 32) return `"${encodeAddress(bytes)}"`;
  return `"${Buffer.from(bytes).toString('base64')}"`;
}

function uintHeader(value: bigint): Buffer {
  if (value < 128n) return Buffer.from([Number(value)]);
  if (value < 256n) return Buffer.from([0xcc, Number(value)]);
  const out = Buffer.alloc(9);
  if (value < 65536n) {
    out[0] = 0xcd;
    out.writeUInt16BE(Number(value), 1);
    return out.subarray(0, 3);
  }
  if (value < 4294967296n) {
    out[0] = 0xce;
    out.writeUInt32BE(Number(value), 1);
    return out.subarray(0, 5);
  }
  out[0] = 0xcf;
  out.writeBigUInt64BE(value, 1);
  return out;
}

/** fixstr header + bytes; only for the short ASCII keys used here (< 32 bytes). */
function fixstr(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.from([0xa0 | bytes.length]), bytes]);
}

function arrayHeader(length: number): Buffer {
  if (length < 16) return Buffer.from([0x90 | length]);
  const out = Buffer.alloc(5);
  if (length < 65536) {
    out[0] = 0xdc;
    out.writeUInt16BE(length, 1);
    return out.subarray(0, 3);
  }
  out[0] = 0xdd;
  out.writeUInt32BE(length, 1);
  return out;
}

/**
 * Canonical msgpack of `{"top-transactions": [...], "total-transactions": n}` from already-encoded signed
 * transactions (keys sorted, smallest integer forms).
 */
export function pendingListMsgpack(topTransactions: readonly Uint8Array[], totalTransactions: string): Buffer {
  return Buffer.concat([
    Buffer.from([0x82]),
    fixstr('top-transactions'),
    arrayHeader(topTransactions.length),
    ...topTransactions,
    fixstr('total-transactions'),
    uintHeader(BigInt(totalTransactions)),
  ]);
}
