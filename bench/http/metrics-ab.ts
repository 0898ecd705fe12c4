/**
 * The cost of metrics on the algod hot path (`npm run bench:algod-account`): the same wrk load against two servers
 * started alike, one with metrics (the default) and one with `--no-metrics`, in alternating runs (after one
 * discarded warm-up each), so both see the same machine. Reports medians of req/s and of the server's CPU per
 * request, and the cost of metrics as the change in each. Goal: < 5 % (bench/README.md).
 * Knob (env): BENCH_METRICS_ROUNDS (2 runs per server; 0 skips the comparison).
 */
import { devAccounts, startAlgorun, type AlgorunProcess } from './algod-server.js';

export type AbResult = { rps: number; cpu: { server: number } | undefined };
type Run = (url: string, pid: number) => Promise<AbResult>;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** µs of server CPU per request, or NaN when wrk ended before the CPU window closed. */
function cpuPerRequest(r: AbResult): number {
  return r.cpu === undefined ? NaN : (r.cpu.server * 1e6) / r.rps;
}

export async function metricsAb(wrk: Run, rounds: number): Promise<string[]> {
  if (rounds <= 0) return [];
  const servers: [string, AlgorunProcess][] = [];
  try {
    servers.push(['metrics on ', await startAlgorun()]);
    servers.push(['metrics off', await startAlgorun({ flags: ['--no-metrics'] })]);
    const [account] = await devAccounts(servers[0]![1]);
    const url = (s: AlgorunProcess): string => `${s.algod}/v2/accounts/${account!.address}`;
    for (const [, s] of servers) await wrk(url(s), s.child.pid!); // warm-up, discarded
    const results = new Map<string, AbResult[]>(servers.map(([name]) => [name, []]));
    for (let i = 0; i < rounds; i++) {
      for (const [name, s] of servers) results.get(name)!.push(await wrk(url(s), s.child.pid!));
    }
    const lines = [`\n## metrics on vs off: GET /v2/accounts/{address}, ${rounds} alternating runs each, medians`];
    const summary = [...results].map(([name, runs]) => ({
      name,
      rps: median(runs.map((r) => r.rps)),
      cpu: median(runs.map(cpuPerRequest)),
    }));
    for (const s of summary) {
      const rps = Math.round(s.rps).toLocaleString('en-US').padStart(9);
      lines.push(`${s.name}  ${rps} req/s  server CPU ${s.cpu.toFixed(1)} µs/request`);
    }
    const [on, off] = summary;
    const rpsCost = (1 - on!.rps / off!.rps) * 100;
    const cpuCost = (on!.cpu / off!.cpu - 1) * 100;
    lines.push(`cost of metrics: ${rpsCost.toFixed(1)} % req/s, ${cpuCost.toFixed(1)} % CPU per request (goal < 5 %)`);
    return lines;
  } finally {
    for (const [, s] of servers) await s.stop();
  }
}
