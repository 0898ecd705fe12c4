/**
 * The follower's view of a peer block's payset: `paysetOffsets` finds each entry's bytes without decoding,
 * `signedTxnOfEntry` restores exactly what fromSignedTxnInBlock + splitApplyData give, and `checkPaysetGroup` (also
 * through the `txn-group-check-batch` task with `payset`) answers for a run of entries what `checkGroup` answers
 * for the same group submitted, whatever ApplyData the entries carry.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { encodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { checkGroup, checkPaysetGroup, SIGNATURE_FAILED } from '../../../src/core/ledger/group-prepare.js';
import { packBytes, packedItem } from '../../../src/core/packed.js';
import {
  encodeBlock,
  fromSignedTxnInBlock,
  paysetOffsets,
  signedTxnOfEntry,
  toSignedTxnInBlock,
} from '../../../src/core/txn/block.js';
import { signedTxnInBlockSchema } from '../../../src/core/txn/schemas.js';
import { decodeSignedTxnGroup, splitApplyData } from '../../../src/core/txn/signed.js';
import type { ApplyData, SignedTxnInBlock } from '../../../src/core/txn/types.js';
import { run as checkBatch } from '../../../src/workers/tasks/txn-group-check-batch.js';
import { account, SANDNET, sandnetCtx, sandnetParams } from './sandnet.js';

const header = SANDNET;
const ctx = sandnetCtx;
const [A, B, C] = [account(1), account(2), account(3)];
const sp = sandnetParams;
const pay = (
  from: algosdk.Account,
  to: algosdk.Account,
  amount: number,
  close?: algosdk.Account,
): algosdk.Transaction =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to.addr,
    amount,
    suggestedParams: sp,
    ...(close === undefined ? {} : { closeRemainderTo: close.addr }),
  });

/** Submitted bodies: a signed pair, a single payment signed by a rekeyed key (sgnr), a 2-of-3 multisig payment. */
function bodies(): Uint8Array[] {
  const pair = algosdk.assignGroupID([pay(A, B, 1_000_000), pay(B, A, 5, C)]);
  const msig = { version: 1, threshold: 2, addrs: [A.addr, B.addr, C.addr] };
  const from = algosdk.multisigAddress(msig);
  const mtxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: A.addr,
    amount: 3,
    suggestedParams: sp,
  });
  const half = algosdk.signMultisigTransaction(mtxn, msig, A.sk).blob;
  return [
    Buffer.concat([pair[0]!.signTxn(A.sk), pair[1]!.signTxn(B.sk)]),
    algosdk.encodeMsgpack(
      new algosdk.SignedTransaction({ txn: pay(A, B, 9), sig: pay(A, B, 9).rawSignTxn(C.sk), sgnr: C.addr }),
    ),
    algosdk.appendSignMultisigTransaction(half, msig, B.sk).blob,
  ];
}

const applyData: ApplyData[] = [{}, { closingAmount: 77n, senderRewards: 3n }, { receiverRewards: 1n }];

/** Each body's transactions as payset entries (with some ApplyData), and a block holding them all. */
function block(): { bytes: Buffer; entries: SignedTxnInBlock[]; runs: number[] } {
  const entries: SignedTxnInBlock[] = [];
  const runs: number[] = [];
  bodies().forEach((body, g) => {
    const group = decodeSignedTxnGroup(body);
    runs.push(group.length);
    group.forEach((stxn) => entries.push(toSignedTxnInBlock({ ...stxn, ...applyData[g] }, header)));
  });
  return { bytes: encodeBlock({ round: 7n, ...header, timestamp: 5n, payset: entries }), entries, runs };
}

test('paysetOffsets cuts the block into the entries as the encoder writes them', (t) => {
  const { bytes, entries } = block();
  const offsets = paysetOffsets(bytes);
  t.is(offsets.length, entries.length + 1);
  entries.forEach((entry, i) => {
    t.deepEqual(bytes.subarray(offsets[i], offsets[i + 1]), encodeMsgpack(signedTxnInBlockSchema, entry));
  });
});

test('paysetOffsets of a block without transactions is empty; a truncated block is refused', (t) => {
  t.is(paysetOffsets(encodeBlock({ round: 1n, ...header })).length, 0);
  const { bytes } = block();
  const error = t.throws(() => paysetOffsets(bytes.subarray(0, bytes.length - 3)));
  t.is((error as { code?: string }).code, 'CORE_MSGPACK_DECODE');
});

test('signedTxnOfEntry gives what fromSignedTxnInBlock then splitApplyData give, restoring the entry in place', (t) => {
  const { entries } = block();
  for (const entry of entries) {
    const expected = splitApplyData(fromSignedTxnInBlock(entry, header)).stxn; // works on a copy
    const restored = signedTxnOfEntry(entry, header);
    t.deepEqual(restored, expected);
    t.is(restored.txn, entry.txn, 'the entry is handed over, not copied');
  }
  const flagged = (): SignedTxnInBlock => ({ ...block().entries[0]!, hasGenesisHash: true });
  t.is(
    t.throws(() => signedTxnOfEntry(flagged(), header))?.message,
    t.throws(() => fromSignedTxnInBlock(flagged(), header))?.message,
  );
});

test('a run of payset entries is checked as the same group submitted, ApplyData ignored', (t) => {
  const { bytes, runs } = block();
  const offsets = paysetOffsets(bytes);
  const submitted = bodies();
  let at = 0;
  runs.forEach((n, g) => {
    const fromBlock = checkPaysetGroup(bytes.subarray(offsets[at], offsets[at + n]), ctx);
    const asSubmitted = checkGroup(submitted[g]!, ctx);
    if (!fromBlock.ok || !asSubmitted.ok) return t.fail(`group ${g} failed`);
    t.deepEqual(fromBlock.txids, asSubmitted.txids);
    t.deepEqual(fromBlock.txnBytes, asSubmitted.txnBytes);
    t.deepEqual(fromBlock.entries, asSubmitted.entries);
    t.deepEqual(fromBlock.stxns, asSubmitted.stxns);
    at += n;
  });
});

test('payset failures keep their stage: a bad signature, a flag the protocol forbids, truncated bytes', (t) => {
  const { bytes } = block();
  const offsets = paysetOffsets(bytes);
  const first = Buffer.from(bytes.subarray(offsets[0], offsets[2]));
  const sig = first.indexOf(Buffer.from([0xa3, 0x73, 0x69, 0x67, 0xc4, 0x40]));
  first[sig + 6 + 10]! ^= 1;
  const signature = checkPaysetGroup(first, ctx);
  t.deepEqual(signature.ok ? undefined : [signature.stage, signature.error.message], ['signature', SIGNATURE_FAILED]);
  const flagged = encodeMsgpack(signedTxnInBlockSchema, { ...block().entries[2]!, hasGenesisHash: true });
  const flag = checkPaysetGroup(flagged, ctx);
  t.deepEqual(flag.ok ? undefined : [flag.stage, flag.error.code], ['decode', 'CORE_BAD_TRANSACTION']);
  const truncated = checkPaysetGroup(bytes.subarray(offsets[0], offsets[1]! - 2), ctx);
  t.deepEqual(truncated.ok ? undefined : [truncated.stage, truncated.error.code], ['decode', 'CORE_MSGPACK_DECODE']);
});

test('the pool task with payset answers what checkPaysetGroup answers', (t) => {
  const { bytes, runs } = block();
  const offsets = paysetOffsets(bytes);
  const items: Uint8Array[] = [];
  let at = 0;
  for (const n of runs) {
    items.push(bytes.subarray(offsets[at], offsets[at + n]));
    at += n;
  }
  items.push(new Uint8Array([0xc1]));
  const result = checkBatch({
    bodies: packBytes(items),
    payset: true,
    protocol: V42.version,
    feeSink: ctx.feeSink,
    rewardsPool: ctx.rewardsPool,
    ...header,
  });
  if (!result.ok) return t.fail(result.error.message);
  let k = 0;
  items.forEach((item, g) => {
    const inline = checkPaysetGroup(item, ctx);
    if (!inline.ok) {
      t.deepEqual(result.value.failures[g], { stage: inline.stage, error: inline.error.toWire() });
      return;
    }
    t.is(result.value.failures[g], null);
    inline.txids.forEach((id, i) => {
      t.deepEqual(Buffer.from(result.value.txids.subarray((k + i) * 32, (k + i + 1) * 32)), id);
      t.deepEqual(Buffer.from(packedItem(result.value.entries, k + i)), inline.entries[i]);
    });
    k += inline.txids.length;
  });
  t.false(checkBatch({ bodies: packBytes(items), payset: 'yes', protocol: V42.version }).ok);
});
