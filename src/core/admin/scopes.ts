/**
 * OAuth scope rules (docs/spec/oauth-apps.md §2.3, §9.2).
 *
 * Invariants: pure. A granted scope `g` satisfies a required scope `r` when `r === g` or `r` starts with `g + ':'`
 * (so `admin` covers `admin:write`, but `write` does not cover `admin:write`). Scope names are non-empty and free of
 * whitespace, so a scope list travels as one space-separated string.
 */
import { AppError } from '../errors.js';

/** Scopes that admit a caller to the admin OAuth-app API: the API description's `write`, and Pleroma's `admin:write`. */
export const ADMIN_API_SCOPES: readonly string[] = ['admin:write', 'write'];
/** Scopes of the bootstrap admin token. */
export const BOOTSTRAP_SCOPES: readonly string[] = ['admin', 'write', 'read'];
export const MAX_SCOPES = 32;
export const MAX_SCOPE_CHARS = 64;

/** Whether the single granted scope `granted` satisfies `required`. */
export function scopeSatisfies(granted: string, required: string): boolean {
  return required === granted || required.startsWith(`${granted}:`);
}

/** Whether some granted scope satisfies some scope of `anyOf`. */
export function grantsAny(granted: readonly string[], anyOf: readonly string[]): boolean {
  return anyOf.some((required) => granted.some((g) => scopeSatisfies(g, required)));
}

/** Splits a `scope` request parameter on whitespace and commas, dropping empties and repeats. */
export function parseScopeParam(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((s) => s !== ''))];
}

/**
 * The scopes a token may carry when `requested` is asked of an app holding `appScopes`: all app scopes when
 * nothing is requested, else the requested ones, each of which must lie within some app scope.
 * @throws ADMIN_OAUTH_INVALID_SCOPE naming the first scope out of range
 */
export function grantableScopes(requested: readonly string[] | undefined, appScopes: readonly string[]): string[] {
  if (requested === undefined || requested.length === 0) return [...appScopes];
  for (const scope of requested) {
    if (!appScopes.some((g) => scopeSatisfies(g, scope))) {
      throw new AppError('ADMIN_OAUTH_INVALID_SCOPE', `scope "${scope}" is not granted to this client`);
    }
  }
  return [...requested];
}
