/**
 * admin reply builders (spec/oauth-apps.md §3.1, §5, §8): the app object with its fixed key order (website and
 * trusted may be null), the list envelope, and error bodies `{"error": "<message>", ...data}`.
 */
import type { AppError } from '../../../core/errors.js';
import type { OAuthApp__Output } from '../../../generated/admin/v1/OAuthApp.js';
import type { Header, Reply } from '../engine.js';
import { jsonArray, jsonInteger, jsonObject, jsonString, jsonValue, type JsonLayout } from '../json-writer.js';

export const ADMIN_JSON_TYPE: Header = ['Content-Type', 'application/json; charset=utf-8'];
const LAYOUT: JsonLayout = { indent: '', escapeHtml: false };

const str = (value: string): string => jsonString(value, false);

export function oauthAppJson(app: OAuthApp__Output): string {
  return jsonObject(
    [
      ['"id"', jsonInteger(app.id)],
      ['"name"', str(app.name)],
      ['"client_id"', str(app.client_id)],
      ['"client_secret"', str(app.client_secret)],
      ['"redirect_uri"', str(app.redirect_uri)],
      ['"website"', app.website === undefined || app.website === '' ? 'null' : str(app.website)],
      ['"trusted"', app.trusted === undefined ? 'null' : String(app.trusted)],
    ],
    LAYOUT,
    0,
  );
}

export function oauthAppListJson(apps: readonly OAuthApp__Output[], count: string, pageSize: string): string {
  return jsonObject(
    [
      ['"apps"', jsonArray(apps.map(oauthAppJson), LAYOUT, 0)],
      ['"count"', jsonInteger(count)],
      ['"page_size"', jsonInteger(pageSize)],
    ],
    LAYOUT,
    0,
  );
}

/** A flat `{field: message}` map, as upstream answers blank required fields (with status 200). */
export function fieldMessagesJson(errors: Readonly<Record<string, string>>): string {
  return jsonValue(errors, LAYOUT, 0);
}

export function adminJsonReply(status: number, body: string): Reply {
  return { status, headers: [ADMIN_JSON_TYPE], body };
}

/** `{"error": message}` plus the error's data members (e.g. the `errors` list of a validation failure). */
export function renderAdminError(error: AppError): Reply {
  const members: [string, string][] = [['"error"', str(error.message)]];
  for (const [key, value] of Object.entries(error.data ?? {})) {
    if (key !== 'error') members.push([str(key), jsonValue(value, LAYOUT, 1)]);
  }
  return adminJsonReply(error.httpStatus, jsonObject(members, LAYOUT, 0));
}
