/**
 * In-process admin (OAuth apps) service: CRUD over the app repository, the token store behind bearer
 * authentication, and the OAuth token endpoints (docs/spec/oauth-apps.md; choices in docs/compat.md).
 *
 * Invariants:
 * - Methods never throw synchronously; errors are AppErrors. Field rules live in core/admin and apply to REST and
 *   gRPC alike (blank name or redirect_uris → ADMIN_INVALID_FIELDS; unknown id → ADMIN_OAUTH_APP_NOT_FOUND).
 * - Every write runs through one SerialQueue, so concurrent creates get distinct ids and an update never loses a
 *   concurrent one; memory changes only after the store commit resolved.
 * - `trusted` is never null: absent or null means false (the API description's default), on create and on update alike.
 * - Deleting an app deletes its tokens in the same atomic commit.
 */
import { normaliseWebsite, uniqueScopes, validateAppFields } from '../core/admin/app-fields.js';
import { CREDENTIAL_BYTES, encodeCredential } from '../core/admin/credentials.js';
import { selectPage } from '../core/admin/paging.js';
import type { OAuthAppRecord } from '../core/admin/records.js';
import { BOOTSTRAP_SCOPES } from '../core/admin/scopes.js';
import { randomBytes } from './random.js';
import { AppError } from '../core/errors.js';
import type { OAuthApp__Output } from '../generated/algorun/admin/v1/OAuthApp.js';
import type { Store } from '../store/store.js';
import type { AdminRequest, AdminResponse, AdminService } from './admin-api.js';
import { OAuthAppRepository } from './admin/app-repository.js';
import { resolveBootstrapToken } from './admin/bootstrap-token.js';
import { OAuthTokenEndpoints, type OAuthTokenService } from './admin/oauth.js';
import { TokenStore } from './admin/token-store.js';
import { SerialQueue } from './serial-queue.js';

export interface AdminServiceOptions {
  readonly store: Store;
  readonly dataDir: string;
  /** `--admin-token`; null = generate into `<data-dir>/admin.token` on first start and reuse it. */
  readonly bootstrapToken: string | null;
  /** Clock in Unix milliseconds (tests may pin it). */
  readonly now?: () => number;
}

/** The app as the proto message (id as a decimal string; website unset = null). */
function toMessage(app: OAuthAppRecord): OAuthApp__Output {
  const message: OAuthApp__Output = {
    id: app.id.toString(),
    name: app.name,
    client_id: app.clientId,
    client_secret: app.clientSecret,
    redirect_uri: app.redirectUris,
    trusted: app.trusted,
  };
  if (app.website !== null) message.website = app.website;
  return message;
}

function parseId(text: string): bigint {
  return /^\d{1,20}$/.test(text) ? BigInt(text) : -1n;
}

export class AdminServiceImpl implements AdminService {
  readonly #apps: OAuthAppRepository;
  readonly #tokens: TokenStore;
  readonly #queue = new SerialQueue();
  /** /oauth/token and /oauth/revoke. */
  readonly oauth: OAuthTokenService;
  /** Path of the generated bootstrap token file, or null when `--admin-token` was given. */
  readonly bootstrapTokenFile: string | null;

  private constructor(apps: OAuthAppRepository, tokens: TokenStore, bootstrapTokenFile: string | null) {
    this.#apps = apps;
    this.#tokens = tokens;
    this.oauth = new OAuthTokenEndpoints(apps, tokens, this.#queue);
    this.bootstrapTokenFile = bootstrapTokenFile;
  }

  /** Loads apps and tokens and registers the bootstrap token. @throws CORE_INTERNAL, Error (token file) */
  static async open(options: AdminServiceOptions): Promise<AdminServiceImpl> {
    const now = options.now ?? Date.now;
    const apps = await OAuthAppRepository.open(options.store);
    const tokens = await TokenStore.open(options.store, now);
    const bootstrap = await resolveBootstrapToken(options.dataDir, options.bootstrapToken);
    tokens.addBootstrap(bootstrap.token, BOOTSTRAP_SCOPES);
    return new AdminServiceImpl(apps, tokens, bootstrap.file);
  }

  /** The scopes of a live bearer token, or undefined for an unknown, revoked or expired one. */
  readonly bearerScopes = (token: string): readonly string[] | undefined => this.#tokens.verify(token)?.scopes;

  /** Scopes of an operator token (not issued to a registered app); app tokens never manage apps. */
  readonly operatorScopes = (token: string): readonly string[] | undefined => {
    const record = this.#tokens.verify(token);
    return record !== undefined && record.appId === 0n ? record.scopes : undefined;
  };

  readonly issueToken = async (request: AdminRequest<'IssueToken'>): Promise<AdminResponse<'IssueToken'>> => {
    const issued = await this.oauth.issueToken({
      grantType: request.grant_type,
      clientId: request.client_id,
      clientSecret: request.client_secret,
      scope: request.scope,
    });
    return {
      access_token: issued.accessToken,
      token_type: issued.tokenType,
      expires_in_seconds: String(issued.expiresInSeconds),
      scope: issued.scope,
      created_at: String(issued.createdAt),
    };
  };

  readonly revokeToken = async (request: AdminRequest<'RevokeToken'>): Promise<AdminResponse<'RevokeToken'>> => {
    await this.oauth.revokeToken({
      clientId: request.client_id,
      clientSecret: request.client_secret,
      token: request.token,
    });
    return {};
  };

  readonly introspectToken = async (
    request: AdminRequest<'IntrospectToken'>,
  ): Promise<AdminResponse<'IntrospectToken'>> => {
    const record = request.token === '' ? undefined : this.#tokens.verify(request.token);
    if (record === undefined) return { active: false, scopes: [], operator: false };
    return { active: true, scopes: [...record.scopes], operator: record.appId === 0n };
  };

  readonly listOAuthApps = async (request: AdminRequest<'ListOAuthApps'>): Promise<AdminResponse<'ListOAuthApps'>> => {
    const pageSize = BigInt(request.page_size ?? 50);
    const filter = { name: request.name, clientId: request.client_id, trusted: request.trusted };
    const page = selectPage(this.#apps.all(), filter, BigInt(request.page ?? 1), pageSize);
    return { apps: page.apps.map(toMessage), count: String(page.count), page_size: pageSize.toString() };
  };

  readonly createOAuthApp = (request: AdminRequest<'CreateOAuthApp'>): Promise<AdminResponse<'CreateOAuthApp'>> =>
    this.#queue.run(async () => {
      validateAppFields(
        { name: request.name, redirectUris: request.redirect_uris, scopes: request.scopes, website: request.website },
        ['name', 'redirect_uris'],
      );
      const app: OAuthAppRecord = {
        id: this.#apps.allocateId(),
        name: request.name,
        clientId: this.#newClientId(),
        clientSecret: encodeCredential(randomBytes(CREDENTIAL_BYTES)),
        redirectUris: request.redirect_uris,
        scopes: uniqueScopes(request.scopes),
        website: normaliseWebsite(request.website),
        trusted: request.trusted ?? false,
      };
      await this.#apps.put(app);
      return { oauth_app: toMessage(app), result: 'oauth_app' };
    });

  #newClientId(): string {
    for (;;) {
      const clientId = encodeCredential(randomBytes(CREDENTIAL_BYTES));
      if (this.#apps.byClientId(clientId) === undefined) return clientId;
    }
  }

  readonly updateOAuthApp = (request: AdminRequest<'UpdateOAuthApp'>): Promise<AdminResponse<'UpdateOAuthApp'>> =>
    this.#queue.run(async () => {
      const current = this.#apps.get(parseId(request.id));
      if (current === undefined) throw new AppError('ADMIN_OAUTH_APP_NOT_FOUND');
      const scopes = request.scopes?.scopes;
      validateAppFields(
        { name: request.name, redirectUris: request.redirect_uris, scopes, website: request.website },
        [],
      );
      const app: OAuthAppRecord = {
        ...current,
        name: request.name ?? current.name,
        redirectUris: request.redirect_uris ?? current.redirectUris,
        scopes: scopes === undefined ? current.scopes : uniqueScopes(scopes),
        website: request.website === undefined ? current.website : normaliseWebsite(request.website),
        trusted: request.trusted ?? false,
      };
      await this.#apps.put(app);
      return { oauth_app: toMessage(app) };
    });

  readonly deleteOAuthApp = (request: AdminRequest<'DeleteOAuthApp'>): Promise<AdminResponse<'DeleteOAuthApp'>> =>
    this.#queue.run(async () => {
      const app = this.#apps.get(parseId(request.id));
      if (app === undefined) throw new AppError('ADMIN_OAUTH_APP_NOT_FOUND');
      const revoked = this.#tokens.revokeAllOps(app.id);
      await this.#apps.delete(app, revoked.ops);
      revoked.forget();
      return {};
    });
}
