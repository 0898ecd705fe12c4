/**
 * The algod v2 service interface: one method per RPC of `algorun.algod.v2.AlgodService` (proto/algorun/algod/v2/algod.proto),
 * taking and returning the generated message types. Implemented in-process by service/algod.ts and remotely by
 * gateway/grpc/remote-core.ts; the REST and gRPC gateways call nothing else.
 *
 * Invariants: uint64 values are decimal strings at this edge (implementations convert to bigint inside); every
 * failure is an AppError whose code fixes the HTTP and gRPC statuses.
 */
import type { AlgodServiceDefinition as Def } from '../generated/algorun/algod/v2/AlgodService.js';
import type { RequestOf, ResponseOf, RpcNames } from './method-types.js';

type Call<K extends keyof Def> = (request: RequestOf<Def, K>) => Promise<ResponseOf<Def, K>>;
/** A server-streaming RPC: the responses in order, until the signal aborts. */
type Stream<K extends keyof Def> = (
  request: RequestOf<Def, K>,
  signal: AbortSignal,
) => AsyncIterable<ResponseOf<Def, K>>;

/** Methods that exist on every algod implementation; `ExecuteBatch` is transport-level and not part of it. */
export interface AlgodService {
  /** GET /health: the process answers. */
  readonly checkHealth: Call<'CheckHealth'>;
  /** GET /ready. @throws ALGOD_NOT_IMPLEMENTED until the node status exists */
  readonly getReadiness: Call<'GetReadiness'>;
  /** GET /versions: API versions, genesis id and hash, build. */
  readonly getVersions: Call<'GetVersions'>;
  /** GET /genesis. @throws ALGOD_NOT_IMPLEMENTED until the ledger exists */
  readonly getGenesis: Call<'GetGenesis'>;
  /** GET /v2/participation (admin). */
  readonly listParticipationKeys: Call<'ListParticipationKeys'>;
  /** POST /v2/participation (admin). */
  readonly addParticipationKey: Call<'AddParticipationKey'>;
  /** POST /v2/participation/generate/{address} (admin). */
  readonly generateParticipationKeys: Call<'GenerateParticipationKeys'>;
  /** GET /v2/participation/{participation-id} (admin). */
  readonly getParticipationKey: Call<'GetParticipationKey'>;
  /** DELETE /v2/participation/{participation-id} (admin). */
  readonly deleteParticipationKey: Call<'DeleteParticipationKey'>;
  /** POST /v2/participation/{participation-id} (admin). */
  readonly appendParticipationKeys: Call<'AppendParticipationKeys'>;
  /** POST /v2/register-participation-keys/{address} (admin). @throws ALGOD_ENDPOINT_NOT_IMPLEMENTED always */
  readonly registerParticipationKeys: Call<'RegisterParticipationKeys'>;
  /** POST /v2/shutdown (admin). @throws ALGOD_ENDPOINT_NOT_IMPLEMENTED always */
  readonly shutdownNode: Call<'ShutdownNode'>;
  /** GET /v2/accounts/{address}. */
  readonly getAccount: Call<'GetAccount'>;
  /** GET /v2/blocks/{round}. */
  readonly getBlock: Call<'GetBlock'>;
  /** GET /v2/blocks/{round}/transactions/{txid}/proof. */
  readonly getTransactionProof: Call<'GetTransactionProof'>;
  /** GET /v2/ledger/supply. */
  readonly getSupply: Call<'GetSupply'>;
  /** GET /v2/status. */
  readonly getStatus: Call<'GetStatus'>;
  /** GET /v2/status/wait-for-block-after/{round}. */
  readonly waitForBlock: Call<'WaitForBlock'>;
  /** POST /v2/transactions. */
  readonly sendRawTransaction: Call<'SendRawTransaction'>;
  /** GET /v2/transactions/params. */
  readonly getTransactionParams: Call<'GetTransactionParams'>;
  /** GET /v2/transactions/pending/{txid}. */
  readonly getPendingTransaction: Call<'GetPendingTransaction'>;
  /** GET /v2/transactions/pending. */
  readonly listPendingTransactions: Call<'ListPendingTransactions'>;
  /** GET /v2/accounts/{address}/transactions/pending. */
  readonly listPendingTransactionsByAddress: Call<'ListPendingTransactionsByAddress'>;
  /** POST /v2/catchup/{catchpoint} (admin). */
  readonly startCatchup: Call<'StartCatchup'>;
  /** DELETE /v2/catchup/{catchpoint} (admin). */
  readonly abortCatchup: Call<'AbortCatchup'>;
  /** GET /v2/applications/{application-id}. */
  readonly getApplication: Call<'GetApplication'>;
  /** GET /v2/assets/{asset-id}. */
  readonly getAsset: Call<'GetAsset'>;
  /** GET /v2/accounts/{address}/assets/{asset-id}. */
  readonly getAccountAssetInformation: Call<'GetAccountAssetInformation'>;
  /** GET /v2/accounts/{address}/applications/{application-id}. */
  readonly getAccountApplicationInformation: Call<'GetAccountApplicationInformation'>;
  /** POST /v2/teal/compile. @throws ALGOD_DEVELOPER_API_DISABLED when the developer API is off */
  readonly compileTeal: Call<'CompileTeal'>;
  /** POST /v2/teal/disassemble. @throws ALGOD_DEVELOPER_API_DISABLED when the developer API is off */
  readonly disassembleTeal: Call<'DisassembleTeal'>;
  /** POST /v2/teal/dryrun. @throws ALGOD_DEVELOPER_API_DISABLED when the developer API is off */
  readonly dryrunTeal: Call<'DryrunTeal'>;
  /** GET /v2/devmode/blocks/offset. */
  readonly getBlockTimestampOffset: Call<'GetBlockTimestampOffset'>;
  /** POST /v2/devmode/blocks/offset/{offset}. */
  readonly setBlockTimestampOffset: Call<'SetBlockTimestampOffset'>;
  /** POST /v2/transactions/simulate: the response in the requested encoding. */
  readonly simulateTransactions: Call<'SimulateTransactions'>;
  /** gRPC only: evaluate a group as SendRawTransaction would, without admitting it. */
  readonly evaluateGroup: Call<'EvaluateGroup'>;
  /** GET /v2/applications/{application-id}/boxes. */
  readonly getApplicationBoxes: Call<'GetApplicationBoxes'>;
  /** GET /v2/applications/{application-id}/box?name=. */
  readonly getApplicationBoxByName: Call<'GetApplicationBoxByName'>;
  /** GET /v2/accounts/{address}/assets (paged). */
  readonly getAccountAssetsInformation: Call<'GetAccountAssetsInformation'>;
  /** GET /v2/accounts/{address}/applications (paged). */
  readonly getAccountApplicationsInformation: Call<'GetAccountApplicationsInformation'>;
  /** GET /v2/blocks/{round}/hash. */
  readonly getBlockHash: Call<'GetBlockHash'>;
  /** GET /v2/blocks/{round}/txids. */
  readonly getBlockTxids: Call<'GetBlockTxids'>;
  /** GET /v2/blocks/{round}/logs. */
  readonly getBlockLogs: Call<'GetBlockLogs'>;
  /** GET /v2/blocks/{round}/lightheader/proof. @throws ALGOD_NOT_FOUND always (no state proofs on a dev node) */
  readonly getLightBlockHeaderProof: Call<'GetLightBlockHeaderProof'>;
  /** GET /v2/stateproofs/{round}. @throws ALGOD_NOT_FOUND always (no state proofs on a dev node) */
  readonly getStateProof: Call<'GetStateProof'>;
  /** GET /v2/deltas/{round}. */
  readonly getLedgerStateDelta: Call<'GetLedgerStateDelta'>;
  /** GET /v2/deltas/{round}/txn/group. @throws ALGOD_FEATURE_DISABLED in interval mode (no txn-group tracer) */
  readonly getTransactionGroupLedgerStateDeltasForRound: Call<'GetTransactionGroupLedgerStateDeltasForRound'>;
  /** GET /v2/deltas/txn/group/{id}. @throws ALGOD_FEATURE_DISABLED in interval mode (no txn-group tracer) */
  readonly getLedgerStateDeltaForTransactionGroup: Call<'GetLedgerStateDeltaForTransactionGroup'>;
  /** POST /v2/transactions/async. @throws ALGOD_DEVELOPER_API_DISABLED when the developer API is off */
  readonly rawTransactionAsync: Call<'RawTransactionAsync'>;
  /** GET /v2/experimental. */
  readonly experimentalCheck: Call<'ExperimentalCheck'>;
  /** GET /v2/node/peers (admin). */
  readonly getPeers: Call<'GetPeers'>;
  /** GET /v2/ledger/sync (follower mode). @throws GATEWAY_NOT_FOUND when not a follower, ALGOD_NOT_FOUND unset */
  readonly getSyncRound: Call<'GetSyncRound'>;
  /** POST /v2/ledger/sync/{round} (follower mode). @throws GATEWAY_NOT_FOUND, ALGOD_BAD_REQUEST */
  readonly setSyncRound: Call<'SetSyncRound'>;
  /** DELETE /v2/ledger/sync (follower mode). @throws GATEWAY_NOT_FOUND when not a follower */
  readonly unsetSyncRound: Call<'UnsetSyncRound'>;
  /** gRPC stream SubscribeBlocks; absent on a remote core (streams do not cross the batching channel). */
  readonly subscribeBlocks?: Stream<'SubscribeBlocks'>;
  /**
   * The in-process service only: the same answers as the methods of the same names, computed synchronously (a
   * failure is thrown, not rejected), so that the REST gateway can answer a cheap read without a promise. Absent on
   * a remote core.
   */
  readonly immediate?: AlgodImmediate;
}

/** Synchronous twins of a few cheap reads (AlgodService.immediate). @throws AppError as the async method rejects */
export interface AlgodImmediate {
  getVersions(): AlgodResponse<'GetVersions'>;
  getTransactionParams(): AlgodResponse<'GetTransactionParams'>;
  getAccount(request: AlgodRequest<'GetAccount'>): AlgodResponse<'GetAccount'>;
}

/** Request type of an AlgodService method, e.g. `AlgodRequest<'GetStatus'>`. */
/**
 * Written out by hand (unlike kmd's and admin's, which are derived with `ServiceOf`) for the per-method contract
 * notes above; this type fails to compile unless the interface has exactly one method per RPC of algod.proto
 * (less `ExecuteBatch`), so an RPC added to the proto must be added here too.
 */
export type AlgodServiceMatchesProto =
  Exclude<Uncapitalize<Exclude<RpcNames<Def>, 'ExecuteBatch'>>, keyof AlgodService> extends never
    ? Exclude<keyof AlgodService, Uncapitalize<RpcNames<Def>> | 'immediate'> extends never
      ? true
      : never
    : never;
const ALGOD_SERVICE_MATCHES_PROTO: AlgodServiceMatchesProto = true;
void ALGOD_SERVICE_MATCHES_PROTO;

export type AlgodRequest<K extends keyof Def> = RequestOf<Def, K>;
/** Response type of an AlgodService method. */
export type AlgodResponse<K extends keyof Def> = ResponseOf<Def, K>;
