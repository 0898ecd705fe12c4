/**
 * The per-transaction dryrun result (REST `DryrunTxnResult`) and the conversion of an app call's EvalDelta into
 * its `global-delta`, `local-deltas` and `logs`.
 *
 * Invariants:
 * - Optional parts are absent rather than empty: `global-delta`, `local-deltas`, `logs` only when non-empty.
 * - Delta values follow upstream's model: `bytes` is base64 text omitted when empty, `uint` omitted when 0.
 * - Deltas have no order upstream (Go maps); here keys are sorted bytewise and local deltas by account index.
 * - Local delta addresses resolve the account index as upstream does: 0 = sender, then `apat`, then the shared
 *   accounts of the delta; anything else is upstream's `Invalid Account Index N in LocalDelta`.
 */
import { encodeBase64 } from '../../codec/base64.js';
import { encodeAddress } from '../../crypto/address.js';
import type { EvalDelta, StateDelta, Transaction } from '../../txn/types.js';
import type { DryrunStateEntry } from './trace.js';

export interface DryrunDeltaEntry {
  readonly key: Uint8Array;
  readonly action: number;
  readonly bytes?: string;
  readonly uint?: bigint;
}

export interface DryrunAccountDelta {
  readonly address: string;
  readonly delta: DryrunDeltaEntry[];
}

export interface DryrunTxnResult {
  disassembly: string[];
  logicSigDisassembly?: string[];
  logicSigTrace?: DryrunStateEntry[];
  logicSigMessages?: string[];
  appCallTrace?: DryrunStateEntry[];
  appCallMessages?: string[];
  globalDelta?: DryrunDeltaEntry[];
  localDeltas?: DryrunAccountDelta[];
  logs?: Uint8Array[];
  budgetAdded?: bigint;
  budgetConsumed?: bigint;
}

function bytesOf(v: Uint8Array | string): Uint8Array {
  return typeof v === 'string' ? Buffer.from(v, 'latin1') : v;
}

function deltaEntries(delta: StateDelta | undefined): DryrunDeltaEntry[] {
  const keys = [...(delta?.keys() ?? [])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((key) => {
    const v = delta!.get(key)!;
    const bytes = v.bytes === undefined ? '' : encodeBase64(bytesOf(v.bytes));
    const entry: { key: Uint8Array; action: number; bytes?: string; uint?: bigint } = {
      key: Buffer.from(key, 'latin1'),
      action: v.action ?? 0,
    };
    if (bytes !== '') entry.bytes = bytes;
    if ((v.uint ?? 0n) !== 0n) entry.uint = v.uint!;
    return entry;
  });
}

function addressAt(index: bigint, txn: Transaction, shared: readonly Uint8Array[]): string {
  const accounts = txn.accounts ?? [];
  if (index === 0n) return encodeAddress(txn.sender ?? new Uint8Array(32));
  const i = Number(index - 1n);
  const found = i < accounts.length ? accounts[i] : shared[i - accounts.length];
  return found === undefined ? `Invalid Account Index ${index} in LocalDelta` : encodeAddress(found);
}

/** The result fields an app call's delta fills (only the non-empty ones). */
export function evalDeltaEntries(delta: EvalDelta | undefined, txn: Transaction): Partial<DryrunTxnResult> {
  const out: Partial<DryrunTxnResult> = {};
  const global = deltaEntries(delta?.globalDelta);
  if (global.length > 0) out.globalDelta = global;
  const locals = [...(delta?.localDeltas ?? new Map<bigint, StateDelta>())].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  if (locals.length > 0) {
    out.localDeltas = locals.map(([index, d]) => ({
      address: addressAt(index, txn, delta?.sharedAccounts ?? []),
      delta: deltaEntries(d),
    }));
  }
  const logs = (delta?.logs ?? []).map(bytesOf);
  if (logs.length > 0) out.logs = logs;
  return out;
}

/** Inner transactions of a delta, counted recursively (upstream numInnerTxns). */
export function innerTxnCount(delta: EvalDelta | undefined): number {
  let count = 0;
  for (const inner of delta?.innerTxns ?? []) count += 1 + innerTxnCount(inner.evalDelta);
  return count;
}
