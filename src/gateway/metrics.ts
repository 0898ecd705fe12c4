/**
 * Prometheus metrics of one server (prom-client, text exposition format), served at `GET /metrics` on the algod
 * port. docs/operations.md lists every metric with its labels.
 *
 * Invariants:
 * - Only this module imports prom-client. Each server has a registry of its own (tests run several servers in
 *   one process), holding the process metrics of prom-client's default collectors too.
 * - Request paths pay for a cached recorder lookup and a few plain number updates (metrics-table.ts): recorders
 *   are found by route pattern and method (nested maps, no label hashing per request), never by raw path, so the
 *   label sets stay bounded whatever clients send.
 * - Gauges and counters mirrored from other components (transaction pool, worker pool, KDF queue) are read when
 *   scraped, through the small source interfaces below; those components hold no reference to this module.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { RequestTable, type Recorder, type ScrapedMetric } from './metrics-table.js';

export type { Recorder };

/** A snapshot of the worker pool (workers/pool.ts PoolStats). */
export interface WorkerPoolSource {
  stats(): { threads: number; queueSize: number; completed: number; busyMs: number; idleMs: number };
}

/** A snapshot of the kmd password-KDF slots (service/kmd/kdf-slots.ts KdfStats). */
export interface KdfSource {
  readonly limit: number;
  stats(): { started: number; active: number; waiting: number };
}

export interface MetricSources {
  /** Transactions in the algod transaction pool now. */
  readonly txPoolSize?: () => number;
  /** The latest durable round. */
  readonly round?: () => bigint;
  readonly workerPool?: WorkerPoolSource;
  readonly kdf?: KdfSource;
  /** The store's durable-write counters (store/store.ts StoreStats) and whether a write fault has it read-only. */
  readonly store?: () => { commits: number; syncedBatches: number; readOnly: boolean };
  /** A follower's groups answered from checks made ahead from its peer's feed, and those checked on arrival. */
  readonly prechecks?: () => { hits: number; misses: number };
}

const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BLOCK_BUCKETS = [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 30, 60];

export class ServerMetrics {
  readonly registry = new Registry();
  readonly #http = new RequestTable(LATENCY_BUCKETS);
  readonly #grpc = new RequestTable(LATENCY_BUCKETS);
  readonly #submissions;
  readonly #confirmed;
  readonly #blockInterval;
  /** REST recorders by surface, route pattern and method. */
  readonly #routes = new Map<string, Map<string, Map<string, Recorder>>>();
  #lastBlockAtMs: number | undefined;

  constructor(sources: MetricSources = {}) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const register = (metric: ScrapedMetric): void => this.registry.registerMetric(metric as unknown as Metric);
    register(
      this.#http.counter(
        'algorun_http_requests_total',
        'REST requests answered, by surface, method, route pattern and HTTP status.',
        'code',
      ),
    );
    register(
      this.#http.histogram(
        'algorun_http_request_duration_seconds',
        'Time from a REST request arriving to its answer being written, by surface, method and route pattern.',
      ),
    );
    register(
      this.#grpc.counter(
        'algorun_grpc_calls_total',
        'gRPC calls answered, by service, method and status code name.',
        'code',
      ),
    );
    register(
      this.#grpc.histogram(
        'algorun_grpc_call_duration_seconds',
        'Time from a gRPC call arriving to its answer, by service and method.',
      ),
    );
    this.#submissions = new Counter({
      name: 'algorun_algod_submissions_total',
      help: 'Transaction group submissions answered, by result (accepted or rejected).',
      labelNames: ['result'] as const,
      registers,
    });
    this.#confirmed = new Counter({
      name: 'algorun_algod_confirmed_transactions_total',
      help: 'Transactions in durable blocks (top-level transactions of the payset); rate() of it is the TPS.',
      registers,
    });
    this.#blockInterval = new Histogram({
      name: 'algorun_algod_block_interval_seconds',
      help: 'Wall-clock time between the production of consecutive blocks by this process.',
      buckets: BLOCK_BUCKETS,
      registers,
    });
    this.#submissions.labels('accepted').inc(0);
    this.#submissions.labels('rejected').inc(0);
    this.watch(sources);
  }

  /** Names the HTTP engine serving the REST surfaces: `algorun_http_engine_info{engine} 1`. */
  httpEngine(engine: string): void {
    const info = new Gauge({
      name: 'algorun_http_engine_info',
      help: 'The HTTP engine serving the REST APIs (--http-engine): uws (uWebSockets.js) or node (node:http).',
      labelNames: ['engine'] as const,
      registers: [this.registry],
    });
    info.labels(engine).set(1);
  }

  /** The recorder of one REST route pattern ('none' when no route matched) and method. */
  rest(surface: string, route: string, method: string): Recorder {
    let bySurface = this.#routes.get(surface);
    if (bySurface === undefined) this.#routes.set(surface, (bySurface = new Map()));
    let byRoute = bySurface.get(route);
    if (byRoute === undefined) bySurface.set(route, (byRoute = new Map()));
    let recorder = byRoute.get(method);
    if (recorder === undefined) byRoute.set(method, (recorder = this.#http.series({ surface, method, route })));
    return recorder;
  }

  /** The recorder of one gRPC method. */
  grpc(service: string, method: string): Recorder {
    return this.#grpc.series({ service, method });
  }

  submitted(accepted: boolean): void {
    this.#submissions.labels(accepted ? 'accepted' : 'rejected').inc();
  }

  /** A block is durable: `txns` transactions, cut at `atMs` (wall clock). */
  committed(txns: number, atMs: number): void {
    this.#confirmed.inc(txns);
    if (this.#lastBlockAtMs !== undefined) this.#blockInterval.observe(Math.max(0, atMs - this.#lastBlockAtMs) / 1000);
    this.#lastBlockAtMs = atMs;
  }

  /** The exposition: content type and text. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Adds the scrape-time sources (the in-process core; a gateway-only process has none). */
  watch({ txPoolSize, round, workerPool, kdf, store, prechecks }: MetricSources): void {
    const registers = [this.registry];
    if (round !== undefined)
      mirroredGauge('algorun_algod_round', 'Latest durable round.', registers, () => Number(round()));
    if (txPoolSize !== undefined) {
      const help = 'Transactions waiting in the algod transaction pool.';
      mirroredGauge('algorun_algod_txpool_transactions', help, registers, txPoolSize);
    }
    if (workerPool !== undefined) watchWorkerPool(workerPool, registers);
    if (kdf !== undefined) watchKdf(kdf, registers);
    if (store !== undefined) {
      const commits = 'Durable (fsynced) commits asked of the store; several may share one write (group commit).';
      mirroredCounter('algorun_store_commits_total', commits, registers, () => store().commits);
      const writes = 'Fsynced RocksDB writes; commits_total / this is the number of commits merged per write.';
      mirroredCounter('algorun_store_synced_writes_total', writes, registers, () => store().syncedBatches);
      const readOnly =
        '1 while a write fault (full disk, I/O error, corruption) has the store refusing writes, else 0.';
      mirroredGauge('algorun_store_read_only', readOnly, registers, () => (store().readOnly ? 1 : 0));
    }
    if (prechecks !== undefined) {
      const hits = "Groups of a peer's blocks whose checks were done ahead, from the peer's transaction feed.";
      mirroredCounter('algorun_follower_prechecked_groups_total', hits, registers, () => prechecks().hits);
      const misses = "Groups of a peer's blocks checked when the block arrived (no usable answer from the feed).";
      mirroredCounter('algorun_follower_checked_on_arrival_groups_total', misses, registers, () => prechecks().misses);
    }
  }
}

/** A gauge whose value is read from elsewhere at scrape time. */
function mirroredGauge(name: string, help: string, registers: Registry[], read: () => number): void {
  new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(read());
    },
  });
}

/** A counter whose value is read from elsewhere at scrape time. */
function mirroredCounter(name: string, help: string, registers: Registry[], read: () => number): void {
  new Counter({
    name,
    help,
    registers,
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

function watchWorkerPool(pool: WorkerPoolSource, registers: Registry[]): void {
  let stats = pool.stats();
  let previous = { busyMs: 0, idleMs: 0 };
  // One snapshot per scrape, taken by the first of these collectors (registry order is creation order).
  new Gauge({
    name: 'algorun_worker_pool_threads',
    help: 'Worker threads of the pool.',
    registers,
    collect() {
      stats = pool.stats();
      this.set(stats.threads);
    },
  });
  const queue = 'Tasks waiting for a worker thread (beyond those each worker already holds).';
  mirroredGauge('algorun_worker_pool_queue_length', queue, registers, () => stats.queueSize);
  new Gauge({
    name: 'algorun_worker_pool_utilization',
    help: "Share (0-1) of the workers' time spent running tasks since the previous scrape (event-loop utilisation).",
    registers,
    collect() {
      const busy = stats.busyMs - previous.busyMs;
      const total = busy + stats.idleMs - previous.idleMs;
      // A replaced worker restarts its clock: start over rather than report a negative share.
      this.set(busy >= 0 && total > 0 ? busy / total : 0);
      previous = stats;
    },
  });
  const tasks = 'Tasks completed by the worker pool.';
  mirroredCounter('algorun_worker_pool_tasks_total', tasks, registers, () => stats.completed);
  const busy = 'Time the worker threads spent running tasks, summed over threads; rate() / threads is utilisation.';
  mirroredCounter('algorun_worker_pool_busy_seconds_total', busy, registers, () => stats.busyMs / 1000);
}

function watchKdf(kdf: KdfSource, registers: Registry[]): void {
  const limit = 'kmd password derivations allowed to run at once (--kdf-concurrency).';
  mirroredGauge('algorun_kmd_kdf_limit', limit, registers, () => kdf.limit);
  const active = 'kmd password derivations running now.';
  mirroredGauge('algorun_kmd_kdf_active', active, registers, () => kdf.stats().active);
  const waiting = 'kmd password derivations waiting for a slot.';
  mirroredGauge('algorun_kmd_kdf_queue_length', waiting, registers, () => kdf.stats().waiting);
  const started = 'kmd password derivations started.';
  mirroredCounter('algorun_kmd_kdf_started_total', started, registers, () => kdf.stats().started);
}
