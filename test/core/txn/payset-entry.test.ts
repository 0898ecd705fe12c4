/**
 * `emptyPaysetEntry` (the payset entry spliced from the canonical txn bytes) against the encoder: for random
 * transactions of every type, with and without `gen`/`gh`, signed by a single key, a multisig, a logic sig (plain,
 * delegated by key or by multisig), a PQ signature or nothing, rekeyed or not, the bytes equal
 * `encodeMsgpack(signedTxnInBlockSchema, toSignedTxnInBlock(…))`, and the function answers nothing (undefined or
 * a throw) exactly when the conversion or the encoder throws.
 */
import test from 'ava';
import fc from 'fast-check';
import { encodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { toSignedTxnInBlock, type BlockHeader } from '../../../src/core/txn/block.js';
import { emptyPaysetEntry } from '../../../src/core/txn/payset-entry.js';
import { signedTxnInBlockSchema, transactionSchema } from '../../../src/core/txn/schemas.js';
import type { SignedTxn, Transaction } from '../../../src/core/txn/types.js';
import { signedTxnArbitrary } from './stxn-arbitrary.js';

const header: Pick<BlockHeader, 'genesisId' | 'genesisHash'> = {
  genesisId: 'sandnet-v1',
  genesisHash: Buffer.alloc(32, 0x11),
};

const signedTxn = signedTxnArbitrary(header);

/** The bytes, or undefined when `make` answers nothing or throws (both mean: no precomputed entry). */
function outcome(make: () => Buffer | undefined): string | undefined {
  try {
    const b = make();
    return b === undefined ? b : b.toString('hex');
  } catch {
    return undefined;
  }
}

const viaEncoder = (stxn: SignedTxn): string | undefined =>
  outcome(() => encodeMsgpack(signedTxnInBlockSchema, toSignedTxnInBlock(stxn, header)));

test('the spliced entry is byte for byte the encoded one, and nothing exactly where the conversion or the encoder throws', (t) => {
  let spliced = 0;
  let wide = 0;
  fc.assert(
    fc.property(signedTxn, (stxn) => {
      const txnBytes = encodeMsgpack(transactionSchema, stxn.txn ?? {});
      const expected = viaEncoder(stxn);
      const actual = outcome(() => emptyPaysetEntry(stxn, txnBytes, header));
      if (actual !== undefined) spliced++;
      if (txnBytes[0] === 0xde) wide++;
      return actual === expected;
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
  );
  // The runs covered real splices and transactions whose map header is map16 (≥ 16 keys).
  t.true(spliced > 0);
  t.true(wide > 0);
});

test('a map16 transaction that drops to 15 keys without gen and gh gets a fixmap header', (t) => {
  // An application call with enough fields to need a map16 header only while gen and gh are in it.
  const txn: Transaction = {
    type: 'appl',
    sender: Buffer.alloc(32, 1),
    fee: 1000n,
    firstValid: 1n,
    lastValid: 100n,
    genesisId: 'sandnet-v1',
    genesisHash: header.genesisHash!,
    note: Buffer.from('n'),
    lease: Buffer.alloc(32, 2),
    group: Buffer.alloc(32, 3),
    rekeyTo: Buffer.alloc(32, 4),
    appId: 7n,
    onCompletion: 1,
    appArgs: [Buffer.from('a')],
    accounts: [Buffer.alloc(32, 5)],
    foreignApps: [8n],
    foreignAssets: [9n],
  };
  const txnBytes = encodeMsgpack(transactionSchema, txn);
  t.is(txnBytes[0], 0xde);
  const stxn: SignedTxn = { txn, sig: Buffer.alloc(64, 6) };
  const actual = outcome(() => emptyPaysetEntry(stxn, txnBytes, header));
  t.not(actual, undefined);
  t.is(actual, viaEncoder(stxn));
});
