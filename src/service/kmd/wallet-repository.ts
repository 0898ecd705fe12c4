/**
 * The kmd wallet repository over the store (namespace `kmd`).
 *
 * Key schema in store/schema.ts (tables wallet, key, multisig, devGenesis): a key record holds the sealed 64-byte
 * secret key and derivation index, a multisig record the preimage (version, threshold, pks).
 * Because the 32-byte suffix is raw, a prefix scan lists keys and multisig accounts in ascending byte order of
 * the address, which is upstream's listing order (docs/spec/kmd.md §6.6).
 *
 * Invariants:
 * - Every write goes through `store.commit` (atomic, fsynced before it resolves), so an acknowledged change
 *   survives a crash. Deleting a wallet is not offered (upstream has no route for it).
 * - Read-modify-write sequences on one wallet (generate, import, rename) run under `withWalletLock`, so two
 *   concurrent requests cannot both claim the same index or name.
 */
import {
  decodeKeyRecord,
  decodeMultisigRecord,
  decodeWalletRecord,
  encodeKeyRecord,
  encodeMultisigRecord,
  encodeWalletRecord,
  type KeyRecord,
  type MultisigRecord,
  type WalletRecord,
} from '../../core/kmd/records.js';
import {
  multisigKey,
  parseWalletEntryKey,
  prefixRange,
  tableRange,
  walletKey,
  walletKeyKey,
} from '../../store/schema.js';
import type { Store, WriteOp } from '../../store/store.js';
import { SerialQueue } from '../serial-queue.js';

export class WalletRepository {
  readonly #store: Store;
  readonly #queue = new SerialQueue();

  constructor(store: Store) {
    this.#store = store;
  }

  get store(): Store {
    return this.#store;
  }

  /** Runs `fn` after every earlier locked call on the same key has settled (one queue per key). */
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return this.#queue.run(fn, key);
  }

  /** Every wallet record. @throws CORE_STORE_FAILURE */
  async listWallets(): Promise<WalletRecord[]> {
    const out: WalletRecord[] = [];
    for await (const [, value] of this.#store.scan(tableRange('kmd', 'wallet'))) {
      out.push(decodeWalletRecord(value));
    }
    return out;
  }

  /** @throws CORE_STORE_FAILURE */
  async getWallet(id: string): Promise<WalletRecord | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    const value = await this.#store.get(walletKey(id));
    return value === undefined ? undefined : decodeWalletRecord(value);
  }

  walletOp(record: WalletRecord): WriteOp {
    return { type: 'put', key: walletKey(record.id), value: encodeWalletRecord(record) };
  }

  keyOp(walletId: string, publicKey: Uint8Array, record: KeyRecord): WriteOp {
    return { type: 'put', key: walletKeyKey(walletId, publicKey), value: encodeKeyRecord(record) };
  }

  /** Durable, atomic write of `ops`. @throws CORE_STORE_FAILURE */
  commit(ops: WriteOp[]): Promise<void> {
    return this.#store.commit(ops);
  }

  /** @throws CORE_STORE_FAILURE */
  async getKey(walletId: string, publicKey: Uint8Array): Promise<KeyRecord | undefined> {
    const value = await this.#store.get(walletKeyKey(walletId, publicKey));
    return value === undefined ? undefined : decodeKeyRecord(value);
  }

  /** Several keys in one store call. @throws CORE_STORE_FAILURE */
  async getKeys(walletId: string, publicKeys: readonly Uint8Array[]): Promise<(KeyRecord | undefined)[]> {
    const values = await this.#store.getMany(publicKeys.map((pk) => walletKeyKey(walletId, pk)));
    return values.map((value) => (value === undefined ? undefined : decodeKeyRecord(value)));
  }

  /** Public keys of the wallet's keys, ascending. @throws CORE_STORE_FAILURE */
  async listKeys(walletId: string): Promise<Buffer[]> {
    return this.#listSuffixes(walletKeyKey(walletId), 'key');
  }

  /** @throws CORE_STORE_FAILURE */
  deleteKey(walletId: string, publicKey: Uint8Array): Promise<void> {
    return this.#store.commit([{ type: 'del', key: walletKeyKey(walletId, publicKey) }]);
  }

  /** @throws CORE_STORE_FAILURE */
  async getMultisig(walletId: string, address: Uint8Array): Promise<MultisigRecord | undefined> {
    const value = await this.#store.get(multisigKey(walletId, address));
    return value === undefined ? undefined : decodeMultisigRecord(value);
  }

  /** @throws CORE_STORE_FAILURE */
  putMultisig(walletId: string, address: Uint8Array, record: MultisigRecord): Promise<void> {
    const key = multisigKey(walletId, address);
    return this.#store.commit([{ type: 'put', key, value: encodeMultisigRecord(record) }]);
  }

  /** Multisig addresses, ascending. @throws CORE_STORE_FAILURE */
  listMultisig(walletId: string): Promise<Buffer[]> {
    return this.#listSuffixes(multisigKey(walletId), 'multisig');
  }

  /** @throws CORE_STORE_FAILURE */
  deleteMultisig(walletId: string, address: Uint8Array): Promise<void> {
    return this.#store.commit([{ type: 'del', key: multisigKey(walletId, address) }]);
  }

  async #listSuffixes(prefix: Buffer, table: 'key' | 'multisig'): Promise<Buffer[]> {
    const out: Buffer[] = [];
    for await (const [key] of this.#store.scan(prefixRange(prefix)))
      out.push(Buffer.from(parseWalletEntryKey(key, table).suffix));
    return out;
  }
}
