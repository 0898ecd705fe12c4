/**
 * The block feed behind the SubscribeBlocks stream: every durable block from a round on, in order, then each new
 * one as it becomes durable.
 *
 * Invariants:
 * - Only durable rounds are sent (as every read); rounds are consecutive, none skipped or repeated.
 * - Waiting for the next round is event-driven (the ledger's durable listener), never a polling loop; the abort
 *   signal ends the wait at once and leaves no listener behind.
 */
import { AppError } from '../../core/errors.js';
import type { Ledger } from './ledger.js';

/** One block as SubscribeBlocksResponse carries it (round as a decimal string). */
export interface FedBlock {
  readonly round: string;
  /** canonical msgpack of the block */
  readonly block_msgpack: Buffer;
}

/** Blocks of `ledger` from `from` on until `signal` aborts. @throws CORE_STORE_FAILURE */
export async function* blockFeed(ledger: Ledger, from: bigint, signal: AbortSignal): AsyncGenerator<FedBlock> {
  let round = from;
  while (!signal.aborted) {
    if (round > ledger.durableRound) {
      await durable(ledger, round, signal);
      continue;
    }
    const bytes = await ledger.readBlock(round);
    if (bytes === undefined) throw new AppError('ALGOD_INTERNAL', 'failed to retrieve information from the ledger');
    yield { round: String(round), block_msgpack: bytes };
    round++;
  }
}

function durable(ledger: Ledger, round: bigint, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      stop();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const stop = ledger.onDurable((r) => {
      if (r >= round) done();
    });
    signal.addEventListener('abort', done, { once: true });
    if (signal.aborted || ledger.durableRound >= round) done();
  });
}
