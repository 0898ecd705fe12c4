/**
 * POST /v2/teal/dryrun (upstream TealDryrun): the request size limit, then core `serveDryrun` (decoding, defaults
 * from the latest block, protocol check, run) and its proto response.
 *
 * Invariants:
 * - Bodies above 100000 bytes (docs/spec/algod.md §16, Limits) are refused before decoding with Go's reader text.
 * - The latest block's protocol (else the ledger's), round and timestamp are the defaults; the response names
 *   the protocol used.
 * - Small work inline (docs/design.md): bodies up to DRYRUN_INLINE_BYTES run on the main thread, larger ones as one
 *   `dryrun` pool task (decoded and run in the worker); both paths call the same core function.
 */
import { AppError } from '../../core/errors.js';
import type { ConsensusParams } from '../../core/ledger/consensus.js';
import type { DryrunDeltaEntry, DryrunTxnResult } from '../../core/ledger/dryrun/result.js';
import { serveDryrun, type DryrunDefaults } from '../../core/ledger/dryrun/serve.js';
import type { DryrunStateEntry, DryrunTealValue } from '../../core/ledger/dryrun/trace.js';
import type { BlockHeader } from '../../core/txn/block.js';
import type { DryrunState__Output as DryrunState } from '../../generated/algorun/algod/v2/DryrunState.js';
import type { DryrunTxnResult__Output as ProtoTxnResult } from '../../generated/algorun/algod/v2/DryrunTxnResult.js';
import type { EvalDelta__Output as EvalDelta } from '../../generated/algorun/algod/v2/EvalDelta.js';
import type { EvalDeltaKeyValue__Output as EvalDeltaKeyValue } from '../../generated/algorun/algod/v2/EvalDeltaKeyValue.js';
import type { TealValue__Output as TealValue } from '../../generated/algorun/algod/v2/TealValue.js';
import type { Pool } from '../../workers/pool.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';

/** Seed 002, Limits: "Dry-run request size: 100000 bytes (1e5)". */
const MAX_DRYRUN_BYTES = 100_000;
const TOO_LARGE = 'http: request body too large';

function tealValue(v: DryrunTealValue): TealValue {
  return { bytes: Buffer.from(v.bytes), type: v.type, uint: v.uint.toString() };
}

function state(s: DryrunStateEntry): DryrunState {
  const out: DryrunState = {
    line: String(s.line),
    pc: String(s.pc),
    scratch: s.scratch.map(tealValue),
    stack: s.stack.map(tealValue),
  };
  if (s.error !== undefined) out.error = s.error;
  return out;
}

function delta(entries: readonly DryrunDeltaEntry[] | undefined): EvalDeltaKeyValue[] {
  return (entries ?? []).map((e) => {
    const value: EvalDelta = { action: e.action };
    if (e.bytes !== undefined) value.bytes = e.bytes;
    if (e.uint !== undefined) value.uint = e.uint.toString();
    return { key: Buffer.from(e.key), value };
  });
}

function txnResult(r: DryrunTxnResult): ProtoTxnResult {
  const out: ProtoTxnResult = {
    app_call_messages: r.appCallMessages ?? [],
    app_call_trace: (r.appCallTrace ?? []).map(state),
    disassembly: r.disassembly,
    global_delta: delta(r.globalDelta),
    local_deltas: (r.localDeltas ?? []).map((d) => ({ address: d.address, delta: delta(d.delta) })),
    logic_sig_disassembly: r.logicSigDisassembly ?? [],
    logic_sig_messages: r.logicSigMessages ?? [],
    logic_sig_trace: (r.logicSigTrace ?? []).map(state),
    logs: (r.logs ?? []).map((l) => Buffer.from(l)),
  };
  if (r.budgetAdded !== undefined) out.budget_added = r.budgetAdded.toString();
  if (r.budgetConsumed !== undefined) out.budget_consumed = r.budgetConsumed.toString();
  return out;
}

/** Bodies up to this size run inline; larger ones (many transactions, apps or accounts) go to the pool. */
export const DRYRUN_INLINE_BYTES = 4096;

function defaults(ledger: DryrunLedgerView): DryrunDefaults {
  const latest = ledger.latest;
  return {
    protocol: latest.currentProtocol ?? ledger.params.version,
    round: latest.round ?? 0n,
    timestamp: latest.timestamp ?? 0n,
  };
}

export interface DryrunLedgerView {
  readonly latest: BlockHeader;
  readonly params: ConsensusParams;
}

/**
 * Serve one dryrun request against the node's latest block header: inline when small, else as one pool task.
 * @throws ALGOD_BAD_REQUEST (size, decoding, unknown protocol), CORE_POOL_FAILURE
 */
export async function dryrunTeal(
  ledger: DryrunLedgerView,
  request: AlgodRequest<'DryrunTeal'>,
  pool?: Pool,
): Promise<AlgodResponse<'DryrunTeal'>> {
  const body = request.request ?? new Uint8Array(0);
  if (body.length > MAX_DRYRUN_BYTES) throw new AppError('ALGOD_BAD_REQUEST', TOO_LARGE);
  const latest = defaults(ledger);
  const outcome =
    pool === undefined || body.length <= DRYRUN_INLINE_BYTES
      ? serveDryrun(body, latest)
      : await pool.run('dryrun', { body, latest });
  return { error: outcome.error, protocol_version: outcome.protocolVersion, txns: outcome.txns.map(txnResult) };
}
