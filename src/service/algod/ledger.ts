/**
 * The committed ledger: account records, creatables and the latest header held in memory (the evaluator reads them
 * synchronously), persisted in RocksDB one atomic, fsynced batch per block (docs/spec/algod.md, docs/design.md §4).
 *
 * Invariants:
 * - `commit()` applies a block to memory at once (so the next block can be evaluated on top of it) and resolves
 *   when the batch is durable; batches reach the disk in commit order (Store group commit). `durableRound` is the
 *   latest round on disk: status, waiters and block reads use it, so nothing is reported that a crash could lose.
 * - Memory never runs further ahead of a disk that refuses writes (a store write fault, CORE_STORE_UNAVAILABLE):
 *   a block whose write is refused stays in memory, its commit rejects, and its batch (the exact operations its
 *   write took, accounts included) is kept and committed again, in round order, as soon as the store recovers.
 *   Until every kept batch is durable, and while the store is faulted, `commit()` refuses further blocks at once
 *   with the store's error and applies nothing (`refusal`). So at most the blocks applied before the fault was known
 *   are ahead of the disk, and they reach it first after the recovery.
 * - The batch holds the block, every changed account (put or delete), every changed creatable, every changed box
 *   (put or delete), the latest-round marker and any extra operations of the caller (pool journal deletions), so a restart resumes exactly there.
 * - Accounts are encoded when the store takes the write (a CommitOps function), from memory: all the accounts
 *   changed since the last write taken, at their latest values. Blocks applied before a flush starts all have their
 *   commits in that flush, so memory then is exactly the state after its last block, and an account that several
 *   merged blocks changed (the fee sink, in every block) is encoded and written once.
 * - Supply totals (all money, online money; NotParticipating excluded) are kept incrementally.
 * - The headers of the last MaxTxnLife + 2 rounds stay in memory (`header()`): every round a program may read with
 *   `block` or `txn FirstValidTime` (logic availableRound) is among them. They are rebuilt from the stored blocks at
 *   start-up together with the transaction tail.
 * - For the last few committed rounds the ledger keeps what the block changed (records before and after,
 *   boxes, creatables, its transactions, the totals by status after it): GET /v2/deltas/{round} encodes it on
 *   request. Records are never mutated after commit, so keeping references is enough. Not rebuilt at start-up.
 */
import { decodeMsgpack, encodeMsgpack } from '../../core/codec/msgpack.js';
import { ownedCopy } from '../../core/bytes.js';
import { AppError } from '../../core/errors.js';
import { accountDataSchema, Status, type AccountData } from '../../core/ledger/account.js';
import type { ConsensusParams } from '../../core/ledger/consensus.js';
import type { EvalContext } from '../../core/ledger/evaluator.js';
import type { GroupCheckContext } from '../../core/ledger/group-prepare.js';
import {
  addressKey,
  boxKey,
  keyAddress,
  parseBoxKey,
  type Creatable,
  type LedgerReader,
} from '../../core/ledger/state.js';
import { blockHeaderOf, type BlockHeader } from '../../core/txn/block.js';
import type { Store, WriteOp } from '../../store/store.js';
import {
  accountKey,
  blockKey,
  boxStoreKey,
  creatableKey,
  latestKey,
  parseAccountKey,
  parseBoxStoreKey,
  parseCreatableKey,
  tableRange,
} from '../../store/schema.js';
import { RoundRecords, TxTail, type RoundTxns } from './txtail.js';
import type { StateDeltaInput } from '../../core/ledger/state-delta.js';
import { DeltaRecorder } from './delta-recorder.js';
import { LedgerWrites } from './ledger-writes.js';

export interface CommittedBlock {
  readonly header: BlockHeader;
  /** canonical msgpack of the whole block */
  readonly blockBytes: Buffer;
  readonly accounts: ReadonlyMap<string, AccountData | undefined>;
  readonly creatables: ReadonlyMap<bigint, Creatable | undefined>;
  /** changed boxes: boxKey (state.ts) → contents, undefined for deleted boxes */
  readonly boxes?: ReadonlyMap<string, Uint8Array | undefined>;
  readonly tail: RoundTxns;
  readonly extraOps?: readonly WriteOp[];
}

export interface InitialState {
  readonly header: BlockHeader;
  readonly blockBytes: Buffer;
  readonly accounts: ReadonlyMap<string, AccountData>;
}

/** What Ledger.snapshot() returns: addressKey → record, boxKey (state.ts) → contents. */
export interface LedgerSnapshot {
  readonly header: BlockHeader;
  readonly accounts: ReadonlyMap<string, AccountData>;
  readonly boxes: ReadonlyMap<string, Uint8Array>;
}

function money(data: AccountData | undefined): { total: bigint; online: bigint } {
  if (data === undefined || data.status === Status.NotParticipating) return { total: 0n, online: 0n };
  const amount = data.microAlgos ?? 0n;
  return { total: amount, online: data.status === Status.Online ? amount : 0n };
}

function encodeCreatable(c: Creatable): Buffer {
  return Buffer.concat([Buffer.of(c.kind === 'asset' ? 1 : 2), c.creator]);
}

function decodeCreatable(bytes: Buffer): Creatable {
  return { kind: bytes[0] === 1 ? 'asset' : 'app', creator: Buffer.from(bytes.subarray(1, 33)) };
}

export class Ledger implements LedgerReader {
  readonly store: Store;
  readonly params: ConsensusParams;
  readonly tail: TxTail;
  #accounts = new Map<string, AccountData>();
  #creatables = new Map<bigint, Creatable>();
  /** boxKey → contents */
  #boxes = new Map<string, Uint8Array>();
  #latest: BlockHeader;
  /** checkContext() of `latest`, made once per header */
  #checkContext: { readonly latest: BlockHeader; readonly ctx: GroupCheckContext } | undefined;
  /** round → header, the last `#headerWindow` rounds */
  #headers = new Map<bigint, BlockHeader>();
  readonly #headerWindow: bigint;
  #durableRound: bigint;
  #totals = { total: 0n, online: 0n };
  /** what recent rounds changed, for GET /v2/deltas/{round} (delta-recorder.ts) */
  #deltas: DeltaRecorder;
  readonly #listeners = new Set<(round: bigint) => void>();
  readonly #appliedListeners = new Set<(round: bigint) => void>();
  /** set while a catch-up replaces the ledger: commit() refuses */
  #frozen = false;
  /** addressKeys of accounts changed by blocks whose write the store has not taken yet */
  #unwritten = new Set<string>();
  /** the block writes, in order, and those held through a store write fault (ledger-writes.ts) */
  readonly #writes: LedgerWrites;

  private constructor(store: Store, params: ConsensusParams, latest: BlockHeader) {
    this.store = store;
    this.params = params;
    this.tail = new TxTail(params.maxTxnLife);
    this.#deltas = new DeltaRecorder(params.rewardUnit);
    this.#headerWindow = params.maxTxnLife + 2n;
    this.#latest = latest;
    this.#durableRound = latest.round ?? 0n;
    this.#writes = new LedgerWrites(
      store,
      (round) => this.#durable(round),
      () => this.#frozen,
    );
    this.rememberHeader(latest);
  }

  /** The header of `round` if it is one of the last MaxTxnLife + 2 rounds. */
  header(round: bigint): BlockHeader | undefined {
    return this.#headers.get(round);
  }

  /** Keep `header` in the header window (start-up and commit), evicting the round that leaves it. */
  rememberHeader(header: BlockHeader): void {
    const round = header.round ?? 0n;
    this.#headers.set(round, header);
    this.#headers.delete(round - this.#headerWindow);
  }

  /** The first round whose header the window holds once `latest` is the latest round. */
  headerWindowStart(latest: bigint): bigint {
    return latest >= this.#headerWindow ? latest - this.#headerWindow + 1n : 0n;
  }

  /**
   * Open the ledger in `store`, writing `initial` (genesis) first when the store holds none.
   * @throws CORE_STORE_FAILURE on unreadable records
   */
  static async open(
    store: Store,
    params: ConsensusParams,
    initial: () => InitialState,
    loadTail: (ledger: Ledger) => Promise<void>,
  ): Promise<Ledger> {
    const marker = await store.get(latestKey());
    if (marker === undefined) {
      const genesis = initial();
      const ledger = new Ledger(store, params, genesis.header);
      const ops: WriteOp[] = [{ type: 'put', key: blockKey(0n), value: genesis.blockBytes }];
      for (const [key, data] of genesis.accounts) {
        ledger.#setAccount(key, data);
        ops.push({ type: 'put', key: accountKey(keyAddress(key)), value: encodeMsgpack(accountDataSchema, data) });
      }
      ops.push({ type: 'put', key: latestKey(), value: u64(0n) });
      await store.commit(ops);
      return ledger;
    }
    const round = marker.readBigUInt64BE(0);
    const blockBytes = await store.get(blockKey(round));
    if (blockBytes === undefined) throw new AppError('CORE_STORE_FAILURE', `block ${round} is missing from the ledger`);
    // Decoded without the payset: the latest header (whose fields the next headers share) holds no block bytes.
    const ledger = new Ledger(store, params, blockHeaderOf(blockBytes));
    for await (const [key, value] of store.scan(tableRange('algod', 'account'))) {
      ledger.#setAccount(addressKey(parseAccountKey(key)), decodeMsgpack(accountDataSchema, value));
    }
    for await (const [key, value] of store.scan(tableRange('algod', 'creatable'))) {
      ledger.#creatables.set(parseCreatableKey(key), decodeCreatable(value));
    }
    for await (const [key, value] of store.scan(tableRange('algod', 'box'))) {
      const { appId, name } = parseBoxStoreKey(key);
      ledger.#boxes.set(boxKey(appId, name.toString('latin1')), Buffer.from(value));
    }
    await loadTail(ledger);
    return ledger;
  }

  account(address: Uint8Array): AccountData | undefined {
    return this.#accounts.get(addressKey(address));
  }

  creatable(id: bigint): Creatable | undefined {
    return this.#creatables.get(id);
  }

  txnCounter(): bigint {
    return this.#latest.txnCounter ?? 0n;
  }

  box(appId: bigint, name: string): Uint8Array | undefined {
    return this.#boxes.get(boxKey(appId, name));
  }

  /** Names (binary strings) of the boxes of app `appId`, unordered. */
  boxNames(appId: bigint): string[] {
    const prefix = `${appId}:`;
    const names: string[] = [];
    for (const key of this.#boxes.keys()) if (key.startsWith(prefix)) names.push(key.slice(prefix.length));
    return names;
  }

  /** The latest header in memory (may be ahead of the disk by the batches in flight). */
  get latest(): BlockHeader {
    return this.#latest;
  }

  get latestRound(): bigint {
    return this.#latest.round ?? 0n;
  }

  get durableRound(): bigint {
    return this.#durableRound;
  }

  get totals(): { readonly total: bigint; readonly online: bigint } {
    return this.#totals;
  }

  /** What a group for the next round is checked under (its stateless half): consensus parameters, chain constants. */
  checkContext(): GroupCheckContext {
    const latest = this.#latest;
    const made = this.#checkContext;
    if (made?.latest === latest) return made.ctx;
    // Made once per latest header, its byte fields copied out of the slab or block they were decoded from: every
    // pool task posts them (a structured clone copies a view's whole ArrayBuffer).
    const ctx: GroupCheckContext = {
      params: this.params,
      feeSink: ownedCopy(latest.feeSink!),
      rewardsPool: ownedCopy(latest.rewardsPool!),
      header: { genesisId: latest.genesisId ?? '', genesisHash: ownedCopy(latest.genesisHash ?? new Uint8Array(32)) },
    };
    this.#checkContext = { latest, ctx };
    return ctx;
  }

  /** What the next round (latest + 1) is evaluated under. */
  nextContext(): EvalContext {
    return {
      ...this.checkContext(),
      round: this.latestRound + 1n,
      latestTimestamp: this.#latest.timestamp ?? 0n,
      blockHeader: (round) => this.header(round),
      onlineStake: this.#totals.online,
    };
  }

  /** What `round` changed, while it is one of the last DELTA_ROUNDS committed rounds. */
  deltaInput(round: bigint): StateDeltaInput | undefined {
    return this.#deltas.input(round);
  }

  /** Called with each round once it is durable, in order. Returns an unsubscribe function. */
  onDurable(listener: (round: bigint) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Refuse further commits (a catch-up is about to replace the ledger on disk); resolves once every commit already
   * made is durable.
   */
  async freeze(): Promise<void> {
    this.#frozen = true;
    await this.#writes.settled();
  }

  /** Accept commits again (and write the blocks held for the store's recovery, if it has recovered). */
  unfreeze(): void {
    this.#frozen = false;
    this.#writes.retry();
  }

  /**
   * Take over the ledger now on disk (written by a catch-up while frozen): everything is read into a fresh ledger
   * first, then adopted in one synchronous step, so readers see the old state or the new one, never a mix.
   * Listeners stay subscribed; commits stay refused until unfreeze(). @throws CORE_STORE_FAILURE
   */
  async reload(loadTail: (ledger: Ledger) => Promise<void>): Promise<void> {
    const fresh = await Ledger.open(
      this.store,
      this.params,
      () => {
        throw new AppError('CORE_STORE_FAILURE', 'the ledger vanished during a catch-up');
      },
      loadTail,
    );
    this.#accounts = fresh.#accounts;
    this.#unwritten.clear();
    this.#writes.drop(); // blocks held for the store's recovery: what is on disk now replaces them
    this.#creatables = fresh.#creatables;
    this.#boxes = fresh.#boxes;
    this.#headers = fresh.#headers;
    this.#deltas = fresh.#deltas;
    this.#totals = fresh.#totals;
    this.#latest = fresh.#latest;
    this.#durableRound = fresh.#durableRound;
    this.tail.copyFrom(fresh.tail);
    for (const listener of this.#listeners) listener(this.#durableRound);
  }

  /** Called synchronously with each round as soon as it is applied to memory (before it is durable). */
  onApplied(listener: (round: bigint) => void): () => void {
    this.#appliedListeners.add(listener);
    return () => this.#appliedListeners.delete(listener);
  }

  /**
   * The state as of the latest applied round: shallow copies of the maps (records are never mutated after commit,
   * so later blocks cannot change what the copy holds). O(records), synchronous.
   */
  snapshot(): LedgerSnapshot {
    return { header: this.#latest, accounts: new Map(this.#accounts), boxes: new Map(this.#boxes) };
  }

  /** The stored block of `round` (canonical msgpack), or undefined. @throws CORE_STORE_FAILURE */
  async readBlock(round: bigint): Promise<Buffer | undefined> {
    if (round > this.#durableRound) return undefined;
    return this.store.get(blockKey(round));
  }

  /**
   * Why `commit()` would refuse a block now without applying it: the store's write fault, or blocks whose refused
   * writes are not durable yet. Undefined when it takes blocks.
   */
  get refusal(): AppError | undefined {
    return this.#writes.refusal;
  }

  /**
   * Apply `block` to memory now and persist it; resolves when durable.
   * @throws CORE_STORE_UNAVAILABLE: refused at once, nothing applied (`refusal`); or applied, and its write refused
   *   by a store write fault: the block stays and is written once the store recovers.
   * @throws CORE_STORE_FAILURE (the node must stop: memory is ahead of a disk that refused the write)
   */
  commit(block: CommittedBlock): Promise<void> {
    const round = block.header.round ?? 0n;
    if (this.#frozen)
      return Promise.reject(new AppError('CORE_INTERNAL', 'the ledger is being replaced by a catch-up'));
    if (round !== this.latestRound + 1n) {
      return Promise.reject(new AppError('CORE_INTERNAL', `block ${round} does not follow ${this.latestRound}`));
    }
    const refusal = this.refusal;
    if (refusal !== undefined) return Promise.reject(refusal);
    const ops: WriteOp[] = [{ type: 'put', key: blockKey(round), value: block.blockBytes }];
    const before = this.#deltas.capture(block, {
      account: (k) => this.#accounts.get(k),
      creatable: (id) => this.#creatables.get(id),
      box: (k) => this.#boxes.get(k),
      prevTimestamp: this.#latest.timestamp ?? 0n,
    });
    for (const [key, data] of block.accounts) {
      this.#setAccount(key, data);
      this.#unwritten.add(key);
    }
    for (const [id, c] of block.creatables) {
      if (c === undefined) this.#creatables.delete(id);
      else this.#creatables.set(id, c);
      ops.push(
        c === undefined
          ? { type: 'del', key: creatableKey(id) }
          : { type: 'put', key: creatableKey(id), value: encodeCreatable(c) },
      );
    }
    for (const [key, value] of block.boxes ?? []) {
      const { appId, name } = parseBoxKey(key);
      const k = boxStoreKey(appId, Buffer.from(name, 'latin1'));
      if (value === undefined) this.#boxes.delete(key);
      else this.#boxes.set(key, value);
      ops.push(
        value === undefined
          ? { type: 'del', key: k }
          : { type: 'put', key: k, value: Buffer.from(value.buffer, value.byteOffset, value.byteLength) },
      );
    }
    ops.push(...(block.extraOps ?? []), { type: 'put', key: latestKey(), value: u64(round) });
    const records = new RoundRecords(block.tail);
    this.#deltas.remember(round, block, before, records);
    this.#latest = block.header;
    this.rememberHeader(block.header);
    this.tail.add(round, records);
    for (const listener of this.#appliedListeners) listener(round);
    // Made once: a write refused after it took the accounts is committed again with exactly these operations.
    let taken: WriteOp[] | undefined;
    const take = (): WriteOp[] => (taken ??= this.#unwritten.size === 0 ? ops : this.#takeAccounts(ops));
    return this.#writes.write(round, take);
  }

  #durable(round: bigint): void {
    if (round <= this.#durableRound) return;
    this.#durableRound = round;
    for (const listener of this.#listeners) listener(round);
  }

  /** Append the put (or delete) of every unwritten account, at its value in memory now, to `ops`. */
  #takeAccounts(ops: WriteOp[]): WriteOp[] {
    for (const key of this.#unwritten) {
      const data = this.#accounts.get(key);
      const k = accountKey(keyAddress(key));
      ops.push(
        data === undefined
          ? { type: 'del', key: k }
          : { type: 'put', key: k, value: encodeMsgpack(accountDataSchema, data) },
      );
    }
    this.#unwritten.clear();
    return ops;
  }

  #setAccount(key: string, data: AccountData | undefined): void {
    this.#deltas.count(this.#accounts.get(key), -1n);
    this.#deltas.count(data, 1n);
    const before = money(this.#accounts.get(key));
    const after = money(data);
    this.#totals = {
      total: this.#totals.total - before.total + after.total,
      online: this.#totals.online - before.online + after.online,
    };
    if (data === undefined) this.#accounts.delete(key);
    else this.#accounts.set(key, data);
  }
}

function u64(value: bigint): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(value);
  return out;
}
