/**
 * GET reads through a `--core` gateway (suggested `npm run bench:core-split`): the same wrk GET load (64
 * connections on 127.0.0.1) against an in-process server and against a gateway started with `--core` pointing
 * at that same server's gRPC port (REST gateway process → gRPC ExecuteBatch → core process), in alternating
 * rounds of the same run, for an account read (`/v2/accounts/{address}` of a funded dev account) and
 * `/v2/status`. Each round prints req/s, p99 and the CPU per request of the processes that served it (the one
 * server; or gateway + core, each separately), and the ratio split / in-process; the result per path is the
 * median of the rounds' ratios. Goal (issue 23): ≥ 0.5×.
 * Every process binds 127.0.0.1 on ephemeral ports with a throw-away data dir and is ended by its PID.
 * Knobs (env): BENCH_SECONDS (5), BENCH_CONNECTIONS (64), BENCH_THREADS (1), BENCH_ROUNDS (3), BENCH_PATHS
 * (`account,status`), BENCH_GATEWAY_FLAGS (extra flags for the gateway, space-separated), BENCH_PROFILE_DIR (run
 * the gateway under --cpu-prof, writing its profiles there; summarise with algod-cpuprofile.ts).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { describeMachine } from '../harness.js';
import { machineBusyCores, processCpuMicros } from './algod-cpu.js';
import { algodGet, devAccounts, startAlgorun, TOKEN, type AlgorunProcess } from './algod-server.js';
import { parseWrkSummary, WRK_MISSING, wrkArgs } from './wrk-summary.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const paths = new Set((process.env.BENCH_PATHS ?? 'account,status').split(','));
const gatewayFlags = (process.env.BENCH_GATEWAY_FLAGS ?? '').split(' ').filter((f) => f !== '');

type Run = { rps: number; p99: string; cpuPerRequest: number[] };

/** One wrk GET run of `url`; CPU per request of each of `pids` over the run. @throws on non-2xx answers */
function wrk(url: string, pids: readonly number[]): Run {
  const args = wrkArgs({
    threads: wrkThreads,
    connections: connections,
    seconds,
    url,
    headers: [`X-Algo-API-Token: ${TOKEN}`],
  });
  const before = pids.map(processCpuMicros);
  const out = spawnSync('wrk', args, { encoding: 'utf8' });
  if (out.error) throw new Error(`${WRK_MISSING}: ${out.error.message}`);
  const cpu = pids.map((pid, i) => processCpuMicros(pid) - before[i]!);
  const { rps, p99 } = parseWrkSummary(out.stdout, out.stderr);
  return { rps, p99, cpuPerRequest: cpu.map((c) => c / (rps * seconds)) };
}

/** ExecuteBatch calls the core has answered so far (its /metrics), to tell how many requests one batch carried. */
async function coreBatches(core: AlgorunProcess): Promise<number> {
  // A connection of its own (no keep-alive pool: a pooled socket may have been closed by the server meanwhile).
  const text = await new Promise<string>((resolve, reject) => {
    get(`${core.algod}/metrics`, { agent: false }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk: string) => (body += chunk))
        .on('end', () => resolve(body));
    }).on('error', reject);
  });
  let total = 0;
  for (const m of text.matchAll(/^algorun_grpc_calls_total\{([^}]*)\} (\d+)$/gm)) {
    if (m[1]!.includes('method="ExecuteBatch"')) total += Number(m[2]);
  }
  return total;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function describeRun(r: Run, names: readonly string[]): string {
  const cpu = r.cpuPerRequest.map((c, i) => `${names[i]} ${c.toFixed(1)}`).join(' + ');
  const total = r.cpuPerRequest.reduce((a, b) => a + b, 0);
  return `${Math.round(r.rps)} req/s (p99 ${r.p99}, CPU/req ${names.length > 1 ? `${cpu} = ${total.toFixed(1)}` : total.toFixed(1)} µs)`;
}

/** Alternating rounds of `path` on the in-process server and on the gateway, after one discarded run of each. */
async function compare(label: string, path: string, inproc: AlgorunProcess, gateway: AlgorunProcess): Promise<void> {
  const direct = (): Run => wrk(`${inproc.algod}${path}`, [inproc.child.pid!]);
  const split = (): Run => wrk(`${gateway.algod}${path}`, [gateway.child.pid!, inproc.child.pid!]);
  direct();
  split();
  const ratios: number[] = [];
  for (let r = 1; r <= rounds; r++) {
    const a = direct();
    const batchesBefore = await coreBatches(inproc);
    const b = split();
    const perBatch = (b.rps * seconds) / Math.max(1, (await coreBatches(inproc)) - batchesBefore);
    ratios.push(b.rps / a.rps);
    console.log(
      `${label} round ${r}: in-process ${describeRun(a, ['server'])}; split ${describeRun(b, ['gateway', 'core'])}, ${perBatch.toFixed(1)} requests per ExecuteBatch; ${(b.rps / a.rps).toFixed(2)}×`,
    );
  }
  console.log(`${label}: split ${median(ratios).toFixed(2)}× in-process (median of ${rounds} rounds; goal ≥ 0.50)`);
}

const busy = await machineBusyCores();
console.log(
  `# --core split bench — ${await describeMachine()}; wrk -t${wrkThreads} -c${connections} -d${seconds}s, ${rounds} rounds`,
);
console.log(
  `machine already ${busy.toFixed(2)} cores busy before the bench (load average ${readFileSync('/proc/loadavg', 'latin1').trim()})`,
);
const inproc = await startAlgorun();
let gateway: AlgorunProcess | undefined;
try {
  if (inproc.grpc === undefined) throw new Error('the in-process server printed no gRPC address');
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const flags = ['--core', inproc.grpc, ...gatewayFlags];
  gateway = await startAlgorun(profileDir === undefined ? { flags } : { flags, cpuProfileDir: profileDir });
  const [account] = await devAccounts(inproc);
  const accountPath = `/v2/accounts/${account!.address}`;
  // Both answer the same account, so both really read it (a wrong route would fail wrk's 2xx check anyway).
  const [a, b] = await Promise.all([algodGet<object>(inproc, accountPath), algodGet<object>(gateway, accountPath)]);
  if (JSON.stringify(a) !== JSON.stringify(b))
    throw new Error('the gateway and the core answer the account differently');
  if (paths.has('account')) await compare('GET /v2/accounts/{address}', accountPath, inproc, gateway);
  if (paths.has('status')) await compare('GET /v2/status', '/v2/status', inproc, gateway);
} finally {
  await gateway?.stop();
  await inproc.stop();
}
