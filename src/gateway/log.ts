/**
 * The gateways' one logging hook: unexpected failures (CORE_INTERNAL with a cause) are written to stderr with
 * their cause, which never reaches a client.
 */
import type { AppError } from '../core/errors.js';

export function logUnexpected(where: string, error: AppError): void {
  if (error.code !== 'CORE_INTERNAL' || error.cause === undefined) return;
  console.error(`[algorun] ${where}: internal failure`, error.cause);
}
