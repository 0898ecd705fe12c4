/**
 * Placeholders for service methods that later issues build: each answers with a clear AppError naming the route,
 * so that REST callers get a 501 with that text and gRPC callers UNIMPLEMENTED, never a crash or a hang.
 */
import { AppError, type ErrorCode } from '../core/errors.js';

/**
 * A service method that always rejects with `code` and the message "<route> is not implemented yet".
 * (`() => Promise<never>` is assignable to every service method type.)
 * @throws the given code (ALGOD_NOT_IMPLEMENTED), as a rejected promise
 */
export function notYet(code: ErrorCode, route: string): () => Promise<never> {
  const message = `${route} is not implemented yet`;
  return () => Promise.reject(new AppError(code, message));
}
