/**
 * The one-time, in-place migration of a data directory written by Level's `rocksdb` binding (RocksDB 6.17, Snappy
 * tables), which the current binding cannot open (docs/storage.md, "Upgrading a data directory").
 *
 * Steps and crash safety, for a database folder `db`:
 * 1. `db.migrating/` (left over from an interrupted run: removed) receives every live entry read by `legacy/`, in
 *    fsynced batches; then a `MIGRATED` marker file is written and fsynced, and the folder itself is fsynced.
 * 2. `db` is renamed to `db.legacy-<time>`, then `db.migrating` to `db`, the parent folder fsynced after each.
 * 3. The marker is removed.
 * A crash before the marker leaves `db` untouched (the migration starts over); a crash between the two renames
 * leaves no `db` and a marked `db.migrating`, which `finishInterruptedMigration` renames into place at the next open.
 * The old folder is kept for the operator to delete.
 */
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { AppError } from '../core/errors.js';
import { openRocks } from './database.js';
import { isLegacyDirectory, readLegacyDirectory, type LegacySummary } from './legacy/legacy-dir.js';

export type MigrationReport = LegacySummary & { readonly from: string; readonly keptAt: string };

const MARKER = 'MIGRATED';

function fsyncDir(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Completes a migration interrupted between its two renames (no `dir`, a marked `dir.migrating`). */
export function finishInterruptedMigration(dir: string): void {
  const staging = `${dir}.migrating`;
  if (existsSync(dir) || !existsSync(join(staging, MARKER))) return;
  renameSync(staging, dir);
  fsyncDir(dirname(dir));
  unlinkSync(join(dir, MARKER));
}

/**
 * Migrates `dir` when it holds a legacy database; resolves with what was read, or undefined when there was nothing
 * to migrate. `now` names the kept old folder.
 * @throws CORE_STORE_FAILURE when the old files cannot be read (the message names the file); `dir` is untouched
 */
export async function migrateLegacyDirectory(dir: string, now: Date): Promise<MigrationReport | undefined> {
  if (!isLegacyDirectory(dir)) return undefined;
  const staging = `${dir}.migrating`;
  rmSync(staging, { recursive: true, force: true });
  const db = await openRocks(staging, true);
  let summary: LegacySummary;
  try {
    summary = await readLegacyDirectory(dir, async (ops) => {
      const batch = db.batch();
      for (const { key, value } of ops) batch.put(key, value);
      await batch.write({ sync: true });
    });
  } catch (cause) {
    await db.close().catch(() => undefined);
    rmSync(staging, { recursive: true, force: true });
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new AppError('CORE_STORE_FAILURE', `cannot migrate the database in ${dir}: ${detail}`, { cause });
  }
  await db.close();
  const marker = openSync(join(staging, MARKER), 'w');
  try {
    writeSync(marker, `migrated from ${basename(dir)}\n`);
    fsyncSync(marker);
  } finally {
    closeSync(marker);
  }
  fsyncDir(staging);
  const keptAt = `${dir}.legacy-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, keptAt);
  fsyncDir(dirname(dir));
  finishInterruptedMigration(dir);
  return { ...summary, from: dir, keptAt };
}
