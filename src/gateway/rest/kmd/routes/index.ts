/**
 * Every kmd route: the RPC-backed ones, declared in kmd.proto (route.ts builds them from the generated table), and
 * /swagger.json, which serves no RPC and is declared here.
 */
import type { KmdService } from '../../../../service/kmd-api.js';
import { KMD_RPC_ROUTES, kmdRpcRoutes, type KmdRoute, type KmdRouteDeclaration } from '../route.js';
import { getSwaggerJson, SWAGGER_ROUTE } from './get-swagger-json.js';

/** Method, path and openness of every kmd route, in registration order. */
export const KMD_ROUTES: readonly KmdRouteDeclaration[] = [...KMD_RPC_ROUTES, SWAGGER_ROUTE];

/** Every kmd route bound to `kmd`. */
export function kmdRoutes(kmd: KmdService): KmdRoute[] {
  return [...kmdRpcRoutes(kmd), getSwaggerJson(KMD_ROUTES)];
}
