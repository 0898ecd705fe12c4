/**
 * In-process algod service. This issue implements the node-independent methods (health, versions, the two
 * permanently unimplemented admin routes, developer-API gating); every other method rejects with
 * ALGOD_NOT_IMPLEMENTED naming its route until the ledger, pool and TEAL issues build them.
 *
 * Invariants: methods never throw synchronously (they return rejected promises); errors are AppErrors.
 */
import { AppError } from '../core/errors.js';
import type { AlgodRequest, AlgodResponse, AlgodService } from './algod-api.js';
import type { NodeInfo } from './node-info.js';
import { notYet } from './not-yet.js';

export interface AlgodServiceOptions {
  readonly nodeInfo: NodeInfo;
  /** Config `--developer-api`: TEAL compile/disassemble/dryrun answer only when true. */
  readonly developerApi: boolean;
}

const pending = (route: string): (() => Promise<never>) => notYet('ALGOD_NOT_IMPLEMENTED', route);

/** go-algorand answers these with a text/plain 501 forever (spec/algod.md §7.1, seed 002). */
function endpointNotImplemented(): Promise<never> {
  return Promise.reject(new AppError('ALGOD_ENDPOINT_NOT_IMPLEMENTED'));
}

export class AlgodServiceImpl implements AlgodService {
  readonly #nodeInfo: NodeInfo;
  readonly #developerApi: boolean;

  constructor(options: AlgodServiceOptions) {
    this.#nodeInfo = options.nodeInfo;
    this.#developerApi = options.developerApi;
  }

  readonly checkHealth = (): Promise<AlgodResponse<'CheckHealth'>> => Promise.resolve({});

  readonly getVersions = (): Promise<AlgodResponse<'GetVersions'>> => {
    const { genesisId, genesisHash, build } = this.#nodeInfo;
    return Promise.resolve({
      versions: ['v2'],
      genesis_id: genesisId,
      genesis_hash_b64: Buffer.from(genesisHash),
      build: {
        major: build.major,
        minor: build.minor,
        build_number: build.buildNumber,
        commit_hash: build.commitHash,
        branch: build.branch,
        channel: build.channel,
      },
    });
  };

  readonly registerParticipationKeys = endpointNotImplemented;
  readonly shutdownNode = endpointNotImplemented;

  readonly compileTeal = (request: AlgodRequest<'CompileTeal'>): Promise<AlgodResponse<'CompileTeal'>> =>
    this.#developer('/teal/compile', request, pending('POST /v2/teal/compile'));
  readonly disassembleTeal = (request: AlgodRequest<'DisassembleTeal'>): Promise<AlgodResponse<'DisassembleTeal'>> =>
    this.#developer('/teal/disassemble', request, pending('POST /v2/teal/disassemble'));
  readonly dryrunTeal = (request: AlgodRequest<'DryrunTeal'>): Promise<AlgodResponse<'DryrunTeal'>> =>
    this.#developer('/teal/dryrun', request, pending('POST /v2/teal/dryrun'));

  readonly getReadiness = pending('GET /ready');
  readonly getGenesis = pending('GET /genesis');
  readonly listParticipationKeys = pending('GET /v2/participation');
  readonly addParticipationKey = pending('POST /v2/participation');
  readonly generateParticipationKeys = pending(
    'POST /v2/participation/generate/{address}',
  );
  readonly getParticipationKey = pending('GET /v2/participation/{participation-id}');
  readonly deleteParticipationKey = pending('DELETE /v2/participation/{participation-id}');
  readonly appendParticipationKeys = pending('POST /v2/participation/{participation-id}');
  readonly getAccount = pending('GET /v2/accounts/{address}');
  readonly getBlock = pending('GET /v2/blocks/{round}');
  readonly getTransactionProof = pending('GET /v2/blocks/{round}/transactions/{txid}/proof');
  readonly getSupply = pending('GET /v2/ledger/supply');
  readonly getStatus = pending('GET /v2/status');
  readonly waitForBlock = pending('GET /v2/status/wait-for-block-after/{round}');
  readonly sendRawTransaction = pending('POST /v2/transactions');
  readonly getTransactionParams = pending('GET /v2/transactions/params');
  readonly getPendingTransaction = pending('GET /v2/transactions/pending/{txid}');
  readonly listPendingTransactions = pending('GET /v2/transactions/pending');
  readonly listPendingTransactionsByAddress = pending(
    'GET /v2/accounts/{address}/transactions/pending',
  );
  readonly startCatchup = pending('POST /v2/catchup/{catchpoint}');
  readonly abortCatchup = pending('DELETE /v2/catchup/{catchpoint}');
  readonly getApplication = pending('GET /v2/applications/{application-id}');
  readonly getAsset = pending('GET /v2/assets/{asset-id}');
  readonly getBlockTimestampOffset = pending('GET /v2/devmode/blocks/offset');
  readonly setBlockTimestampOffset = pending('POST /v2/devmode/blocks/offset/{offset}');

  /** Upstream's text when EnableDeveloperAPI is false (spec/algod.md §12). */
  #developer<Req, Res>(path: string, request: Req, run: (request: Req) => Promise<Res>): Promise<Res> {
    if (this.#developerApi) return run(request);
    const message = `${path} was not enabled in the configuration file by setting the EnableDeveloperAPI to true`;
    return Promise.reject(new AppError('ALGOD_DEVELOPER_API_DISABLED', message));
  }
}
