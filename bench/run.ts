/**
 * `npm run bench`: runs every bench module (files `bench/{micro,pool}/*.bench.ts`, each exporting `run()`), or only
 * those whose path contains one of the command-line filters: `npm run bench -- merkle codec`.
 * HTTP load benches live in bench/http and are run by their own scripts (they start servers).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describeMachine } from './harness.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = ['micro', 'pool']
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.bench.ts'))
      .map((f) => join(root, dir, f)),
  )
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

console.log(`# algorun bench — ${await describeMachine()}`);
for (const file of files) {
  const mod = (await import(pathToFileURL(file).href)) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') throw new Error(`${file} does not export run()`);
  await mod.run();
}
process.exit(0);
