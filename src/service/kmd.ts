/**
 * In-process kmd v1 service (docs/spec/kmd.md): wallets in the store, handles in memory, signing through the batched
 * signature service. Wallet-level routes live in kmd/wallet-ops.ts, key and multisig routes in kmd/key-ops.ts;
 * the signing routes and the gRPC batch RPC `SignTransactions` are here.
 *
 * Invariants:
 * - Methods never throw synchronously; every failure is a rejected AppError with upstream's status and text.
 * - Check order per route as upstream (docs/spec/kmd.md §3, §9): the handle before the transaction or the program's address;
 *   the password after the transaction is decoded.
 * - `close()` zeroes every handle's secrets and every cached wallet key and stops the sweep; it does not close the store or the pool (their
 *   owner, main.ts, does).
 */
import { Prefix } from '../core/crypto/prefixes.js';
import { AppError } from '../core/errors.js';
import { attempt } from './attempt.js';
import type { SignTransactionsRequest__Output } from '../generated/algorun/kmd/v1/SignTransactionsRequest.js';
import type { SignTransactionsResponse__Output } from '../generated/algorun/kmd/v1/SignTransactionsResponse.js';
import type { Store } from '../store/store.js';
import type { Pool } from '../workers/pool.js';
import { createSignatureService, type Signer } from '../workers/signature-service.js';
import type { KmdRequest, KmdResponse, KmdService } from './kmd-api.js';
import { parseAddress, type KmdContext } from './kmd/context.js';
import * as keys from './kmd/key-ops.js';
import { accountKey } from './kmd/request-rules.js';
import { SessionTable } from './kmd/sessions.js';
import { decodeKmdTransaction, KmdSigner, partialFromRequest } from './kmd/signing.js';
import { WalletCrypto, type KdfLimits } from './kmd/wallet-crypto.js';
import { WalletRepository } from './kmd/wallet-repository.js';
import { WalletUnlocker } from './kmd/wallet-unlocker.js';
import type { KdfStats } from './kmd/kdf-slots.js';
import * as wallets from './kmd/wallet-ops.js';

const DEFAULT_SESSION_LIFETIME_SECONDS = 60;

/**
 * Signing policy (bench/http/kmd-sign.ts, issue 3). REST signing requests arrive a few dozen per event-loop turn:
 * while no core is idle, a turn's batch of up to KMD_INLINE_WHILE_BUSY is signed on the event loop (about 1 ms at
 * most), because handing it to a pool thread would only add work and a wait for a core; otherwise it goes to the
 * pool. A pooled task takes up to KMD_MAX_BATCH signatures, so a gRPC SignTransactions call of 256 leaves as two
 * tasks as soon as it is submitted, and a REST turn (one request per connection) stays one end-of-turn batch.
 */
const KMD_INLINE_WHILE_BUSY = 64;
const KMD_MAX_BATCH = 128;

export type KmdServiceOptions = {
  readonly store: Store;
  readonly pool?: Pool | undefined;
  /** Defaults to a signature service over `pool`. */
  readonly signer?: Signer | undefined;
  readonly sessionLifetimeSeconds?: number | undefined;
  /** Clock in milliseconds (tests). */
  readonly now?: (() => number) | undefined;
  /** TESTS ONLY: KDF limits below the secure default, to keep unlocks cheap. Never set from configuration. */
  readonly unsafeKdfLimits?: KdfLimits | undefined;
  /** Password derivations allowed at once (`--kdf-concurrency`, default 1). */
  readonly kdfConcurrency?: number | undefined;
  /** Sleep for the wrong-password back-off (tests inject one that advances their clock). */
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
  /**
   * BENCH REFERENCE ONLY, never set from configuration: the behaviour before wallet keys were cached, a derivation
   * on every init and rename and for the empty password too, with no back-off.
   */
  readonly referenceDeriveEveryOpen?: boolean | undefined;
};

export class KmdServiceImpl implements KmdService {
  readonly #ctx: KmdContext;
  readonly #now: () => number;

  constructor(options: KmdServiceOptions) {
    const repo = new WalletRepository(options.store);
    // One task per pool thread per turn, so that a burst keeps every worker busy instead of one.
    const signer =
      options.signer ??
      createSignatureService({
        pool: options.pool,
        parallelism: options.pool?.threads ?? 1,
        maxBatch: KMD_MAX_BATCH,
        inlineWhileCoresBusyUpTo: KMD_INLINE_WHILE_BUSY,
      });
    this.#now = options.now ?? Date.now;
    const reference = options.referenceDeriveEveryOpen === true;
    const crypto = new WalletCrypto({
      pool: options.pool,
      unsafeKdfLimits: options.unsafeKdfLimits,
      kdfConcurrency: options.kdfConcurrency,
      legacyKdf: reference,
      now: this.#now,
    });
    this.#ctx = {
      repo,
      crypto,
      unlocker: new WalletUnlocker(crypto, { cache: !reference, now: this.#now, sleep: options.sleep }),
      sessions: new SessionTable({
        lifetimeSeconds: options.sessionLifetimeSeconds ?? DEFAULT_SESSION_LIFETIME_SECONDS,
        now: this.#now,
      }),
      signer: new KmdSigner(repo, signer),
    };
  }

  /** The repository (dev-wallet set-up and tests). */
  get repository(): WalletRepository {
    return this.#ctx.repo;
  }

  /** Number of live handles (tests). */
  get handleCount(): number {
    return this.#ctx.sessions.size;
  }

  /** Password derivations started, running and most at once (tests, benches). */
  get kdfStats(): Readonly<KdfStats> {
    return this.#ctx.crypto.kdfStats;
  }

  /** The cached keys and back-off state (tests). */
  get unlocker(): WalletUnlocker {
    return this.#ctx.unlocker;
  }

  /** Zeroes and drops every handle and every cached wallet key. */
  close(): void {
    this.#ctx.sessions.close();
    this.#ctx.unlocker.close();
  }

  readonly getVersions = (): Promise<KmdResponse<'GetVersions'>> => Promise.resolve({ versions: ['v1'] });
  readonly listWallets = () => attempt(() => wallets.listWallets(this.#ctx));
  readonly createWallet = (r: KmdRequest<'CreateWallet'>) =>
    attempt(() => wallets.createWallet(this.#ctx, r, this.#now));
  readonly initWalletHandle = (r: KmdRequest<'InitWalletHandle'>) =>
    attempt(() => wallets.initWalletHandle(this.#ctx, r));
  readonly releaseWalletHandle = (r: KmdRequest<'ReleaseWalletHandle'>) =>
    attempt(() => wallets.releaseWalletHandle(this.#ctx, r));
  readonly renewWalletHandle = (r: KmdRequest<'RenewWalletHandle'>) =>
    attempt(() => wallets.renewWalletHandle(this.#ctx, r));
  readonly renameWallet = (r: KmdRequest<'RenameWallet'>) => attempt(() => wallets.renameWallet(this.#ctx, r));
  readonly getWalletInfo = (r: KmdRequest<'GetWalletInfo'>) => attempt(() => wallets.getWalletInfo(this.#ctx, r));
  readonly exportMasterKey = (r: KmdRequest<'ExportMasterKey'>) => attempt(() => wallets.exportMasterKey(this.#ctx, r));
  readonly generateKey = (r: KmdRequest<'GenerateKey'>) => attempt(() => keys.generateKey(this.#ctx, r));
  readonly deleteKey = (r: KmdRequest<'DeleteKey'>) => attempt(() => keys.deleteKey(this.#ctx, r));
  readonly listKeys = (r: KmdRequest<'ListKeys'>) => attempt(() => keys.listKeys(this.#ctx, r));
  readonly importKey = (r: KmdRequest<'ImportKey'>) => attempt(() => keys.importKey(this.#ctx, r));
  readonly exportKey = (r: KmdRequest<'ExportKey'>) => attempt(() => keys.exportKey(this.#ctx, r));
  readonly listMultisig = (r: KmdRequest<'ListMultisig'>) => attempt(() => keys.listMultisig(this.#ctx, r));
  readonly importMultisig = (r: KmdRequest<'ImportMultisig'>) => attempt(() => keys.importMultisig(this.#ctx, r));
  readonly exportMultisig = (r: KmdRequest<'ExportMultisig'>) => attempt(() => keys.exportMultisig(this.#ctx, r));
  readonly deleteMultisig = (r: KmdRequest<'DeleteMultisig'>) => attempt(() => keys.deleteMultisig(this.#ctx, r));

  /** POST /v1/transaction/sign: handle → transaction → password → key. */
  readonly signTransaction = (r: KmdRequest<'SignTransaction'>): Promise<KmdResponse<'SignTransaction'>> =>
    attempt(async () => {
      const session = this.#ctx.sessions.get(r.wallet_handle_token);
      const txn = decodeKmdTransaction(r.transaction);
      session.checkPassword(r.wallet_password);
      return { signed_transaction: await this.#ctx.signer.signTransaction(session, txn, accountKey(r.public_key)) };
    });

  /** POST /v1/program/sign: handle → address → password → key. */
  readonly signProgram = (r: KmdRequest<'SignProgram'>): Promise<KmdResponse<'SignProgram'>> =>
    attempt(async () => {
      const session = this.#ctx.sessions.get(r.wallet_handle_token);
      const publicKey = parseAddress(r.address);
      session.checkPassword(r.wallet_password);
      return { sig: await this.#ctx.signer.signProgram(session, publicKey, r.data) };
    });

  /** POST /v1/multisig/sign (docs/spec/kmd.md §7.3). */
  readonly signMultisig = (r: KmdRequest<'SignMultisig'>): Promise<KmdResponse<'SignMultisig'>> =>
    attempt(async () => {
      const session = this.#ctx.sessions.get(r.wallet_handle_token);
      const { txn, message } = decodeKmdTransaction(r.transaction);
      session.checkPassword(r.wallet_password);
      const input = {
        source: txn.sender ?? Buffer.alloc(32),
        signer: accountKey(r.signer),
        publicKey: accountKey(r.public_key),
        partial: partialFromRequest(r.partial_multisig),
      };
      return { multisig: await this.#ctx.signer.signMultisig(session, input, () => message) };
    });

  /** POST /v1/multisig/signprogram (docs/spec/kmd.md §7.4): handle → address → password → §7.3 with the multisig address. */
  readonly signProgramMultisig = (r: KmdRequest<'SignProgramMultisig'>): Promise<KmdResponse<'SignProgramMultisig'>> =>
    attempt(async () => {
      const session = this.#ctx.sessions.get(r.wallet_handle_token);
      const address = parseAddress(r.address);
      session.checkPassword(r.wallet_password);
      const input = {
        source: address,
        signer: Buffer.alloc(0),
        publicKey: accountKey(r.public_key),
        partial: partialFromRequest(r.partial_multisig),
      };
      const message = (a: Buffer): Buffer =>
        r.use_legacy_msig
          ? Buffer.concat([Prefix.Program, r.data])
          : Buffer.concat([Prefix.MultisigProgram, a, r.data]);
      return { multisig: await this.#ctx.signer.signMultisig(session, input, message) };
    });

  /**
   * gRPC SignTransactions: one handle and password check, then every transaction signed in one batch (signing.ts),
   * each with its own result or error, in request order.
   */
  readonly signTransactions = (r: SignTransactionsRequest__Output): Promise<SignTransactionsResponse__Output> =>
    attempt(async () => {
      const session = this.#ctx.sessions.get(r.wallet_handle_token);
      session.checkPassword(r.wallet_password);
      const items = r.transactions.map((transaction, i) => ({
        transaction,
        publicKey: accountKey(r.public_keys[i] ?? ''),
      }));
      const signed = await this.#ctx.signer.signTransactions(session, items);
      const results = signed.map((result) => {
        if (!(result instanceof AppError)) return { signed_transaction: result };
        const wire = result.toWire();
        return { error: { code: wire.code, message: wire.message, data_json: '' } };
      });
      return { results };
    });
}
