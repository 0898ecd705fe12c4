/**
 * Service methods never throw synchronously: `attempt(fn)` runs `fn` and returns its result as a promise, turning
 * a synchronous throw into a rejection with an AppError (unknown errors become CORE_INTERNAL).
 */
import { toAppError } from '../core/errors.js';

export function attempt<T>(fn: () => T | Promise<T>): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(toAppError(error));
  }
}
