/**
 * What the state-transition functions need besides the state and the transaction, and the one way they fail.
 *
 * Invariants:
 * - `round` is the round being evaluated (latest + 1): keyreg's voting-round checks and LastHeartbeat use it.
 * - Every failure is ALGOD_TXN_REJECTED carrying go-algorand's bare text (ledger/apply/*.go, ledger/eval/eval.go);
 *   the evaluator adds the `transaction <txid>: ` and `TransactionPool.Remember: ` prefixes.
 */
import { AppError } from '../../errors.js';
import type { ConsensusParams } from '../consensus.js';
import type { AppGroup } from '../appl/context.js';

export interface ApplyContext {
  readonly params: ConsensusParams;
  /** the round being evaluated (latest + 1) */
  readonly round: bigint;
  readonly feeSink: Uint8Array;
  readonly rewardsPool: Uint8Array;
  /** The group being evaluated and this transaction's position in it (needed by app calls). */
  readonly appl?: { readonly group: AppGroup; readonly index: number };
}

/** The rejection every apply step throws: ALGOD_TXN_REJECTED with `text` verbatim. */
export function rejected(text: string): AppError {
  return new AppError('ALGOD_TXN_REJECTED', text);
}
