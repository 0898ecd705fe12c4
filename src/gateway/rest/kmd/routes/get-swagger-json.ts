/**
 * /swagger.json on kmd (any method, no token, like /versions): our OpenAPI 3 document of the kmd routes this server
 * registers, generated from the route table (gateway/rest/openapi.ts); upstream serves its own swagger 2 spec.
 * Not an RPC, so declared here rather than in kmd.proto.
 */
import { openApiText } from '../../openapi.js';
import type { KmdRoute, KmdRouteDeclaration } from '../route.js';
import { KMD_ERROR_RENDERERS } from '../route.js';

const INFO = {
  title: 'algorun kmd',
  version: 'v1',
  description: 'The kmd v1 REST routes served by this server (X-KMD-API-Token).',
};

export const SWAGGER_ROUTE: KmdRouteDeclaration = { method: '*', path: '/swagger.json', isOpen: true };

/** The route, documenting `table` (built on the first request). */
export function getSwaggerJson(table: readonly KmdRouteDeclaration[]): KmdRoute {
  let text: string | undefined;
  return {
    ...SWAGGER_ROUTE,
    renderError: KMD_ERROR_RENDERERS['kmd_envelope']!,
    handle() {
      text ??= openApiText(
        INFO,
        table.map((r) => ({ method: r.method, path: r.path, tokenHeader: r.isOpen ? undefined : 'X-KMD-API-Token' })),
      );
      return Promise.resolve({ status: 200, headers: [['Content-Type', 'application/json']], body: text });
    },
  };
}
