/**
 * The only importer of `benchmark` (archived upstream, so it stays swappable here).
 *
 * Every figure is printed as a ratio to a reference measured in the same run and process, never as an absolute
 * claim: `compare()` runs the reference and each candidate as one suite and prints ops/s, relative margin of error
 * and `candidate / reference`. Async cases use benchmark's deferred mode.
 */
import Benchmark from 'benchmark';
import { Worker } from 'node:worker_threads';

export type SyncCase = { name: string; fn: () => void };
export type AsyncCase = { name: string; async: () => Promise<void> };
export type Case = SyncCase | AsyncCase;

export type CaseResult = { name: string; hz: number; rme: number; ratio: number };

export type CompareOptions = {
  /** Minimum sampling time per case in seconds (benchmark's `minTime`); default 1. */
  minTimeSeconds?: number;
  /** Units processed by one call, for a "per unit" line (e.g. 64 signatures per batch). */
  unitsPerOp?: Record<string, number>;
};

function addCase(suite: Benchmark.Suite, c: Case, minTime: number): void {
  if ('fn' in c) {
    suite.add(c.name, c.fn, { minTime });
    return;
  }
  const run = c.async;
  suite.add(
    c.name,
    (deferred: { resolve(): void }) => {
      run().then(
        () => deferred.resolve(),
        (error: unknown) => {
          console.error(`bench case ${c.name} failed`, error);
          process.exit(1);
        },
      );
    },
    { defer: true, minTime },
  );
}

/** Runs `reference` and `candidates` in one suite and prints each candidate's speed as a ratio to the reference. */
export function compare(
  title: string,
  reference: Case,
  candidates: Case[],
  options: CompareOptions = {},
): Promise<CaseResult[]> {
  const minTime = options.minTimeSeconds ?? 1;
  const suite = new Benchmark.Suite(title);
  for (const c of [reference, ...candidates]) addCase(suite, c, minTime);
  return new Promise((resolve) => {
    suite.on('complete', function (this: Benchmark.Suite) {
      const benches = this.map((b: Benchmark) => b) as Benchmark[];
      const refHz = benches[0]!.hz;
      const units = options.unitsPerOp ?? {};
      console.log(`\n## ${title}`);
      const results = benches.map((b) => {
        const name = b.name ?? '';
        const perUnit = units[name] ?? 1;
        const refUnits = units[reference.name] ?? 1;
        const ratio = (b.hz * perUnit) / (refHz * refUnits);
        const label = name === reference.name ? 'reference' : `${ratio.toFixed(2)}x reference`;
        const unitNote = perUnit !== 1 ? ` (${Math.round(b.hz * perUnit).toLocaleString('en-US')} units/s)` : '';
        console.log(
          `  ${name.padEnd(44)} ${Math.round(b.hz).toLocaleString('en-US').padStart(12)} ops/s ±${b.stats.rme.toFixed(1)}%${unitNote}  ${label}`,
        );
        return { name, hz: b.hz, rme: b.stats.rme, ratio };
      });
      resolve(results);
    });
    suite.run({ async: true });
  });
}

/**
 * Measures `cases` in one suite and resolves with their rates, printing nothing: for a bench whose reference must
 * run in another process (two builds of one native library cannot share a process), which prints the ratio itself.
 */
export function measure(cases: Case[], minTimeSeconds = 1): Promise<Omit<CaseResult, 'ratio'>[]> {
  const suite = new Benchmark.Suite('measure');
  for (const c of cases) addCase(suite, c, minTimeSeconds);
  return new Promise((resolve) => {
    suite.on('complete', function (this: Benchmark.Suite) {
      const benches = this.map((b: Benchmark) => b) as Benchmark[];
      resolve(benches.map((b) => ({ name: b.name ?? '', hz: b.hz, rme: b.stats.rme })));
    });
    suite.run({ async: true });
  });
}

/** Machine line printed at the top of every bench run (bench/README.md records the reference machine). */
export async function describeMachine(): Promise<string> {
  const os = await import('node:os');
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/**
 * Runs the TypeScript module `url` in a worker thread with `workerData` and resolves with the first message it
 * posts. `--import tsx` does not reach a worker's entry on Node 20, so the entry is a line of JS that registers
 * tsx's loader in the worker itself and then imports the module.
 */
export function runTsWorker<T>(url: URL, workerData: unknown): Promise<T> {
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = `import(${api}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  const worker = new Worker(entry, { eval: true, workerData });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (value: T) => resolve(value));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${url.pathname} exited with ${code} before answering`)));
  });
}
