/**
 * OAuth apps, held in memory and written through to the store (`admin` namespace, table `app`, key = id; store/schema.ts).
 *
 * Invariants: the map mirrors the store after every completed commit (callers run through the service's
 * SerialQueue and apply changes only after the commit resolves); ids come from a counter that is stored with each
 * created app (key `nextId`) and never decreases, so ids are never reused within a data dir, even after the
 * newest app was deleted; client ids are unique (32 random bytes, checked against the index).
 */
import { decodeAppRecord, encodeAppRecord, type OAuthAppRecord } from '../../core/admin/records.js';
import type { Store, WriteOp } from '../../store/store.js';
import { appKey, appNextIdKey, tableRange } from '../../store/schema.js';

const NEXT_ID_KEY = appNextIdKey();

function u64(value: bigint): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(value);
  return out;
}

export class OAuthAppRepository {
  readonly #store: Store;
  readonly #byId = new Map<bigint, OAuthAppRecord>();
  readonly #byClientId = new Map<string, OAuthAppRecord>();
  #nextId = 1n;

  private constructor(store: Store) {
    this.#store = store;
  }

  /** Loads every stored app. @throws CORE_INTERNAL on a corrupt record */
  static async open(store: Store): Promise<OAuthAppRepository> {
    const repo = new OAuthAppRepository(store);
    const next = await store.get(NEXT_ID_KEY);
    if (next !== undefined && next.length === 8) repo.#nextId = next.readBigUInt64BE();
    for await (const [, value] of store.scan(tableRange('admin', 'app'))) {
      repo.#remember(decodeAppRecord(value));
    }
    return repo;
  }

  #remember(app: OAuthAppRecord): void {
    const old = this.#byId.get(app.id);
    if (old) this.#byClientId.delete(old.clientId);
    this.#byId.set(app.id, app);
    this.#byClientId.set(app.clientId, app);
    if (app.id >= this.#nextId) this.#nextId = app.id + 1n;
  }

  /** The id the next created app gets (reserved: later calls return the following one). */
  allocateId(): bigint {
    return this.#nextId++;
  }

  get(id: bigint): OAuthAppRecord | undefined {
    return this.#byId.get(id);
  }

  byClientId(clientId: string): OAuthAppRecord | undefined {
    return this.#byClientId.get(clientId);
  }

  all(): IterableIterator<OAuthAppRecord> {
    return this.#byId.values();
  }

  /** Stores `app` (new or replacing the one with its id), with `extra` ops in the same atomic commit. */
  async put(app: OAuthAppRecord, extra: WriteOp[] = []): Promise<void> {
    const ops: WriteOp[] = [{ type: 'put', key: appKey(app.id), value: encodeAppRecord(app) }];
    if (app.id + 1n >= this.#nextId) ops.push({ type: 'put', key: NEXT_ID_KEY, value: u64(app.id + 1n) });
    await this.#store.commit([...ops, ...extra]);
    this.#remember(app);
  }

  /** Deletes the app, with `extra` ops (its tokens) in the same atomic commit. */
  async delete(app: OAuthAppRecord, extra: WriteOp[] = []): Promise<void> {
    await this.#store.commit([{ type: 'del', key: appKey(app.id) }, ...extra]);
    this.#byId.delete(app.id);
    this.#byClientId.delete(app.clientId);
  }
}
