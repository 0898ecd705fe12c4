/**
 * One HTTP request to a peer that fails when the peer stalls (docs/operations.md `--peer-timeout-ms`): nothing
 * received for `stallMs` — before the answer's headers, or between two reads of its body — aborts it.
 *
 * Invariants:
 * - A transfer that keeps sending is never cut, however long it takes; only silence counts.
 * - The caller's signal aborts the request too; the error then is the caller's abort, not a stall.
 * - Bodies are read whole (the catchpoint file and blocks are verified as a whole); a gzip answer comes decompressed.
 */

/** A peer that sent nothing for the stall time. */
export class PeerStalled extends Error {
  constructor(stallMs: number) {
    super(`the peer sent nothing for ${stallMs} ms`);
    this.name = 'PeerStalled';
  }
}

export interface PeerResponse {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: Buffer;
}

export async function peerFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Uint8Array; signal?: AbortSignal | undefined },
  stallMs: number,
): Promise<PeerResponse> {
  const stall = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => stall.abort(new PeerStalled(stallMs)), stallMs);
  };
  const signal = init.signal === undefined ? stall.signal : AbortSignal.any([init.signal, stall.signal]);
  arm();
  try {
    const request: RequestInit = { method: init.method ?? 'GET', headers: init.headers ?? {}, signal };
    if (init.body !== undefined) request.body = init.body;
    const response = await fetch(url, request);
    arm();
    const chunks: Uint8Array[] = [];
    if (response.body !== null) {
      for await (const chunk of response.body) {
        chunks.push(chunk);
        arm();
      }
    }
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? undefined,
      body: Buffer.concat(chunks),
    };
  } catch (error) {
    if (init.signal?.aborted !== true && stall.signal.aborted) throw stall.signal.reason as Error;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
