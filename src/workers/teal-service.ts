/**
 * TEAL compile and disassemble on the worker pool, with the per-turn coalescing of batcher.ts.
 *
 * Policy (bench/pool/teal.bench.ts measures it):
 * - Small sources compile in tens of microseconds, about one pool round trip, so they are coalesced per event-loop
 *   turn: a turn with fewer than `inlineBelow` of them runs inline; a busier turn goes to the pool as one task per
 *   `maxBatch` sources, split over the threads.
 * - A source of at least `largeSourceBytes` takes milliseconds; it always runs on the pool, alone in its task, so
 *   it never stalls the event loop that serves every other request and several run on different threads. So does
 *   any source using `#define`: a few lines of nested macros can expand to the assembler's expansion limit.
 * - Disassembly follows the small-source rule (it is linear and cheap).
 * - Without a pool everything runs inline. Outcomes are identical either way (one core function).
 */
import {
  compileProgram,
  disassembleProgram,
  type CompileOutcome,
  type DisassembleOutcome,
} from '../core/teal/compile.js';
import { packBytes } from '../core/packed.js';
import { Batcher, type FlushMode } from './batcher.js';
import type { Pool } from './pool.js';

export interface TealService {
  compile(source: Uint8Array, withSourceMap: boolean): Promise<CompileOutcome>;
  disassemble(program: Uint8Array): Promise<DisassembleOutcome>;
}

export type TealServiceOptions = {
  pool?: Pool | undefined;
  /** Turns with fewer small items than this run inline (default 4). */
  inlineBelow?: number;
  /** Small items per pooled task (default 32). */
  maxBatch?: number;
  /** Sources at least this long always go to the pool, one per task (default 4096 bytes). */
  largeSourceBytes?: number;
  /** Split one turn's small batch over up to this many tasks (default 1). */
  parallelism?: number;
  onFlush?: (operation: 'compile' | 'compile-large' | 'disassemble', size: number, mode: FlushMode) => void;
};

const TEAL_DEFAULTS = Object.freeze({ inlineBelow: 4, maxBatch: 32, largeSourceBytes: 4096 });

type CompileItem = { source: Uint8Array; withSourceMap: boolean };

async function compilePooled(pool: Pool, items: readonly CompileItem[]): Promise<CompileOutcome[]> {
  const sources = packBytes(items.map((item) => item.source));
  const sourceMaps = Uint8Array.from(items, (item) => (item.withSourceMap ? 1 : 0));
  const transfer = [sources.data.buffer, sources.offsets.buffer, sourceMaps.buffer] as ArrayBuffer[];
  const { outcomes } = await pool.run('teal-compile-batch', { sources, sourceMaps }, { transfer });
  return outcomes;
}

async function disassemblePooled(pool: Pool, programs: readonly Uint8Array[]): Promise<DisassembleOutcome[]> {
  const packed = packBytes(programs);
  const transfer = [packed.data.buffer, packed.offsets.buffer] as ArrayBuffer[];
  const { outcomes } = await pool.run('teal-disassemble-batch', { programs: packed }, { transfer });
  return outcomes;
}

const DEFINE = Buffer.from('#define');

function isCostly(source: Uint8Array, largeSourceBytes: number): boolean {
  if (source.length >= largeSourceBytes) return true;
  return Buffer.from(source.buffer, source.byteOffset, source.byteLength).indexOf(DEFINE) !== -1;
}

export function createTealService(options: TealServiceOptions = {}): TealService {
  const { pool, onFlush } = options;
  const inlineBelow = options.inlineBelow ?? TEAL_DEFAULTS.inlineBelow;
  const maxBatch = options.maxBatch ?? TEAL_DEFAULTS.maxBatch;
  const largeSourceBytes = options.largeSourceBytes ?? TEAL_DEFAULTS.largeSourceBytes;
  const parallelism = options.parallelism;
  const runCompile = (item: CompileItem): CompileOutcome => compileProgram(item.source, item.withSourceMap);
  const compileRunner = pool === undefined ? undefined : (items: readonly CompileItem[]) => compilePooled(pool, items);
  const small = new Batcher<CompileItem, CompileOutcome>({
    runPooled: compileRunner,
    runInline: runCompile,
    inlineBelow,
    maxBatch,
    parallelism,
    onFlush: onFlush && ((size, mode) => onFlush('compile', size, mode)),
  });
  const large = new Batcher<CompileItem, CompileOutcome>({
    runPooled: compileRunner,
    runInline: runCompile,
    inlineBelow: 1,
    maxBatch: 1,
    onFlush: onFlush && ((size, mode) => onFlush('compile-large', size, mode)),
  });
  const disassembler = new Batcher<Uint8Array, DisassembleOutcome>({
    runPooled: pool === undefined ? undefined : (programs) => disassemblePooled(pool, programs),
    runInline: disassembleProgram,
    inlineBelow,
    maxBatch,
    parallelism,
    onFlush: onFlush && ((size, mode) => onFlush('disassemble', size, mode)),
  });
  return {
    compile: (source, withSourceMap) =>
      (isCostly(source, largeSourceBytes) ? large : small).submit({ source, withSourceMap }),
    disassemble: (program) => disassembler.submit(program),
  };
}
