/**
 * Every algod route: the RPC-backed ones, declared in algod.proto and served by the handlers of the route files
 * listed here (route.ts pairs them), then the routes with no RPC behind them, declared in their files: the
 * /swagger.json document, the legacy /v1 answer and the peer block service. The router ranks static segments above
 * parameters, so the order only matters between equal patterns.
 */
import { algodRpcRoutes, type AlgodRoute, type AlgodRpcHandler } from '../route.js';
import { abortCatchup } from './abort-catchup.js';
import { addParticipationKey } from './add-participation-key.js';
import { appendParticipationKeys } from './append-participation-keys.js';
import { checkHealth } from './check-health.js';
import { compileTeal } from './compile-teal.js';
import { deleteParticipationKey } from './delete-participation-key.js';
import { disassembleTeal } from './disassemble-teal.js';
import { dryrunTeal } from './dryrun-teal.js';
import { generateParticipationKeys } from './generate-participation-keys.js';
import { getAccount } from './get-account.js';
import { getAccountApplicationInformation } from './get-account-application-information.js';
import { getAccountAssetInformation } from './get-account-asset-information.js';
import { getApplication } from './get-application.js';
import { getAsset } from './get-asset.js';
import { getBlock } from './get-block.js';
import { getBlockTimestampOffset } from './get-block-timestamp-offset.js';
import { getGenesis } from './get-genesis.js';
import { getParticipationKey } from './get-participation-key.js';
import { getPendingTransaction } from './get-pending-transaction.js';
import { getReadiness } from './get-readiness.js';
import { getStatus } from './get-status.js';
import { getSwaggerJson } from './get-swagger-json.js';
import { getSupply } from './get-supply.js';
import { getTransactionParams } from './get-transaction-params.js';
import { getTransactionProof } from './get-transaction-proof.js';
import { getVersions } from './get-versions.js';
import { legacyV1 } from './legacy-v1.js';
import { listParticipationKeys } from './list-participation-keys.js';
import { listPendingTransactions } from './list-pending-transactions.js';
import { listPendingTransactionsByAddress } from './list-pending-transactions-by-address.js';
import { registerParticipationKeys } from './register-participation-keys.js';
import { sendRawTransaction } from './send-raw-transaction.js';
import { setBlockTimestampOffset } from './set-block-timestamp-offset.js';
import { shutdownNode } from './shutdown-node.js';
import { simulateTransaction } from './simulate-transaction.js';
import { startCatchup } from './start-catchup.js';
import { waitForBlock } from './wait-for-block.js';
import { getApplicationBoxes } from './get-application-boxes.js';
import { getApplicationBoxByName } from './get-application-box-by-name.js';
import { getAccountAssetsInformation } from './get-account-assets-information.js';
import { getAccountApplicationsInformation } from './get-account-applications-information.js';
import { getBlockHash } from './get-block-hash.js';
import { getBlockHeader } from './get-block-header.js';
import { getBlockTxids } from './get-block-txids.js';
import { getBlockLogs } from './get-block-logs.js';
import { getLedgerStateDelta } from './get-ledger-state-delta.js';
import { getLightBlockHeaderProof } from './get-light-block-header-proof.js';
import { getStateProof } from './get-state-proof.js';
import { getTransactionGroupLedgerStateDeltasForRound } from './get-transaction-group-ledger-state-deltas-for-round.js';
import { getLedgerStateDeltaForTransactionGroup } from './get-ledger-state-delta-for-transaction-group.js';
import { rawTransactionAsync } from './raw-transaction-async.js';
import { experimentalCheck } from './experimental-check.js';
import { getPeers } from './get-peers.js';
import { peerBlock } from './peer-block.js';
import { getSyncRound } from './get-sync-round.js';
import { setSyncRound } from './set-sync-round.js';
import { unsetSyncRound } from './unset-sync-round.js';

/** The REST handler of every algod RPC that has a REST binding. */
const RPC_HANDLERS: readonly AlgodRpcHandler[] = [
  checkHealth,
  getReadiness,
  getVersions,
  getGenesis,
  listParticipationKeys,
  addParticipationKey,
  generateParticipationKeys,
  getParticipationKey,
  deleteParticipationKey,
  appendParticipationKeys,
  registerParticipationKeys,
  shutdownNode,
  getAccount,
  getAccountAssetInformation,
  getAccountApplicationInformation,
  getBlock,
  getTransactionProof,
  getSupply,
  getStatus,
  waitForBlock,
  sendRawTransaction,
  simulateTransaction,
  getTransactionParams,
  getPendingTransaction,
  listPendingTransactions,
  listPendingTransactionsByAddress,
  startCatchup,
  abortCatchup,
  getApplication,
  getAsset,
  compileTeal,
  disassembleTeal,
  dryrunTeal,
  getBlockTimestampOffset,
  setBlockTimestampOffset,
  getApplicationBoxes,
  getApplicationBoxByName,
  getAccountAssetsInformation,
  getAccountApplicationsInformation,
  getBlockHash,
  getBlockHeader,
  getBlockTxids,
  getBlockLogs,
  getLightBlockHeaderProof,
  getStateProof,
  getLedgerStateDelta,
  getTransactionGroupLedgerStateDeltasForRound,
  getLedgerStateDeltaForTransactionGroup,
  rawTransactionAsync,
  experimentalCheck,
  getPeers,
  getSyncRound,
  setSyncRound,
  unsetSyncRound,
];

export const ALGOD_ROUTES: readonly AlgodRoute[] = [
  ...algodRpcRoutes(RPC_HANDLERS),
  getSwaggerJson(() => ALGOD_ROUTES),
  legacyV1,
  peerBlock,
];
