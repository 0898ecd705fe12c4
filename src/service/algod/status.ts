/**
 * GET /v2/status and the wait-for-block-after loop (docs/spec/algod.md §8.4, §8.5, §10.5).
 *
 * Invariants:
 * - `last-round` is the latest durable round; there is never an upgrade in progress (V42 has no successor), so
 *   `next-version` = `last-version`, `next-version-round` = last + 1 and the upgrade fields are absent.
 * - A waiter answers when round + 1 is durable, after `timeoutMs` (then with the current status, as upstream), or
 *   rejects with upstream's shutdown text when the node closes.
 */
import type { NodeStatus__Output } from '../../generated/algorun/algod/v2/NodeStatus.js';
import { AppError } from '../../core/errors.js';
import type { Ledger } from './ledger.js';
import type { AlgodNode } from './node.js';
import type { CatchupService } from './catchup.js';

const WAIT_FOR_BLOCK_MS = 60_000;

/** `lastCatchpoint`: the label of the newest catchpoint file written here ("" when none). */
export function nodeStatus(node: AlgodNode, lastCatchpoint = '', catchup?: CatchupService): NodeStatus__Output {
  const ledger = node.ledger;
  const round = ledger.durableRound;
  const proto = ledger.latest.currentProtocol ?? ledger.params.version;
  const since = node.sinceLastBlockMs();
  const running = catchup !== undefined && catchup.label !== '';
  const p = running ? catchup.progress : undefined;
  return {
    catchpoint: running ? catchup.label : '',
    catchpoint_acquired_blocks: String(p?.acquiredBlocks ?? 0n),
    catchpoint_processed_accounts: String(p?.processedAccounts ?? 0n),
    catchpoint_processed_kvs: String(p?.processedKvs ?? 0n),
    catchpoint_total_accounts: String(p?.totalAccounts ?? 0n),
    catchpoint_total_blocks: String(p?.totalBlocks ?? 0n),
    catchpoint_total_kvs: String(p?.totalKvs ?? 0n),
    catchpoint_verified_accounts: String(p?.verifiedAccounts ?? 0n),
    catchpoint_verified_kvs: String(p?.verifiedKvs ?? 0n),
    catchup_time: running ? String(catchup.elapsedNs) : '0',
    // upstream shows no last catchpoint while catching up (docs/spec/algod.md §10.5)
    last_catchpoint: running ? '' : lastCatchpoint,
    last_round: String(round),
    last_version: proto,
    next_version: proto,
    next_version_round: String(round + 1n),
    next_version_supported: true,
    stopped_at_unsupported_round: false,
    time_since_last_round: String(BigInt(Math.max(0, since ?? 0)) * 1_000_000n),
  };
}

/** Waiters for wait-for-block-after, released by the ledger's durable rounds or by shutdown. */
export class RoundWaiters {
  readonly #ledger: Ledger;
  readonly #waiting = new Set<{ round: bigint; done: (error?: AppError) => void }>();
  #closed = false;

  constructor(ledger: Ledger) {
    this.#ledger = ledger;
    ledger.onDurable((round) => {
      for (const w of this.#waiting) if (round >= w.round) w.done();
    });
  }

  /** Resolves once `round` is durable or `timeoutMs` passed. @throws ALGOD_INTERNAL on shutdown */
  wait(round: bigint, timeoutMs = WAIT_FOR_BLOCK_MS): Promise<void> {
    if (this.#closed) return Promise.reject(shuttingDown());
    if (this.#ledger.durableRound >= round) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const entry = {
        round,
        done: (error?: AppError) => {
          clearTimeout(timer);
          this.#waiting.delete(entry);
          if (error === undefined) resolve();
          else reject(error);
        },
      };
      const timer = setTimeout(() => entry.done(), timeoutMs);
      timer.unref();
      this.#waiting.add(entry);
    });
  }

  close(): void {
    this.#closed = true;
    for (const w of this.#waiting) w.done(shuttingDown());
  }
}

function shuttingDown(): AppError {
  return new AppError('ALGOD_INTERNAL', 'operation aborted as server is shutting down');
}
