/**
 * One dryrun request from body bytes to result (upstream TealDryrun after the body was read): decoding, the
 * defaults taken from the node's latest block, the protocol check, then the run. The same entry point serves
 * inline and inside a pool worker, so both paths answer identically.
 *
 * Invariants:
 * - `protocol-version` '' → the latest block's protocol; one this node does not implement → ALGOD_BAD_REQUEST
 *   `unsupported protocol version`. Round 0 → latest round + 1; latest-timestamp 0 → the latest block's timestamp.
 * - The outcome is structured-clone safe (strings, bigints, Uint8Arrays, plain objects).
 */
import { AppError } from '../../errors.js';
import { consensusFor } from '../consensus.js';
import { decodeDryrunRequest } from './request.js';
import type { DryrunTxnResult } from './result.js';
import { runDryrun } from './run.js';

/** What the node's latest block header provides. */
export interface DryrunDefaults {
  readonly protocol: string;
  readonly round: bigint;
  readonly timestamp: bigint;
}

export interface DryrunOutcome {
  readonly error: string;
  readonly protocolVersion: string;
  readonly txns: DryrunTxnResult[];
}

/**
 * Decode and run a dryrun request body.
 * @throws ALGOD_BAD_REQUEST (undecodable body, unsupported protocol version)
 */
export function serveDryrun(body: Uint8Array, latest: DryrunDefaults): DryrunOutcome {
  const request = decodeDryrunRequest(body);
  const version = request.protocolVersion === '' ? latest.protocol : request.protocolVersion;
  const params = consensusFor(version);
  if (params === undefined) throw new AppError('ALGOD_BAD_REQUEST', 'unsupported protocol version');
  const round = request.round === 0n ? latest.round + 1n : request.round;
  const latestTimestamp = request.latestTimestamp === 0n ? latest.timestamp : request.latestTimestamp;
  const { error, txns } = runDryrun(request, { params, round, latestTimestamp });
  return { error, protocolVersion: version, txns };
}
