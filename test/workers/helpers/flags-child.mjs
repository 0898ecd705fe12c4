// Starts a pool of a plain JavaScript worker (as the built server's is) in a process given V8 flags, and prints one
// JSON line with the options its worker ran under.
import { tsImport } from 'tsx/esm/api';

const { createPool } = await tsImport('../../../src/workers/pool.ts', import.meta.url);
const pool = createPool({ threads: 1, workerFile: new URL('./options-worker.mjs', import.meta.url) });
try {
  console.log(JSON.stringify(await pool.run('sha512-256-batch', {})));
} finally {
  await pool.destroy();
}
