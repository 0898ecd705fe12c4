/**
 * The bytes a batch of write operations travels in from the event loop to the store's writer thread
 * (writer-thread.ts): one ArrayBuffer of its own, transferred, not copied.
 *
 * Layout, operation after operation: a type byte (1 put, 0 del), the key's length (u32 big-endian) and the key,
 * then for a put the value's length (u32 big-endian) and the value. The buffer holds nothing else, so its length
 * ends the list.
 */
import { AppError } from '../core/errors.js';

export type WriteOp = { type: 'put'; key: Buffer; value: Buffer } | { type: 'del'; key: Buffer };

const PUT = 1;
const DEL = 0;

/** The operations in one fresh ArrayBuffer (its own, so that it can be transferred). */
export function packOps(ops: readonly WriteOp[]): ArrayBuffer {
  let size = 0;
  for (const op of ops) size += 5 + op.key.length + (op.type === 'put' ? 4 + op.value.length : 0);
  // allocUnsafeSlow: an ArrayBuffer of exactly this size, never a slice of the shared pool.
  const out = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const op of ops) {
    out[at] = op.type === 'put' ? PUT : DEL;
    out.writeUInt32BE(op.key.length, at + 1);
    at += 5 + op.key.copy(out, at + 5);
    if (op.type === 'put') {
      out.writeUInt32BE(op.value.length, at);
      at += 4 + op.value.copy(out, at + 4);
    }
  }
  return out.buffer as ArrayBuffer;
}

/**
 * Calls `put` or `del` for each operation in `bytes`, with views into it (no copies).
 * @throws CORE_STORE_FAILURE when the bytes are not a whole list of operations
 */
export function unpackOps(bytes: Buffer, put: (key: Buffer, value: Buffer) => void, del: (key: Buffer) => void): void {
  let at = 0;
  const take = (length: number): Buffer => {
    if (at + length > bytes.length) throw new AppError('CORE_STORE_FAILURE', 'a packed write batch is truncated');
    const view = bytes.subarray(at, at + length);
    at += length;
    return view;
  };
  while (at < bytes.length) {
    const type = take(1)[0];
    const key = take(take(4).readUInt32BE(0));
    if (type === PUT) put(key, take(take(4).readUInt32BE(0)));
    else if (type === DEL) del(key);
    else throw new AppError('CORE_STORE_FAILURE', `a packed write batch has an unknown operation type ${type}`);
  }
}
