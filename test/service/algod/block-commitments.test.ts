// A block's commitments from the pool's precomputed leaves equal the commitments computed from the payset,
// whichever transactions brought leaves and however their rows lie in memory, with either merkle engine; and a
// block's payset is checked against its header's root (catch-up), refusing any other payset or encoding.
import test from 'ava';
import algosdk from 'algosdk';
import { listedRows, RowTxn, type TxnRows } from '../../../src/core/ledger/checked-txn.js';
import type { EvaluatedTxn } from '../../../src/core/ledger/evaluator.js';
import { checkGroup } from '../../../src/core/ledger/group-prepare.js';
import { genesisPaysetCommitment } from '../../../src/core/merkle/index.js';
import { packBytes } from '../../../src/core/packed.js';
import { loadMerkle, type MerkleEngine } from '../../../src/native/index.js';
import { assembleBlock } from '../../../src/core/ledger/block-bytes.js';
import type { BlockHeader } from '../../../src/core/txn/block.js';
import {
  blockCommitments,
  blockCommitmentsAsync,
  paysetMatchesHeader,
} from '../../../src/service/algod/block-commitments.js';
import { entryLeaves } from '../../../src/workers/group-leaves.js';
import { account, SANDNET, sandnetCtx, sandnetParams } from '../../core/ledger/sandnet.js';

const sender = account(60);

/** n checked payments as the evaluator would hold them, each with the entry and leaves the pool computed. */
function evaluated(n: number): EvaluatedTxn[] {
  return Array.from({ length: n }, (_, i) => {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sender.addr,
      receiver: account(61 + (i % 5)).addr,
      amount: 1000 + i,
      note: new TextEncoder().encode(`payment ${i}`),
      suggestedParams: sandnetParams,
    });
    const checked = checkGroup(txn.signTxn(sender.sk), sandnetCtx);
    if (!checked.ok) throw checked.error;
    const entry = checked.entries[0]!;
    const leaves = entryLeaves(packBytes(checked.txnBytes), packBytes([entry]));
    return {
      stxn: checked.stxns![0]!,
      txnBytes: checked.txnBytes[0]!,
      txid: checked.txids[0]!,
      blockEntry: entry,
      blockLeaves: leaves,
      applyData: {},
      entryBytes: entry,
      entryLeaves: leaves,
    };
  });
}

/**
 * The same transaction with an entry other than the precomputed one, as the evaluator makes it: no `entryLeaves`,
 * while the precomputed `blockLeaves` stay attached (they must then be ignored).
 */
const otherEntry = (t: EvaluatedTxn): EvaluatedTxn => ({
  ...t,
  entryBytes: Buffer.concat([t.entryBytes]),
  entryLeaves: undefined,
});
const withoutLeaves = ({ blockLeaves: _, entryLeaves: __, ...t }: EvaluatedTxn): EvaluatedTxn => t;
/** Leaves that are wrong on purpose: used only if the entry check were missing. */
const wrongLeaves = (t: EvaluatedTxn): EvaluatedTxn => ({ ...otherEntry(t), blockLeaves: Buffer.alloc(128, 9) });

/** Rows of one pool answer: every transaction's leaves a view of one buffer, back to back (or shifted by a byte). */
function sharedRows(txns: EvaluatedTxn[], shift: number): EvaluatedTxn[] {
  const block = Buffer.alloc(txns.length * 128 + shift);
  txns.forEach((t, i) => t.blockLeaves!.copy(block, shift + i * 128));
  return txns.map((t, i) => {
    const leaves = block.subarray(shift + i * 128, shift + (i + 1) * 128);
    return { ...t, blockLeaves: leaves, entryLeaves: leaves };
  });
}

const MIXES: [string, (t: EvaluatedTxn, i: number) => EvaluatedTxn][] = [
  ['every transaction with leaves', (t) => t],
  ['none with leaves', withoutLeaves],
  ['every third without', (t, i) => (i % 3 === 0 ? withoutLeaves(t) : t)],
  ['entries other than the precomputed one, stale leaves attached', (t, i) => (i % 2 === 0 ? wrongLeaves(t) : t)],
];

for (const engine of [loadMerkle(), loadMerkle({ forceJs: true })]) {
  for (const [name, mix] of MIXES) {
    for (const n of [0, 1, 2, 7, 33]) {
      test(`${engine.isNative ? 'native' : 'js'} engine, ${n} txns, ${name}`, async (t) => {
        const txns = evaluated(n).map(mix);
        const runs = sharedRows(evaluated(n), 0);
        const unaligned = sharedRows(evaluated(n), 1);
        const runsBroken = sharedRows(evaluated(n), 0).map((x, i) => (i % 4 === 1 ? withoutLeaves(x) : mix(x, i)));
        for (const variant of [runs, unaligned, runsBroken]) {
          const want = engine.txnCommitments(
            variant.map((x) => x.txnBytes),
            variant.map((x) => x.entryBytes),
          );
          t.deepEqual(blockCommitments(engine, variant), want);
          t.deepEqual(await blockCommitmentsAsync(engine, variant), want);
        }
        const expected = engine.txnCommitments(
          txns.map((x) => x.txnBytes),
          txns.map((x) => x.entryBytes),
        );
        t.deepEqual(blockCommitments(engine, txns), expected);
        t.deepEqual(await blockCommitmentsAsync(engine, txns), expected);
      });
    }
  }
}

/** `engine` counting the calls that hash transactions (leaves or whole commitments) rather than trees of leaves. */
function countingHashes(engine: MerkleEngine): { engine: MerkleEngine; hashed: () => number } {
  const HASHING = new Set<PropertyKey>(['txnLeaves', 'txnCommitments', 'txnCommitmentsAsync']);
  let calls = 0;
  const counted = new Proxy(engine, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      if (!HASHING.has(name)) return bound;
      return (...args: unknown[]) => {
        calls++;
        return bound(...args);
      };
    },
  });
  return { engine: counted, hashed: () => calls };
}

test("transactions evaluated from a check's rows bring their leaves: no transaction is hashed at block time", async (t) => {
  for (const merkle of [loadMerkle(), loadMerkle({ forceJs: true })]) {
    for (const shift of [0, 1]) {
      const literal = sharedRows(evaluated(9), shift);
      // Rows as a pool task's answer gives them: every read a fresh view, never the same Buffer twice.
      const fresh = (b: Buffer | undefined): Buffer | undefined => b?.subarray(0);
      const rows = listedRows({
        txnBytes: literal.map((x) => x.txnBytes),
        txids: literal.map((x) => x.txid),
        entries: literal.map((x) => x.blockEntry),
        leaves: literal.map((x) => x.blockLeaves),
      });
      const viewed: TxnRows = {
        txnBytes: (i) => rows.txnBytes(i).subarray(0),
        txid: (i) => rows.txid(i).subarray(0),
        entry: (i) => fresh(rows.entry(i)),
        leaves: (i) => fresh(rows.leaves(i)),
      };
      const txns = literal.map((x, i) => new RowTxn(x.stxn, viewed, i).evaluatedEmpty());
      const want = merkle.txnCommitments(
        literal.map((x) => x.txnBytes),
        literal.map((x) => x.entryBytes),
      );
      const { engine, hashed } = countingHashes(merkle);
      t.deepEqual(blockCommitments(engine, txns), want);
      t.deepEqual(await blockCommitmentsAsync(engine, txns), want);
      t.is(hashed(), 0, `${merkle.isNative ? 'native' : 'js'} engine, shift ${shift}`);
    }
  }
});

test('paysetMatchesHeader: a block holds the payset its header commits to; any other payset or root fails', (t) => {
  const txns = evaluated(12);
  const entries = txns.map((x) => x.entryBytes);
  for (const merkle of [loadMerkle(), loadMerkle({ forceJs: true })]) {
    const header: BlockHeader = { round: 5n, ...SANDNET, txnCommitment: blockCommitments(merkle, txns).txn };
    t.true(paysetMatchesHeader(merkle, assembleBlock(header, entries), header));
    t.true(paysetMatchesHeader(merkle, assembleBlock({ round: 6n, ...SANDNET }, []), { round: 6n, ...SANDNET }));
    // A signature changed in one entry: the entry hashes otherwise.
    const forged = entries.map((e, i) => (i === 7 ? flipAfter(e, SIG_FIELD) : e));
    t.false(paysetMatchesHeader(merkle, assembleBlock(header, forged), header));
    // Entries dropped, or another root.
    t.false(paysetMatchesHeader(merkle, assembleBlock(header, entries.slice(1)), header));
    const other = { ...header, txnCommitment: Buffer.alloc(32, 1) };
    t.false(paysetMatchesHeader(merkle, assembleBlock(other, entries), other));
    // The same transaction with its amount written wider than our encoder writes it: it decodes alike, but it is
    // not the encoding the header's TxIDs hash.
    const wide = entries.map((e, i) => (i === 3 ? widenAmount(e) : e));
    t.not(Buffer.compare(wide[3]!, entries[3]!), 0);
    t.false(paysetMatchesHeader(merkle, assembleBlock(header, wide), header));
  }
});

const SIG_FIELD = Buffer.from([0xa3, 0x73, 0x69, 0x67, 0xc4, 0x40]);
const AMT_KEY = Buffer.from([0xa3, 0x61, 0x6d, 0x74]);

/** `entry` with the byte just after `field` flipped. */
function flipAfter(entry: Buffer, field: Buffer): Buffer {
  const out = Buffer.from(entry);
  const at = out.indexOf(field) + field.length;
  out[at] = out[at]! ^ 1;
  return out;
}

/** `entry` with its `amt` (a uint16, 0xcd) written as a uint32 (0xce): the entry and its txn map grow by 2 bytes. */
function widenAmount(entry: Buffer): Buffer {
  const at = entry.indexOf(AMT_KEY) + AMT_KEY.length;
  if (entry[at] !== 0xcd) throw new Error('expected a uint16 amount');
  return Buffer.concat([entry.subarray(0, at), Buffer.from([0xce, 0, 0]), entry.subarray(at + 1)]);
}

test('paysetMatchesHeader: the genesis block commits to its empty payset with the flat hash', (t) => {
  const merkle = loadMerkle();
  const genesis: BlockHeader = { round: 0n, ...SANDNET, txnCommitment: genesisPaysetCommitment() };
  t.true(paysetMatchesHeader(merkle, assembleBlock(genesis, []), genesis));
  const zeros = { ...genesis, txnCommitment: Buffer.alloc(32) };
  t.false(paysetMatchesHeader(merkle, assembleBlock(zeros, []), zeros));
});
