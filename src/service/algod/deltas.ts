/**
 * Ledger state deltas: GET /v2/deltas/{round}, …/{round}/txn/group and /v2/deltas/txn/group/{id}.
 *
 * Invariants (upstream's GetLedgerStateDelta and its account-updates window; docs/compat.md):
 * - Deltas are served for the last DELTA_WINDOW rounds (upstream's MaxAcctLookback, 4): with L the latest durable
 *   round and D = max(L - 4, 0), rounds D+1..L are served; D itself is "not in deltas", older rounds are "before
 *   dbRound", later ones "too high", each a 404 `failed retrieving State Delta: <reason>` with upstream's reason.
 * - The per-group routes need upstream's EnableTxnEvalTracer, which a dev node leaves off: 501
 *   `failed retrieving the expected tracer from ledger` (after the format check, as upstream).
 * - The ledger keeps what each recent round changed (ledger.ts); the StateDelta is encoded on request
 *   (core/ledger/state-delta.ts). Rounds committed before a restart are "not in deltas".
 */
import { AppError } from '../../core/errors.js';
import { stateDeltaJson, stateDeltaMsgpack, type StateDeltaInput } from '../../core/ledger/state-delta.js';
import { parseTxid } from './blocks.js';

/** Where the inputs of recent rounds' deltas are kept (the ledger, filled at commit). */
export interface DeltaSource {
  deltaInput(round: bigint): StateDeltaInput | undefined;
}

/** Rounds served behind the latest (upstream's MaxAcctLookback default). */
export const DELTA_WINDOW = 4n;

function deltaError(reason: string): AppError {
  return new AppError('ALGOD_NOT_FOUND', `failed retrieving State Delta: ${reason}`);
}

/**
 * GET /v2/deltas/{round}: the StateDelta as msgpack, or as JSON text when `json`.
 * @throws ALGOD_NOT_FOUND with upstream's reasons
 */
export function deltaForRound(source: DeltaSource, latest: bigint, round: bigint, json: boolean): { delta_msgpack: Buffer; delta_json: string } {
  const dbRound = latest > DELTA_WINDOW ? latest - DELTA_WINDOW : 0n;
  const count = latest - dbRound;
  if (round < dbRound) throw deltaError(`round ${round} before dbRound ${dbRound}`);
  const offset = round - dbRound;
  if (offset > count) throw deltaError(`round ${round} too high: dbRound ${dbRound}, deltas ${count}`);
  const input = offset === 0n ? undefined : source.deltaInput(round);
  if (input === undefined) throw deltaError(`round ${round} not in deltas: dbRound ${dbRound}, deltas ${count}, offset ${offset}`);
  return json ? { delta_msgpack: Buffer.alloc(0), delta_json: stateDeltaJson(input) } : { delta_msgpack: stateDeltaMsgpack(input), delta_json: '' };
}

function noTracer(): never {
  throw new AppError('ALGOD_FEATURE_DISABLED', 'failed retrieving the expected tracer from ledger');
}

/** GET /v2/deltas/{round}/txn/group. @throws ALGOD_FEATURE_DISABLED (no tracer on a dev node) */
export function groupDeltasForRound(_round: bigint): Buffer {
  return noTracer();
}

/**
 * GET /v2/deltas/txn/group/{id}: the id is checked first, as upstream.
 * @throws ALGOD_BAD_REQUEST `no valid transaction ID was specified`, else ALGOD_FEATURE_DISABLED (no tracer)
 */
export function deltaForGroup(id: string): Buffer {
  parseTxid(id);
  return noTracer();
}
