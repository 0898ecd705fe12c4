/**
 * Ledger state deltas: GET /v2/deltas/{round}, …/{round}/txn/group and /v2/deltas/txn/group/{id}.
 *
 * Invariants (upstream's GetLedgerStateDelta and its account-updates window; docs/compat.md):
 * - Deltas are served for the last DELTA_WINDOW rounds (upstream's MaxAcctLookback, 4): with L the latest durable
 *   round and D = max(L - 4, 0), rounds D+1..L are served; D itself is "not in deltas", older rounds are "before
 *   dbRound", later ones "too high", each a 404 `failed retrieving State Delta: <reason>` with upstream's reason.
 * - Per-group routes (upstream's txn-group delta tracer, EnableTxnEvalTracer): in dev mode every block holds one
 *   group, so the group's delta is the block's and they are served for the tracer's last 4 rounds (404
 *   `… round R not found in txnGroupDeltaTracer` / `… unable to find delta for id: <id>` otherwise). In interval mode
 *   they answer what upstream answers without the tracer: 501 `failed retrieving the expected tracer from ledger`.
 * - The ledger keeps what each recent round changed (ledger.ts); the StateDelta is encoded on request
 *   (core/ledger/state-delta.ts). Rounds committed before a restart are "not in deltas".
 */
import { AppError } from '../../core/errors.js';
import { stateDeltaJson, stateDeltaMsgpack, type StateDeltaInput } from '../../core/ledger/state-delta.js';
import { bytesEqual } from '../../core/bytes.js';
import { encodeDigest } from '../../core/crypto/address.js';
import { groupDelta, roundGroupDeltas } from '../../core/ledger/group-delta.js';
import type { Block } from '../../core/txn/block.js';
import { parseTxid } from './blocks.js';

/** Where the inputs of recent rounds' deltas are kept (the ledger, filled at commit). */
export interface DeltaSource {
  deltaInput(round: bigint): StateDeltaInput | undefined;
}

/** Rounds served behind the latest (upstream's MaxAcctLookback default). */
const DELTA_WINDOW = 4n;

function deltaError(reason: string): AppError {
  return new AppError('ALGOD_NOT_FOUND', `failed retrieving State Delta: ${reason}`);
}

/**
 * GET /v2/deltas/{round}: the StateDelta as msgpack, or as JSON text when `json`.
 * @throws ALGOD_NOT_FOUND with upstream's reasons
 */
export function deltaForRound(
  source: DeltaSource,
  latest: bigint,
  round: bigint,
  json: boolean,
): { delta_msgpack: Buffer; delta_json: string } {
  const dbRound = latest > DELTA_WINDOW ? latest - DELTA_WINDOW : 0n;
  const count = latest - dbRound;
  if (round < dbRound) throw deltaError(`round ${round} before dbRound ${dbRound}`);
  const offset = round - dbRound;
  if (offset > count) throw deltaError(`round ${round} too high: dbRound ${dbRound}, deltas ${count}`);
  const input = offset === 0n ? undefined : source.deltaInput(round);
  if (input === undefined)
    throw deltaError(`round ${round} not in deltas: dbRound ${dbRound}, deltas ${count}, offset ${offset}`);
  return json
    ? { delta_msgpack: Buffer.alloc(0), delta_json: stateDeltaJson(input) }
    : { delta_msgpack: stateDeltaMsgpack(input), delta_json: '' };
}

function noTracer(): never {
  throw new AppError('ALGOD_FEATURE_DISABLED', 'failed retrieving the expected tracer from ledger');
}

/** Where the per-group routes look: the ledger's delta inputs and the blocks (for group ids). */
export interface GroupDeltaSource extends DeltaSource {
  /** False in interval mode (several groups per block): the per-group routes answer the no-tracer 501. */
  readonly groupPerBlock: boolean;
  readonly latest: bigint;
  block(round: bigint): Promise<Block>;
}

type Rendered = { msgpack: Buffer; json: string };

/** The rounds upstream's tracer still holds: the last DELTA_WINDOW evaluated rounds. */
function tracedRounds(latest: bigint): bigint[] {
  const rounds: bigint[] = [];
  for (let r = latest; r > 0n && r + DELTA_WINDOW > latest; r--) rounds.push(r);
  return rounds;
}

/**
 * GET /v2/deltas/{round}/txn/group. Dev mode: the round's single group, `{"Deltas":[{"Delta","Ids"}]}`.
 * @throws ALGOD_FEATURE_DISABLED in interval mode, ALGOD_NOT_FOUND for rounds the tracer does not hold
 */
export function groupDeltasForRound(source: GroupDeltaSource, round: bigint): Rendered {
  if (!source.groupPerBlock) noTracer();
  const input = tracedRounds(source.latest).includes(round) ? source.deltaInput(round) : undefined;
  if (input === undefined) throw deltaError(`round ${round} not found in txnGroupDeltaTracer`);
  const first = input.txns[0];
  return roundGroupDeltas(input, first === undefined ? [] : [encodeDigest(first.txid)]);
}

/**
 * GET /v2/deltas/txn/group/{id}: the delta of the group holding transaction (or group) `id`; the id is checked
 * first, as upstream.
 * @throws ALGOD_BAD_REQUEST `no valid transaction ID was specified`, ALGOD_FEATURE_DISABLED (interval mode),
 *   ALGOD_NOT_FOUND `… unable to find delta for id: <id>`
 */
export async function deltaForGroup(source: GroupDeltaSource, id: string): Promise<Rendered> {
  const digest = parseTxid(id);
  if (!source.groupPerBlock) noTracer();
  for (const round of tracedRounds(source.latest)) {
    const input = source.deltaInput(round);
    if (input === undefined) continue;
    if (input.txns.some((t) => bytesEqual(t.txid, digest))) return groupDelta(input);
    const block = await source.block(round);
    if ((block.payset ?? []).some((e) => e.txn?.group !== undefined && bytesEqual(e.txn.group, digest)))
      return groupDelta(input);
  }
  throw deltaError(`unable to find delta for id: ${encodeDigest(digest)}`);
}
