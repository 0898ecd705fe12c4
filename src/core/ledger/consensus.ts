/**
 * Consensus parameters of the protocols this node runs (go-algorand config/consensus.go, spec/protocol.md §0, §7).
 * Only the parameters a dev-mode node evaluates with are listed; they are plain data so the evaluator, the
 * validators and the block builder read one object.
 *
 * Invariants: amounts are bigint µAlgos; counts and byte limits are numbers. `V42` is the current protocol; a
 * genesis naming any other version is refused by the node (we evaluate only what we implement).
 */

export interface ConsensusParams {
  readonly version: string;
  readonly minTxnFee: bigint;
  readonly minBalance: bigint;
  readonly maxTxnLife: bigint;
  readonly maxTxGroupSize: number;
  readonly maxTxnNoteBytes: number;
  readonly maxAbsoluteTxnNoteBytes: number;
  /** micros of MinTxnFee per byte above the free allowance */
  readonly perByteTxnSurcharge: bigint;
  readonly maxTxnBytesPerBlock: number;
  readonly maxTimestampIncrement: bigint;
  readonly maxAssetNameBytes: number;
  readonly maxAssetUnitNameBytes: number;
  readonly maxAssetUrlBytes: number;
  readonly maxAssetDecimals: number;
  readonly maxKeyregValidPeriod: bigint;
  readonly defaultKeyDilution: bigint;
  readonly rewardUnit: bigint;
  readonly rewardsRateRefreshInterval: bigint;
  /** genesis TxnCounter offset (AppForbidLowResources): the first created asset/app is 1001 */
  readonly txnCounterGenesisOffset: bigint;
  readonly appFlatParamsMinBalance: bigint;
  readonly appFlatOptInMinBalance: bigint;
  readonly schemaMinBalancePerEntry: bigint;
  readonly schemaUintMinBalance: bigint;
  readonly schemaBytesMinBalance: bigint;
  readonly boxFlatMinBalance: bigint;
  readonly boxByteMinBalance: bigint;
  readonly logicSigMaxSize: number;
  readonly maxAppTotalArgLen: number;
  readonly maxAppProgramLen: number;
  readonly stateProofInterval: bigint;
  readonly stateProofVotersLookback: bigint;
  readonly bonusBaseAmount: bigint;
  readonly bonusDecayInterval: bigint;
  readonly payoutsGoOnlineFee: bigint;
  /** 320 = 2 · SeedRefreshInterval · SeedLookback: the balance round lag of online stake */
  readonly balanceLookback: bigint;
}

export const PROTOCOL_V42 = 'https://github.com/algorandfoundation/specs/tree/268b63433a907455d439995bf916f6b296018f4f';

export const V42: ConsensusParams = Object.freeze({
  version: PROTOCOL_V42,
  minTxnFee: 1000n,
  minBalance: 100_000n,
  maxTxnLife: 1000n,
  maxTxGroupSize: 16,
  maxTxnNoteBytes: 1024,
  maxAbsoluteTxnNoteBytes: 4096,
  perByteTxnSurcharge: 100n,
  maxTxnBytesPerBlock: 5_242_880,
  maxTimestampIncrement: 25n,
  maxAssetNameBytes: 32,
  maxAssetUnitNameBytes: 8,
  maxAssetUrlBytes: 96,
  maxAssetDecimals: 19,
  maxKeyregValidPeriod: 256n * (1n << 16n) - 1n,
  defaultKeyDilution: 10_000n,
  rewardUnit: 1_000_000n,
  rewardsRateRefreshInterval: 500_000n,
  txnCounterGenesisOffset: 1000n,
  appFlatParamsMinBalance: 100_000n,
  appFlatOptInMinBalance: 100_000n,
  schemaMinBalancePerEntry: 25_000n,
  schemaUintMinBalance: 3_500n,
  schemaBytesMinBalance: 25_000n,
  boxFlatMinBalance: 2_500n,
  boxByteMinBalance: 400n,
  logicSigMaxSize: 1000,
  maxAppTotalArgLen: 2048,
  maxAppProgramLen: 2048,
  stateProofInterval: 256n,
  stateProofVotersLookback: 16n,
  bonusBaseAmount: 10_000_000n,
  bonusDecayInterval: 1_000_000n,
  payoutsGoOnlineFee: 2_000_000n,
  balanceLookback: 320n,
});

const KNOWN: ReadonlyMap<string, ConsensusParams> = new Map([[PROTOCOL_V42, V42]]);

/** Parameters of a protocol version string, or undefined when this node does not implement it. */
export function consensusFor(version: string): ConsensusParams | undefined {
  return KNOWN.get(version);
}
