/**
 * The store's writer thread: applies write batches to the database the event loop opened, by its handle.
 *
 * Why a thread: the binding writes a batch synchronously. A synced write of a full block (23k transactions) takes
 * ~55 ms here, which on the event loop would stall every request; on this thread it stalls nothing.
 *
 * Protocol (writer.ts): `workerData.handle` is the open database's handle. Each message is
 * `{ id, bytes, sync }` (bytes: write-wire.ts); each is answered, in order, with `{ id }` once RocksDB has applied
 * the batch (with `sync`, once its WAL record is fsynced), or `{ id, error }` with the error's message and code.
 * The thread never closes the database: the event loop does, after this thread has ended.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { RocksLevel } from '@nxtedition/rocksdb';
import { unpackOps } from './write-wire.js';

export interface WriteRequest {
  readonly id: number;
  readonly bytes: ArrayBuffer;
  readonly sync: boolean;
}
export interface WriteAnswer {
  readonly id: number;
  readonly error?: { readonly message: string; readonly code?: string };
}

const port = parentPort!;
const db = new RocksLevel((workerData as { handle: bigint }).handle, {
  keyEncoding: 'buffer',
  valueEncoding: 'buffer',
});
await db.open();

async function apply({ id, bytes, sync }: WriteRequest): Promise<WriteAnswer> {
  const batch = db.batch();
  try {
    unpackOps(
      Buffer.from(bytes),
      (key, value) => batch.put(key, value),
      (key) => batch.del(key),
    );
    await batch.write({ sync });
    return { id };
  } catch (thrown) {
    await batch.close().catch(() => undefined);
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    const code = (error as { code?: unknown }).code;
    return { id, error: { message: error.message, ...(typeof code === 'string' ? { code } : {}) } };
  }
}

// Requests are applied one at a time, in the order they came: write order is commit order.
let queue = Promise.resolve();
port.on('message', (request: WriteRequest) => {
  queue = queue.then(async () => port.postMessage(await apply(request)));
});
port.postMessage('ready');
