/**
 * `npm run bench:http-engines`: the two REST engines (src/gateway/rest: uWebSockets.js and node:http) on account
 * reads, GET /v2/accounts/{address} of a funded account, each through `node dist/main.js --http-engine <engine>`,
 * and the bare handler of each engine (serve-bare.ts, serve-bare-node.ts: GET /health with nothing of ours), with
 * wrk against 127.0.0.1, all in one run on one Node. Goal (issue 38): node:http account reads ≥ 0.5× uWS's.
 * BENCH_ROUNDS (3) rounds alternate the four servers; each figure is the median of its rounds, and the ratio
 * node ÷ uws is taken within each round, then the median. Knobs (env): BENCH_SECONDS (8), BENCH_CONNECTIONS (64),
 * BENCH_THREADS (1), BENCH_ROUNDS (3). Needs a native uWS binary for this Node (Node 20 here).
 */
import { spawnSync } from 'node:child_process';
import { describeMachine } from '../harness.js';
import { loadUws } from '../../src/gateway/rest/uws-loader.js';
import { devAccounts, startAlgorun, startBare, TOKEN } from './algod-server.js';
import { parseWrkSummary, WRK_MISSING, wrkArgs } from './wrk-summary.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const threads = Number(process.env.BENCH_THREADS ?? 1);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

type Result = { rps: number; p99: string };

function wrk(url: string): Result {
  const args = wrkArgs({ threads, connections, seconds, url, headers: [`X-Algo-API-Token: ${TOKEN}`] });
  const out = spawnSync('wrk', args, { encoding: 'utf8' });
  if (out.error) throw new Error(`${WRK_MISSING}: ${out.error.message}`);
  const { rps, p99 } = parseWrkSummary(out.stdout, out.stderr, true);
  return { rps, p99 };
}

const loaded = loadUws();
if (loaded.uws === undefined) {
  console.log(`no native uWebSockets.js binary on ${process.version} (${loaded.reason}): nothing to compare`);
  process.exit(0);
}
console.log(`# REST engines — ${await describeMachine()}; wrk -t${threads} -c${connections} -d${seconds}s`);
const servers = {
  'bare uWS GET /health': await startBare('uws'),
  'bare node:http GET /health': await startBare('node'),
};
const uwsNode = await startAlgorun({ flags: ['--http-engine', 'uws'] });
const nodeNode = await startAlgorun({ flags: ['--http-engine', 'node'] });
try {
  const [account] = await devAccounts(uwsNode);
  const [other] = await devAccounts(nodeNode);
  const urls: Record<string, string> = {
    'bare uWS GET /health': `${servers['bare uWS GET /health'].url}/health`,
    'bare node:http GET /health': `${servers['bare node:http GET /health'].url}/health`,
    'algorun uws GET /v2/accounts/{a}': `${uwsNode.algod}/v2/accounts/${account!.address}`,
    'algorun node GET /v2/accounts/{a}': `${nodeNode.algod}/v2/accounts/${other!.address}`,
  };
  const results = new Map<string, Result[]>(Object.keys(urls).map((name) => [name, []]));
  for (const url of Object.values(urls)) wrk(url); // warm-up, discarded
  for (let round = 1; round <= rounds; round++) {
    for (const [name, url] of Object.entries(urls)) {
      const r = wrk(url);
      results.get(name)!.push(r);
      console.log(
        `round ${round}  ${name.padEnd(36)} ${Math.round(r.rps).toLocaleString('en-US').padStart(9)} req/s  p99 ${r.p99}`,
      );
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rps = (name: string): number[] => results.get(name)!.map((r) => r.rps);
  const perRound = (a: string, b: string): number => median(rps(a).map((x, i) => x / rps(b)[i]!));
  console.log(`\n## medians of ${rounds} rounds`);
  for (const name of Object.keys(urls))
    console.log(
      `  ${name.padEnd(36)} ${Math.round(median(rps(name)))
        .toLocaleString('en-US')
        .padStart(9)} req/s`,
    );
  console.log(
    `  account reads, node:http ÷ uWS:      ${perRound('algorun node GET /v2/accounts/{a}', 'algorun uws GET /v2/accounts/{a}').toFixed(2)}× (goal ≥ 0.50)`,
  );
  console.log(
    `  bare handlers, node:http ÷ uWS:      ${perRound('bare node:http GET /health', 'bare uWS GET /health').toFixed(2)}×`,
  );
  console.log(
    `  account reads ÷ own bare handler:    uws ${perRound('algorun uws GET /v2/accounts/{a}', 'bare uWS GET /health').toFixed(2)}×, node ${perRound('algorun node GET /v2/accounts/{a}', 'bare node:http GET /health').toFixed(2)}×`,
  );
} finally {
  await uwsNode.stop();
  await nodeNode.stop();
  for (const server of Object.values(servers)) await server.stop();
}
