/**
 * What a start leaves behind for people: the version, the token files (mode 0600, contents never printed or
 * logged), the stdout banner and the start event's fields (never a token).
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { RunningServer } from './types.js';

export const VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

/** Writes the API token files (mode 0600) into the data directory; returns their paths. */
export async function writeTokenFiles(config: Config): Promise<string[]> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const files: [string, string][] = [
    ['algod.token', config.token],
    ['algod.admin.token', config.adminToken],
    ['kmd.token', config.token],
  ];
  const paths: string[] = [];
  for (const [name, value] of files) {
    const path = join(config.dataDir, name);
    await writeFile(path, value, { mode: 0o600 });
    await chmod(path, 0o600);
    paths.push(path);
  }
  return paths;
}

function urlHost(bind: string): string {
  return bind.includes(':') ? `[${bind}]` : bind;
}

/** The human-readable start banner (stdout). */
export function describe(config: Config, server: RunningServer): string {
  const host = urlHost(config.bind);
  const { ports } = server;
  const lines = [
    `algorun ${VERSION}${config.core ? ` (gateway for core ${config.core.host}:${config.core.port})` : ''}`,
    `  algod REST  http://${host}:${ports.algod}`,
    `  kmd REST    http://${host}:${ports.kmd}`,
    `  admin REST  http://${host}:${ports.admin}`,
  ];
  if (ports.grpc !== null) lines.push(`  gRPC        ${host}:${ports.grpc}`);
  lines.push(`  HTTP engine ${server.httpEngine.name} (${server.httpEngine.source})`);
  lines.push(`  tokens in   ${server.tokenFiles.join(', ')}`);
  return lines.join('\n');
}

/** The start event's fields: where everything listens and what was chosen, never a token. */
export function startFields(config: Config, server: RunningServer): Record<string, unknown> {
  return {
    event: 'start',
    version: VERSION,
    bind: config.bind,
    ports: server.ports,
    httpEngine: server.httpEngine,
    dataDir: config.dataDir,
    core: config.core === null ? null : `${config.core.host}:${config.core.port}`,
    tokenFiles: server.tokenFiles,
    blockIntervalMs: config.blockIntervalMs,
    threads: config.threads,
    metrics: config.metrics,
    grpcReflection: config.grpcReflection,
  };
}
