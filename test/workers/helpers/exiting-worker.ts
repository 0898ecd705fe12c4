// Test worker entry that dies mid-task, so the pool must report CORE_POOL_FAILURE.
export default function handle(): never {
  process.exit(3);
}
