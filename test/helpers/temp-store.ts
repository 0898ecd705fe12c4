/**
 * A store on a fresh temporary directory for service tests, closed and removed when the test ends.
 */
import { Store } from '../../src/store/store.js';
import { tempDir } from './server.js';

export async function tempStore(t: { teardown(fn: () => Promise<void>): void }): Promise<Store> {
  const dir = await tempDir();
  const store = await Store.open(dir.path);
  t.teardown(async () => {
    await store.close();
    await dir.remove();
  });
  return store;
}
