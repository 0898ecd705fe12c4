/**
 * `npm run bench:http`: HTTP load on 127.0.0.1 with wrk (Debian package `wrk`), each server in its own process,
 * reported as a ratio to a bare uWebSockets.js handler measured in the same run.
 * Knobs (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (64), BENCH_THREADS (1 wrk thread: the machine has
 * 2 cores and the server needs one).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describeMachine } from '../harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);

type Result = { rps: number; p99: string };

function startServer(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^port (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function wrk(url: string, headers: string[] = []): Result {
  const args = ['-t', String(wrkThreads), '-c', String(connections), '-d', `${seconds}s`, '--latency'];
  for (const h of headers) args.push('-H', h);
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (out.error) throw new Error(`wrk is needed (apt-get install wrk): ${out.error.message}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out.stdout)?.[1] ?? NaN);
  const p99 = /\s99%\s+(\S+)/.exec(out.stdout)?.[1] ?? '?';
  if (!Number.isFinite(rps)) throw new Error(`could not read wrk output:\n${out.stdout}\n${out.stderr}`);
  return { rps, p99 };
}

async function measure(script: string, path: string, headers: string[] = []): Promise<Result> {
  const { child, port } = await startServer(script);
  try {
    wrk(`http://127.0.0.1:${port}${path}`, headers); // warm-up run, discarded
    return wrk(`http://127.0.0.1:${port}${path}`, headers);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const line = (name: string, r: Result, ref: Result): string =>
  `  ${name.padEnd(44)} ${Math.round(r.rps).toLocaleString('en-US').padStart(9)} req/s  p99 ${r.p99.padStart(8)}  ${(r.rps / ref.rps).toFixed(2)}x reference`;

console.log(`# algorun HTTP bench — ${await describeMachine()}, wrk -t${wrkThreads} -c${connections} -d${seconds}s`);
const bare = await measure('bench/http/serve-bare.ts', '/health');
const health = await measure('bench/http/serve-algorun.ts', '/health');
console.log('\n## GET /health');
console.log(line('bare uWebSockets.js handler', bare, bare));
console.log(line('algorun algod /health', health, bare));
