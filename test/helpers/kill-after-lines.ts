// Crash-test driver: runs a TypeScript child that prints one line per acknowledged write, collects the lines, and
// SIGKILLs the child once `wanted` acknowledgement lines have arrived (or lets it exit on its own).
import { spawn } from 'node:child_process';

/**
 * @param script path of the child (run with the tsx loader) and its arguments
 * @param isAck which lines count as acknowledgements (others, e.g. set-up lines, are returned too)
 */
export async function runUntilKilled(
  script: string,
  args: readonly string[],
  wanted: number,
  isAck: (line: string) => boolean = () => true,
): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  let acks = 0;
  let buffered = '';
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        if (isAck(line)) acks++;
      }
      if (acks >= wanted && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', () => resolve());
  });
  return lines;
}
