// Loads the TypeScript pool through tsx's programmatic API, so process.execArgv carries no tsx loader; the pool
// must add one for its `.ts` workers. Prints one JSON line with what it saw.
import { tsImport } from 'tsx/esm/api';

const poolModule = await tsImport('../../../src/workers/pool.ts', import.meta.url);
const packed = await tsImport('../../../src/core/packed.ts', import.meta.url);
const pool = poolModule.createPool({ threads: 1 });
try {
  const items = packed.packBytes([Buffer.from('abc')]);
  const { digests } = await pool.run('sha512-256-batch', { items });
  console.log(JSON.stringify({ execArgv: process.execArgv, digest: Buffer.from(digests).toString('hex') }));
} finally {
  await pool.destroy();
}
