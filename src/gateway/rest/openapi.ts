/**
 * Our own OpenAPI 3 document of a REST surface, generated from its route table (GET /swagger.json on algod and kmd).
 * It lists what this server serves — paths, methods, path parameters and which token each operation needs — not
 * upstream's full schemas (docs/compat.md).
 *
 * Invariants:
 * - One path item per distinct route path, one operation per method; a route registered for any method (`*`) is
 *   listed under `get` and `post`; trailing-wildcard routes (`/v1/*`, the legacy stubs) are left out, since
 *   OpenAPI paths cannot express them.
 * - Paths keep the route table's `{name}` parameters, each declared as a required string path parameter.
 * - The text is built once per document and served unchanged.
 */
import type { Method } from './router.js';

export interface DocumentedRoute {
  readonly method: Method;
  readonly path: string;
  /** The API-key header the operation needs, or undefined when it needs none. */
  readonly tokenHeader: string | undefined;
}

export interface OpenApiInfo {
  readonly title: string;
  readonly version: string;
  readonly description: string;
}

type Operation = Record<string, unknown>;

function methodsOf(method: Method): string[] {
  return method === '*' ? ['get', 'post'] : [method.toLowerCase()];
}

function operation(route: DocumentedRoute, method: string): Operation {
  const parameters = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const op: Operation = {
    operationId: `${method}${route.path}`.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    responses: { default: { description: "the surface's answer (see docs/compat.md for differences from upstream)" } },
  };
  if (parameters.length > 0) op['parameters'] = parameters;
  op['security'] = route.tokenHeader === undefined ? [] : [{ [route.tokenHeader]: [] }];
  return op;
}

/** The routes a document lists (everything except trailing-wildcard routes). */
export function documentable<R extends { readonly path: string }>(routes: readonly R[]): R[] {
  return routes.filter((r) => !r.path.endsWith('/*'));
}

/** The OpenAPI 3.0 JSON text for `routes`. */
export function openApiText(info: OpenApiInfo, routes: readonly DocumentedRoute[]): string {
  const paths: Record<string, Record<string, Operation>> = {};
  const headers = new Set<string>();
  for (const route of documentable(routes)) {
    const item = (paths[route.path] ??= {});
    for (const method of methodsOf(route.method)) item[method] = operation(route, method);
    if (route.tokenHeader !== undefined) headers.add(route.tokenHeader);
  }
  const securitySchemes = Object.fromEntries(
    [...headers].sort().map((h) => [h, { type: 'apiKey', in: 'header', name: h }]),
  );
  const doc = { openapi: '3.0.3', info, paths, components: { securitySchemes } };
  return `${JSON.stringify(doc)}\n`;
}
