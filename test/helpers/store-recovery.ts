/** Waiting for a store to leave a write fault, for the store's fault tests. */
import type { Store } from '../../src/store/store.js';

/**
 * Resolves at the next onRecovered, or rejects after a generous wait (each recovery starts a writer thread, which
 * under tsx takes seconds on a loaded machine).
 */
export function recovered(store: Store, waitMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the store did not recover')), waitMs);
    const off = store.onRecovered(() => {
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}
