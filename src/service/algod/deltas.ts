/**
 * Ledger state deltas: GET /v2/deltas/{round}, …/{round}/txn/group and /v2/deltas/txn/group/{id}.
 *
 * Invariants (upstream's GetLedgerStateDelta and its account-updates window; docs/compat.md):
 * - Deltas are kept for the last `window` rounds (upstream's MaxAcctLookback, 4): with L the latest durable round
 *   and D = max(L - window, 0), rounds D+1..L are served; D itself is "not in deltas", older rounds are "before
 *   dbRound", later ones "too high", each a 404 `failed retrieving State Delta: <reason>` with upstream's reason.
 * - The per-group routes need upstream's EnableTxnEvalTracer, which a dev node leaves off: 501
 *   `failed retrieving the expected tracer from ledger` (after the format check, as upstream).
 * - Deltas are held as their canonical msgpack (ledgercore.StateDelta); the JSON form is rendered by the gateway.
 */
import { AppError } from '../../core/errors.js';
import { parseTxid } from './blocks.js';

/** Where the deltas of recent rounds are kept (filled at commit, see state-delta.ts). */
export interface DeltaLog {
  /** Rounds kept behind the latest (upstream's MaxAcctLookback). */
  readonly window: bigint;
  /** The msgpack StateDelta of `round`, if still kept. */
  delta(round: bigint): Buffer | undefined;
}

/** Recent deltas in memory, at most `window` + a few rounds (older ones are dropped as new ones arrive). */
export class MemoryDeltaLog implements DeltaLog {
  readonly window: bigint;
  readonly #deltas = new Map<bigint, Buffer>();

  constructor(window = 4n) {
    this.window = window;
  }

  delta(round: bigint): Buffer | undefined {
    return this.#deltas.get(round);
  }

  add(round: bigint, delta: Buffer): void {
    this.#deltas.set(round, delta);
    for (const r of this.#deltas.keys()) if (r + this.window + 4n <= round) this.#deltas.delete(r);
  }
}

function deltaError(reason: string): AppError {
  return new AppError('ALGOD_NOT_FOUND', `failed retrieving State Delta: ${reason}`);
}

/** GET /v2/deltas/{round}: the msgpack StateDelta. @throws ALGOD_NOT_FOUND with upstream's reasons */
export function deltaForRound(log: DeltaLog, latest: bigint, round: bigint): Buffer {
  const dbRound = latest > log.window ? latest - log.window : 0n;
  const count = latest - dbRound;
  if (round < dbRound) throw deltaError(`round ${round} before dbRound ${dbRound}`);
  const offset = round - dbRound;
  if (offset > count) throw deltaError(`round ${round} too high: dbRound ${dbRound}, deltas ${count}`);
  const delta = offset === 0n ? undefined : log.delta(round);
  if (delta === undefined) throw deltaError(`round ${round} not in deltas: dbRound ${dbRound}, deltas ${count}, offset ${offset}`);
  return delta;
}

function noTracer(): never {
  throw new AppError('ALGOD_FEATURE_DISABLED', 'failed retrieving the expected tracer from ledger');
}

/** GET /v2/deltas/{round}/txn/group. @throws ALGOD_FEATURE_DISABLED (no tracer on a dev node) */
export function groupDeltasForRound(_log: DeltaLog, _round: bigint): Buffer {
  return noTracer();
}

/**
 * GET /v2/deltas/txn/group/{id}: the id is checked first, as upstream.
 * @throws ALGOD_BAD_REQUEST `no valid transaction ID was specified`, else ALGOD_FEATURE_DISABLED (no tracer)
 */
export function deltaForGroup(_log: DeltaLog, id: string): Buffer {
  parseTxid(id);
  return noTracer();
}
