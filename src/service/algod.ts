/**
 * In-process algod service: the node API over the dev-mode ledger (ledger, pool, block production in
 * service/algod/), participation keys, TEAL compile/disassemble on the worker pool (behind the developer-API gate)
 * and the permanent upstream stubs; dry-run inline or on the pool by size (service/algod/dryrun.ts).
 *
 * Invariants: methods never throw synchronously (they return rejected promises); errors are AppErrors with
 * upstream's texts; uint64 values leave as decimal strings; only durable rounds are reported.
 */
import { decodeAddress } from '../core/crypto/address.js';
import { encodeDigest } from '../core/crypto/address.js';
import { encodeMsgpack } from '../core/codec/msgpack.js';
import { AppError } from '../core/errors.js';
import { accountDataSchema, type AccountData } from '../core/ledger/account.js';
import type { CreatableKind } from '../core/ledger/state.js';
import type { MerkleEngine } from '../native/index.js';
import type { AlgodImmediate, AlgodRequest, AlgodResponse, AlgodService } from './algod-api.js';
import { accountApplication, accountAsset } from './algod/account-resources.js';
import { BlockReader, transactionProof } from './algod/blocks.js';
import type { CatchupService } from './algod/catchup.js';
import type { LoadedGenesis } from './algod/bootstrap.js';
import type { AlgodNode } from './algod/node.js';
import type { ParticipationRegistry } from './algod/participation.js';
import { evaluateGroup, pendingList, pendingTransaction } from './algod/pending.js';
import { RoundCache } from './algod/round-cache.js';
import { nodeStatus, RoundWaiters } from './algod/status.js';
import type { Account__Output } from '../generated/algorun/algod/v2/Account.js';
import { accountView, applicationView, assetView, checkResourceLimit, parseExclude } from './algod/views.js';
import type { NodeInfo } from './node-info.js';
import { attempt } from './attempt.js';
import { compileTeal, disassembleTeal } from './algod/teal.js';
import { blockFeed } from './algod/block-feed.js';
import type { SyncRoundControl } from './algod/follower/follower.js';
import { dryrunTeal } from './algod/dryrun.js';
import { simulateTransactions } from './algod/simulate.js';
import type { TealService } from '../workers/teal-service.js';
import type { Pool } from '../workers/pool.js';
import { AlgodNodeControl } from './algod/node-control.js';
import type { WriteRelay } from './algod/follower/write-relay.js';

export interface AlgodServiceOptions {
  readonly nodeInfo: NodeInfo;
  readonly genesis: LoadedGenesis;
  readonly node: AlgodNode;
  readonly participation: ParticipationRegistry;
  readonly merkle: MerkleEngine;
  /** Config `--developer-api`: TEAL compile/disassemble/dryrun answer only when true. */
  readonly developerApi: boolean;
  /** TEAL assembly and disassembly (pooled or inline). */
  readonly teal: TealService;
  /** MaxAPIResourcesPerAccount (0 = unlimited) */
  readonly maxAccountResources?: number;
  /** Worker pool for large dryrun requests (service/algod/dryrun.ts); undefined: all inline. */
  readonly workers?: Pool | undefined;
  /** MaxAPIBoxPerApplication (0 = unlimited; default 100000) */
  readonly maxBoxesPerApplication?: bigint;
  /** Follower mode: the sync-round control of the follower (undefined: not a follower). */
  readonly follower?: SyncRoundControl | undefined;
  /** Catchpoint files (service/algod/catchpoint-writer.ts): the newest label for status `last-catchpoint`. */
  readonly catchpoints?: { readonly lastLabel: string } | undefined;
  /** Follower mode: catchpoint catch-up (service/algod/catchup.ts); undefined: POST /v2/catchup answers 500. */
  readonly catchup?: CatchupService | undefined;
  /** Follower mode: submit, async submit and simulate are the peer's (service/algod/follower/write-relay.ts). */
  readonly relay?: WriteRelay | undefined;
}

/**
 * The box, paged-resource, block-extra, state-proof, delta and experimental RPCs are inherited from AlgodExtras
 * (service/algod/extras.ts), the node-management ones (participation, catch-up, timestamp offset, sync round)
 * from AlgodNodeControl (service/algod/node-control.ts); the ledger reads and submission are here.
 */
export class AlgodServiceImpl extends AlgodNodeControl implements AlgodService {
  readonly #o: AlgodServiceOptions;
  readonly #node: AlgodNode;
  readonly #blocks: BlockReader;
  readonly #waiters: RoundWaiters;
  /** Whole GetAccount answers (the view in its response), so a hit allocates nothing. */
  readonly #accounts = new RoundCache<{ account: Account__Output }>();
  readonly #params = new RoundCache<AlgodResponse<'GetTransactionParams'>>(4);
  #versions: AlgodResponse<'GetVersions'> | undefined;

  constructor(options: AlgodServiceOptions) {
    const blocks = new BlockReader(options.node.ledger);
    super({
      node: options.node,
      blocks,
      developerApi: options.developerApi,
      maxBoxesPerApplication: options.maxBoxesPerApplication ?? 100_000n,
      participation: options.participation,
      follower: options.follower,
      catchup: options.catchup,
      relay: options.relay,
    });
    this.#o = options;
    this.#node = options.node;
    this.#blocks = blocks;
    this.#waiters = new RoundWaiters(options.node.ledger);
  }

  /** Release waiters (wait-for-block answers 500 with upstream's shutdown text). */
  close(): void {
    this.#waiters.close();
  }

  readonly checkHealth = (): Promise<AlgodResponse<'CheckHealth'>> => Promise.resolve({});
  /** @throws ALGOD_CATCHUP_UNAVAILABLE during a catch-up, CORE_STORE_UNAVAILABLE while a write fault lasts (503) */
  readonly getReadiness = (): Promise<AlgodResponse<'GetReadiness'>> =>
    attempt(() => {
      this.#notCatchingUp();
      const refused = this.#o.node.ledger.store.faultError;
      if (refused !== undefined) throw refused;
      return {};
    });

  /** @throws ALGOD_CATCHUP_UNAVAILABLE while a catch-up runs (the routes of docs/spec/algod.md §1.7) */
  #notCatchingUp(): void {
    if ((this.#o.catchup?.label ?? '') !== '') throw new AppError('ALGOD_CATCHUP_UNAVAILABLE');
  }

  /** Fixed for the life of the process: built once, the same object every time (the gateway reuses its rendering). */
  readonly getVersions = (): Promise<AlgodResponse<'GetVersions'>> => attempt(() => this.#versionsNow());

  #versionsNow(): AlgodResponse<'GetVersions'> {
    if (this.#versions === undefined) {
      const { genesisId, genesisHash, build } = this.#o.nodeInfo;
      this.#versions = {
        versions: ['v2'],
        genesis_id: genesisId,
        genesis_hash: Buffer.from(genesisHash),
        build: {
          major: build.major,
          minor: build.minor,
          build_number: build.buildNumber,
          commit_hash: build.commitHash,
          branch: build.branch,
          channel: build.channel,
        },
      };
    }
    return this.#versions;
  }

  /** The cheap reads answered synchronously (AlgodService.immediate): the bodies of the async methods. */
  readonly immediate: AlgodImmediate = {
    getVersions: () => this.#versionsNow(),
    getTransactionParams: () => this.#transactionParamsNow(),
    getAccount: (r) => this.#accountNow(r),
  };

  readonly getGenesis = (): Promise<AlgodResponse<'GetGenesis'>> =>
    Promise.resolve({ genesis_json: this.#o.genesis.text });

  readonly getAccount = (r: AlgodRequest<'GetAccount'>): Promise<AlgodResponse<'GetAccount'>> =>
    attempt(() => this.#accountNow(r));

  #accountNow(r: AlgodRequest<'GetAccount'>): AlgodResponse<'GetAccount'> {
    const ledger = this.#node.ledger;
    if (r.format === 'RESPONSE_FORMAT_MSGPACK') {
      const address = decodeAddress(r.address);
      parseExclude(r.exclude);
      return { account_msgpack: encodeMsgpack(accountDataSchema, ledger.account(address) ?? {}) };
    }
    const round = ledger.durableRound;
    // Memory may be ahead of the durable round while a block is being written: cache only a settled ledger.
    if (ledger.latestRound !== round) return { account: this.#accountView(r, round) };
    // Looked up by the request's own text: a hit skips decoding (it was valid when the view was built). Without
    // `exclude` the key is the address string itself, whose hash V8 already keeps from the gateway's lookups.
    const key = r.exclude.length === 0 ? r.address : `${r.address}|${r.exclude.join(',')}`;
    return this.#accounts.find(round, key) ?? this.#accounts.keep(key, { account: this.#accountView(r, round) });
  }

  /** The JSON view of the account at `round`. @throws CORE_BAD_ADDRESS, ALGOD_BAD_REQUEST */
  #accountView(r: AlgodRequest<'GetAccount'>, round: bigint): Account__Output {
    const address = decodeAddress(r.address);
    const exclude = parseExclude(r.exclude);
    const ledger = this.#node.ledger;
    const data = ledger.account(address);
    if (!exclude.has('all')) checkResourceLimit(data, this.#o.maxAccountResources ?? 100_000);
    return accountView(address, data, { round, params: ledger.params }, exclude);
  }

  readonly getAsset = (r: AlgodRequest<'GetAsset'>): Promise<AlgodResponse<'GetAsset'>> =>
    attempt(() => {
      const id = BigInt(r.asset_id);
      const found = this.#creation(id, 'asset', (data) => data.assetParams?.get(id));
      if (found === undefined) throw new AppError('ALGOD_NOT_FOUND', 'asset does not exist');
      return { asset: assetView(id, found.params, found.creator) };
    });

  readonly getAccountAssetInformation = (
    r: AlgodRequest<'GetAccountAssetInformation'>,
  ): Promise<AlgodResponse<'GetAccountAssetInformation'>> =>
    attempt(() => {
      const address = decodeAddress(r.address);
      const ledger = this.#node.ledger;
      const msgpack = r.format === 'RESPONSE_FORMAT_MSGPACK';
      return accountAsset(address, ledger.account(address), BigInt(r.asset_id), ledger.durableRound, msgpack);
    });

  readonly getAccountApplicationInformation = (
    r: AlgodRequest<'GetAccountApplicationInformation'>,
  ): Promise<AlgodResponse<'GetAccountApplicationInformation'>> =>
    attempt(() => {
      const address = decodeAddress(r.address);
      const ledger = this.#node.ledger;
      const msgpack = r.format === 'RESPONSE_FORMAT_MSGPACK';
      return accountApplication(
        address,
        ledger.account(address),
        BigInt(r.application_id),
        ledger.durableRound,
        msgpack,
      );
    });

  readonly getApplication = (r: AlgodRequest<'GetApplication'>): Promise<AlgodResponse<'GetApplication'>> =>
    attempt(() => {
      const id = BigInt(r.application_id);
      const found = this.#creation(id, 'app', (data) => data.appParams?.get(id));
      if (found === undefined) throw new AppError('ALGOD_NOT_FOUND', 'application does not exist');
      return { application: applicationView(id, found.params, found.creator) };
    });

  readonly getBlock = (r: AlgodRequest<'GetBlock'>): Promise<AlgodResponse<'GetBlock'>> =>
    attempt(async () => ({ block_msgpack: await this.#blocks.envelope(BigInt(r.round), r.header_only) }));

  readonly getTransactionProof = (
    r: AlgodRequest<'GetTransactionProof'>,
  ): Promise<AlgodResponse<'GetTransactionProof'>> =>
    attempt(async () => {
      const p = await transactionProof(this.#blocks, this.#o.merkle, BigInt(r.round), r.txid, r.hashtype);
      return {
        hashtype: p.hashtype,
        idx: String(p.idx),
        proof: p.proof,
        stibhash: p.stibhash,
        treedepth: String(p.treedepth),
      };
    });

  readonly getSupply = (): Promise<AlgodResponse<'GetSupply'>> =>
    attempt(() => {
      const ledger = this.#node.ledger;
      const { total, online } = ledger.totals;
      return {
        current_round: String(ledger.durableRound),
        online_money: String(online),
        online_stake: String(online),
        total_money: String(total),
      };
    });

  readonly getStatus = (): Promise<AlgodResponse<'GetStatus'>> =>
    attempt(() => ({ node_status: nodeStatus(this.#node, this.#o.catchpoints?.lastLabel ?? '', this.#o.catchup) }));

  readonly waitForBlock = (r: AlgodRequest<'WaitForBlock'>): Promise<AlgodResponse<'WaitForBlock'>> =>
    attempt(async () => {
      this.#notCatchingUp();
      await this.#waiters.wait(BigInt(r.round) + 1n);
      return { node_status: nodeStatus(this.#node, this.#o.catchpoints?.lastLabel ?? '', this.#o.catchup) };
    });

  readonly sendRawTransaction = (r: AlgodRequest<'SendRawTransaction'>): Promise<AlgodResponse<'SendRawTransaction'>> =>
    attempt(async () => {
      this.#notCatchingUp();
      const skip = r.skip_pq_address_check === true;
      if (this.#o.relay !== undefined) return { tx_id: await this.#o.relay.send(r.signed_transactions, skip) };
      return { tx_id: encodeDigest(await this.#node.submit(r.signed_transactions, skip)) };
    });

  /** Fixed for a round: the same object until the next block (the gateway reuses its rendering). */
  readonly getTransactionParams = (): Promise<AlgodResponse<'GetTransactionParams'>> =>
    attempt(() => this.#transactionParamsNow());

  #transactionParamsNow(): AlgodResponse<'GetTransactionParams'> {
    this.#notCatchingUp();
    const ledger = this.#node.ledger;
    const round = ledger.durableRound;
    const protocol = ledger.latest.currentProtocol ?? ledger.params.version;
    return this.#params.get(round, protocol, () => ({
      consensus_version: protocol,
      fee: '0',
      genesis_hash: Buffer.from(this.#o.genesis.hash),
      genesis_id: this.#o.genesis.id,
      last_round: String(round),
      min_fee: String(ledger.params.minTxnFee),
    }));
  }

  readonly getPendingTransaction = (
    r: AlgodRequest<'GetPendingTransaction'>,
  ): Promise<AlgodResponse<'GetPendingTransaction'>> =>
    attempt(async () => {
      this.#notCatchingUp();
      return { pending_transaction_msgpack: await pendingTransaction(this.#node, this.#blocks, this.#waiters, r.txid) };
    });

  readonly listPendingTransactions = (
    r: AlgodRequest<'ListPendingTransactions'>,
  ): Promise<AlgodResponse<'ListPendingTransactions'>> =>
    attempt(() => {
      this.#notCatchingUp();
      const { top, total } = pendingList(this.#node, BigInt(r.max));
      return { top_transactions: top, total_transactions: String(total) };
    });

  readonly listPendingTransactionsByAddress = (
    r: AlgodRequest<'ListPendingTransactionsByAddress'>,
  ): Promise<AlgodResponse<'ListPendingTransactionsByAddress'>> =>
    attempt(() => {
      this.#notCatchingUp();
      const { top, total } = pendingList(this.#node, BigInt(r.max), decodeAddress(r.address));
      return { top_transactions: top, total_transactions: String(total) };
    });

  readonly evaluateGroup = (r: AlgodRequest<'EvaluateGroup'>): Promise<AlgodResponse<'EvaluateGroup'>> =>
    attempt(() => evaluateGroup(this.#node, r.signed_transactions, r.skip_pq_address_check));

  readonly simulateTransactions = (
    r: AlgodRequest<'SimulateTransactions'>,
  ): Promise<AlgodResponse<'SimulateTransactions'>> =>
    attempt(async () => {
      this.#notCatchingUp();
      if (this.#o.relay !== undefined) {
        const format = r.format === 'RESPONSE_FORMAT_MSGPACK' ? 'RESPONSE_FORMAT_MSGPACK' : 'RESPONSE_FORMAT_JSON';
        return { simulate_response: await this.#o.relay.simulate(r.request, format) };
      }
      return simulateTransactions(this.#node, r, this.#o.developerApi);
    });

  readonly compileTeal = (request: AlgodRequest<'CompileTeal'>): Promise<AlgodResponse<'CompileTeal'>> =>
    this.#developer('/teal/compile', request, (r) => attempt(() => compileTeal(this.#o.teal, r)));
  readonly disassembleTeal = (request: AlgodRequest<'DisassembleTeal'>): Promise<AlgodResponse<'DisassembleTeal'>> =>
    this.#developer('/teal/disassemble', request, (r) => attempt(() => disassembleTeal(this.#o.teal, r)));
  readonly dryrunTeal = (request: AlgodRequest<'DryrunTeal'>): Promise<AlgodResponse<'DryrunTeal'>> =>
    this.#developer('/teal/dryrun', request, (r) => attempt(() => dryrunTeal(this.#node.ledger, r, this.#o.workers)));

  readonly subscribeBlocks = (
    r: AlgodRequest<'SubscribeBlocks'>,
    signal: AbortSignal,
  ): AsyncIterable<AlgodResponse<'SubscribeBlocks'>> => blockFeed(this.#node.ledger, BigInt(r.from_round), signal);

  /** The params of asset/app `id` in its creator's record, with the creator; undefined when it does not exist. */
  #creation<P>(
    id: bigint,
    kind: CreatableKind,
    pick: (data: AccountData) => P | undefined,
  ): { params: P; creator: Uint8Array } | undefined {
    const ledger = this.#node.ledger;
    const c = ledger.creatable(id);
    if (c?.kind !== kind) return undefined;
    const data = ledger.account(c.creator);
    const params = data === undefined ? undefined : pick(data);
    return params === undefined ? undefined : { params, creator: c.creator };
  }

  /** Upstream's text when EnableDeveloperAPI is false (docs/spec/algod.md §12). */
  #developer<Req, Res>(path: string, request: Req, run: (request: Req) => Promise<Res>): Promise<Res> {
    if (this.#o.developerApi) return run(request);
    const message = `${path} was not enabled in the configuration file by setting the EnableDeveloperAPI to true`;
    return Promise.reject(new AppError('ALGOD_DEVELOPER_API_DISABLED', message));
  }
}
