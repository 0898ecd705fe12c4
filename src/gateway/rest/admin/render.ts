/**
 * admin reply builders (docs/spec/oauth-apps.md §3.1, §5, §8): the app object with its fixed key order (website may
 * be null), the list envelope, and error bodies `{"error": "<message>", ...data}`. The renderers admin.proto names
 * (`admin_oauth_app`, `admin_no_content`, `admin_pleroma` errors) are here; route.ts registers them.
 *
 * Invariants: bodies are the core plain writer's compact output (`writePlainJson`): no HTML escaping, no trailing
 * newline, integers exact; error data and field-message maps are written with sorted keys.
 */
import { writePlainJson } from '../../../core/codec/json-plain.js';
import { AppError } from '../../../core/errors.js';
import type { OAuthApp__Output } from '../../../generated/algorun/admin/v1/OAuthApp.js';
import type { Header, Reply } from '../engine.js';
import { jsonInteger, plainToJson, setMember, type JsonObject } from '../json-tree.js';

export const ADMIN_JSON_TYPE: Header = ['Content-Type', 'application/json; charset=utf-8'];

/** The app's JSON tree; `id` arrives as a decimal string (proto int64). */
function oauthAppTree(app: OAuthApp__Output): JsonObject {
  return {
    id: jsonInteger(app.id),
    name: app.name,
    client_id: app.client_id,
    client_secret: app.client_secret,
    redirect_uri: app.redirect_uri,
    website: app.website === undefined || app.website === '' ? null : app.website,
    trusted: app.trusted ?? null,
  };
}

/** @throws CORE_INTERNAL */
export function oauthAppJson(app: OAuthApp__Output): string {
  return writePlainJson(oauthAppTree(app));
}

/** @throws CORE_INTERNAL */
export function oauthAppListJson(apps: readonly OAuthApp__Output[], count: string, pageSize: string): string {
  return writePlainJson({ apps: apps.map(oauthAppTree), count: jsonInteger(count), page_size: jsonInteger(pageSize) });
}

export function adminJsonReply(status: number, body: string): Reply {
  return { status, headers: [ADMIN_JSON_TYPE], body };
}

/** admin_oauth_app: 200 with the response's app (create and update). @throws CORE_INTERNAL when it has none */
export function oauthAppReply(response: { readonly oauth_app?: OAuthApp__Output | null }): Reply {
  if (!response.oauth_app) throw new AppError('CORE_INTERNAL');
  return adminJsonReply(200, oauthAppJson(response.oauth_app));
}

const NO_CONTENT: Reply = { status: 204, headers: [ADMIN_JSON_TYPE] };

/** admin_no_content: 204 with no body (delete). */
export function noContentReply(): Reply {
  return NO_CONTENT;
}

/**
 * `{"error": message}` plus the error's data members (e.g. the `errors` list of a validation failure). An unknown
 * app id is Pleroma's 400 with the JSON string `""` on update, and an empty body on delete (the choice).
 */
export function renderAdminError(error: AppError, method?: string): Reply {
  if (error.code === 'ADMIN_OAUTH_APP_NOT_FOUND') {
    return method === 'DELETE' ? { status: 400, body: '' } : adminJsonReply(400, '""');
  }
  const body: JsonObject = { error: error.message };
  for (const [key, value] of Object.entries(error.data ?? {})) {
    if (key !== 'error') setMember(body, key, plainToJson(value));
  }
  return adminJsonReply(error.httpStatus, writePlainJson(body));
}
