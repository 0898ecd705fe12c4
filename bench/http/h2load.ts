/**
 * gRPC unary calls under load with h2load (nghttp2's native HTTP/2 load generator; `apt-get install nghttp2-client`):
 * the same request frame POSTed on `streams` concurrent streams of one connection for `seconds` (callers warm the
 * server up first). To gRPC what wrk is to the REST routes: the load generator costs the shared cores almost nothing
 * (about 0.1 µs of CPU per signature of a 256-transaction call), so the figure is the server's.
 *
 * Invariant: a run counts only if every call succeeded as gRPC. h2load sees only HTTP statuses, and a gRPC error
 * is a 200 with an empty body, so the data received must be `succeeded` whole answers of the expected size (give or
 * take the answers in flight when the clock stopped); otherwise the run throws.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const H2LOAD_MISSING = 'h2load is needed for the gRPC figure (apt-get install nghttp2-client)';

export type H2loadOptions = {
  /** http://host:port/package.Service/Method */
  readonly url: string;
  /** One serialised request message (without the gRPC frame header). */
  readonly request: Uint8Array;
  /** Length of one serialised answer message, from a call checked beforehand. */
  readonly answerBytes: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly seconds: number;
  readonly streams: number;
};

export type H2loadResult = { callsPerSecond: number; p99Ms: number; clientCpuMicros: number; calls: number };

function grpcFrame(message: Uint8Array): Buffer {
  const frame = Buffer.alloc(5 + message.length);
  frame.writeUInt32BE(message.length, 1);
  frame.set(message, 5);
  return frame;
}

function seconds(text: string): number {
  const m = /(\d+)m([\d.]+)s/.exec(text);
  return m === null ? NaN : Number(m[1]) * 60 + Number(m[2]);
}

/** @throws Error when h2load is missing, a call failed, or the answers were not all whole */
export function h2loadGrpc(o: H2loadOptions): H2loadResult {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-h2load-'));
  try {
    const body = join(dir, 'request.bin');
    const log = join(dir, 'calls.log');
    writeFileSync(body, grpcFrame(o.request));
    const headers = { 'content-type': 'application/grpc', te: 'trailers', ...o.headers };
    // No --warm-up-time: its answers would count in the traffic but not in the requests (callers warm up first).
    const args = ['-c', '1', '-m', String(o.streams), '-D', String(o.seconds), '-d', body, `--log-file=${log}`];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    args.push(o.url);
    // `times` prints the CPU time of the shell's children (h2load) on its second line.
    const out = spawnSync('bash', ['-c', 'h2load "$@" || exit $?; times', 'h2load', ...args], { encoding: 'utf8' });
    if (out.status === 127 || /command not found/.test(out.stderr)) throw new Error(H2LOAD_MISSING);
    const stats = /requests: (\d+) total, \d+ started, \d+ done, (\d+) succeeded, (\d+) failed, (\d+) errored/.exec(
      out.stdout,
    );
    const traffic = /traffic: .*?, .*?\((\d+)\) data/.exec(out.stdout);
    const rate = /finished in [\d.]+s, ([\d.]+) req\/s/.exec(out.stdout);
    if (stats === null || traffic === null || rate === null)
      throw new Error(`could not read h2load output:\n${out.stdout}\n${out.stderr}`);
    const [total, succeeded, failed, errored] = [stats[1], stats[2], stats[3], stats[4]].map(Number) as number[];
    if (failed! + errored! > 0 || succeeded !== total)
      throw new Error(`h2load: ${failed} failed, ${errored} errored:\n${out.stdout}`);
    const answer = 5 + o.answerBytes;
    const data = Number(traffic[1]);
    if (Math.abs(data - succeeded! * answer) >= o.streams * answer) {
      throw new Error(
        `h2load received ${data} bytes for ${succeeded} answers of ${answer}: some calls did not answer in full`,
      );
    }
    const durations = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => Number(line.split('\t')[2]) / 1000);
    durations.sort((a, b) => a - b);
    const times = out.stdout.trim().split('\n').at(-1)!.split(/\s+/);
    return {
      callsPerSecond: Number(rate[1]),
      p99Ms: durations[Math.floor(durations.length * 0.99)] ?? NaN,
      clientCpuMicros: (seconds(times[0]!) + seconds(times[1]!)) * 1e6,
      calls: succeeded!,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
