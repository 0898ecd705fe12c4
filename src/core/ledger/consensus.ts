/**
 * Consensus parameters of the protocols this node runs (go-algorand config/consensus.go, docs/spec/protocol.md §0, §7).
 * Only the parameters a dev-mode node evaluates with are listed; they are plain data so the evaluator, the
 * validators and the block builder read one object.
 *
 * Invariants: amounts are bigint µAlgos; counts and byte limits are numbers. `V42` is the current protocol; a
 * genesis naming any other version is refused by the node (we evaluate only what we implement).
 */

/** Application-call limits (WellFormed and fee surcharges; the AVM issue will read them too). */
export interface AppLimits {
  readonly maxAppArgs: number;
  /** config.MaxAVMBytesSize: the cap on one app argument */
  readonly maxAvmBytesSize: number;
  readonly maxAbsoluteTotalArgLen: number;
  readonly maxAppTotalProgramLen: number;
  readonly maxExtraAppProgramPages: number;
  readonly maxAbsoluteExtraProgramPages: number;
  readonly maxAppTxnAccounts: number;
  readonly maxAppTxnForeignApps: number;
  readonly maxAppTxnForeignAssets: number;
  readonly maxAppBoxReferences: number;
  readonly maxAppTotalTxnReferences: number;
  readonly maxAppAccess: number;
  readonly maxAppKeyLen: number;
  readonly maxLocalSchemaEntries: bigint;
  readonly maxGlobalSchemaEntries: bigint;
  /** per page */
  readonly maxAppProgramLen: number;
  /** highest AVM version programs may declare (LogicSigVersion) */
  readonly logicSigVersion: number;
  /** opcode budget per app call, pooled across the group */
  readonly maxAppProgramCost: number;
  /** opcode budget per logic sig, pooled across the group */
  readonly logicSigMaxCost: number;
  readonly maxAppBytesValueLen: number;
  readonly maxAppSumKeyValueLens: number;
  readonly maxInnerTransactions: number;
  readonly maxAppCallDepth: number;
  /** MinInnerApplVersion: the lowest version an inner app call may run; programs at or above it cannot be downgraded */
  readonly minInnerApplVersion: number;
  /** MaxBoxSize and BytesPerBoxReference (the box I/O quota per box ref) */
  readonly maxBoxSize: bigint;
  readonly bytesPerBoxReference: number;
}

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
  readonly stateProofInterval: bigint;
  readonly stateProofVotersLookback: bigint;
  readonly bonusBaseAmount: bigint;
  readonly bonusDecayInterval: bigint;
  /** Block proposal payouts are on (`global PayoutsEnabled`). */
  readonly payoutsEnabled: boolean;
  readonly payoutsGoOnlineFee: bigint;
  readonly payoutsPercent: bigint;
  readonly payoutsMinBalance: bigint;
  readonly payoutsMaxBalance: bigint;
  /** 320 = 2 · SeedRefreshInterval · SeedLookback: the balance round lag of online stake */
  readonly balanceLookback: bigint;
  readonly app: AppLimits;
}

export const V42_APP_LIMITS: AppLimits = Object.freeze({
  maxAppArgs: 16,
  maxAvmBytesSize: 4096,
  maxAbsoluteTotalArgLen: 16384,
  maxAppTotalProgramLen: 2048,
  maxExtraAppProgramPages: 3,
  maxAbsoluteExtraProgramPages: 7,
  maxAppTxnAccounts: 8,
  maxAppTxnForeignApps: 8,
  maxAppTxnForeignAssets: 8,
  maxAppBoxReferences: 8,
  maxAppTotalTxnReferences: 8,
  maxAppAccess: 16,
  maxAppKeyLen: 64,
  maxLocalSchemaEntries: 16n,
  maxGlobalSchemaEntries: 64n,
  maxAppProgramLen: 2048,
  logicSigVersion: 13,
  maxAppProgramCost: 700,
  logicSigMaxCost: 20_000,
  maxAppBytesValueLen: 128,
  maxAppSumKeyValueLens: 128,
  maxInnerTransactions: 16,
  maxAppCallDepth: 8,
  minInnerApplVersion: 4,
  maxBoxSize: 32_768n,
  bytesPerBoxReference: 2048,
});

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
  stateProofInterval: 256n,
  stateProofVotersLookback: 16n,
  bonusBaseAmount: 10_000_000n,
  bonusDecayInterval: 1_000_000n,
  payoutsEnabled: true,
  payoutsGoOnlineFee: 2_000_000n,
  payoutsPercent: 50n,
  payoutsMinBalance: 30_000_000_000n,
  payoutsMaxBalance: 70_000_000_000_000n,
  balanceLookback: 320n,
  app: V42_APP_LIMITS,
});

const KNOWN: ReadonlyMap<string, ConsensusParams> = new Map([[PROTOCOL_V42, V42]]);

/** Parameters of a protocol version string, or undefined when this node does not implement it. */
export function consensusFor(version: string): ConsensusParams | undefined {
  return KNOWN.get(version);
}
