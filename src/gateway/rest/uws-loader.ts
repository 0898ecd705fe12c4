/**
 * Finds a native uWebSockets.js binary for this Node, never a JavaScript stand-in.
 *
 * Two packages may hold one, tried in this order:
 * 1. `@btc-vision/uwebsockets.js` (uWS 20.57: Node ABIs 115/127/137/141, i.e. Node 20/22/24/25; on Linux it needs
 *    glibc >= 2.38). Its entry requires `./uws_<platform>_<arch>_<abi>.node` and throws when that does not load.
 * 2. The pinned `uWebSockets.js` alias (`@trufflesuite/uws-js-unofficial` 20.30: ABIs 93/108/115, Node 16/18/20).
 *    Its entry (`src/uws.js`) silently falls back to a JavaScript implementation whose request methods throw
 *    "Not implemented" on the first request, so its binary is required by path
 *    (`uWebSockets.js/binaries/uws_<platform>_<arch>_<abi>.node`) and the entry is never loaded.
 *
 * Invariants: no uWS package is imported statically (only `import type`), so a process that serves with node:http
 * never loads one; a module is returned only when its `App` is a native function; the first candidate that passes
 * wins; when none does, the reason names what each candidate said. The default search runs once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Uws from 'uWebSockets.js';

export type UwsModule = typeof Uws;

/** Where to look for a binary: the package it comes from and what to require. */
export interface UwsCandidate {
  readonly packageName: string;
  readonly specifier: string;
}

/** A native module and where it came from (binary file and package@version), or why none loaded. */
export type UwsLoad =
  { readonly uws: UwsModule; readonly source: string } | { readonly uws?: undefined; readonly reason: string };

const requireHere = createRequire(import.meta.url);

/** The binary file name uWS packages use for this process (`uws_linux_x64_115.node`). */
export function uwsBinaryName(): string {
  return `uws_${process.platform}_${process.arch}_${process.versions.modules}.node`;
}

/** The candidates in the order they are tried (see the module header). */
export function uwsCandidates(): readonly UwsCandidate[] {
  return [
    { packageName: '@btc-vision/uwebsockets.js', specifier: '@btc-vision/uwebsockets.js' },
    { packageName: 'uWebSockets.js', specifier: `uWebSockets.js/binaries/${uwsBinaryName()}` },
  ];
}

/** Whether `value` is a uWS module backed by the native addon (the JS fallback's `App` is plain JavaScript). */
export function isNativeUws(value: unknown): value is UwsModule {
  if (typeof value !== 'object' || value === null) return false;
  const app = (value as { App?: unknown }).App;
  return typeof app === 'function' && Function.prototype.toString.call(app).includes('[native code]');
}

let defaultLoad: UwsLoad | undefined;

/**
 * The first candidate that loads as a native module, or the reason none did. Without `candidates`, the default
 * list is searched once and the answer kept for the process.
 */
export function loadUws(candidates?: readonly UwsCandidate[]): UwsLoad {
  if (candidates === undefined) return (defaultLoad ??= search(uwsCandidates()));
  return search(candidates);
}

function search(candidates: readonly UwsCandidate[]): UwsLoad {
  const failures: string[] = [];
  for (const { packageName, specifier } of candidates) {
    let loaded: unknown;
    try {
      loaded = requireHere(specifier);
    } catch (error) {
      failures.push(`${packageName}: ${loadFailure(error, specifier)}`);
      continue;
    }
    if (!isNativeUws(loaded)) {
      failures.push(`${packageName}: not a native binary`);
      continue;
    }
    return { uws: loaded, source: `${uwsBinaryName()} from ${packageLabel(specifier) ?? packageName}` };
  }
  return { reason: failures.join('; ') };
}

/** One line saying why `specifier` did not load: not installed, no binary for this Node, or the loader's error. */
function loadFailure(error: unknown, specifier: string): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'MODULE_NOT_FOUND') {
    return specifier.endsWith('.node') ? `no ${uwsBinaryName()} (Node ${process.version})` : 'not installed';
  }
  // A package's own error says which Node versions it supports, then, after a blank line, the error underneath
  // ("Error: …: version `GLIBC_2.38' not found …", "Error: Cannot find module './uws_linux_x64_147.node'").
  const paragraphs = String(message ?? error).split('\n\n');
  const cause = paragraphs.at(-1)!.trim().split('\n')[0]!;
  return cause.replace(/^Error: /, '') || 'failed to load';
}

/** `name@version` of the package holding `specifier`, from the nearest package.json above the resolved file. */
function packageLabel(specifier: string): string | undefined {
  let dir = dirname(requireHere.resolve(specifier));
  for (let depth = 0; depth < 3; depth++, dir = dirname(dir)) {
    try {
      const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      if (typeof name === 'string' && typeof version === 'string') return `${name}@${version}`;
    } catch {
      // no package.json at this level: look one up
    }
  }
  return undefined;
}
