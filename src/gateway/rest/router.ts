/**
 * A small path router for the REST surfaces: static segments, `{name}` parameters and a trailing `*` wildcard.
 *
 * Invariants:
 * - Matching works on the raw (still percent-encoded) path split on '/'; each parameter value is URL-unescaped
 *   exactly once (a malformed escape leaves the raw text).
 * - When several patterns match, the one with a static segment at the first point of difference wins, then
 *   parameters, then the wildcard (as echo's router prefers static routes).
 * - A path that some pattern matches but not for this method yields `methodNotAllowed` with the allowed methods.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD' | '*';

type Segment = { readonly kind: 'static'; readonly text: string } | { readonly kind: 'param'; readonly name: string };

interface Entry<R> {
  readonly method: Method;
  readonly segments: readonly Segment[];
  readonly wildcard: boolean;
  /** One rank per segment (2 static, 1 param) plus 0 for a wildcard tail; compared lexicographically. */
  readonly rank: readonly number[];
  readonly route: R;
}

export type RouteMatch<R> =
  | { readonly kind: 'found'; readonly route: R; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'methodNotAllowed'; readonly allow: readonly string[] }
  | { readonly kind: 'notFound' };

function parsePattern(pattern: string): { segments: Segment[]; wildcard: boolean } {
  const parts = pattern.split('/').slice(1);
  const wildcard = parts[parts.length - 1] === '*';
  if (wildcard) parts.pop();
  const segments = parts.map((part): Segment => {
    const param = /^\{([^}]+)\}$/.exec(part);
    return param ? { kind: 'param', name: param[1]! } : { kind: 'static', text: part };
  });
  return { segments, wildcard };
}

function unescapeOnce(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return b[i]! - a[i]!;
  }
  return b.length - a.length;
}

export class Router<R> {
  readonly #entries: Entry<R>[] = [];
  /** "length/first/second" segments → the entries that can match such a path, in rank order; rebuilt after `add` */
  readonly #byShape = new Map<string, Entry<R>[]>();

  /** Registers `route` for `method` (or '*' for any method) on `pattern` ("/v2/blocks/{round}", "/v1/*"). */
  add(method: Method, pattern: string, route: R): this {
    const { segments, wildcard } = parsePattern(pattern);
    const rank = [...segments.map((s) => (s.kind === 'static' ? 2 : 1)), ...(wildcard ? [0] : [])];
    this.#entries.push({ method, segments, wildcard, rank, route });
    this.#entries.sort((a, b) => compareRank(a.rank, b.rank));
    this.#byShape.clear();
    return this;
  }

  /** Finds the route for `method` (upper case) on a raw path without query string. */
  match(method: string, path: string): RouteMatch<R> {
    const parts = path.split('/').slice(1);
    const allow: string[] = [];
    for (const entry of this.#candidates(parts)) {
      const params = matchSegments(entry, parts);
      if (params === undefined) continue;
      if (entry.method === '*' || entry.method === method) return { kind: 'found', route: entry.route, params };
      if (!allow.includes(entry.method)) allow.push(entry.method);
    }
    return allow.length > 0 ? { kind: 'methodNotAllowed', allow } : { kind: 'notFound' };
  }

  /** Entries whose length and first two segments can match `parts` (bounded cache: unknown paths are not kept). */
  #candidates(parts: readonly string[]): Entry<R>[] {
    const shape = `${parts.length}/${parts[0] ?? ''}/${parts[1] ?? ''}`;
    let list = this.#byShape.get(shape);
    if (list === undefined) {
      list = this.#entries.filter((e) => fitsShape(e, parts));
      if (this.#byShape.size < 256) this.#byShape.set(shape, list);
    }
    return list;
  }
}

function fitsShape<R>(entry: Entry<R>, parts: readonly string[]): boolean {
  const { segments, wildcard } = entry;
  if (wildcard ? segments.length > parts.length : segments.length !== parts.length) return false;
  for (let i = 0; i < Math.min(2, segments.length); i++) {
    const segment = segments[i]!;
    if (segment.kind === 'static' && segment.text !== parts[i]) return false;
  }
  return true;
}

function matchSegments<R>(entry: Entry<R>, parts: readonly string[]): Record<string, string> | undefined {
  const { segments, wildcard } = entry;
  if (wildcard ? parts.length < segments.length : parts.length !== segments.length) return undefined;
  // Statics first: most entries fail there, and then no parameter object is built.
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'static' && segment.text !== parts[i]) return undefined;
  }
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'param') params[segment.name] = unescapeOnce(parts[i]!);
  }
  return params;
}
