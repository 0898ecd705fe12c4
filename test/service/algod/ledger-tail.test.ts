/**
 * A full block committed through the ledger reaches its transaction tail as the evaluator that made it: right after
 * the commit, while its ids are still being filed a slice per turn, a replay of one of its transactions is refused
 * and a lookup finds it at its round and payset index; once filed, the same; and the round's delta carries the
 * records the filing made, in payset order.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { BlockEvaluator, type PreparedTxn } from '../../../src/core/ledger/evaluator.js';
import { addressKey } from '../../../src/core/ledger/state.js';
import { encodeBlock, type BlockHeader } from '../../../src/core/txn/block.js';
import { Ledger } from '../../../src/service/algod/ledger.js';
import { tempStore } from '../../helpers/temp-store.js';

const GENESIS: BlockHeader = {
  round: 0n,
  genesisId: 'tail-v1',
  genesisHash: Buffer.alloc(32, 5),
  timestamp: 1n,
  feeSink: Buffer.alloc(32, 8),
  rewardsPool: Buffer.alloc(32, 9),
};
const FUNDED = Buffer.alloc(32, 1);
const PAYEE = Buffer.alloc(32, 2);
/** more than the tail files in one turn (4,096) */
const TXNS = 9_000;

/** A payment as the pool holds it once checked (signatures are the checker's business, not the evaluator's). */
function payment(i: number): PreparedTxn {
  const txn = {
    type: 'pay' as const,
    sender: FUNDED,
    receiver: PAYEE,
    amount: 100_000n + BigInt(i),
    fee: 1_000n,
    firstValid: 1n,
    lastValid: 1_000n,
    genesisId: GENESIS.genesisId!,
    genesisHash: GENESIS.genesisHash!,
  };
  return { stxn: { txn }, txnBytes: Buffer.alloc(0), txid: randomBytes(32) };
}

test('a committed full block answers replays and lookups while its ids are filed, and its delta shares the records', async (t) => {
  const store = await tempStore(t);
  const accounts = new Map([[addressKey(FUNDED), { microAlgos: 10n ** 15n }]]);
  const ledger = await Ledger.open(
    store,
    V42,
    () => ({ header: GENESIS, blockBytes: encodeBlock(GENESIS), accounts }),
    async () => {},
  );
  const evaluator = new BlockEvaluator(ledger, ledger.tail, ledger.nextContext());
  const txns = Array.from({ length: TXNS }, (_, i) => payment(i));
  for (const p of txns) evaluator.addGroup([p]);
  const header: BlockHeader = { ...GENESIS, round: 1n };
  const durable = ledger.commit({
    header,
    blockBytes: encodeBlock(header),
    accounts: evaluator.state.changedAccounts(),
    creatables: evaluator.state.changedCreatables(),
    boxes: evaluator.state.changedBoxes(),
    tail: evaluator,
  });
  const replayed = (i: number): boolean => {
    const next = new BlockEvaluator(ledger, ledger.tail, ledger.nextContext());
    try {
      next.addGroup([txns[i]!]);
      return false;
    } catch (error) {
      return /already in ledger/.test((error as Error).message);
    }
  };
  const check = (when: string): void => {
    for (const i of [0, 4095, 4096, TXNS - 1]) {
      t.true(replayed(i), `${when}: transaction ${i} replayed`);
      t.deepEqual(ledger.tail.find(txns[i]!.txid), { round: 1n, index: i }, `${when}: transaction ${i} found`);
    }
  };
  check('right after the commit');
  await nextTurn();
  check('after one slice');
  for (let turn = 0; turn < 4; turn++) await nextTurn();
  check('filed');
  await durable;
  const delta = ledger.deltaInput(1n)!;
  t.is(delta.txns.length, TXNS);
  t.true(
    delta.txns.every((d, i) => Buffer.compare(Buffer.from(d.txid), txns[i]!.txid) === 0 && d.lastValid === 1_000n),
  );
});
