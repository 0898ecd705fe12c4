/**
 * The ledger's block writes (ledger.ts): each block's batch goes to the store in commit order, and a batch the store
 * refuses with a write fault (CORE_STORE_UNAVAILABLE) is held and committed again once the store recovers.
 *
 * Invariants:
 * - A held batch is the exact operation list its first write took (the ledger's `ops` function returns the same
 *   list every time it is called), so the accounts it took are written at the values they had then, and the
 *   batches of later blocks hold only what changed after.
 * - Held batches are committed again in round order, once per recovery, from the recovery listener itself, so they
 *   are the first writes after the fault; never while `paused()` (a catch-up owns the disk), never twice at once.
 *   One refused again stays held for the next recovery.
 * - `refusal` is the store's fault error while it lasts, then the last refusal until every held batch is durable:
 *   the ledger applies no block while it is set.
 * - `durable(round)` is called for each batch once it is on disk, in round order.
 */
import { isAppError, type AppError } from '../../core/errors.js';
import type { Store, WriteOp } from '../../store/store.js';

type Held = { readonly round: bigint; readonly ops: () => WriteOp[] };

export class LedgerWrites {
  readonly #store: Store;
  readonly #durable: (round: bigint) => void;
  readonly #paused: () => boolean;
  /** batches the store refused, in round order */
  #held: Held[] = [];
  /** what the last refused write of a held batch rejected with */
  #heldError: AppError | undefined;
  /** ends the subscription to the store's recoveries (while batches are held) */
  #unwatch: (() => void) | undefined;
  /** set while the held batches are being committed again */
  #retrying = false;
  /** the latest write (first or again) */
  #last: Promise<void> = Promise.resolve();

  constructor(store: Store, durable: (round: bigint) => void, paused: () => boolean) {
    this.#store = store;
    this.#durable = durable;
    this.#paused = paused;
  }

  /** Why no block may be applied now (the store's write fault, or held batches not durable yet), else undefined. */
  get refusal(): AppError | undefined {
    return this.#store.faultError ?? (this.#held.length > 0 ? this.#heldError : undefined);
  }

  /** Resolves once every write made so far has settled (durable, or refused and held). */
  settled(): Promise<void> {
    return this.#last.catch(() => undefined);
  }

  /**
   * Commit the batch of `round`; resolves when durable. @throws CORE_STORE_UNAVAILABLE (the batch is held and
   * written after the store recovers), CORE_STORE_FAILURE
   */
  write(round: bigint, ops: () => WriteOp[]): Promise<void> {
    return (this.#last = this.#store.commit(ops).then(
      () => this.#durable(round),
      (error: unknown) => {
        if (isAppError(error) && error.code === 'CORE_STORE_UNAVAILABLE') this.#hold(round, ops, error);
        throw error;
      },
    ));
  }

  /** Commit the held batches again, if the store takes writes and nothing pauses them. */
  retry(): void {
    if (this.#held.length === 0 || this.#retrying || this.#paused() || !this.#store.writable) return;
    this.#retrying = true;
    for (const held of this.#held) {
      this.#last = this.#store.commit(held.ops).then(
        () => {
          this.#held = this.#held.filter((h) => h !== held);
          if (this.#held.length === 0) this.drop();
          this.#durable(held.round);
        },
        (error: unknown) => {
          this.#retrying = false;
          if (isAppError(error)) this.#heldError = error;
        },
      );
    }
  }

  /** Forget the held batches (the ledger was replaced by what is on disk). */
  drop(): void {
    this.#held = [];
    this.#unwatch?.();
    this.#unwatch = undefined;
    this.#heldError = undefined;
    this.#retrying = false;
  }

  #hold(round: bigint, ops: () => WriteOp[], error: AppError): void {
    this.#heldError = error;
    const at = this.#held.findIndex((h) => h.round >= round);
    if (at === -1) this.#held.push({ round, ops });
    else if (this.#held[at]!.round !== round) this.#held.splice(at, 0, { round, ops });
    this.#unwatch ??= this.#store.onRecovered(() => this.retry());
    // A recovery that came before this refusal was heard would not call the listener above.
    if (this.#store.writable) queueMicrotask(() => this.retry());
  }
}
