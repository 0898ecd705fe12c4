import test from 'ava';
import algosdk from 'algosdk';
import { encodeDigest } from '../../../src/core/crypto/address.js';
import { keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';
import { sha512_256 } from '../../../src/core/crypto/hash.js';
import { renderE2 } from '../../../src/core/codec/json-codec.js';
import { parseJson } from '../../../src/core/codec/json-parse.js';
import { decodeCodecJson } from '../../../src/core/codec/json-codec-decode.js';
import {
  blockHash,
  blockSchema,
  decodeBlock,
  encodeBlock,
  encodeBlockHeader,
  fromSignedTxnInBlock,
  toSignedTxnInBlock,
  type Block,
  type BlockHeader,
} from '../../../src/core/txn/block.js';
import { signTransaction } from '../../../src/core/txn/signed.js';
import { txId } from '../../../src/core/txn/transaction.js';
import type { SignedTxnWithAD } from '../../../src/core/txn/types.js';
import { Rng, randomPair } from './random-txn.js';

const key = keyPairFromSeed(Buffer.alloc(32, 4));
const gh = Buffer.alloc(32, 0x11);

const header: BlockHeader = {
  round: 12n,
  branch: Buffer.alloc(32, 1),
  branch512: Buffer.alloc(64, 2),
  seed: Buffer.alloc(32, 3),
  txnCommitment: Buffer.alloc(32, 4),
  sha256Commitment: Buffer.alloc(32, 5),
  sha512Commitment: Buffer.alloc(64, 6),
  timestamp: 1_700_000_000n,
  genesisId: 'sandnet-v1',
  genesisHash: gh,
  feesCollected: 2000n,
  bonus: 10_000_000n,
  feeSink: Buffer.alloc(32, 7),
  rewardsPool: Buffer.alloc(32, 0xff),
  rewardsRate: 0n,
  rewardsRecalculationRound: 500_000n,
  currentProtocol: 'future',
  txnCounter: 1012n,
  stateProofTracking: new Map([
    [0n, { nextRound: 256n, onlineTotalWeight: 2n ** 60n, votersCommitment: Buffer.from([1, 2]) }],
  ]),
  expiredParticipationAccounts: [Buffer.alloc(32, 8)],
  load: 1500n,
};

function entries(count: number): SignedTxnWithAD[] {
  return Array.from({ length: count }, (_, i) => {
    const rng = new Rng(100 + i);
    const { genesisId: _ignored, ...ours } = randomPair(rng).ours;
    const txn = { ...ours, genesisHash: gh, ...(rng.bool() ? { genesisId: 'sandnet-v1' } : {}) };
    const stxn: SignedTxnWithAD = { ...signTransaction(txn, key.secretKey) };
    if (i % 3 === 0) stxn.closingAmount = 5n;
    if (i % 4 === 1) {
      stxn.applicationId = 77n;
      stxn.evalDelta = {
        globalDelta: new Map([
          ['key', { action: 2, uint: 9n }],
          ['b', { action: 1, bytes: Buffer.from('v') }],
        ]),
        localDeltas: new Map([[0n, new Map([['lk', { action: 3 }]])]]),
        logs: [Buffer.from('log1'), Buffer.from([0xff])],
        sharedAccounts: [Buffer.alloc(32, 9)],
        innerTxns: [
          {
            txn: {
              type: 'pay',
              sender: Buffer.alloc(32, 9),
              receiver: Buffer.alloc(32, 8),
              amount: 3n,
              firstValid: 1n,
              lastValid: 2n,
            },
            closingAmount: 1n,
          },
        ],
      };
    }
    return stxn;
  });
}

test('a block with payset and apply data matches algosdk byte for byte', (t) => {
  const stxns = entries(12);
  const block: Block = { ...header, payset: stxns.map((s) => toSignedTxnInBlock(s, header)) };
  const bytes = encodeBlock(block);
  const sdk = algosdk.decodeMsgpack(bytes, algosdk.Block);
  t.deepEqual(Buffer.from(algosdk.encodeMsgpack(sdk)), bytes);
  t.deepEqual(encodeBlock(decodeBlock(bytes)), bytes);
  t.deepEqual(encodeBlockHeader(block), Buffer.from(algosdk.encodeMsgpack(sdk.header)));
  t.deepEqual(blockHash(block), sha512_256(Buffer.from('BH'), Buffer.from(algosdk.encodeMsgpack(sdk.header))));
  t.deepEqual(
    parseJson(renderE2(blockSchema, block)),
    parseJson(algosdk.encodeJSON(sdk, { lossyBinaryStringConversion: true })),
  );
});

test('payset entries strip gen/gh (hgi when gen was set) and restore them', (t) => {
  for (const stxn of entries(20)) {
    const entry = toSignedTxnInBlock(stxn, header);
    t.is(entry.txn!.genesisHash, undefined);
    t.is(entry.txn!.genesisId, undefined);
    t.is(entry.hasGenesisId, stxn.txn!.genesisId !== undefined ? true : undefined);
    t.is(entry.hasGenesisHash, undefined);
    const back = fromSignedTxnInBlock(entry, header);
    t.deepEqual(back, stxn);
    t.is(txId(back.txn!), txId(stxn.txn!));
  }
});

const badEntry = test.macro({
  exec(t, run: () => unknown, message: string) {
    const err = t.throws(run);
    t.is((err as { code?: string }).code, 'CORE_BAD_TRANSACTION');
    t.is(err!.message, message);
  },
  title: (name) => `payset conversion rejects ${name}`,
});

const base = entries(1)[0]!;
test(
  'a foreign genesis ID',
  badEntry,
  () => toSignedTxnInBlock({ ...base, txn: { ...base.txn, genesisId: 'other-v1' } }, header),
  'GenesisID mismatch: other-v1 != sandnet-v1',
);
test(
  'a foreign genesis hash',
  badEntry,
  () => toSignedTxnInBlock({ ...base, txn: { ...base.txn, genesisHash: Buffer.alloc(32, 2) } }, header),
  `GenesisHash mismatch: ${encodeDigest(Buffer.alloc(32, 2))} != ${encodeDigest(gh)}`,
);
test(
  'a missing genesis hash',
  badEntry,
  () => toSignedTxnInBlock({ ...base, txn: { type: 'pay' } }, header),
  'GenesisHash required but missing',
);
test(
  'a stored genesis ID',
  badEntry,
  () => fromSignedTxnInBlock({ txn: { type: 'pay', genesisId: 'x' } }, header),
  'GenesisID <x> not empty',
);
test(
  'a stored genesis hash',
  badEntry,
  () => fromSignedTxnInBlock({ txn: { type: 'pay', genesisHash: gh } }, header),
  `GenesisHash <${encodeDigest(gh)}> not empty`,
);
test(
  'the hgh flag',
  badEntry,
  () => fromSignedTxnInBlock({ txn: { type: 'pay' }, hasGenesisHash: true }, header),
  'HasGenesisHash set to true but RequireGenesisHash obviates the flag',
);

test('block header E2 JSON (prev as blk-…) decodes back to the same header', (t) => {
  const json = renderE2(blockSchema, header);
  t.regex(json, /"prev": "blk-AEAQCAIBAEAQCAIBAEAQCAIBAEAQCAIBAEAQCAIBAEAQCAIBAEAQ"/);
  t.regex(json, /"spt": \{\n {4}"0": \{/);
  t.deepEqual(encodeBlock(decodeCodecJson(blockSchema, parseJson(json))), encodeBlock(header));
  const err = t.throws(() => decodeCodecJson(blockSchema, parseJson('{"prev":"AEAQ"}')));
  t.is((err as { code?: string }).code, 'CORE_JSON_DECODE');
});

test('an empty block omits txns and zero header fields', (t) => {
  const bytes = encodeBlock({ round: 1n, payset: [] });
  t.is(bytes.toString('hex'), '81a3726e6401');
  t.deepEqual(decodeBlock(bytes), { round: 1n });
});
