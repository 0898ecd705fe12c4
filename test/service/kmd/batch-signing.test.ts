// SignTransactions (the batch RPC) hands the whole call to the signer at once, and keeps errors per item.
import test from 'ava';
import { sign } from '../../../src/core/crypto/ed25519.js';
import { AppError } from '../../../src/core/errors.js';
import type { SignItem, Signer } from '../../../src/workers/signature-service.js';
import { payment, withDevHandle } from './dev-handle.js';

/** A signer that signs inline and records how it was called; `fail` makes signAll reject. */
function recordingSigner(fail?: AppError): Signer & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    sign(message, secretKey) {
      calls.push('sign');
      return Promise.resolve(sign(message, secretKey));
    },
    signAll(items: readonly SignItem[]) {
      calls.push(`signAll ${items.length}`);
      if (fail !== undefined) return Promise.reject(fail);
      return Promise.resolve(items.map((i) => sign(i.message, i.secretKey)));
    },
  };
}

test('one signAll call for the whole list, results in order, decode errors kept per item', async (t) => {
  const signer = recordingSigner();
  await withDevHandle({ signer }, async (kmd, handle, [a, b]) => {
    const transactions = [payment(a!, b!, 1n), Buffer.from([0xc0]), payment(b!, a!, 2n), payment(a!, a!, 3n)];
    const { results } = await kmd.signTransactions({
      wallet_handle_token: handle,
      wallet_password: '',
      transactions,
      public_keys: [],
    });
    t.deepEqual(signer.calls, ['signAll 3']);
    t.deepEqual(
      results.map((r) => Object.keys(r)[0]),
      ['signed_transaction', 'error', 'signed_transaction', 'signed_transaction'],
    );
    t.is(results[1]!.error?.message, 'could not decode transaction');
    for (const i of [0, 2, 3]) {
      const single = await kmd.signTransaction({
        wallet_handle_token: handle,
        wallet_password: '',
        transaction: transactions[i]!,
        public_key: '',
      });
      t.deepEqual(results[i]!.signed_transaction, single.signed_transaction);
    }
  });
});

test('a failed signAll fails each item it held with that error, not the call', async (t) => {
  const signer = recordingSigner(new AppError('CORE_POOL_FAILURE', 'worker died'));
  await withDevHandle({ signer }, async (kmd, handle, [a, b]) => {
    const transactions = [payment(a!, b!, 1n), Buffer.from([0x01]), payment(b!, a!, 2n)];
    const { results } = await kmd.signTransactions({
      wallet_handle_token: handle,
      wallet_password: '',
      transactions,
      public_keys: [],
    });
    t.deepEqual(
      results.map((r) => r.error?.code),
      ['CORE_POOL_FAILURE', 'KMD_BAD_TRANSACTION', 'CORE_POOL_FAILURE'],
    );
  });
});
