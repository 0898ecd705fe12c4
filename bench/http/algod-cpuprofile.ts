/**
 * A small `.cpuprofile` summariser (the JSON that `node --cpu-prof` writes, one file per thread): self time per
 * function, heaviest first, and inclusive (total) time of our own functions (files under dist/ or src/), as shares
 * of the thread's busy time.
 *
 * Invariants:
 * - Self time of a node is the sum of the time deltas of the samples that landed on it; inclusive time of a
 *   function adds every sample with the function anywhere on its stack (once per sample, so recursion does not
 *   count twice). Functions are keyed by name + file + line, summed over call paths.
 * - Waiting is not work: `(idle)` (the event loop blocked in epoll) and piscina's `atomicsWaitLoop` (a worker
 *   blocked in Atomics.wait for its next task) are excluded from `busy` and from the lists. The pseudo-nodes
 *   `(program)` (native code outside JS: uWS, libuv, RocksDB) and `(garbage collector)` count as work.
 * Usable alone: `node --import tsx bench/http/algod-cpuprofile.ts FILE.cpuprofile [TOP]`.
 * The file is read as a whole: profiles of a few minutes are tens of MB at most.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** The project directory (with a trailing slash), stripped from file names. */
const ROOT = new URL('../../', import.meta.url).pathname;

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface SelfTime {
  readonly name: string;
  readonly ms: number;
}

export interface ProfileSummary {
  readonly totalMs: number;
  readonly busyMs: number;
  readonly self: SelfTime[];
  /** inclusive time of our own functions (dist/ or src/) */
  readonly inclusive: SelfTime[];
}

const WAITING = new Set(['(idle)', 'atomicsWaitLoop']);
const isWaiting = (name: string): boolean => WAITING.has(name.split(' ')[0]!);
const OURS = /^\S+ (dist|src)\//;

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName === '' ? '(anonymous)' : functionName;
  if (url === '') return name;
  const file = url.replace(/^file:\/\//, '').replace(ROOT, '');
  return `${name} ${file}:${lineNumber + 1}`;
}

function ranked(map: Map<string, number>, top: number, keep: (name: string) => boolean = () => true): SelfTime[] {
  return [...map]
    .filter(([name]) => keep(name))
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}

const add = (map: Map<string, number>, key: string, us: number): void => void map.set(key, (map.get(key) ?? 0) + us);

/** Self and inclusive time per function of one profile file, heaviest first. */
export function summariseProfile(path: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<string, number>();
  const totalUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let sampledUs = 0;
  for (let i = 0; i < samples.length; i++) {
    const node = byId.get(samples[i]!);
    const us = Math.max(0, deltas[i] ?? 0);
    if (node === undefined) continue;
    sampledUs += us;
    add(selfUs, label(node), us);
    if (isWaiting(label(node))) continue;
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) seen.add(label(byId.get(id)!));
    for (const name of seen) add(totalUs, name, us);
  }
  const waitingUs = [...selfUs].reduce((a, [name, us]) => a + (isWaiting(name) ? us : 0), 0);
  return {
    totalMs: sampledUs / 1000,
    busyMs: (sampledUs - waitingUs) / 1000,
    self: ranked(selfUs, top, (name) => !isWaiting(name)),
    inclusive: ranked(totalUs, top, (name) => OURS.test(name)),
  };
}

/** Printable lines: busy time, then `share of busy  ms  function` rows for self and inclusive time. */
export function formatSummary(title: string, s: ProfileSummary): string[] {
  const row = (f: SelfTime): string =>
    `    ${((100 * f.ms) / s.busyMs).toFixed(1).padStart(5)}%  ${f.ms.toFixed(0).padStart(7)} ms  ${f.name}`;
  return [
    `${title}: busy ${(s.busyMs / 1000).toFixed(1)} s of ${(s.totalMs / 1000).toFixed(1)} s sampled`,
    '  self time (share of busy):',
    ...s.self.map(row),
    '  inclusive time of our functions (share of busy):',
    ...s.inclusive.map(row),
  ];
}

/**
 * Summaries of every thread profile in `dir` (or of the main thread's only) that did more than 100 ms of work. Node names the files
 * CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile; thread 0 is the main thread.
 */
export function formatProfileDir(dir: string, top: number, mainOnly = false): string[] {
  const lines: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()) {
    const thread = file.split('.')[4];
    if (mainOnly && thread !== '0') continue;
    const summary = summariseProfile(join(dir, file), top);
    if (summary.busyMs < 100) continue; // threads that only started up
    lines.push(...formatSummary(thread === '0' ? 'main thread' : `worker thread ${thread}`, summary));
  }
  return lines;
}

if (process.argv[1] !== undefined && basename(process.argv[1]) === 'algod-cpuprofile.ts') {
  const [file, top] = process.argv.slice(2);
  if (file === undefined) throw new Error('usage: algod-cpuprofile.ts FILE.cpuprofile [TOP]');
  console.log(formatSummary(basename(file), summariseProfile(file, Number(top ?? 15))).join('\n'));
}
