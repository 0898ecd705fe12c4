/**
 * A small path router for the REST surfaces: static segments, `{name}` parameters and a trailing `*` wildcard.
 * Patterns are kept in a tree of segments, so matching walks the path once instead of testing every pattern.
 *
 * Invariants:
 * - Matching works on the raw (still percent-encoded) path split on '/'; each parameter value is URL-unescaped
 *   exactly once (a malformed escape leaves the raw text).
 * - When several patterns match, the one with a static segment at the first point of difference wins, then
 *   parameters, then the wildcard (as echo's router prefers static routes); a wildcard pattern also beats the same
 *   pattern without it on a path that has no rest. Patterns of equal rank keep their registration order.
 * - A path that some pattern matches but not for this method yields `methodNotAllowed` with the allowed methods,
 *   in rank order.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'HEAD' | '*';

/**
 * A matched route's path parameters by name, each URL-unescaped once. Two lists rather than an object keyed by
 * name: filling an object under names that differ by route is a megamorphic store on every request.
 */
export class PathParams implements Iterable<[name: string, value: string]> {
  readonly #names: readonly string[];
  readonly #values: readonly string[];

  constructor(names: readonly string[], values: readonly string[]) {
    this.#names = names;
    this.#values = values;
  }

  /** The value of parameter `name`, or undefined when the route has none of that name. */
  get(name: string): string | undefined {
    const i = this.#names.indexOf(name);
    return i === -1 ? undefined : this.#values[i];
  }

  *[Symbol.iterator](): Iterator<[name: string, value: string]> {
    for (let i = 0; i < this.#names.length; i++) yield [this.#names[i]!, this.#values[i]!];
  }
}

/** The parameters of a route that has none. */
export const NO_PARAMS = new PathParams([], []);

interface Entry<R> {
  readonly method: Method;
  /** The pattern as registered ("/v2/blocks/{round}"): a low-cardinality name for metrics and logs. */
  readonly pattern: string;
  /** Parameter segment positions (position 0 = the first segment after the leading '/'), and their names. */
  readonly positions: readonly number[];
  readonly names: readonly string[];
  readonly route: R;
  /** The match of a pattern without parameters: the same frozen answer every time. */
  readonly found: RouteMatch<R> | undefined;
}

/** Patterns sharing a prefix of segments share a node; `{x}` and `{y}` at one position are the same node. */
interface Node<R> {
  readonly statics: Map<string, Node<R>>;
  param: Node<R> | undefined;
  /** Patterns that end here. */
  readonly exact: Entry<R>[];
  /** Wildcard patterns whose fixed segments end here (they match any rest, also none). */
  readonly rest: Entry<R>[];
}

export type RouteMatch<R> =
  | {
      readonly kind: 'found';
      readonly route: R;
      readonly pattern: string;
      readonly params: PathParams;
    }
  | { readonly kind: 'methodNotAllowed'; readonly allow: readonly string[] }
  | { readonly kind: 'notFound' };

const NOT_FOUND = { kind: 'notFound' } as const;

function newNode<R>(): Node<R> {
  return { statics: new Map(), param: undefined, exact: [], rest: [] };
}

function unescapeOnce(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export class Router<R> {
  readonly #root: Node<R> = newNode();
  readonly #walk: Walk = { path: '', method: '', segments: [], allow: [] };

  /** Registers `route` for `method` (or '*' for any method) on `pattern` ("/v2/blocks/{round}", "/v1/*"). */
  add(method: Method, pattern: string, route: R): this {
    const parts = pattern.split('/').slice(1);
    const wildcard = parts[parts.length - 1] === '*';
    if (wildcard) parts.pop();
    const positions: number[] = [];
    const names: string[] = [];
    let node = this.#root;
    parts.forEach((part, position) => {
      const param = /^\{([^}]+)\}$/.exec(part);
      if (param) {
        positions.push(position);
        names.push(param[1]!);
        node = node.param ??= newNode();
      } else {
        let next = node.statics.get(part);
        if (next === undefined) node.statics.set(part, (next = newNode()));
        node = next;
      }
    });
    const found =
      names.length === 0 ? Object.freeze({ kind: 'found', route, pattern, params: NO_PARAMS } as const) : undefined;
    (wildcard ? node.rest : node.exact).push({ method, pattern, positions, names, route, found });
    return this;
  }

  /** Finds the route for `method` (upper case) on a raw path without query string. */
  match(method: string, path: string): RouteMatch<R> {
    // One scratch walk per router: matching is synchronous, and nothing of it outlives the call.
    const w = this.#walk;
    w.path = path;
    w.method = method;
    if (w.allow.length !== 0) w.allow.length = 0; // a length store is a runtime call: only when needed
    const first = path.indexOf('/');
    const entry = walk(this.#root, w, first === -1 ? END : first + 1);
    w.path = '';
    if (entry !== undefined) {
      return (
        entry.found ?? {
          kind: 'found',
          route: entry.route,
          pattern: entry.pattern,
          params: paramsOf(entry, w.segments),
        }
      );
    }
    return w.allow.length > 0 ? { kind: 'methodNotAllowed', allow: [...w.allow] } : NOT_FOUND;
  }
}

/** One match in progress: the path, the method, the segments read so far (by depth) and the methods seen. */
interface Walk {
  path: string;
  method: string;
  readonly segments: string[];
  readonly allow: string[];
}

/** `start` value once the path has no more segments. */
const END = -1;

/**
 * Depth-first in rank order: static child, parameter child, then wildcards ending here; at the end of the path,
 * wildcards before exact patterns. `start` is where the next segment begins (segments are found with indexOf,
 * without splitting the path); methods of patterns that match the path but not the method go to `allow`.
 */
function walk<R>(node: Node<R>, w: Walk, start: number, depth = 0): Entry<R> | undefined {
  if (start === END) return pick(node.rest, w) ?? pick(node.exact, w);
  const slash = w.path.indexOf('/', start);
  const segment = slash === -1 ? w.path.slice(start) : w.path.slice(start, slash);
  w.segments[depth] = segment; // the same text on every branch at this depth
  const next = slash === -1 ? END : slash + 1;
  const fixed = node.statics.size === 0 ? undefined : node.statics.get(segment); // no hashing of long ids
  const found = (fixed && walk(fixed, w, next, depth + 1)) ?? (node.param && walk(node.param, w, next, depth + 1));
  return found ?? pick(node.rest, w);
}

function pick<R>(entries: readonly Entry<R>[], w: Walk): Entry<R> | undefined {
  for (const entry of entries) {
    if (entry.method === '*' || entry.method === w.method) return entry;
    if (!w.allow.includes(entry.method)) w.allow.push(entry.method);
  }
  return undefined;
}

function paramsOf<R>(entry: Entry<R>, segments: readonly string[]): PathParams {
  const { positions } = entry;
  const values: string[] = [];
  for (let i = 0; i < positions.length; i++) values.push(unescapeOnce(segments[positions[i]!]!));
  return new PathParams(entry.names, values);
}
