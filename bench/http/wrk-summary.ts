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

/** How one timed wrk run is shaped: threads, connections, duration, and what each request carries. */
export interface WrkRun {
  readonly threads: number;
  readonly connections: number;
  readonly seconds: number;
  readonly url: string;
  /** `Name: value` header lines (e.g. the API token) */
  readonly headers?: readonly string[];
  /** a Lua script (e.g. a POST body) */
  readonly script?: string;
}

/** wrk's command line for `run`, with latency percentiles on. */
export function wrkArgs(run: WrkRun): string[] {
  const args = ['-t', String(run.threads), '-c', String(run.connections), '-d', `${run.seconds}s`, '--latency'];
  for (const header of run.headers ?? []) args.push('-H', header);
  if (run.script !== undefined) args.push('-s', run.script);
  args.push(run.url);
  return args;
}
