// TypeScript runs through the tsx loader; every suite gets its own process (no worker threads),
// because many suites open ports, RocksDB handles or Piscina pools.
export default {
  files: ['test/**/*.test.ts'],
  extensions: { ts: 'module' },
  nodeArguments: ['--import=tsx'],
  workerThreads: false,
  timeout: '120s',
  concurrency: 2,
};
