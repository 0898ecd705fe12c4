/**
 * The header of the next block (go-algorand MakeBlock + the evaluator's finishing touches, docs/spec/protocol.md §5.5,
 * §5.6): everything derived from the previous header, the payset and the clock.
 *
 * Invariants:
 * - Dev mode: no proposer (`prp` absent, `pp` 0), seed = hash of the previous header, no upgrade votes (V42 has
 *   no approved successor), congestion tax 0.
 * - Rewards never accrue (the dev genesis pool holds exactly MinBalance): `earn`/`rate`/`frac` are carried, and
 *   `rwcalr` advances by the refresh interval when reached (docs/compat.md).
 * - Commitments are computed by the caller (native engine) over the payset and passed in.
 */
import { encodeMsgpack } from '../codec/msgpack.js';
import { sha512, sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import type { TxnCommitments } from '../merkle/index.js';
import { blockHeaderSchema, type BlockHeader, type StateProofTrackingData } from '../txn/block.js';
import type { ConsensusParams } from './consensus.js';

export interface NextHeaderInputs {
  readonly prev: BlockHeader;
  /** canonical msgpack of `prev` (no prefix) when the caller already has it (the block it made last); else encoded here */
  readonly prevBytes?: Uint8Array | undefined;
  readonly params: ConsensusParams;
  readonly timestamp: bigint;
  readonly commitments: TxnCommitments;
  /** TxnCounter after the payset */
  readonly txnCounter: bigint;
  /** Σ fee of the payset's transactions whose sender is not the fee sink */
  readonly feesCollected: bigint;
  /** Σ encoded payset entry sizes */
  readonly paysetBytes: number;
}

/**
 * Timestamp of the next block: prev + offset when a dev-mode offset is set (no clamping), otherwise the wall
 * clock clamped into [prev, prev + MaxTimestampIncrement] (unclamped when prev is 0, as upstream).
 */
export function nextTimestamp(prevTs: bigint, nowSeconds: bigint, params: ConsensusParams, offset?: bigint): bigint {
  if (offset !== undefined) return prevTs + offset;
  if (prevTs <= 0n) return nowSeconds;
  if (nowSeconds < prevTs) return prevTs;
  const max = prevTs + params.maxTimestampIncrement;
  return nowSeconds > max ? max : nowSeconds;
}

function nextBonus(prev: BlockHeader, round: bigint, params: ConsensusParams): bigint {
  if (round === 1n || prev.bonus === undefined) return params.bonusBaseAmount;
  if (round % params.bonusDecayInterval === 0n) return (prev.bonus * 99n) / 100n;
  return prev.bonus;
}

function nextStateProofTracking(
  prev: BlockHeader,
  round: bigint,
  params: ConsensusParams,
): Map<bigint, StateProofTrackingData> {
  const carried = prev.stateProofTracking?.get(0n);
  if (carried?.nextRound !== undefined) return new Map([[0n, { nextRound: carried.nextRound }]]);
  const interval = params.stateProofInterval;
  const first = ((round + params.stateProofVotersLookback + interval - 1n) / interval) * interval + interval;
  return new Map([[0n, { nextRound: first }]]);
}

/** The next block's header. @throws CORE_MSGPACK_ENCODE */
export function nextHeader(inputs: NextHeaderInputs): BlockHeader {
  const { prev, params } = inputs;
  const round = (prev.round ?? 0n) + 1n;
  // One encoding of the previous header serves both branch hashes and the seed (blockHash = SHA-512/256("BH" ‖ header)).
  const prevBytes = inputs.prevBytes ?? encodeMsgpack(blockHeaderSchema, prev);
  const prevHash = sha512_256(Prefix.BlockHeader, prevBytes);
  const recalc = prev.rewardsRecalculationRound ?? params.rewardsRateRefreshInterval;
  const load = Math.min(1_000_000, Math.floor((inputs.paysetBytes * 1_000_000) / params.maxTxnBytesPerBlock));
  const header: BlockHeader = {
    round,
    branch: prevHash,
    branch512: sha512(Prefix.BlockHeader, prevBytes),
    seed: prevHash,
    txnCommitment: inputs.commitments.txn,
    sha256Commitment: inputs.commitments.txn256,
    sha512Commitment: inputs.commitments.txn512,
    timestamp: inputs.timestamp,
    feesCollected: inputs.feesCollected,
    bonus: nextBonus(prev, round, params),
    rewardsRecalculationRound: round === recalc ? recalc + params.rewardsRateRefreshInterval : recalc,
    currentProtocol: prev.currentProtocol ?? params.version,
    txnCounter: inputs.txnCounter,
    stateProofTracking: nextStateProofTracking(prev, round, params),
    load: BigInt(load),
  };
  copyIfSet(header, prev);
  return header;
}

function copyIfSet(header: BlockHeader, prev: BlockHeader): void {
  if (prev.genesisId !== undefined) header.genesisId = prev.genesisId;
  if (prev.genesisHash !== undefined) header.genesisHash = prev.genesisHash;
  if (prev.feeSink !== undefined) header.feeSink = prev.feeSink;
  if (prev.rewardsPool !== undefined) header.rewardsPool = prev.rewardsPool;
  if (prev.rewardsLevel !== undefined) header.rewardsLevel = prev.rewardsLevel;
  if (prev.rewardsRate !== undefined) header.rewardsRate = prev.rewardsRate;
  if (prev.rewardsResidue !== undefined) header.rewardsResidue = prev.rewardsResidue;
}
