/**
 * HTTP client of the peers a follower follows (docs/spec/follower.md §2): genesis, blocks from the peer block
 * service, the peer's long-poll status, its transaction feed (§7), and relaying a request verbatim.
 *
 * Invariants:
 * - Peers are tried in turn: a peer that fails to answer (network error or a 5xx) makes the next one current; when
 *   every peer failed the last 5xx answer is returned, or, when none answered at all, the call fails. The current
 *   peer stays until it fails.
 * - The token goes in `X-Algo-API-Token` to routes that need it; the block service, the feed and /genesis get none.
 * - Every call takes the caller's AbortSignal, so closing the follower ends a long-poll at once.
 * - Genesis and block downloads fail over to the next peer when the peer stalls (nothing received for `stallMs`,
 *   peer-fetch.ts); the long-polls and relayed writes, which may rightly wait, are not cut.
 */
import { MsgpackReader } from '../../../core/codec/msgpack-reader.js';
import { skipAny } from '../../../core/codec/msgpack-value.js';
import { AppError } from '../../../core/errors.js';
import { peerFetch } from './peer-fetch.js';

export interface PeerAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly body: Buffer;
}

export interface RelayRequest {
  readonly method: string;
  /** path with query string, e.g. `/v2/transactions?skip-pq-address-check=true` */
  readonly pathAndQuery: string;
  readonly contentType: string | undefined;
  readonly body: Uint8Array;
  /** a write: after a 2xx the follower waits until it applied the peer's round (follower.ts `relay`) */
  readonly waitForPeer?: boolean;
}

/** Stall limit of the calls that have none (beyond any long-poll or submission wait: about 24 days). */
const NO_STALL_MS = 2_147_483_647;

/** Base-36 text of a round, as the block service wants it. */
export function base36(round: bigint): string {
  return round.toString(36);
}

export class PeerClient {
  readonly #peers: readonly string[];
  readonly #token: string;
  readonly #stallMs: number;
  #current = 0;

  /** @param stallMs a genesis or block download that sends nothing this long is given up (default 15 s) */
  constructor(peers: readonly string[], token: string, stallMs = 15_000) {
    if (peers.length === 0) throw new AppError('CORE_BAD_ARGUMENT', 'a follower needs at least one peer');
    this.#peers = peers;
    this.#token = token;
    this.#stallMs = stallMs;
  }

  /** The peer currently used. */
  get current(): string {
    return this.#peers[this.#current]!;
  }

  /** `GET /genesis` text. @throws CORE_INTERNAL when no peer answers 200 */
  async genesis(signal?: AbortSignal): Promise<string> {
    const answer = await this.#call('GET', '/genesis', { signal, stall: true });
    if (answer.status !== 200) throw unexpected('/genesis', answer);
    return answer.body.toString('utf8');
  }

  /** The block-service body of `round`, or undefined when the peer does not have it (404). */
  async block(genesisId: string, round: bigint, signal?: AbortSignal): Promise<Buffer | undefined> {
    const path = `/v1/${encodeURIComponent(genesisId)}/block/${base36(round)}`;
    const answer = await this.#call('GET', path, { signal, stall: true });
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw unexpected(path, answer);
    return answer.body;
  }

  /**
   * The groups the peer admitted after feed number `after` (its long-poll answers within about a second), or
   * undefined when the peer serves no feed (404: not an algorun peer). @throws ALGOD_INTERNAL for a malformed answer
   */
  async txFeed(genesisId: string, after: bigint, signal?: AbortSignal): Promise<TxFeedAnswer | undefined> {
    const path = `/v1/${encodeURIComponent(genesisId)}/txfeed/${base36(after)}`;
    const answer = await this.#call('GET', path, { signal, stall: true });
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw unexpected(path, answer);
    try {
      return decodeTxFeed(answer.body);
    } catch (error) {
      throw new AppError('ALGOD_INTERNAL', `malformed feed answer from ${this.current}: ${String(error)}`);
    }
  }

  /** The peer's last round once it passed `round` (or its long-poll timed out). */
  async waitAfter(round: bigint, signal?: AbortSignal): Promise<bigint> {
    return this.#lastRound(`/v2/status/wait-for-block-after/${round}`, signal);
  }

  /** The peer's last round now. */
  async status(signal?: AbortSignal): Promise<bigint> {
    return this.#lastRound('/v2/status', signal);
  }

  /** Forward `request` with the peer token; the peer's answer as it came. */
  relay(request: RelayRequest, signal?: AbortSignal): Promise<PeerAnswer> {
    return this.#call(request.method, request.pathAndQuery, {
      signal,
      token: true,
      body: request.body,
      contentType: request.contentType,
    });
  }

  async #lastRound(path: string, signal: AbortSignal | undefined): Promise<bigint> {
    const answer = await this.#call('GET', path, { signal, token: true });
    if (answer.status !== 200) throw unexpected(path, answer);
    const match = /"last-round"\s*:\s*(\d+)/.exec(answer.body.toString('utf8'));
    if (match === null) throw unexpected(path, answer);
    return BigInt(match[1]!);
  }

  async #call(
    method: string,
    path: string,
    options: {
      signal?: AbortSignal | undefined;
      token?: boolean;
      body?: Uint8Array;
      contentType?: string | undefined;
      stall?: boolean;
    },
  ): Promise<PeerAnswer> {
    let failure: unknown;
    let lastAnswer: PeerAnswer | undefined;
    for (let tried = 0; tried < this.#peers.length; tried++) {
      const base = this.current;
      try {
        const headers: Record<string, string> = {};
        if (options.token === true) headers['X-Algo-API-Token'] = this.#token;
        if (options.contentType !== undefined) headers['Content-Type'] = options.contentType;
        const body = options.body !== undefined && method !== 'GET' ? options.body : undefined;
        const init = { method, headers, signal: options.signal, ...(body === undefined ? {} : { body }) };
        // genesis and blocks have the stall limit; a long-poll or a relayed write may rightly stay silent for long
        const answer: PeerAnswer = await peerFetch(
          `${base}${path}`,
          init,
          options.stall === true ? this.#stallMs : NO_STALL_MS,
        );
        if (answer.status < 500) return answer;
        lastAnswer = answer;
      } catch (error) {
        if (options.signal?.aborted === true) throw error;
        failure = error;
      }
      this.#current = (this.#current + 1) % this.#peers.length;
    }
    if (lastAnswer !== undefined) return lastAnswer;
    const reason = failure instanceof Error ? failure.message : String(failure);
    throw new AppError('ALGOD_INTERNAL', `no peer answered ${method} ${path}: ${reason}`);
  }
}

export interface TxFeedAnswer {
  readonly next: bigint;
  /** each admitted group's body as the peer received it (views into the answer) */
  readonly groups: readonly Buffer[];
}

/** The feed's msgpack `{"groups": [bin…], "next": uint}`. @throws CORE_MSGPACK_DECODE */
export function decodeTxFeed(body: Buffer): TxFeedAnswer {
  const r = new MsgpackReader(body);
  let next: bigint | undefined;
  const groups: Buffer[] = [];
  for (let n = r.readMapHeader(); n > 0; n--) {
    const key = r.readStr();
    if (key === 'next') next = r.readUint64();
    else if (key === 'groups') for (let g = r.readArrayHeader(); g > 0; g--) groups.push(r.readBytes());
    else skipAny(r);
  }
  if (next === undefined || r.remaining !== 0) throw r.error('feed answer without "next" or with trailing bytes');
  return { next, groups };
}

function unexpected(path: string, answer: PeerAnswer): AppError {
  const text = answer.body.subarray(0, 200).toString('utf8');
  return new AppError('ALGOD_INTERNAL', `peer answered ${answer.status} to ${path}: ${text}`);
}
