/**
 * Request counters and latency histograms kept as plain numbers on the request path, and rendered in prom-client's
 * metric shape (`get()` → name, help, type, values) only when scraped. prom-client's own Counter and Histogram
 * build a label hash string on every increment, even through `labels()` children; this keeps the per-request cost
 * to a short status scan and a bucket scan.
 *
 * Invariants:
 * - One series per label set, created on first use; a series' counts only grow (Prometheus counter semantics).
 * - Buckets follow Prometheus: the bucket `le=b` counts observations ≤ b, cumulatively, and `+Inf` equals `_count`.
 */

/** Records one answered request or call: status (a label value), then elapsed seconds. */
export type Recorder = (status: string, seconds: number) => void;

type Labels = Readonly<Record<string, string>>;

interface Series {
  readonly labels: Labels;
  /** Answers by status: `counts[i]` for `statuses[i]`. A series sees a few statuses, so a scan beats hashing. */
  readonly statuses: string[];
  readonly counts: number[];
  /** Non-cumulative counts per bucket; the last one is +Inf. */
  readonly buckets: number[];
  sum: number;
  count: number;
}

/** The shape prom-client's Registry reads from a registered metric. */
export interface ScrapedMetric {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'histogram';
  readonly aggregator: 'sum';
  get(): Promise<{
    name: string;
    help: string;
    type: string;
    aggregator: 'sum';
    values: { labels: Labels; value: number; metricName?: string }[];
  }>;
  reset(): void;
}

export class RequestTable {
  readonly #bounds: readonly number[];
  readonly #series: Series[] = [];

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
  }

  /** The recorder of one label set (callers cache it). */
  series(labels: Labels): Recorder {
    const buckets = new Array<number>(this.#bounds.length + 1).fill(0);
    const series: Series = { labels, statuses: [], counts: [], buckets, sum: 0, count: 0 };
    this.#series.push(series);
    const bounds = this.#bounds;
    return (status, seconds) => {
      const at = series.statuses.indexOf(status);
      if (at === -1) {
        series.statuses.push(status);
        series.counts.push(1);
      } else series.counts[at]!++;
      let i = 0;
      while (i < bounds.length && seconds > bounds[i]!) i++;
      series.buckets[i]!++;
      series.sum += seconds;
      series.count++;
    };
  }

  /** A counter of answers by label set and status, the status under label `statusLabel`. */
  counter(name: string, help: string, statusLabel: string): ScrapedMetric {
    const values = (): { labels: Labels; value: number }[] =>
      this.#series.flatMap((s) =>
        s.statuses.map((status, i) => ({ labels: { ...s.labels, [statusLabel]: status }, value: s.counts[i]! })),
      );
    return scraped(name, help, 'counter', values);
  }

  /** A histogram of elapsed seconds by label set. */
  histogram(name: string, help: string): ScrapedMetric {
    const values = (): { labels: Labels; value: number; metricName: string }[] =>
      this.#series.flatMap((s) => {
        let cumulative = 0;
        const rows: { labels: Labels; value: number; metricName: string }[] = s.buckets.map((n, i) => {
          cumulative += n;
          const le = i < this.#bounds.length ? String(this.#bounds[i]) : '+Inf';
          return { labels: { le, ...s.labels }, value: cumulative, metricName: `${name}_bucket` };
        });
        rows.push({ labels: s.labels, value: s.sum, metricName: `${name}_sum` });
        rows.push({ labels: s.labels, value: s.count, metricName: `${name}_count` });
        return rows;
      });
    return scraped(name, help, 'histogram', values);
  }
}

function scraped(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => { labels: Labels; value: number; metricName?: string }[],
): ScrapedMetric {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => Promise.resolve({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => undefined,
  };
}
