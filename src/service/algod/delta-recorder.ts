/**
 * What recent blocks changed, kept by the ledger for GET /v2/deltas/{round} (encoded on request by
 * core/ledger/state-delta.ts), and the money / reward-unit totals by account status that the deltas report.
 *
 * Invariants:
 * - `capture` runs before a block is applied and reads the records it will replace; `remember` runs after, with the
 *   totals already updated. The inputs of the last KEPT_ROUNDS rounds are kept (upstream serves the last 4).
 * - Records are referenced, not copied: the ledger never mutates a record after commit. A round's transaction records
 *   are the tail's (txtail.ts RoundRecords), shared.
 * - Totals are kept incrementally (`count` on every account put/delete, genesis and start-up included).
 */
import { Status, type AccountData } from '../../core/ledger/account.js';
import type { AlgoCount, StateDeltaInput } from '../../core/ledger/state-delta.js';
import { parseBoxKey, type Creatable } from '../../core/ledger/state.js';
import type { BlockHeader } from '../../core/txn/block.js';
import type { RoundRecords } from './txtail.js';

const KEPT_ROUNDS = 8n;

/** What a committed block changes (the parts of ledger.ts's CommittedBlock read here). */
export interface BlockChanges {
  readonly header: BlockHeader;
  readonly accounts: ReadonlyMap<string, AccountData | undefined>;
  readonly creatables: ReadonlyMap<bigint, Creatable | undefined>;
  readonly boxes?: ReadonlyMap<string, Uint8Array | undefined>;
}

/** The records a block replaces, read just before it is applied. */
export interface Before {
  readonly accounts: ReadonlyMap<string, AccountData | undefined>;
  readonly creatables: ReadonlyMap<bigint, Creatable | undefined>;
  readonly boxes: ReadonlyMap<string, Uint8Array | undefined>;
  readonly prevTimestamp: bigint;
}

/** Reads of the current (pre-block) ledger state. */
export interface CurrentState {
  account(key: string): AccountData | undefined;
  creatable(id: bigint): Creatable | undefined;
  box(key: string): Uint8Array | undefined;
  readonly prevTimestamp: bigint;
}

function u64(value: bigint): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(value);
  return out;
}

export class DeltaRecorder {
  readonly #rewardUnit: bigint;
  /** money and reward units by status (Offline, Online, NotParticipating) */
  readonly #counts: AlgoCount[] = [0, 1, 2].map(() => ({ money: 0n, rewardUnits: 0n }));
  readonly #inputs = new Map<bigint, StateDeltaInput>();

  constructor(rewardUnit: bigint) {
    this.#rewardUnit = rewardUnit;
  }

  input(round: bigint): StateDeltaInput | undefined {
    return this.#inputs.get(round);
  }

  /** Add (`sign` 1) or remove (-1) an account's money and reward units in its status' totals. */
  count(data: AccountData | undefined, sign: bigint): void {
    if (data === undefined) return;
    const status = data.status ?? Status.Offline;
    const c = this.#counts[status];
    if (c === undefined) return;
    const amount = data.microAlgos ?? 0n;
    this.#counts[status] = {
      money: c.money + sign * amount,
      rewardUnits: c.rewardUnits + sign * (amount / this.#rewardUnit),
    };
  }

  capture(block: BlockChanges, now: CurrentState): Before {
    return {
      accounts: new Map([...block.accounts.keys()].map((k) => [k, now.account(k)] as const)),
      creatables: new Map([...block.creatables.keys()].map((id) => [id, now.creatable(id)] as const)),
      boxes: new Map([...(block.boxes?.keys() ?? [])].map((k) => [k, now.box(k)] as const)),
      prevTimestamp: now.prevTimestamp,
    };
  }

  /**
   * Keep what `block` changed as round `round`'s delta input, with its transactions' records; forget rounds older
   * than KEPT_ROUNDS.
   */
  remember(round: bigint, block: BlockChanges, before: Before, records: RoundRecords): void {
    const kv = new Map<string, readonly [Uint8Array | undefined, Uint8Array | undefined]>();
    for (const [key, value] of block.boxes ?? []) {
      const { appId, name } = parseBoxKey(key);
      kv.set(`bx:${u64(appId).toString('latin1')}${name}`, [before.boxes.get(key), value]);
    }
    const [offline, online, notParticipating] = this.#counts.map((c) => ({ ...c }));
    this.#inputs.set(round, {
      header: block.header,
      prevTimestamp: before.prevTimestamp,
      accounts: new Map([...block.accounts].map(([k, after]) => [k, [before.accounts.get(k), after]] as const)),
      creatables: new Map(
        [...block.creatables].map(([id, after]) => [id, [before.creatables.get(id), after]] as const),
      ),
      kv,
      get txns() {
        return records.all(); // made by the tail's filing, or here for a delta asked for sooner
      },
      totals: {
        offline: offline!,
        online: online!,
        notParticipating: notParticipating!,
        rewardsLevel: block.header.rewardsLevel ?? 0n,
      },
    });
    this.#inputs.delete(round - KEPT_ROUNDS);
  }
}
