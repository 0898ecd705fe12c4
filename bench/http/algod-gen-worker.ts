// Worker thread of `generateLoadParallel` (algod-load.ts): generates its slice of the bench's signed groups into
// its own `bodies-<part>.bin` / `lengths-<part>.txt` and posts back the counts (and verify samples from part 0).
import { parentPort, workerData } from 'node:worker_threads';
import { generateLoad, type GenerateTask } from './algod-groups.js';

const task = workerData as GenerateTask;
const load = generateLoad(task);
parentPort!.postMessage(load);
