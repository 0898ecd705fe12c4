/**
 * /swagger.json on kmd (any method, no token, like /versions): our OpenAPI 3 document of the kmd routes this server
 * registers, generated from the route table (gateway/rest/openapi.ts); upstream serves its own swagger 2 spec.
 */
import { openApiText } from '../../openapi.js';
import type { KmdRoute } from '../route.js';

const INFO = {
  title: 'algorun kmd',
  version: 'v1',
  description: 'The kmd v1 REST routes served by this server (X-KMD-API-Token).',
};

/** The route, documenting the routes `table()` returns (read on the first request, so it may include itself). */
export function getSwaggerJson(table: () => readonly KmdRoute[]): KmdRoute {
  let text: string | undefined;
  return {
    method: '*',
    path: '/swagger.json',
    isOpen: true,
    handle() {
      text ??= openApiText(
        INFO,
        table().map((r) => ({ method: r.method, path: r.path, tokenHeader: r.isOpen ? undefined : 'X-KMD-API-Token' })),
      );
      return Promise.resolve({ status: 200, headers: [['Content-Type', 'application/json']], body: text });
    },
  };
}
