/**
 * Request bodies for the REST pipeline (engine.ts): whether a request has one, whether its framing is ambiguous,
 * reading it within a limit, and holding back the answer to an ambiguous one.
 *
 * Invariants: a chunk handed over by `Transport.onData` is copied before the callback returns (uWS neuters it
 * after); nothing is collected past the limit; repeated Content-Length headers arrive joined with ", "
 * (request.ts), and only differing values are ambiguous.
 */
import type { RequestHeaders } from './request.js';
import type { Transport } from './transport.js';

export const CONFLICTING_LENGTHS = 'conflicting Content-Length headers';

/** Whether a joined Content-Length header holds different values (one value, or identical repeats, never does). */
export function hasConflictingLengths(length: string): boolean {
  if (!length.includes(',')) return false;
  const values = length.split(',').map((v) => v.trim());
  return values.some((v) => v !== values[0]);
}

/** Whether a request with Content-Length `length` (undefined: none sent) and these headers carries a body. */
export function hasBody(length: string | undefined, headers: RequestHeaders): boolean {
  return (length !== undefined && length !== '0') || headers.has('transfer-encoding');
}

/**
 * Answers a request whose framing is ambiguous (`answer` writes the 400 that closes the connection). The answer is
 * written a turn later, after the body as uWS framed it: while a response is pending, uWS does not run a next
 * request from the same connection (bytes that followed in the same read, i.e. a smuggled request) but drops the
 * connection instead. So a smuggled request is never run, and a lone ambiguous request still gets its 400.
 */
export function refuseFraming(res: Transport, hasBody: boolean, answer: (res: Transport) => void): void {
  let aborted = false;
  res.onAborted(() => {
    aborted = true;
  });
  const later = (): void => {
    setImmediate(() => {
      if (!aborted) res.cork(() => answer(res));
    });
  };
  if (!hasBody) return later();
  res.onData((_chunk, isLast) => {
    if (isLast) later();
  });
}

/**
 * Collects the body; each chunk is copied: into an ArrayBuffer of its own with `ownBuffer`, else into Node's
 * Buffer pool (small chunks). `overLimit` is called instead of `done` once more than `limit` bytes arrived.
 */
export function readBody(
  res: Transport,
  { limit, ownBuffer }: { limit: number; ownBuffer: boolean },
  state: { aborted: boolean },
  done: (body: Buffer) => void,
  overLimit: () => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  res.onData((chunk, isLast) => {
    if (finished || state.aborted) return;
    size += chunk.byteLength;
    if (size > limit) {
      finished = true;
      overLimit();
      return;
    }
    chunks.push(ownBuffer ? Buffer.from(chunk.slice(0)) : Buffer.from(new Uint8Array(chunk)));
    if (isLast) {
      finished = true;
      done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    }
  });
}
