/**
 * Casting of the OAuth-app body fields shared by create and update (docs/spec/oauth-apps.md §6–7): name and
 * redirect_uris are non-nullable strings, scopes an array of strings, website a nullable string, trusted a
 * nullable boolean defaulting to false when absent (the default is injected on update too, as upstream does).
 */
import type { ScopeList__Output } from '../../../generated/algorun/admin/v1/ScopeList.js';
import { typeProblem, type FieldProblem } from './validate.js';

export interface CastAppFields {
  name?: string;
  redirect_uris?: string;
  scopes?: ScopeList__Output;
  website?: string;
  trusted?: boolean;
}

function castString(body: Record<string, unknown>, field: string, problems: FieldProblem[]): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  problems.push(typeProblem(field, `/${field}`, 'string', value));
  return undefined;
}

function castScopes(body: Record<string, unknown>, problems: FieldProblem[]): ScopeList__Output | undefined {
  const value = body['scopes'];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    problems.push(typeProblem('scopes', '/scopes', 'array', value));
    return undefined;
  }
  const scopes: string[] = [];
  value.forEach((item: unknown, index) => {
    if (typeof item === 'string') scopes.push(item);
    else problems.push(typeProblem(String(index), `/scopes/${index}`, 'string', item));
  });
  return { scopes };
}

/** Casts the known fields; unknown fields are ignored. Problems are appended to `problems`. */
export function castAppFields(body: Record<string, unknown>, problems: FieldProblem[]): CastAppFields {
  const out: CastAppFields = {};
  const name = castString(body, 'name', problems);
  if (name !== undefined) out.name = name;
  const redirectUris = castString(body, 'redirect_uris', problems);
  if (redirectUris !== undefined) out.redirect_uris = redirectUris;
  const scopes = castScopes(body, problems);
  if (scopes !== undefined) out.scopes = scopes;
  const website = body['website'];
  if (website === null) out.website = '';
  else if (typeof website === 'string') out.website = website;
  else if (website !== undefined) problems.push(typeProblem('website', '/website', 'string', website));
  const trusted = body['trusted'];
  if (trusted === undefined) out.trusted = false;
  else if (typeof trusted === 'boolean') out.trusted = trusted;
  else if (trusted !== null) problems.push(typeProblem('trusted', '/trusted', 'boolean', trusted));
  return out;
}
