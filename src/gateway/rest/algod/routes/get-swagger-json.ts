/**
 * GET /swagger.json (no token): our OpenAPI 3 document of the algod routes this server registers, generated from the
 * route table (gateway/rest/openapi.ts); upstream serves its own full OpenAPI 2 spec here (docs/compat.md).
 */
import { openApiText } from '../../openapi.js';
import { jsonReply } from '../render.js';
import type { AlgodRoute } from '../route.js';

const INFO = {
  title: 'algorun algod',
  version: 'v2',
  description:
    'The algod v2 REST routes served by this dev-mode node (X-Algo-API-Token; admin routes need the admin token).',
};

/** The route, documenting the routes `table()` returns (read on the first request, so it may include itself). */
export function getSwaggerJson(table: () => readonly AlgodRoute[]): AlgodRoute {
  let text: string | undefined;
  return {
    method: 'GET',
    path: '/swagger.json',
    access: 'none',
    handle() {
      text ??= openApiText(
        INFO,
        table().map((r) => ({
          method: r.method,
          path: r.path,
          tokenHeader: r.access === 'none' ? undefined : 'X-Algo-API-Token',
        })),
      );
      return Promise.resolve(jsonReply(200, text));
    },
  };
}
