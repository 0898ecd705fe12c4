/**
 * CPU accounting of a measurement window from /proc (Linux): cores used by each thread of the server, by the
 * load generator and by everything else on the machine, so that a throughput figure comes with where the two
 * cores went (and whether something outside the bench was competing).
 *
 * Invariants:
 * - A snapshot reads /proc/stat and /proc/<pid>/task/<tid>/stat; a window is the difference of two snapshots
 *   divided by the wall time between them, in cores (1.0 = one core busy all the time).
 * - The main thread of a process is the task whose tid equals its pid; other threads are anonymous (Node names
 *   them all `node`): under load the busiest two of algorun are its verification workers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

export interface CpuSnapshot {
  readonly at: number;
  readonly machineBusy: number;
  readonly threads: ReadonlyMap<number, number>;
  readonly load: number;
}

function taskTicks(path: string): number {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15 of stat(5))
  } catch {
    return 0; // the task ended between the listing and the read
  }
}

/** CPU time (user + system, all threads) process `pid` has used so far, in µs; NaN where /proc is missing. */
export function processCpuMicros(pid: number): number {
  const path = `/proc/${pid}/stat`;
  return existsSync(path) ? (taskTicks(path) * 1e6) / TICKS_PER_SECOND : NaN;
}

/** CPU time (user + system) of the calling thread so far, in µs (a worker thread measuring itself). */
export function ownThreadCpuMicros(): number {
  return (taskTicks('/proc/thread-self/stat') * 1e6) / TICKS_PER_SECOND;
}

/** CPU time (user + system) of thread `tid` of process `pid` so far, in µs (the main thread: tid = pid). */
export function threadCpuMicros(pid: number, tid: number): number {
  const path = `/proc/${pid}/task/${tid}/stat`;
  return existsSync(path) ? (taskTicks(path) * 1e6) / TICKS_PER_SECOND : NaN;
}

function machineBusyTicks(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number) as number[];
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** Ticks of every thread of `serverPid`, of `loadPid` (whole process) and of the machine, now. */
export function snapshot(serverPid: number, loadPid: number): CpuSnapshot {
  const threads = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${serverPid}/task`))
    threads.set(Number(tid), taskTicks(`/proc/${serverPid}/task/${tid}/stat`));
  return { at: performance.now(), machineBusy: machineBusyTicks(), threads, load: taskTicks(`/proc/${loadPid}/stat`) };
}

/** Cores used over a window (1.0 = one core busy for the whole window). */
export interface WindowCpu {
  readonly seconds: number;
  readonly server: number;
  readonly main: number;
  /** the server's other threads, busiest first */
  readonly others: readonly number[];
  readonly load: number;
  /** everything on the machine that is neither the server nor the load generator */
  readonly outside: number;
  readonly idle: number;
}

/** Cores used between two snapshots by the server's threads, the load generator and the rest of the machine. */
export function windowCpu(serverPid: number, a: CpuSnapshot, b: CpuSnapshot, cores: number): WindowCpu {
  const seconds = (b.at - a.at) / 1000;
  const cps = (ticks: number): number => ticks / TICKS_PER_SECOND / seconds;
  const perThread = [...b.threads].map(([tid, ticks]) => ({ tid, cores: cps(ticks - (a.threads.get(tid) ?? 0)) }));
  const server = perThread.reduce((s, t) => s + t.cores, 0);
  const load = cps(b.load - a.load);
  const machine = cps(b.machineBusy - a.machineBusy);
  return {
    seconds,
    server,
    main: perThread.find((t) => t.tid === serverPid)?.cores ?? 0,
    others: perThread
      .filter((t) => t.tid !== serverPid)
      .map((t) => t.cores)
      .sort((x, y) => y - x),
    load,
    outside: Math.max(0, machine - server - load),
    idle: Math.max(0, cores - machine),
  };
}

/** One line: server = main thread + busiest two other threads + the rest; load generator; outside; idle. */
export function formatCpu(w: WindowCpu, cores: number): string {
  const [first = 0, second = 0, ...rest] = w.others;
  const more = rest.reduce((s, c) => s + c, 0);
  return (
    `CPU in the window (cores of ${cores}): server ${w.server.toFixed(2)} = main thread ${w.main.toFixed(2)} + two ` +
    `busiest other threads ${first.toFixed(2)} + ${second.toFixed(2)} + ${rest.length} more ${more.toFixed(2)}; ` +
    `wrk ${w.load.toFixed(2)}; outside the bench ${w.outside.toFixed(2)}; idle ${w.idle.toFixed(2)}`
  );
}

/** Cores the whole machine kept busy over the next `ms` (to warn when something outside the bench competes). */
export async function machineBusyCores(ms = 1000): Promise<number> {
  const before = machineBusyTicks();
  await new Promise((r) => setTimeout(r, ms));
  return (machineBusyTicks() - before) / TICKS_PER_SECOND / (ms / 1000);
}
