// TEAL assembly inline on the main thread vs through the TEAL service on the Piscina pool.
// 1. Throughput: one op = a burst of N concurrent compiles of small programs; "units/s" is programs per second.
// 2. Latency: one op = one compile of a 1000-line program (the service sends it to the pool alone).
// The reference in each pair is the inline core call measured in the same run.
import { compare } from '../harness.js';
import { compileProgram } from '../../src/core/teal/compile.js';
import { createPool } from '../../src/workers/pool.js';
import { createTealService } from '../../src/workers/teal-service.js';

/** A small approval-style program (about 20 lines) that differs per index so no two sources are equal. */
function smallProgram(i: number): Uint8Array {
  const lines = [
    '#pragma version 8',
    'txn ApplicationID',
    'bz create',
    'txn OnCompletion',
    'int NoOp',
    '==',
    'assert',
    `byte "counter${i}"`,
    `byte "counter${i}"`,
    'app_global_get',
    `int ${i + 1}`,
    '+',
    'app_global_put',
    'int 1',
    'return',
    'create:',
    `method "add(uint64,uint64)uint64"`,
    'pop',
    'int 1',
    'return',
  ];
  return new Uint8Array(Buffer.from(lines.join('\n')));
}

/** About 1000 lines: arithmetic, branches, constants and subroutines. */
function largeProgram(): Uint8Array {
  const lines = ['#pragma version 8', 'int 0', 'store 0'];
  for (let i = 0; i < 125; i++) {
    lines.push(
      `load 0`,
      `int ${i * 7}`,
      '+',
      'store 0',
      `byte 0x${(i % 256).toString(16).padStart(2, '0')}ff`,
      'len',
      'pop',
    );
    lines.push(`callsub sub${i % 4}`);
  }
  lines.push('int 1', 'return');
  for (let s = 0; s < 4; s++) lines.push(`sub${s}:`, 'load 0', `int ${s}`, '>=', 'bnz done' + s, `done${s}:`, 'retsub');
  return new Uint8Array(Buffer.from(lines.join('\n')));
}

export async function run(): Promise<void> {
  const pool = createPool({ threads: 2 });
  const service = createTealService({ pool, maxBatch: 32, parallelism: 2 });
  for (const burst of [64, 512]) {
    const programs = Array.from({ length: burst }, (_, i) => smallProgram(i));
    const inlineName = `inline assemble, ${burst} programs`;
    const pooledName = `TEAL service (2 threads, 32/task), ${burst} programs`;
    await compare(
      `compile a burst of ${burst} small programs`,
      {
        name: inlineName,
        fn: () => {
          for (const p of programs) compileProgram(p, false);
        },
      },
      [
        {
          name: pooledName,
          async: async () => {
            await Promise.all(programs.map((p) => service.compile(p, false)));
          },
        },
      ],
      { unitsPerOp: { [inlineName]: burst, [pooledName]: burst } },
    );
  }
  const large = largeProgram();
  const lineCount = Buffer.from(large).toString().split('\n').length;
  await compare(
    `compile one ${lineCount}-line program (latency)`,
    { name: 'inline assemble', fn: () => compileProgram(large, true) },
    [
      {
        name: 'TEAL service (pooled, alone in its task)',
        async: async () => {
          await service.compile(large, true);
        },
      },
    ],
  );
  await pool.destroy();
}
