/**
 * `scanPaysetTxns` (a block's transactions read from its entries' bytes) against decoding: for blocks of random
 * signed transactions (every type, every kind of signature, with ApplyData, genesis fields present or not, headers
 * with and without a genesis id, with a zero genesis hash), each transaction's canonical bytes equal the encoding of
 * the transaction `signedTxnOfEntry` restores, the sender, last valid round and lease equal its fields, and the
 * entries are handed back as they lie in the block. Entries not as our encoder writes them (`hgh` set, `gen` left in)
 * are answered undefined.
 */
import test from 'ava';
import fc from 'fast-check';
import { decodeMsgpackAt, encodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { assembleBlock } from '../../../src/core/ledger/block-bytes.js';
import { listItems } from '../../../src/core/packed.js';
import { paysetOffsets, signedTxnOfEntry, toSignedTxnInBlock, type BlockHeader } from '../../../src/core/txn/block.js';
import { scanPaysetTxns } from '../../../src/core/txn/payset-scan.js';
import { signedTxnInBlockSchema, transactionSchema } from '../../../src/core/txn/schemas.js';
import type { ApplyData, SignedTxn, SignedTxnInBlock } from '../../../src/core/txn/types.js';
import { signedTxnArbitrary } from './stxn-arbitrary.js';

const GENESIS_HASH = Buffer.alloc(32, 0x11);
const headers: BlockHeader[] = [
  { round: 9n, genesisId: 'sandnet-v1', genesisHash: GENESIS_HASH },
  { round: 9n, genesisHash: GENESIS_HASH },
  { round: 9n, genesisId: 'sandnet-v1', genesisHash: Buffer.alloc(32) },
];

const applyData: fc.Arbitrary<ApplyData> = fc.record(
  {
    closingAmount: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
    senderRewards: fc.bigInt({ min: 0n, max: 1n << 40n }),
    applicationId: fc.bigInt({ min: 0n, max: 1n << 40n }),
  },
  { requiredKeys: [] },
);

/** The encoded entry, or undefined where the conversion or the encoder refuses the transaction. */
function entryOf(stxn: SignedTxn, ad: ApplyData, header: BlockHeader): Buffer | undefined {
  try {
    return encodeMsgpack(signedTxnInBlockSchema, toSignedTxnInBlock({ ...stxn, ...ad }, header));
  } catch {
    return undefined;
  }
}

test('each transaction read from the block is the restored transaction, encoded; tail fields equal', (t) => {
  let checked = 0;
  let wide = 0;
  let withGen = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...headers),
      fc.array(fc.tuple(signedTxnArbitrary({ genesisHash: GENESIS_HASH }), applyData), { maxLength: 8 }),
      (header, items) => {
        const entries = items.flatMap(([stxn, ad]) => entryOf(stxn, ad, header) ?? []);
        const block = assembleBlock(header, entries);
        const scanned = scanPaysetTxns(block, header);
        if (scanned === undefined) return false;
        const offsets = paysetOffsets(block);
        const canonical = listItems(scanned.canonical, 'canonical');
        if (canonical.length !== entries.length) return false;
        const read = listItems(scanned.entries, 'entries');
        if (read.length !== entries.length || read.some((e, i) => !Buffer.from(e).equals(entries[i]!))) return false;
        for (let i = 0; i < entries.length; i++) {
          const txn = signedTxnOfEntry(decodeMsgpackAt(signedTxnInBlockSchema, block, offsets[i]!).value, header).txn!;
          if (!Buffer.from(canonical[i]!).equals(encodeMsgpack(transactionSchema, txn))) return false;
          if (!Buffer.from(scanned.senders[i]!).equals(Buffer.from(txn.sender ?? new Uint8Array(32)))) return false;
          if (scanned.lastValids[i] !== (txn.lastValid ?? 0n)) return false;
          const lease = scanned.leases[i];
          if ((lease === undefined) !== (txn.lease === undefined)) return false;
          if (lease !== undefined && !Buffer.from(lease).equals(Buffer.from(txn.lease!))) return false;
          checked++;
          if (canonical[i]![0] === 0xde) wide++;
          if (txn.genesisId !== undefined) withGen++;
        }
        return true;
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
  );
  t.true(checked > 100, `${checked} transactions compared`);
  // The runs covered map16 transactions and a genesis id put back.
  t.true(wide > 0 && withGen > 0, `${wide} map16, ${withGen} with a genesis id`);
});

test('entries not as our encoder writes them are left to the decoder', (t) => {
  const header = headers[0]!;
  const txn = { type: 'pay' as const, sender: Buffer.alloc(32, 1), lastValid: 10n, genesisHash: GENESIS_HASH };
  const plain: SignedTxnInBlock = toSignedTxnInBlock({ txn, sig: Buffer.alloc(64, 2) }, header);
  const encode = (entry: SignedTxnInBlock): Buffer => encodeMsgpack(signedTxnInBlockSchema, entry);
  t.not(scanPaysetTxns(assembleBlock(header, [encode(plain)]), header), undefined);
  t.is(scanPaysetTxns(assembleBlock(header, [encode({ ...plain, hasGenesisHash: true })]), header), undefined);
  const withGen = { ...plain, txn: { ...plain.txn, genesisId: 'sandnet-v1' } };
  t.is(scanPaysetTxns(assembleBlock(header, [encode(withGen)]), header), undefined);
  const withHash = { ...plain, txn: { ...plain.txn, genesisHash: GENESIS_HASH } };
  t.is(scanPaysetTxns(assembleBlock(header, [encode(withHash)]), header), undefined);
  t.deepEqual(scanPaysetTxns(assembleBlock(header, []), header)?.senders, []);
});
