/**
 * POST /v2/teal/compile and /v2/teal/disassemble over the TEAL worker service.
 *
 * Invariants:
 * - Bodies above the limits are refused before any work with upstream's reader text (docs/spec/algod.md §16 sets the
 *   limit; upstream reads through http.MaxBytesReader and answers its error as a 400).
 * - An assembly or disassembly failure is ALGOD_BAD_REQUEST carrying upstream's report text verbatim.
 * - The source map is returned only when asked for; its `sources` is upstream's placeholder `<body>`.
 */
import { AppError } from '../../core/errors.js';
import type { TealService } from '../../workers/teal-service.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';

/** Seed 002, Limits: "Program source size: 100000 bytes (1e5)". */
const MAX_TEAL_SOURCE_BYTES = 100_000;
/** Upstream MaxTealSourceBytes (512 KiB) still bounds disassembly bodies; the API description names no limit there. */
const MAX_DISASSEMBLE_BYTES = 512 * 1024;
/** Go's http.MaxBytesReader error text. */
const TOO_LARGE = 'http: request body too large';

function checkSize(body: Uint8Array, limit: number): void {
  if (body.length > limit) throw new AppError('ALGOD_BAD_REQUEST', TOO_LARGE);
}

export async function compileTeal(
  teal: TealService,
  request: AlgodRequest<'CompileTeal'>,
): Promise<AlgodResponse<'CompileTeal'>> {
  const source = request.source ?? new Uint8Array(0);
  checkSize(source, MAX_TEAL_SOURCE_BYTES);
  const outcome = await teal.compile(source, request.sourcemap === true);
  if (!outcome.ok) throw new AppError('ALGOD_BAD_REQUEST', outcome.message);
  return {
    hash: outcome.hash,
    result: Buffer.from(outcome.program.buffer, outcome.program.byteOffset, outcome.program.byteLength),
    sourcemap: outcome.sourceMap === undefined ? null : { ...outcome.sourceMap },
  };
}

export async function disassembleTeal(
  teal: TealService,
  request: AlgodRequest<'DisassembleTeal'>,
): Promise<AlgodResponse<'DisassembleTeal'>> {
  const program = request.program ?? new Uint8Array(0);
  checkSize(program, MAX_DISASSEMBLE_BYTES);
  const outcome = await teal.disassemble(program);
  if (!outcome.ok) throw new AppError('ALGOD_BAD_REQUEST', outcome.message);
  return { result: outcome.text };
}
