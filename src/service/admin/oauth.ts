/**
 * The OAuth 2.0 endpoints that make registered apps usable (RFC 6749 §4.4 client credentials, RFC 7009
 * revocation): the admin service's IssueToken and RevokeToken RPCs, which REST serves as POST /oauth/token and
 * POST /oauth/revoke on the admin port.
 *
 * Invariants:
 * - Clients authenticate with client_id + client_secret; the secret is compared in constant time
 *   (core/crypto/secret.ts) and an unknown id does the same work as a wrong secret.
 * - A token's scopes are the requested ones if each lies within the app's scopes, else all the app's scopes when
 *   none are requested; a token never carries a scope the app lacks.
 * - Revocation only removes tokens issued to the authenticated client; unknown tokens succeed silently (RFC 7009
 *   §2.2). Every write runs through the service's SerialQueue.
 */
import { grantableScopes, parseScopeParam } from '../../core/admin/scopes.js';
import type { OAuthAppRecord } from '../../core/admin/records.js';
import { timingSafeEqual } from '../../core/crypto/secret.js';
import { AppError } from '../../core/errors.js';
import type { OAuthAppRepository } from './app-repository.js';
import type { TokenStore } from './token-store.js';
import type { SerialQueue } from '../serial-queue.js';

/** Lifetime of an issued access token: 30 days. */
export const TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;

export interface ClientCredentials {
  readonly clientId?: string | undefined;
  readonly clientSecret?: string | undefined;
}

export interface TokenRequest extends ClientCredentials {
  readonly grantType?: string | undefined;
  /** Space- or comma-separated scopes; absent = all of the app's scopes. */
  readonly scope?: string | undefined;
}

export interface RevokeRequest extends ClientCredentials {
  readonly token?: string | undefined;
}

export interface TokenResponse {
  readonly accessToken: string;
  readonly tokenType: 'Bearer';
  readonly expiresInSeconds: number;
  readonly scope: string;
  /** Unix seconds. */
  readonly createdAt: number;
}

/** Token issue and revocation, behind the IssueToken and RevokeToken RPCs (service/admin.ts). */
export interface OAuthTokenService {
  /** @throws ADMIN_OAUTH_INVALID_REQUEST, ADMIN_OAUTH_UNSUPPORTED_GRANT, ADMIN_OAUTH_INVALID_CLIENT, ADMIN_OAUTH_INVALID_SCOPE */
  issueToken(request: TokenRequest): Promise<TokenResponse>;
  /** @throws ADMIN_OAUTH_INVALID_REQUEST, ADMIN_OAUTH_INVALID_CLIENT */
  revokeToken(request: RevokeRequest): Promise<void>;
}

const DUMMY_SECRET = 'x'.repeat(43);

export class OAuthTokenEndpoints implements OAuthTokenService {
  readonly #apps: OAuthAppRepository;
  readonly #tokens: TokenStore;
  readonly #queue: SerialQueue;

  constructor(apps: OAuthAppRepository, tokens: TokenStore, queue: SerialQueue) {
    this.#apps = apps;
    this.#tokens = tokens;
    this.#queue = queue;
  }

  #authenticate(credentials: ClientCredentials): OAuthAppRecord {
    const { clientId, clientSecret } = credentials;
    if (clientId === undefined || clientId === '' || clientSecret === undefined || clientSecret === '') {
      throw new AppError('ADMIN_OAUTH_INVALID_CLIENT', 'client_id and client_secret are required');
    }
    const app = this.#apps.byClientId(clientId);
    const secretMatches = timingSafeEqual(clientSecret, app?.clientSecret ?? DUMMY_SECRET);
    if (app === undefined || !secretMatches) throw new AppError('ADMIN_OAUTH_INVALID_CLIENT');
    return app;
  }

  issueToken(request: TokenRequest): Promise<TokenResponse> {
    return this.#queue.run(async () => {
      if (request.grantType === undefined || request.grantType === '') {
        throw new AppError('ADMIN_OAUTH_INVALID_REQUEST', 'grant_type is required');
      }
      if (request.grantType !== 'client_credentials') {
        throw new AppError('ADMIN_OAUTH_UNSUPPORTED_GRANT', 'only grant_type=client_credentials is supported');
      }
      const app = this.#authenticate(request);
      const requested = request.scope === undefined ? undefined : parseScopeParam(request.scope);
      const scopes = grantableScopes(requested, app.scopes);
      const { token, record } = await this.#tokens.issue(app.id, scopes, TOKEN_LIFETIME_SECONDS * 1000);
      return {
        accessToken: token,
        tokenType: 'Bearer',
        expiresInSeconds: TOKEN_LIFETIME_SECONDS,
        scope: scopes.join(' '),
        createdAt: Math.floor(record.createdAtMs / 1000),
      };
    });
  }

  revokeToken(request: RevokeRequest): Promise<void> {
    return this.#queue.run(async () => {
      const app = this.#authenticate(request);
      if (request.token === undefined || request.token === '') {
        throw new AppError('ADMIN_OAUTH_INVALID_REQUEST', 'token is required');
      }
      await this.#tokens.revoke(request.token, app.id);
    });
  }
}
