/**
 * `cutMapKeys` against the encoder: for random transactions of every type, the canonical bytes with some keys cut
 * out are exactly the encoding of the transaction without those fields; and the group ID check answers the same
 * (pass, or the same text) whether it reuses the canonical bytes or encodes the transactions itself.
 */
import test from 'ava';
import fc from 'fast-check';
import { encodeMsgpack, encodeWith } from '../../../src/core/codec/msgpack.js';
import { cutMapKeys, encodedKey, writeCut } from '../../../src/core/codec/msgpack-splice.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { checkTxnGroup } from '../../../src/core/ledger/group-check.js';
import { transactionSchema } from '../../../src/core/txn/schemas.js';
import { computeGroupId } from '../../../src/core/txn/transaction.js';
import type { Transaction } from '../../../src/core/txn/types.js';
import { Rng, randomPair } from '../txn/random-txn.js';

/** Every short key a transaction map may hold, in sorted order. */
const KEYS = transactionSchema.fields.map((f) => f.key);

const randomTxn = (seed: number): Transaction => ({ ...randomPair(new Rng(seed)).ours });

test('cutting keys out of the canonical bytes gives the encoding of the transaction without those fields', (t) => {
  let wide = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 0x7fff_ffff }),
      fc.subarray(KEYS, { maxLength: 6 }),
      fc.boolean(),
      (seed, keys, withGroup) => {
        const txn = randomTxn(seed);
        if (withGroup) txn.group = Buffer.alloc(32, (seed & 0xff) | 1);
        const bytes = encodeMsgpack(transactionSchema, txn);
        if (bytes[0] === 0xde) wide++;
        const without: Record<string, unknown> = { ...txn };
        for (const f of transactionSchema.fields) if (keys.includes(f.key)) delete without[f.name];
        const expected = encodeMsgpack(transactionSchema, without as Transaction).toString('hex');
        const cut = cutMapKeys(bytes, keys.map(encodedKey));
        return encodeWith((w) => writeCut(w, bytes, cut)).toString('hex') === expected;
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 1000) },
  );
  t.true(wide > 0);
});

function outcome(run: () => void): string {
  try {
    run();
    return 'pass';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

test('the group ID check answers the same with and without the canonical bytes', (t) => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 0x7fff_ffff }), { minLength: 1, maxLength: 4 }),
      fc.constantFrom('right', 'wrong', 'none', 'mixed'),
      (seeds, grouping) => {
        const txns = seeds.map(randomTxn).map((txn) => ({ ...txn, type: 'pay' as const }));
        for (const txn of txns) delete txn.group;
        const id = computeGroupId(txns);
        txns.forEach((txn, i) => {
          if (grouping === 'right' || (grouping === 'mixed' && i > 0)) txn.group = id;
          if (grouping === 'wrong') txn.group = Buffer.alloc(32, 7);
        });
        const group = txns.map((txn) => ({ txn }));
        const bytes = txns.map((txn) => encodeMsgpack(transactionSchema, txn));
        const plain = outcome(() => checkTxnGroup(group, V42));
        seen.add(plain === 'pass' ? plain : plain.split(':')[1]!);
        return outcome(() => checkTxnGroup(group, V42, bytes)) === plain;
      },
    ),
    { numRuns: 300 },
  );
  // passes and both kinds of group failure were exercised
  t.true(seen.has('pass'));
  t.true(seen.size >= 3, [...seen].join(' | '));
});
