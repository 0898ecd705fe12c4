// Test worker entry (plain JavaScript, so the pool adds no loader): answers with the options the worker runs under.
import { getHeapStatistics } from 'node:v8';

export default function handle() {
  return {
    ok: true,
    value: { execArgv: process.execArgv, heapLimitMiB: getHeapStatistics().heap_size_limit / 2 ** 20 },
  };
}
