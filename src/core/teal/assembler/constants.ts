/**
 * Constant layout (docs/spec/teal.md §3.6): the v4+ reordering of the collected int and byte lists, and the program prefix.
 *
 * Invariants:
 * - Optimisation applies per kind only when the source has no hand-written block of that kind: values are
 *   stable-sorted by use count (most used first, ties in first-appearance order); a value used once leaves the
 *   block and its use becomes `pushint`/`pushbytes`; other uses become `intc_k`/`bytec_k` (k < 4) or `intc k`.
 * - The prefix is the version varuint, then the collected `intcblock`, then the collected `bytecblock` (each only
 *   when non-empty and not hand-written). An unsettled version is written as the largest uint64, as upstream does.
 */
import { varuintBytes } from './byte-buffer.js';
import { opcodeOf } from './constant-pool.js';
import { applyEdits, type PendingEdit } from './edits.js';
import { bytesKey } from './slot-index.js';
import type { SourceMessage } from './report.js';
import { UNSET_VERSION, type Assembly, type ConstReference } from './state.js';

const MAX_UINT64 = (1n << 64n) - 1n;

interface ConstantKind<V> {
  readonly block: 'intc' | 'bytec';
  readonly push: 'pushint' | 'pushbytes';
  /** Equal values have equal keys. */
  readonly key: (value: V) => string | bigint;
  /** Go `%v` of the value. */
  readonly show: (value: V) => string;
  /** The immediate bytes of the push op for the value. */
  readonly pushImmediate: (value: V) => number[];
}

const INTS: ConstantKind<bigint> = {
  block: 'intc',
  push: 'pushint',
  key: (value) => value,
  show: (value) => value.toString(),
  pushImmediate: (value) => varuintBytes(value),
};

const BYTES: ConstantKind<Uint8Array> = {
  block: 'bytec',
  push: 'pushbytes',
  key: bytesKey,
  show: (value) => `[${Array.from(value).join(' ')}]`,
  pushImmediate: (value) => [...varuintBytes(value.length), ...value],
};

interface Frequency<V> {
  readonly value: V;
  count: number;
}

function errorAtPosition(asm: Assembly, position: number, message: string): SourceMessage {
  // Upstream builds these from the 0-based source location (or 0:0 when none is recorded).
  const location = asm.offsetToSource.get(position) ?? { line: 0, column: 0 };
  return { line: location.line, column: location.column, message };
}

/** First entry per key (lookups by key instead of scans: lists can be long). */
function firstByKey<V>(kind: ConstantKind<V>, entries: readonly Frequency<V>[]): Map<string | bigint, number> {
  const byKey = new Map<string | bigint, number>();
  entries.forEach((entry, index) => {
    const key = kind.key(entry.value);
    if (!byKey.has(key)) byKey.set(key, index);
  });
  return byKey;
}

/** Counts uses per value; a use of an unlisted value or an unused value is an error. */
function countUses<V>(
  asm: Assembly,
  kind: ConstantKind<V>,
  refs: readonly ConstReference<V>[],
  block: readonly V[],
): Frequency<V>[] | SourceMessage {
  const counts = block.map((value) => ({ value, count: 0 }));
  const byKey = firstByKey(kind, counts);
  for (const ref of refs) {
    const index = byKey.get(kind.key(ref.value));
    const entry = index === undefined ? undefined : counts[index];
    if (entry === undefined)
      return errorAtPosition(asm, ref.position, `value not found in constant block: ${kind.show(ref.value)}`);
    entry.count++;
  }
  const unused = counts.find((f) => f.count === 0);
  if (unused !== undefined) {
    return {
      line: asm.sourceLine,
      column: 0,
      message: `member of constant block is not used: ${kind.show(unused.value)}`,
    };
  }
  return counts;
}

/** Length of the `intc*`/`bytec*` op at `position`. */
function referenceLength(asm: Assembly, kind: ConstantKind<unknown>, position: number): number | SourceMessage {
  const byte = asm.pending.view()[position];
  for (let k = 0; k < 4; k++) if (byte === opcodeOf(asm, `${kind.block}_${k}`)) return 1;
  if (byte === opcodeOf(asm, kind.block)) return 2;
  const what = kind.block === 'intc' ? 'intReference' : 'byteReference';
  return errorAtPosition(asm, position, `unexpected op at ${what}: ${byte ?? 0}`);
}

function newReference<V>(asm: Assembly, kind: ConstantKind<V>, value: V, slot: number, singleton: boolean): number[] {
  if (singleton) return [opcodeOf(asm, kind.push), ...kind.pushImmediate(value)];
  if (slot < 4) return [opcodeOf(asm, `${kind.block}_${slot}`)];
  return [opcodeOf(asm, kind.block), slot & 0xff];
}

/** Upstream `optimizeConstants`: rewrites every use and returns the new block. */
function optimize<V>(
  asm: Assembly,
  kind: ConstantKind<V>,
  refs: readonly ConstReference<V>[],
  block: readonly V[],
): V[] | SourceMessage {
  const counted = countUses(asm, kind, refs, block);
  if (!Array.isArray(counted)) return counted;
  const sorted = counted.map((f, order) => ({ f, order })).sort((a, b) => b.f.count - a.f.count || a.order - b.order);
  const frequencies = sorted.map((entry) => entry.f);
  const slots = firstByKey(kind, frequencies);
  const edits: PendingEdit[] = [];
  for (const ref of refs) {
    const slot = slots.get(kind.key(ref.value))!;
    const length = referenceLength(asm, kind as ConstantKind<unknown>, ref.position);
    if (typeof length !== 'number') return length;
    const replacement = newReference(asm, kind, ref.value, slot, frequencies[slot]!.count === 1);
    edits.push({ position: ref.position, oldLength: length, replacement });
  }
  applyEdits(asm, edits);
  const kept: V[] = [];
  for (const f of frequencies) {
    if (f.count === 1) break;
    kept.push(f.value);
  }
  return kept;
}

/** The v4+ layout of the collected int and byte constants; errors are recorded. */
export function optimizeConstantBlocks(asm: Assembly): void {
  if (asm.intcBlockCount === 0) {
    const refs = asm.intcRefs;
    asm.intcRefs = [];
    const result = optimize(asm, INTS, refs, asm.intc);
    if (Array.isArray(result)) asm.intc = result;
    else asm.record(result);
  }
  if (asm.bytecBlockCount === 0) {
    const refs = asm.bytecRefs;
    asm.bytecRefs = [];
    const result = optimize(asm, BYTES, refs, asm.bytec);
    if (Array.isArray(result)) asm.bytec = result;
    else asm.record(result);
  }
}

/** Version varuint, then the collected constant blocks. */
function prefixBytes(asm: Assembly): number[] {
  const out = varuintBytes(asm.version === UNSET_VERSION ? MAX_UINT64 : BigInt(asm.version));
  if (asm.intc.length > 0 && asm.intcBlockCount === 0) {
    out.push(0x20, ...varuintBytes(asm.intc.length));
    for (const value of asm.intc) out.push(...varuintBytes(value));
  }
  if (asm.bytec.length > 0 && asm.bytecBlockCount === 0) {
    out.push(0x26, ...varuintBytes(asm.bytec.length));
    for (const value of asm.bytec) out.push(...varuintBytes(value.length), ...value);
  }
  return out;
}

/** Upstream `prependCBlocks`: the whole program and the length of its prefix. */
export function prependConstantBlocks(asm: Assembly): { program: Uint8Array; prefixLength: number } {
  const prefix = prefixBytes(asm);
  const body = asm.pending.view();
  const program = new Uint8Array(prefix.length + body.length);
  program.set(prefix);
  program.set(body, prefix.length);
  return { program, prefixLength: prefix.length };
}
