/**
 * Catchpoint file contents and labels (docs/spec/catchpoint.md): the msgpack header `content.msgpack`, balances
 * chunks `{bl: [{pk, ad}]}`, key-value chunks `{kv: [{k, v}]}`, the totals and the state commitment the label
 * hashes. Pure and synchronous; the service layer decides when to run each step.
 *
 * Invariants:
 * - Accounts are committed in ascending address order and key-values in ascending key order (accounts first);
 *   `StateDigest` refuses any other order, so writer and reader can only agree on one root.
 * - label = `<round>#` + unpadded base32 of SHA-512/256(block header digest ‖ state root ‖ msgpack(totals)),
 *   upstream's construction with our state root in place of its balances-trie root.
 * - A box's key is upstream's: `bx:` ‖ app id (8 bytes, big-endian) ‖ name.
 */
import { createHash, hash as oneShot, type Hash } from 'node:crypto';
import { base32Encode } from '../crypto/address.js';
import { sha512_256 } from '../crypto/hash.js';
import {
  decodeMsgpackValue,
  encodeMsgpackValue,
  MsgpackReader,
  type MsgpackMap,
  type MsgpackValue,
} from '../codec/msgpack.js';
import { readAny } from '../codec/msgpack-value.js';
import { AppError } from '../errors.js';
import { Status, type AccountData } from './account.js';

/** Our catchpoint file version (upstream's files are 0x0202/0x0203; ours differ in chunk layout). */
export const CATCHPOINT_FILE_VERSION = 0xa001n;
export const HEADER_FILE = 'content.msgpack';
export const BLOCK_FILE = 'block.msgpack';
/** Records per chunk (upstream BalancesPerCatchpointFileChunk). */
export const RECORDS_PER_CHUNK = 512;

export const chunkFileName = (index: number): string => `balances.${index}.msgpack`;

export interface AlgoCount {
  money: bigint;
  rewardUnits: bigint;
}

/** upstream ledgercore.AccountTotals */
export interface CatchpointTotals {
  online: AlgoCount;
  offline: AlgoCount;
  notParticipating: AlgoCount;
  rewardsLevel: bigint;
}

export interface CatchpointHeader {
  version: bigint;
  balancesRound: bigint;
  blocksRound: bigint;
  totals: CatchpointTotals;
  accountsCount: bigint;
  kvsCount: bigint;
  chunksCount: bigint;
  catchpoint: string;
  blockHeaderDigest: Buffer;
  stateRoot: Buffer;
}

export function emptyTotals(rewardsLevel: bigint): CatchpointTotals {
  const zero = (): AlgoCount => ({ money: 0n, rewardUnits: 0n });
  return { online: zero(), offline: zero(), notParticipating: zero(), rewardsLevel };
}

/** Add one account to `totals` (upstream AccountTotals.AddAccount: units = microAlgos / RewardUnit). */
export function addToTotals(totals: CatchpointTotals, data: AccountData, rewardUnit: bigint): void {
  const money = data.microAlgos ?? 0n;
  const bucket =
    data.status === Status.Online
      ? totals.online
      : data.status === Status.NotParticipating
        ? totals.notParticipating
        : totals.offline;
  bucket.money += money;
  bucket.rewardUnits += money / rewardUnit;
}

const countValue = (c: AlgoCount): MsgpackMap =>
  new Map<string, MsgpackValue>([
    ['mon', c.money],
    ['rwd', c.rewardUnits],
  ]);

/** msgpack of the totals with upstream's field names (`online`, `offline`, `notpart`, `rwdlvl`; `mon`, `rwd`). */
function encodeTotals(t: CatchpointTotals): Buffer {
  return Buffer.from(encodeMsgpackValue(totalsValue(t)));
}

function totalsValue(t: CatchpointTotals): MsgpackMap {
  return new Map<string, MsgpackValue>([
    ['notpart', countValue(t.notParticipating)],
    ['offline', countValue(t.offline)],
    ['online', countValue(t.online)],
    ['rwdlvl', t.rewardsLevel],
  ]);
}

/** `bx:` ‖ appId (8 bytes BE) ‖ name */
export function boxKvKey(appId: bigint, name: Uint8Array): Buffer {
  const key = Buffer.alloc(11 + name.length);
  key.write('bx:', 0, 'latin1');
  key.writeBigUInt64BE(appId, 3);
  key.set(name, 11);
  return key;
}

/** The inverse of boxKvKey; undefined for any other key. */
export function parseBoxKvKey(key: Uint8Array): { appId: bigint; name: Buffer } | undefined {
  const b = Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  if (b.length < 12 || b.toString('latin1', 0, 3) !== 'bx:') return undefined;
  return { appId: b.readBigUInt64BE(3), name: Buffer.from(b.subarray(11)) };
}

/** SHA-512/256 of one record (Node's one-shot hash: no Hash object per record). */
function leaf(bytes: Uint8Array): Buffer {
  return oneShot('sha512-256', bytes, 'buffer');
}

/**
 * The state root: SHA-512/256 over `"CPS"`, then per account 'a' ‖ address ‖ SHA-512/256(ad bytes), then per
 * key-value 'k' ‖ SHA-512/256(key) ‖ SHA-512/256(value), then the two counts (8 bytes BE each).
 */
export class StateDigest {
  readonly #hash: Hash = createHash('sha512-256').update('CPS');
  #lastAccount: Buffer | undefined;
  #lastKey: Buffer | undefined;
  #accounts = 0n;
  #kvs = 0n;

  /** @throws CORE_BAD_ARGUMENT when out of order */
  addAccount(address: Uint8Array, adBytes: Uint8Array): void {
    const a = Buffer.from(address);
    if (this.#lastKey !== undefined || (this.#lastAccount !== undefined && Buffer.compare(this.#lastAccount, a) >= 0)) {
      throw new AppError('CORE_BAD_ARGUMENT', 'catchpoint accounts out of order');
    }
    this.#lastAccount = a;
    this.#accounts++;
    this.#hash.update('a').update(a).update(leaf(adBytes));
  }

  /** @throws CORE_BAD_ARGUMENT when out of order */
  addKv(key: Uint8Array, value: Uint8Array): void {
    const k = Buffer.from(key);
    if (this.#lastKey !== undefined && Buffer.compare(this.#lastKey, k) >= 0) {
      throw new AppError('CORE_BAD_ARGUMENT', 'catchpoint key-values out of order');
    }
    this.#lastKey = k;
    this.#kvs++;
    this.#hash.update('k').update(leaf(k)).update(leaf(value));
  }

  get accounts(): bigint {
    return this.#accounts;
  }

  get kvs(): bigint {
    return this.#kvs;
  }

  root(): Buffer {
    const counts = Buffer.alloc(16);
    counts.writeBigUInt64BE(this.#accounts, 0);
    counts.writeBigUInt64BE(this.#kvs, 8);
    return this.#hash.update(counts).digest();
  }
}

/** `<round>#<52 base32 chars>` */
export function catchpointLabel(
  round: bigint,
  blockHeaderDigest: Uint8Array,
  stateRoot: Uint8Array,
  totals: CatchpointTotals,
): string {
  const digest = sha512_256(blockHeaderDigest, stateRoot, encodeTotals(totals));
  return `${round}#${base32Encode(digest)}`;
}

/** A balances chunk: `{bl: [{ad: <AccountData>, pk: <address>}]}` with the records' canonical bytes inlined. */
export function encodeBalancesChunk(records: readonly { address: Uint8Array; adBytes: Uint8Array }[]): Buffer {
  const parts: Buffer[] = [Buffer.of(0x81, 0xa2, 0x62, 0x6c), arrayHeader(records.length)];
  for (const r of records) {
    parts.push(
      Buffer.of(0x82, 0xa2, 0x61, 0x64),
      Buffer.from(r.adBytes),
      Buffer.of(0xa2, 0x70, 0x6b, 0xc4, 32),
      Buffer.from(r.address),
    );
  }
  return Buffer.concat(parts);
}

/** A key-value chunk: `{kv: [{k, v}]}`. */
export function encodeKvChunk(records: readonly { key: Uint8Array; value: Uint8Array }[]): Buffer {
  const list: MsgpackValue[] = records.map(
    (r) =>
      new Map<string, MsgpackValue>([
        ['k', r.key],
        ['v', r.value],
      ]),
  );
  return Buffer.from(encodeMsgpackValue(new Map([['kv', list]])));
}

function arrayHeader(n: number): Buffer {
  if (n < 16) return Buffer.of(0x90 | n);
  if (n < 0x10000) return Buffer.of(0xdc, n >> 8, n & 0xff);
  const b = Buffer.alloc(5);
  b[0] = 0xdd;
  b.writeUInt32BE(n, 1);
  return b;
}

export type DecodedChunk =
  | { kind: 'balances'; records: { address: Buffer; adBytes: Buffer }[] }
  | { kind: 'kv'; records: { key: Buffer; value: Buffer }[] };

function bytesOf(v: MsgpackValue | undefined, what: string): Buffer {
  if (!(v instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', `catchpoint chunk: ${what} is not bytes`);
  return Buffer.from(v);
}

/**
 * Decode one chunk (either kind). Balance records keep the exact bytes of their `ad` value (what the digest
 * hashes). @throws CORE_MSGPACK_DECODE, CORE_BAD_ARGUMENT
 */
export function decodeChunk(bytes: Uint8Array): DecodedChunk {
  const bad = (): AppError => new AppError('CORE_BAD_ARGUMENT', 'catchpoint chunk: unexpected layout');
  const r = new MsgpackReader(bytes);
  if (r.readMapHeader() !== 1) throw bad();
  const kind = r.readStr();
  if (kind === 'bl') {
    const n = r.readArrayHeader();
    const records: { address: Buffer; adBytes: Buffer }[] = [];
    for (let i = 0; i < n; i++) {
      if (r.readMapHeader() !== 2 || r.readStr() !== 'ad') throw bad();
      const start = r.pos;
      readAny(r);
      const adBytes = Buffer.from(bytes.subarray(start, r.pos));
      if (r.readStr() !== 'pk') throw bad();
      const address = r.readBytes();
      if (address.length !== 32) throw bad();
      records.push({ address: Buffer.from(address), adBytes });
    }
    if (r.remaining !== 0) throw bad();
    return { kind: 'balances', records };
  }
  if (kind !== 'kv') throw bad();
  const { value } = decodeMsgpackValue(bytes);
  const kv = (value as MsgpackMap).get('kv');
  if (!Array.isArray(kv)) throw bad();
  return {
    kind: 'kv',
    records: kv.map((e) => {
      if (!(e instanceof Map)) throw bad();
      return { key: bytesOf(e.get('k'), 'k'), value: bytesOf(e.get('v') ?? new Uint8Array(0), 'v') };
    }),
  };
}

export function encodeHeader(h: CatchpointHeader): Buffer {
  return Buffer.from(
    encodeMsgpackValue(
      new Map<string, MsgpackValue>([
        ['accountsCount', h.accountsCount],
        ['balancesRound', h.balancesRound],
        ['blockHeaderDigest', h.blockHeaderDigest],
        ['blocksRound', h.blocksRound],
        ['catchpoint', h.catchpoint],
        ['chunksCount', h.chunksCount],
        ['kvsCount', h.kvsCount],
        ['stateRoot', h.stateRoot],
        ['totals', totalsValue(h.totals)],
        ['version', h.version],
      ]),
    ),
  );
}

/** @throws CORE_MSGPACK_DECODE, CORE_BAD_ARGUMENT */
export function decodeHeader(bytes: Uint8Array): CatchpointHeader {
  const { value } = decodeMsgpackValue(bytes);
  const bad = (what: string): AppError => new AppError('CORE_BAD_ARGUMENT', `catchpoint header: bad ${what}`);
  if (!(value instanceof Map)) throw bad('layout');
  const u = (m: MsgpackMap, k: string): bigint => {
    const v = m.get(k) ?? 0n;
    if (typeof v !== 'bigint') throw bad(k);
    return v;
  };
  const map = (m: MsgpackMap, k: string): MsgpackMap => {
    const v = m.get(k) ?? new Map();
    if (!(v instanceof Map)) throw bad(k);
    return v;
  };
  const count = (k: string): AlgoCount => ({
    money: u(map(map(value, 'totals'), k), 'mon'),
    rewardUnits: u(map(map(value, 'totals'), k), 'rwd'),
  });
  const label = value.get('catchpoint');
  if (typeof label !== 'string') throw bad('catchpoint');
  return {
    version: u(value, 'version'),
    balancesRound: u(value, 'balancesRound'),
    blocksRound: u(value, 'blocksRound'),
    totals: {
      online: count('online'),
      offline: count('offline'),
      notParticipating: count('notpart'),
      rewardsLevel: u(map(value, 'totals'), 'rwdlvl'),
    },
    accountsCount: u(value, 'accountsCount'),
    kvsCount: u(value, 'kvsCount'),
    chunksCount: u(value, 'chunksCount'),
    catchpoint: label,
    blockHeaderDigest: bytesOf(value.get('blockHeaderDigest'), 'blockHeaderDigest'),
    stateRoot: bytesOf(value.get('stateRoot'), 'stateRoot'),
  };
}
