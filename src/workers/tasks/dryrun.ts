/**
 * Task `dryrun`: one whole POST /v2/teal/dryrun request (body bytes plus the latest block's defaults) decoded and
 * run by core `serveDryrun`. Thin: checks the plain input shape and never throws (a bad request fails the task
 * with its ALGOD_BAD_REQUEST, which the pool rethrows on the main thread).
 */
import { serveDryrun } from '../../core/ledger/dryrun/serve.js';
import { badInput, guard, isRecord, type DryrunOutput, type TaskResult } from '../protocol.js';

export function run(input: unknown): TaskResult<DryrunOutput> {
  const latest = isRecord(input) ? input.latest : undefined;
  if (
    !isRecord(input) ||
    !(input.body instanceof Uint8Array) ||
    !isRecord(latest) ||
    typeof latest.protocol !== 'string' ||
    typeof latest.round !== 'bigint' ||
    typeof latest.timestamp !== 'bigint'
  ) {
    return badInput(
      'dryrun expects { body: Uint8Array, latest: { protocol: string, round: bigint, timestamp: bigint } }',
    );
  }
  const body = input.body;
  const defaults = { protocol: latest.protocol, round: latest.round, timestamp: latest.timestamp };
  return guard(() => serveDryrun(body, defaults));
}
