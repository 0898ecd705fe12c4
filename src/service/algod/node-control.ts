/**
 * The algod RPCs that manage the node rather than read the ledger: participation keys, catchpoint catch-up start
 * and abort, the block timestamp offset, the follower's sync round, and the permanent upstream 501 stubs.
 * AlgodServiceImpl (service/algod.ts) inherits them, as it inherits AlgodExtras' routes through this class.
 *
 * Invariants: as AlgodServiceImpl's (methods return promises and never throw synchronously; AppErrors with
 * upstream's texts). The sync-round routes exist only on a follower (GATEWAY_NOT_FOUND otherwise, as upstream
 * registers them only then).
 */
import { AppError } from '../../core/errors.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';
import { attempt } from '../attempt.js';
import { parseCatchpoint } from './catchpoint.js';
import type { CatchupService } from './catchup.js';
import { AlgodExtras, type AlgodExtrasOptions } from './extras.js';
import type { SyncRoundControl } from './follower/follower.js';
import type { ParticipationRegistry } from './participation.js';

export interface AlgodNodeControlOptions extends AlgodExtrasOptions {
  readonly participation: ParticipationRegistry;
  /** Follower mode: the sync-round control of the follower (undefined: not a follower). */
  readonly follower?: SyncRoundControl | undefined;
  /** Follower mode: catchpoint catch-up; undefined: POST /v2/catchup answers 500. */
  readonly catchup?: CatchupService | undefined;
}

const MAX_INT64 = (1n << 63n) - 1n;

/** go-algorand answers these with a text/plain 501 forever (docs/spec/algod.md §7.1, docs/spec/algod.md §16). */
function endpointNotImplemented(): Promise<never> {
  return Promise.reject(new AppError('ALGOD_ENDPOINT_NOT_IMPLEMENTED'));
}

export class AlgodNodeControl extends AlgodExtras {
  readonly #c: AlgodNodeControlOptions;

  constructor(options: AlgodNodeControlOptions) {
    super(options);
    this.#c = options;
  }

  readonly registerParticipationKeys = endpointNotImplemented;
  readonly shutdownNode = endpointNotImplemented;

  readonly listParticipationKeys = (): Promise<AlgodResponse<'ListParticipationKeys'>> =>
    attempt(() => this.#c.participation.list());
  readonly addParticipationKey = (
    r: AlgodRequest<'AddParticipationKey'>,
  ): Promise<AlgodResponse<'AddParticipationKey'>> => attempt(() => this.#c.participation.add(r.key_file));
  readonly generateParticipationKeys = (
    r: AlgodRequest<'GenerateParticipationKeys'>,
  ): Promise<AlgodResponse<'GenerateParticipationKeys'>> =>
    attempt(() =>
      this.#c.participation.generate(
        r.address,
        BigInt(r.first),
        BigInt(r.last),
        r.dilution === undefined ? undefined : BigInt(r.dilution),
      ),
    );
  readonly getParticipationKey = (
    r: AlgodRequest<'GetParticipationKey'>,
  ): Promise<AlgodResponse<'GetParticipationKey'>> => attempt(() => this.#c.participation.get(r.participation_id));
  readonly deleteParticipationKey = (
    r: AlgodRequest<'DeleteParticipationKey'>,
  ): Promise<AlgodResponse<'DeleteParticipationKey'>> =>
    attempt(() => this.#c.participation.delete(r.participation_id));
  readonly appendParticipationKeys = (
    r: AlgodRequest<'AppendParticipationKeys'>,
  ): Promise<AlgodResponse<'AppendParticipationKeys'>> =>
    attempt(() => this.#c.participation.appendKeys(r.participation_id, r.keys));

  readonly startCatchup = (r: AlgodRequest<'StartCatchup'>): Promise<AlgodResponse<'StartCatchup'>> =>
    attempt(async () => {
      const { round } = parseCatchpoint(r.catchpoint);
      const min = BigInt(r.min);
      if (min > 0n && round < this.#c.node.ledger.durableRound + min) {
        return { catchup_message: 'the node has already been initialized', started: false };
      }
      const catchup = this.#c.catchup;
      if (catchup === undefined) {
        throw new AppError(
          'ALGOD_INTERNAL',
          'failed to start catchup : catchpoint catch-up is not supported by a dev-mode node',
        );
      }
      return { catchup_message: r.catchpoint, started: await catchup.start(r.catchpoint) };
    });

  readonly abortCatchup = (r: AlgodRequest<'AbortCatchup'>): Promise<AlgodResponse<'AbortCatchup'>> =>
    attempt(async () => {
      parseCatchpoint(r.catchpoint);
      await this.#c.catchup?.abort(r.catchpoint);
      return { catchup_message: r.catchpoint };
    });

  readonly getBlockTimestampOffset = (): Promise<AlgodResponse<'GetBlockTimestampOffset'>> =>
    attempt(() => {
      const offset = this.#c.node.timestampOffset;
      if (offset === undefined) {
        const text =
          'failed retrieving timestamp offset from node: block timestamp offset was never set, using real clock for timestamps';
        throw new AppError('ALGOD_NOT_FOUND', text);
      }
      return { offset: String(offset) };
    });

  readonly setBlockTimestampOffset = (
    r: AlgodRequest<'SetBlockTimestampOffset'>,
  ): Promise<AlgodResponse<'SetBlockTimestampOffset'>> =>
    attempt(() => {
      const offset = BigInt(r.offset);
      if (offset > MAX_INT64) {
        const text =
          'failed to set timestamp offset on the node: block timestamp offset cannot be larger than max int64 value';
        throw new AppError('ALGOD_BAD_REQUEST', text);
      }
      this.#c.node.timestampOffset = offset;
      return {};
    });

  readonly getSyncRound = (): Promise<AlgodResponse<'GetSyncRound'>> =>
    attempt(() => {
      const round = this.#follower().syncRound;
      if (round === 0n) throw new AppError('ALGOD_NOT_FOUND', 'failed retrieving sync round from ledger');
      return { round: String(round) };
    });

  readonly setSyncRound = (r: AlgodRequest<'SetSyncRound'>): Promise<AlgodResponse<'SetSyncRound'>> =>
    attempt(() => {
      this.#follower().setSyncRound(BigInt(r.round));
      return {};
    });

  readonly unsetSyncRound = (): Promise<AlgodResponse<'UnsetSyncRound'>> =>
    attempt(() => {
      this.#follower().unsetSyncRound();
      return {};
    });

  /** The follower; a node that follows nobody has no sync-round routes (upstream registers them only then). */
  #follower(): SyncRoundControl {
    if (this.#c.follower === undefined) throw new AppError('GATEWAY_NOT_FOUND');
    return this.#c.follower;
  }
}
