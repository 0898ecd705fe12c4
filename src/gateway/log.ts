/**
 * The process's structured log: one JSON object per line on stderr (pino), and the gateways' logging hook for
 * unexpected failures (CORE_INTERNAL with a cause, which never reaches a client). docs/operations.md lists the
 * events and their fields.
 *
 * Invariants:
 * - Only this module imports pino. Lines are written synchronously, so none is lost when the process exits right
 *   after logging, and lines of one process never interleave.
 * - Every line has `level` (a name), `time` (ISO 8601 UTC), `pid` and `msg`; events add `event`.
 * - No token, password or secret is ever logged: callers pass none, and as a second guard the fields that could
 *   hold one (`token`, `password`, `secret`, `authorization`, `headers`, at the top level or one below) are
 *   replaced by "[redacted]".
 * - Until `configureLogging` is called the level is info (what tests starting servers in-process get).
 */
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config.js';
import type { AppError } from '../core/errors.js';

export type { Logger };

const SECRET_FIELDS = ['token', 'password', 'secret', 'client_secret', 'authorization', 'headers'];

function createLogger(level: LogLevel): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: '[redacted]' },
    },
    pino.destination({ fd: 2, sync: true }),
  );
}

let current: Logger | undefined;

/** The process logger. */
export function logger(): Logger {
  return (current ??= createLogger('info'));
}

/** Sets the level of the process logger (the command line's `--log-level`). */
export function configureLogging(level: LogLevel): void {
  if (current === undefined) current = createLogger(level);
  else current.level = level;
}

/** Logs an unexpected failure (CORE_INTERNAL with a cause) at error level, with the cause's stack. */
export function logUnexpected(where: string, error: AppError): void {
  if (error.code !== 'CORE_INTERNAL' || error.cause === undefined) return;
  logger().error({ event: 'error', where, err: error.cause }, `${where}: internal failure`);
}
