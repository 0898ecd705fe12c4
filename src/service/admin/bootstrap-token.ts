/**
 * The bootstrap admin token: `--admin-token` when given, else a token generated on first start and kept in
 * `<data-dir>/admin.token` (mode 0600, readable by the owner only) and reused on later starts.
 *
 * Invariants: the token's value is never printed or logged; a generated token is 64 hex characters (32 random
 * bytes), so it also satisfies the `--admin-token` rules and can be passed back on the command line.
 */
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from '../random.js';

const ADMIN_TOKEN_FILE = 'admin.token';

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * The bootstrap token and, when it lives in a file, that file's path.
 * @throws Error when the data directory cannot be read or written, or the token file is empty
 */
export async function resolveBootstrapToken(
  dataDir: string,
  explicit: string | null,
): Promise<{ token: string; file: string | null }> {
  if (explicit !== null) return { token: explicit, file: null };
  const file = join(dataDir, ADMIN_TOKEN_FILE);
  try {
    const token = (await readFile(file, 'utf8')).trim();
    if (token === '') throw new Error(`${file} is empty; delete it to have a new admin token generated`);
    return { token, file };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const token = randomBytes(32).toString('hex');
  await writeFile(file, token, { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return { token, file };
}
