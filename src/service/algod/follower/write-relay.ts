/**
 * The writes a follower relays to its peer (docs/spec/follower.md §4): submit, async submit and simulate. The one
 * place both transports go through: the REST routes and the gRPC calls reach the same service methods, which hand
 * the call here as the peer's REST request, and the peer's answer comes back as the call's response or AppError.
 *
 * Invariants:
 * - Each call is the REST request upstream's clients would send (method, path, query, content type, body), so the
 *   peer answers it exactly as it answers them.
 * - A 2xx answer is the response; any other becomes an AppError carrying the peer's `message` (and `data`), whose
 *   code follows the peer's status (`peerError`), so REST answers the peer's status and message and gRPC answers
 *   the status and app-code that REST status stands for, on every relayed call alike.
 * - Only a submit waits, after its 2xx, for the follower to apply the peer's round (follower.ts `relay`): async
 *   submit and simulate answer at once.
 */
import { AppError, type ErrorCode } from '../../../core/errors.js';
import type { PeerAnswer, RelayRequest } from './peer-client.js';

export type RelayFn = (request: RelayRequest) => Promise<PeerAnswer>;

/** Simulate's answer encodings, as the service's SimulateTransactions request names them. */
export type SimulateFormat = 'RESPONSE_FORMAT_JSON' | 'RESPONSE_FORMAT_MSGPACK';

/** The code of a peer's non-2xx answer, by status; a 400 is the call's own (`badRequest`). */
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: 'ALGOD_NOT_FOUND',
  503: 'ALGOD_CATCHUP_UNAVAILABLE',
};

export class WriteRelay {
  readonly #relay: RelayFn;

  constructor(relay: RelayFn) {
    this.#relay = relay;
  }

  /** POST /v2/transactions; resolves with the peer's txId text. */
  async send(body: Uint8Array, skipPqAddressCheck: boolean): Promise<string> {
    const answer = await this.#post(
      withSkip('/v2/transactions', skipPqAddressCheck),
      'application/x-binary',
      body,
      'ALGOD_TXN_REJECTED',
      true,
    );
    const txId = parseJson(answer.body)?.['txId'];
    if (typeof txId !== 'string') throw new AppError('ALGOD_INTERNAL', `peer answered ${answer.status} without a txId`);
    return txId;
  }

  /** POST /v2/transactions/async. */
  async sendAsync(body: Uint8Array, skipPqAddressCheck: boolean): Promise<void> {
    await this.#post(
      withSkip('/v2/transactions/async', skipPqAddressCheck),
      'application/x-binary',
      body,
      'ALGOD_TXN_REJECTED',
      false,
    );
  }

  /** POST /v2/transactions/simulate?format=; resolves with the peer's SimulateResponse in that encoding. */
  async simulate(request: Uint8Array, format: SimulateFormat): Promise<Buffer> {
    const path = `/v2/transactions/simulate?format=${format === 'RESPONSE_FORMAT_MSGPACK' ? 'msgpack' : 'json'}`;
    return (await this.#post(path, 'application/octet-stream', request, 'ALGOD_BAD_REQUEST', false)).body;
  }

  /** `waitForPeer`: the answer waits until the follower applied the peer's round (a submit that waits for its block) */
  async #post(
    pathAndQuery: string,
    contentType: string,
    body: Uint8Array,
    badRequest: ErrorCode,
    waitForPeer: boolean,
  ): Promise<PeerAnswer> {
    const answer = await this.#relay({ method: 'POST', pathAndQuery, contentType, body, waitForPeer });
    if (answer.status >= 200 && answer.status < 300) return answer;
    throw peerError(answer, badRequest);
  }
}

/**
 * The AppError a peer's non-2xx answer stands for: its `message` and `data`, the code by status (400 → the call's
 * `badRequest`, 404, 503), anything else ALGOD_INTERNAL.
 */
export function peerError(answer: PeerAnswer, badRequest: ErrorCode): AppError {
  const parsed = parseJson(answer.body);
  const text =
    typeof parsed?.['message'] === 'string' ? parsed['message'] : answer.body.subarray(0, 200).toString('utf8').trim();
  const message = text === '' ? `peer answered ${answer.status}` : text;
  const data = parsed?.['data'];
  const code = answer.status === 400 ? badRequest : (BY_STATUS[answer.status] ?? 'ALGOD_INTERNAL');
  const options =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { data: data as Record<string, unknown> }
      : undefined;
  return new AppError(code, message, options);
}

function withSkip(path: string, skip: boolean): string {
  return skip ? `${path}?skip-pq-address-check=true` : path;
}

function parseJson(body: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
