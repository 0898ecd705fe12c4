/**
 * The algod RPCs added with the box, paged-resource, block-extra, state-proof, delta and experimental routes; the
 * in-process service (service/algod.ts) delegates to this class so that file stays one screen of wiring.
 *
 * Invariants:
 * - Same as AlgodServiceImpl: methods return promises (never throw synchronously), errors are AppErrors with
 *   upstream's texts, only durable rounds are reported.
 * - Per-group deltas are served in dev mode only (one group per block; deltas.ts).
 * - A dev node makes no state proofs: both state-proof routes answer what upstream answers when none covers the
 *   round (404 `no state proof can be found for that round`; 500 `given round is greater than the latest round`).
 * - POST /v2/transactions/async needs the developer API (as upstream, which also needs EnableExperimentalAPI: a dev
 *   node always has it on); decoding and admission errors answer 400, the rest happens after the answer.
 */
import { decodeAddress } from '../../core/crypto/address.js';
import { AppError } from '../../core/errors.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';
import { attempt } from '../attempt.js';
import { accountApplicationsPage, accountAssetsPage } from './account-pages.js';
import { blockHashText, blockLogs, blockTxids } from './block-extras.js';
import type { BlockReader } from './blocks.js';
import { boxByName, listBoxes } from './boxes.js';
import { deltaForGroup, deltaForRound, groupDeltasForRound, type GroupDeltaSource } from './deltas.js';
import type { AlgodNode } from './node.js';
import type { WriteRelay } from './follower/write-relay.js';

export interface AlgodExtrasOptions {
  readonly node: AlgodNode;
  readonly blocks: BlockReader;
  readonly developerApi: boolean;
  /** MaxAPIBoxPerApplication (0 = unlimited) */
  readonly maxBoxesPerApplication: bigint;
  /** Follower mode: submissions and simulations go to the peer (follower/write-relay.ts). */
  readonly relay?: WriteRelay | undefined;
}

const NO_STATE_PROOF = 'no state proof can be found for that round';

export class AlgodExtras {
  readonly #o: AlgodExtrasOptions;

  constructor(options: AlgodExtrasOptions) {
    this.#o = options;
  }

  get #ledger() {
    return this.#o.node.ledger;
  }

  readonly getApplicationBoxes = (
    r: AlgodRequest<'GetApplicationBoxes'>,
  ): Promise<AlgodResponse<'GetApplicationBoxes'>> =>
    attempt(() => listBoxes(this.#ledger, r, this.#o.maxBoxesPerApplication));

  readonly getApplicationBoxByName = (
    r: AlgodRequest<'GetApplicationBoxByName'>,
  ): Promise<AlgodResponse<'GetApplicationBoxByName'>> => attempt(() => boxByName(this.#ledger, r));

  readonly getAccountAssetsInformation = (
    r: AlgodRequest<'GetAccountAssetsInformation'>,
  ): Promise<AlgodResponse<'GetAccountAssetsInformation'>> =>
    attempt(() => accountAssetsPage(this.#ledger, this.#ledger.account(decodeAddress(r.address)), r));

  readonly getAccountApplicationsInformation = (
    r: AlgodRequest<'GetAccountApplicationsInformation'>,
  ): Promise<AlgodResponse<'GetAccountApplicationsInformation'>> =>
    attempt(() => accountApplicationsPage(this.#ledger, this.#ledger.account(decodeAddress(r.address)), r));

  readonly getBlockHash = (r: AlgodRequest<'GetBlockHash'>): Promise<AlgodResponse<'GetBlockHash'>> =>
    attempt(async () => ({ block_hash: await blockHashText(this.#o.blocks, BigInt(r.round)) }));

  readonly getBlockTxids = (r: AlgodRequest<'GetBlockTxids'>): Promise<AlgodResponse<'GetBlockTxids'>> =>
    attempt(async () => ({ block_txids: await blockTxids(this.#o.blocks, BigInt(r.round)) }));

  readonly getBlockLogs = (r: AlgodRequest<'GetBlockLogs'>): Promise<AlgodResponse<'GetBlockLogs'>> =>
    attempt(async () => ({ logs: await blockLogs(this.#o.blocks, BigInt(r.round)) }));

  readonly getLightBlockHeaderProof = (r: AlgodRequest<'GetLightBlockHeaderProof'>): Promise<never> =>
    attempt(() => this.#noStateProof(BigInt(r.round)));

  readonly getStateProof = (r: AlgodRequest<'GetStateProof'>): Promise<never> =>
    attempt(() => this.#noStateProof(BigInt(r.round)));

  readonly getLedgerStateDelta = (
    r: AlgodRequest<'GetLedgerStateDelta'>,
  ): Promise<AlgodResponse<'GetLedgerStateDelta'>> =>
    attempt(() =>
      deltaForRound(this.#ledger, this.#ledger.durableRound, BigInt(r.round), r.format !== 'RESPONSE_FORMAT_MSGPACK'),
    );

  readonly getTransactionGroupLedgerStateDeltasForRound = (
    r: AlgodRequest<'GetTransactionGroupLedgerStateDeltasForRound'>,
  ): Promise<AlgodResponse<'GetTransactionGroupLedgerStateDeltasForRound'>> =>
    attempt(() => {
      const { msgpack, json } = groupDeltasForRound(this.#groupSource(), BigInt(r.round));
      return r.format === 'RESPONSE_FORMAT_MSGPACK'
        ? { deltas_msgpack: msgpack, deltas_json: '' }
        : { deltas_msgpack: Buffer.alloc(0), deltas_json: json };
    });

  readonly getLedgerStateDeltaForTransactionGroup = (
    r: AlgodRequest<'GetLedgerStateDeltaForTransactionGroup'>,
  ): Promise<AlgodResponse<'GetLedgerStateDeltaForTransactionGroup'>> =>
    attempt(async () => {
      const { msgpack, json } = await deltaForGroup(this.#groupSource(), r.id);
      return r.format === 'RESPONSE_FORMAT_MSGPACK'
        ? { delta_msgpack: msgpack, delta_json: '' }
        : { delta_msgpack: Buffer.alloc(0), delta_json: json };
    });

  readonly rawTransactionAsync = (
    r: AlgodRequest<'RawTransactionAsync'>,
  ): Promise<AlgodResponse<'RawTransactionAsync'>> => {
    if (!this.#o.developerApi) {
      const text =
        '/transactions/async was not enabled in the configuration file by setting the EnableDeveloperAPI to true';
      return Promise.reject(new AppError('ALGOD_DEVELOPER_API_DISABLED', text));
    }
    const relay = this.#o.relay;
    return attempt(async () => {
      if (relay !== undefined) await relay.sendAsync(r.signed_transactions, r.skip_pq_address_check === true);
      else this.#o.node.submitAsync(r.signed_transactions, r.skip_pq_address_check);
      return {};
    });
  };

  readonly experimentalCheck = (): Promise<AlgodResponse<'ExperimentalCheck'>> => Promise.resolve({});

  readonly getPeers = (): Promise<AlgodResponse<'GetPeers'>> => Promise.resolve({ peers: [] });

  /** The per-group delta routes' view of the node (deltas.ts). */
  #groupSource(): GroupDeltaSource {
    const ledger = this.#ledger;
    return {
      groupPerBlock: this.#o.node.groupPerBlock,
      latest: ledger.durableRound,
      deltaInput: (round) => ledger.deltaInput(round),
      block: (round) => this.#o.blocks.block(round),
    };
  }

  /** @throws ALGOD_ROUND_TOO_HIGH for a future round, else ALGOD_NOT_FOUND (no state proof is ever made) */
  #noStateProof(round: bigint): never {
    if (round > this.#ledger.durableRound) throw new AppError('ALGOD_ROUND_TOO_HIGH');
    throw new AppError('ALGOD_NOT_FOUND', NO_STATE_PROOF);
  }
}
