// Test worker entry that answers without a TaskResult envelope (and throws for one input), breaking the protocol.
export default function handle(request: { input?: unknown }): unknown {
  if (request.input === 'throw') throw new Error('thrown inside the worker');
  return 42;
}
