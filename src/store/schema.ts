/**
 * The key schema of the single RocksDB database: every namespace, every table tag and every key layout, with the
 * builders and parsers for them. No other file composes or parses a key by byte offset.
 *
 * Layout: one namespace byte (so the three surfaces and the store's metadata never collide), one table tag byte,
 * then the table's key parts. Part encodings keep byte order equal to logical order:
 * - bigint → 8-byte big-endian unsigned (rounds, ids: a prefix scan iterates in numeric order);
 * - Uint8Array → raw bytes (fixed-length values such as 32-byte addresses, or a variable part placed last);
 * - string → UTF-8 followed by a 0x00 terminator (strings must not contain NUL; checked).
 *
 * Invariants:
 * - This is the on-disk format. Tags and layouts below never change meaning; a new record kind takes a new tag.
 *   Every tag is unique within its namespace (checked by test/store/schema.test.ts).
 * - Each `…Key` builder has a parser that returns exactly its arguments (round-trip property, same test).
 */
import { AppError } from '../core/errors.js';

export const Namespace = {
  meta: 0x00,
  algod: 0x61, // 'a'
  kmd: 0x6b, // 'k'
  admin: 0x6f, // 'o'
} as const;

export type NamespaceName = keyof typeof Namespace;
export type KeyPart = bigint | Uint8Array | string;

/**
 * Table tags per namespace, with each table's key parts and value:
 * - meta: health () → u64 ms since the epoch of the last write probe (the store writes it, synced, to see whether
 *   the disk accepts writes again after a write fault).
 * - algod: latest () → u64 round; block (round) → block msgpack; account (address 32) → account data;
 *   creatable (id) → kind byte + creator; pool (seq) → journaled signed group; genesis () → genesis JSON;
 *   box (app id, raw name 1..64 bytes, last so it needs no terminator) → box value;
 *   catchup () → label of the running catch-up (written at its start, removed by its switch batch or its end);
 *   participation record / key file (participation id 32) → record / installed key file (from 0x20 up).
 * - kmd: wallet (id 16) → wallet record; key (id 16, public key 32) → key record;
 *   multisig (id 16, address 32) → preimage; devGenesis () → dev-network genesis addresses.
 *   The raw 32-byte suffixes make a prefix scan list in ascending address order, upstream's listing order.
 * - admin: app (id) → OAuth app record; token (digest hex string) → token record; nextId () → u64 next app id.
 */
export const Tables = {
  meta: { health: 0x01 },
  algod: {
    latest: 0x01,
    block: 0x02,
    account: 0x03,
    creatable: 0x04,
    pool: 0x05,
    genesis: 0x06,
    box: 0x07,
    catchup: 0x08,
    participationRecord: 0x20,
    participationKeyFile: 0x21,
  },
  kmd: { wallet: 0x01, key: 0x02, multisig: 0x03, devGenesis: 0x04 },
  admin: { app: 0x01, token: 0x02, nextId: 0x03 },
} as const;

export type TableName<N extends NamespaceName> = keyof (typeof Tables)[N] & string;

const MAX_U64 = (1n << 64n) - 1n;
const HEAD = 2;
export const WALLET_ID_BYTES = 16;
const ADDRESS_BYTES = 32;

function encodePart(part: KeyPart): Buffer {
  if (typeof part === 'bigint') {
    if (part < 0n || part > MAX_U64) throw new AppError('CORE_BAD_ARGUMENT', `key part ${part} is not a uint64`);
    const out = Buffer.allocUnsafe(8);
    out.writeBigUInt64BE(part);
    return out;
  }
  if (typeof part === 'string') {
    const bytes = Buffer.from(part, 'utf8');
    if (bytes.includes(0)) throw new AppError('CORE_BAD_ARGUMENT', 'key strings must not contain NUL');
    return Buffer.concat([bytes, Buffer.of(0)]);
  }
  return Buffer.from(part.buffer, part.byteOffset, part.byteLength);
}

/** Key for the table with tag `table` inside `namespace`. Prefer the named builders below. */
export function makeKey(namespace: NamespaceName, table: number, ...parts: KeyPart[]): Buffer {
  return Buffer.concat([Buffer.of(Namespace[namespace], table), ...parts.map(encodePart)]);
}

/** Half-open range [prefix, successor(prefix)) covering every key that starts with `prefix`. */
export function prefixRange(prefix: Buffer): { gte: Buffer; lt: Buffer } {
  const lt = Buffer.from(prefix);
  for (let i = lt.length - 1; i >= 0; i--) {
    if (lt[i]! < 0xff) {
      lt[i] = lt[i]! + 1;
      return { gte: prefix, lt: lt.subarray(0, i + 1) };
    }
  }
  throw new AppError('CORE_BAD_ARGUMENT', 'prefix has no successor');
}

/** Scan range over every key of one table. */
export function tableRange<N extends NamespaceName>(namespace: N, table: TableName<N>): { gte: Buffer; lt: Buffer } {
  return prefixRange(makeKey(namespace, tag(namespace, table)));
}

function tag<N extends NamespaceName>(namespace: N, table: TableName<N>): number {
  return (Tables[namespace] as Record<string, number>)[table]!;
}

/** The part of `key` after the namespace and tag, checked to belong to `table`. @throws CORE_STORE_FAILURE */
function body<N extends NamespaceName>(key: Uint8Array, namespace: N, table: TableName<N>, length?: number): Buffer {
  const b = Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  const ok = b.length >= HEAD && b[0] === Namespace[namespace] && b[1] === tag(namespace, table);
  if (!ok || (length !== undefined && b.length !== HEAD + length)) {
    throw new AppError('CORE_STORE_FAILURE', `malformed ${namespace}.${table} key ${b.toString('hex')}`);
  }
  return b.subarray(HEAD);
}

function walletIdBytes(id: string): Buffer {
  if (!/^[0-9a-f]{32}$/.test(id)) throw new AppError('CORE_BAD_ARGUMENT', 'wallet id must be 32 hex characters');
  return Buffer.from(id, 'hex');
}

// ---- meta ----
export const healthKey = (): Buffer => makeKey('meta', Tables.meta.health);

// ---- algod ----
export const latestKey = (): Buffer => makeKey('algod', Tables.algod.latest);
export const genesisKey = (): Buffer => makeKey('algod', Tables.algod.genesis);
export const catchupKey = (): Buffer => makeKey('algod', Tables.algod.catchup);
/** makeKey('algod', block, round), written directly: a dev-mode block writes one per round. */
export function blockKey(round: bigint): Buffer {
  if (round < 0n || round > MAX_U64) return makeKey('algod', Tables.algod.block, round); // throws makeKey's error
  const key = Buffer.allocUnsafe(HEAD + 8);
  key[0] = Namespace.algod;
  key[1] = Tables.algod.block;
  key.writeBigUInt64BE(round, HEAD);
  return key;
}
export const parseBlockKey = (key: Uint8Array): bigint => body(key, 'algod', 'block', 8).readBigUInt64BE(0);
/** makeKey('algod', account, address), written directly: every block writes a few. */
export function accountKey(address: Uint8Array): Buffer {
  const key = Buffer.allocUnsafe(HEAD + address.length);
  key[0] = Namespace.algod;
  key[1] = Tables.algod.account;
  key.set(address, HEAD);
  return key;
}
/** The 32-byte address of an account key (a view into `key`). */
export const parseAccountKey = (key: Uint8Array): Buffer => body(key, 'algod', 'account', ADDRESS_BYTES);
export const creatableKey = (id: bigint): Buffer => makeKey('algod', Tables.algod.creatable, id);
export const parseCreatableKey = (key: Uint8Array): bigint => body(key, 'algod', 'creatable', 8).readBigUInt64BE(0);
export const poolKey = (seq: bigint): Buffer => makeKey('algod', Tables.algod.pool, seq);
export const parsePoolKey = (key: Uint8Array): bigint => body(key, 'algod', 'pool', 8).readBigUInt64BE(0);
export const boxStoreKey = (appId: bigint, name: Uint8Array): Buffer => makeKey('algod', Tables.algod.box, appId, name);
/** App id and raw name of a box key (the name is a view into `key`). */
export function parseBoxStoreKey(key: Uint8Array): { appId: bigint; name: Buffer } {
  const b = body(key, 'algod', 'box');
  if (b.length < 9)
    throw new AppError('CORE_STORE_FAILURE', `malformed algod.box key ${Buffer.from(key).toString('hex')}`);
  return { appId: b.readBigUInt64BE(0), name: b.subarray(8) };
}
export const participationRecordKey = (id: Uint8Array): Buffer =>
  makeKey('algod', Tables.algod.participationRecord, id);
export const participationKeyFileKey = (id: Uint8Array): Buffer =>
  makeKey('algod', Tables.algod.participationKeyFile, id);

// ---- kmd ----
export const devGenesisKey = (): Buffer => makeKey('kmd', Tables.kmd.devGenesis);
export const walletKey = (walletId: string): Buffer => makeKey('kmd', Tables.kmd.wallet, walletIdBytes(walletId));
export const parseWalletKey = (key: Uint8Array): string => body(key, 'kmd', 'wallet', WALLET_ID_BYTES).toString('hex');
/** Key of one wallet key; without `publicKey`, the prefix of all of the wallet's keys. */
export const walletKeyKey = (walletId: string, publicKey?: Uint8Array): Buffer =>
  makeKey('kmd', Tables.kmd.key, walletIdBytes(walletId), ...(publicKey ? [publicKey] : []));
/** Key of one multisig preimage; without `address`, the prefix of all of the wallet's multisig accounts. */
export const multisigKey = (walletId: string, address?: Uint8Array): Buffer =>
  makeKey('kmd', Tables.kmd.multisig, walletIdBytes(walletId), ...(address ? [address] : []));
/** Wallet id and 32-byte suffix (public key or address) of a kmd key or multisig key. */
export function parseWalletEntryKey(key: Uint8Array, table: 'key' | 'multisig'): { walletId: string; suffix: Buffer } {
  const b = body(key, 'kmd', table, WALLET_ID_BYTES + ADDRESS_BYTES);
  return { walletId: b.subarray(0, WALLET_ID_BYTES).toString('hex'), suffix: b.subarray(WALLET_ID_BYTES) };
}

// ---- admin ----
export const appNextIdKey = (): Buffer => makeKey('admin', Tables.admin.nextId);
export const appKey = (id: bigint): Buffer => makeKey('admin', Tables.admin.app, id);
export const parseAppKey = (key: Uint8Array): bigint => body(key, 'admin', 'app', 8).readBigUInt64BE(0);
export const tokenKey = (digestHex: string): Buffer => makeKey('admin', Tables.admin.token, digestHex);
export function parseTokenKey(key: Uint8Array): string {
  const b = body(key, 'admin', 'token');
  if (b.length === 0 || b[b.length - 1] !== 0) throw new AppError('CORE_STORE_FAILURE', 'malformed admin.token key');
  return b.subarray(0, b.length - 1).toString('utf8');
}
