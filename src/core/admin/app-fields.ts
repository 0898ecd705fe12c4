/**
 * Validation of OAuth-app fields after the transport has cast their types (REST JSON or gRPC), so that both
 * gateways enforce the same rules (docs/spec/oauth-apps.md §6–7 plus the sane limits recorded in docs/compat.md).
 *
 * Invariants: pure. Every problem is collected; one ADMIN_INVALID_FIELDS error carries them all, with the message
 * `"<field> - <detail>."` joined by spaces and `data.errors` in Pleroma's `{title, source: {pointer}, message}`
 * shape. `name` and `redirect_uris` must not be blank; each whitespace-separated redirect URI must be absolute and
 * fragment-free (`urn:ietf:wg:oauth:2.0:oob` qualifies); scopes are non-empty, whitespace-free names.
 */
import { AppError } from '../errors.js';
import { MAX_SCOPES, MAX_SCOPE_CHARS } from './scopes.js';

const MAX_NAME_CHARS = 255;
const MAX_WEBSITE_CHARS = 255;
const MAX_REDIRECT_URIS_CHARS = 2048;

/** Fields of a create or update request; absent = not given (update leaves them unchanged). */
export interface AppFieldsInput {
  readonly name?: string | undefined;
  readonly redirectUris?: string | undefined;
  readonly scopes?: readonly string[] | undefined;
  /** null or "" = no website. */
  readonly website?: string | null | undefined;
}

export interface FieldError {
  readonly field: string;
  readonly detail: string;
}

/** The 400 for `errors` (none may be empty). */
export function invalidFieldsError(errors: readonly FieldError[]): AppError {
  const message = errors.map((e) => `${e.field} - ${e.detail}.`).join(' ');
  const data = {
    errors: errors.map((e) => ({ title: 'Invalid value', source: { pointer: `/${e.field}` }, message: e.detail })),
  };
  return new AppError('ADMIN_INVALID_FIELDS', message, { data });
}

function checkText(field: string, value: string, maxChars: number, out: FieldError[]): void {
  if (value.trim() === '') out.push({ field, detail: "can't be blank" });
  else if (value.length > maxChars) out.push({ field, detail: `is too long (maximum is ${maxChars} characters)` });
}

function checkRedirectUris(value: string, out: FieldError[]): void {
  checkText('redirect_uris', value, MAX_REDIRECT_URIS_CHARS, out);
  if (out.some((e) => e.field === 'redirect_uris')) return;
  for (const uri of redirectUriList(value)) {
    if (!isAbsoluteUri(uri)) out.push({ field: 'redirect_uris', detail: `"${uri}" is not an absolute URI` });
    else if (uri.includes('#')) out.push({ field: 'redirect_uris', detail: `"${uri}" must not have a fragment` });
  }
}

function isAbsoluteUri(uri: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(uri)) return false;
  try {
    new URL(uri);
    return true;
  } catch {
    return false;
  }
}

function checkScopes(scopes: readonly string[], out: FieldError[]): void {
  if (scopes.length > MAX_SCOPES) out.push({ field: 'scopes', detail: `has more than ${MAX_SCOPES} entries` });
  scopes.forEach((scope, index) => {
    if (scope === '' || /\s/.test(scope) || scope.length > MAX_SCOPE_CHARS) {
      out.push({ field: `scopes/${index}`, detail: `must be 1 to ${MAX_SCOPE_CHARS} characters without spaces` });
    }
  });
}

/**
 * Checks the fields present; `required` lists fields that must be present (create: name and redirect_uris).
 * @throws ADMIN_INVALID_FIELDS listing every problem
 */
export function validateAppFields(input: AppFieldsInput, required: readonly ('name' | 'redirect_uris')[]): void {
  const errors: FieldError[] = [];
  if (required.includes('name') && input.name === undefined) errors.push({ field: 'name', detail: "can't be blank" });
  if (required.includes('redirect_uris') && input.redirectUris === undefined) {
    errors.push({ field: 'redirect_uris', detail: "can't be blank" });
  }
  if (input.name !== undefined) checkText('name', input.name, MAX_NAME_CHARS, errors);
  if (input.redirectUris !== undefined) checkRedirectUris(input.redirectUris, errors);
  if (input.scopes !== undefined) checkScopes(input.scopes, errors);
  if (typeof input.website === 'string' && input.website.length > MAX_WEBSITE_CHARS) {
    errors.push({ field: 'website', detail: `is too long (maximum is ${MAX_WEBSITE_CHARS} characters)` });
  }
  if (errors.length > 0) throw invalidFieldsError(errors);
}

/** The redirect URIs of a stored `redirect_uris` string (split on any whitespace). */
export function redirectUriList(redirectUris: string): string[] {
  return redirectUris.split(/\s+/).filter((uri) => uri !== '');
}

/** Scopes without repeats, first occurrence kept. */
export function uniqueScopes(scopes: readonly string[]): string[] {
  return [...new Set(scopes)];
}

/** A website as stored: null for absent, null or "". */
export function normaliseWebsite(website: string | null | undefined): string | null {
  return website === undefined || website === null || website === '' ? null : website;
}
