// What opening a ledger pays per stored block of its last 1000 rounds (service/algod/recent-rounds.ts): the
// transaction tail's records (TxID, sender, last valid round, lease) of one full 5 MiB block of 23,184 payments.
// Reference in the same run: the method before, the whole block decoded into objects, then each entry restored,
// re-encoded and hashed for its TxID (core decodeBlock + fromSignedTxnInBlock + the canonical txn's hash).
// Candidates: blockTailTxnsDecoded (the header alone, each entry decoded once and let go, no block object) and
// blockTailTxns (each transaction read from the entry's bytes, its canonical encoding spliced together with the
// genesis fields, the block's TxIDs hashed in one native batch). All end in the tail's records.
import { randomFillSync } from 'node:crypto';
import { compare } from '../harness.js';
import { encodeMsgpack } from '../../src/core/codec/msgpack.js';
import { txidOf } from '../../src/core/ledger/appl/txn-ids.js';
import { assembleBlock } from '../../src/core/ledger/block-bytes.js';
import { blockTailTxns, blockTailTxnsDecoded } from '../../src/service/algod/recent-rounds.js';
import { tailTxn } from '../../src/service/algod/txtail.js';
import { decodeBlock, fromSignedTxnInBlock, toSignedTxnInBlock, type BlockHeader } from '../../src/core/txn/block.js';
import { signedTxnInBlockSchema } from '../../src/core/txn/schemas.js';

const TXNS = 23_184;

/** A full block of distinct payments, as an interval-mode node stores it (genesis fields stripped, sigs random). */
function fullBlock(): Buffer {
  const header: BlockHeader = {
    round: 5000n,
    genesisId: 'bench-v1',
    genesisHash: randomFillSync(Buffer.alloc(32)),
    timestamp: 1_800_000_000n,
    seed: randomFillSync(Buffer.alloc(32)),
  };
  const senders = Array.from({ length: 4 }, () => randomFillSync(Buffer.alloc(32)));
  const entries = Array.from({ length: TXNS }, (_, i) => {
    const txn = {
      type: 'pay' as const,
      sender: senders[i % senders.length]!,
      receiver: randomFillSync(Buffer.alloc(32)),
      amount: BigInt(100_000 + i),
      fee: 1000n,
      firstValid: 4990n,
      lastValid: 5990n,
      genesisId: header.genesisId!,
      genesisHash: header.genesisHash!,
    };
    const entry = toSignedTxnInBlock({ txn, sig: randomFillSync(Buffer.alloc(64)) }, header);
    return encodeMsgpack(signedTxnInBlockSchema, entry);
  });
  return assembleBlock(header, entries);
}

export async function run(): Promise<void> {
  const block = fullBlock();
  const mib = (block.length / 2 ** 20).toFixed(2);
  await compare(
    `block tail: the tail records of one full block (${TXNS.toLocaleString('en-US')} payments, ${mib} MiB)`,
    {
      name: 'decodeBlock, then each entry restored, re-encoded and hashed (before)',
      fn: () => {
        const decoded = decodeBlock(block);
        return (decoded.payset ?? []).map((entry) => {
          const stxn = fromSignedTxnInBlock(entry, decoded);
          return tailTxn({ stxn, txid: txidOf(stxn.txn ?? {}) });
        });
      },
    },
    [
      {
        name: 'blockTailTxnsDecoded (header alone, each entry decoded once)',
        fn: () => blockTailTxnsDecoded(block),
      },
      {
        name: 'blockTailTxns (read from the bytes, TxIDs hashed in one native batch)',
        fn: () => blockTailTxns(block),
      },
    ],
  );
}
