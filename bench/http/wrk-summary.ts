/**
 * Reading wrk's text summary (run with `--latency`), shared by the HTTP benches: requests per second, the p50/p99
 * latency lines, and a refusal to report a run that got non-2xx answers.
 */
export interface WrkSummary {
  readonly rps: number;
  readonly p50: string;
  readonly p99: string;
}

/** @throws Error when wrk could not run, saw non-2xx answers, or printed no rate */
export function parseWrkSummary(stdout: string, stderr = '', allowNon2xx = false): WrkSummary {
  if (!allowNon2xx && /Non-2xx/.test(stdout)) throw new Error(`non-2xx answers under load:\n${stdout}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  if (!Number.isFinite(rps)) throw new Error(`could not read wrk output:\n${stdout}\n${stderr}`);
  return { rps, p50: /\s50%\s+(\S+)/.exec(stdout)?.[1] ?? '?', p99: /\s99%\s+(\S+)/.exec(stdout)?.[1] ?? '?' };
}

export const WRK_MISSING = 'wrk is needed (apt-get install wrk)';
