/**
 * A small reader of the Prometheus text exposition format (version 0.0.4) for tests: every line must be a HELP or
 * TYPE comment, a blank line or a sample `name{label="value",...} value [timestamp]`; label values are unescaped
 * (\\, \" and \n). Samples are looked up by name and a subset of their labels; a histogram's count is its
 * `<name>_count` sample. (parse-prometheus-text-format was tried and loses the labels of histogram samples.)
 */

export type Labels = Readonly<Record<string, string>>;
export interface Sample {
  readonly name: string;
  readonly labels: Labels;
  readonly value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`;
// Go's ParseFloat, which Prometheus uses, ignores the case of NaN and Inf (prom-client writes "Nan").
const VALUE = '([-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d+)?|[-+]?[Ii]nf|[Nn]a[Nn])';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL}(?:,${LABEL})*)?,?)\\})? ${VALUE}(?: -?\\d+)?$`);
const COMMENT = new RegExp(`^# (?:HELP (${NAME}) .*|TYPE (${NAME}) (counter|gauge|histogram|summary|untyped))$`);
const ONE_LABEL = new RegExp(LABEL, 'g');

function unescape(text: string): string {
  return text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
}

function number(text: string): number {
  const lower = text.toLowerCase();
  if (lower.endsWith('inf')) return lower.startsWith('-') ? -Infinity : Infinity;
  return lower === 'nan' ? NaN : Number(text);
}

export class Exposition {
  /** Family name → type, from the TYPE lines. */
  readonly types = new Map<string, string>();
  readonly samples: readonly Sample[];

  /** @throws Error naming the first line that is not in the text format */
  constructor(readonly text: string) {
    const samples: Sample[] = [];
    for (const [i, line] of text.split('\n').entries()) {
      if (line === '') continue;
      const comment = COMMENT.exec(line);
      if (comment) {
        if (comment[2] !== undefined) this.types.set(comment[2], comment[3]!);
        continue;
      }
      const sample = SAMPLE.exec(line);
      if (!sample) throw new Error(`line ${i + 1} is not in the Prometheus text format: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (sample[2] ?? '').matchAll(ONE_LABEL)) labels[key!] = unescape(value!);
      samples.push({ name: sample[1]!, labels, value: number(sample.at(-1)!) });
    }
    this.samples = samples;
  }

  /** The samples named `name` whose labels include `labels`. */
  find(name: string, labels: Labels = {}): Sample[] {
    return this.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  }

  /** The value of a counter or gauge (0 when absent: counters start there). */
  value(name: string, labels: Labels = {}): number {
    return this.find(name, labels)[0]?.value ?? 0;
  }

  /** The observation count of a histogram (0 when absent). */
  count(name: string, labels: Labels = {}): number {
    return this.value(`${name}_count`, labels);
  }
}

/** GET `<algod>/metrics`, checked and parsed. */
export async function scrape(algod: string): Promise<Exposition> {
  const response = await fetch(`${algod}/metrics`);
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return new Exposition(await response.text());
}
