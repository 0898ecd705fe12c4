import test from 'ava';
import algosdk from 'algosdk';
import {
  DEFAULT_FEE_SINK,
  DEFAULT_REWARDS_POOL,
  MAX_UINT64,
  STATE_PROOF_SENDER,
} from '../../../src/core/crypto/accounts.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { wellFormed, type WellFormedContext } from '../../../src/core/ledger/well-formed.js';
import { decodeTransaction } from '../../../src/core/txn/transaction.js';
import type { Transaction, TxType } from '../../../src/core/txn/types.js';

const ctx: WellFormedContext = { params: V42, feeSink: DEFAULT_FEE_SINK, rewardsPool: DEFAULT_REWARDS_POOL };
const A = Buffer.alloc(32, 0x11);
const B = Buffer.alloc(32, 0x22);
const text = (pk: Uint8Array): string => new algosdk.Address(pk).toString();
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 100,
  lastValid: 1100,
  genesisHash: new Uint8Array(32).fill(0xaa),
  genesisID: 'sandnet-v1',
};
const sender = new algosdk.Address(A);
const receiver = new algosdk.Address(B);
const ours = (txn: algosdk.Transaction): Transaction => decodeTransaction(algosdk.encodeUnsignedTransaction(txn));
const keys = {
  voteKey: new Uint8Array(32).fill(1),
  selectionKey: new Uint8Array(32).fill(2),
  stateProofKey: new Uint8Array(64).fill(3),
};

// Valid transactions of every client-submittable type, built by algosdk and decoded by our codec.
const base = {
  pay: ours(algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver, amount: 5, suggestedParams: sp })),
  online: ours(
    algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender,
      ...keys,
      voteFirst: 100,
      voteLast: 2000,
      voteKeyDilution: 100,
      suggestedParams: sp,
    }),
  ),
  offline: ours(algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({ sender, suggestedParams: sp })),
  nonpart: ours(
    algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender,
      nonParticipation: true,
      suggestedParams: sp,
    }),
  ),
  acfg: ours(
    algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender,
      total: 1000,
      decimals: 19,
      defaultFrozen: false,
      unitName: 'UNITNAME',
      assetName: 'n'.repeat(32),
      assetURL: 'u'.repeat(96),
      manager: receiver,
      suggestedParams: sp,
    }),
  ),
  axfer: ours(
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount: 3,
      assetIndex: 1001,
      suggestedParams: sp,
    }),
  ),
  afrz: ours(
    algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender,
      assetIndex: 1001,
      freezeTarget: receiver,
      frozen: true,
      suggestedParams: sp,
    }),
  ),
  create: ours(
    algosdk.makeApplicationCreateTxnFromObject({
      sender,
      approvalProgram: Uint8Array.of(8, 0x81, 1),
      clearProgram: Uint8Array.of(8, 0x81, 1),
      numGlobalInts: 2,
      numGlobalByteSlices: 3,
      numLocalInts: 8,
      numLocalByteSlices: 8,
      extraPages: 3,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: sp,
    }),
  ),
  call: ours(
    algosdk.makeApplicationNoOpTxnFromObject({
      sender,
      appIndex: 1001,
      appArgs: [new Uint8Array(4096), new Uint8Array(2)],
      accounts: [receiver],
      foreignApps: [7, 8],
      foreignAssets: [9],
      boxes: [{ appIndex: 8, name: new Uint8Array(64) }],
      suggestedParams: sp,
    }),
  ),
};
type Base = keyof typeof base;

for (const [name, txn] of Object.entries(base)) {
  test(`algosdk ${name} is well formed`, (t) => t.notThrows(() => wellFormed(txn, ctx)));
}

const passes = test.macro({
  exec(t, from: Base, change: Partial<Transaction>) {
    t.notThrows(() => wellFormed({ ...base[from], ...change }, ctx));
  },
  title: (label) => `passes: ${label ?? ''}`,
});

const rejects = test.macro({
  exec(t, from: Base | Transaction, change: Partial<Transaction>, message: string) {
    const txn = { ...(typeof from === 'string' ? base[from] : from), ...change };
    const err = t.throws(() => wellFormed(txn, ctx));
    t.is((err as { code?: string }).code, 'ALGOD_TXN_REJECTED');
    t.is(err?.message, message);
  },
  title: (label) => `rejects: ${label ?? ''}`,
});

// header (checked after the type's own rules)
test('lv < fv', rejects, 'pay', { firstValid: 10n, lastValid: 9n }, 'transaction invalid range (10--9)');
test(
  'window of 1001 rounds',
  rejects,
  'pay',
  { firstValid: 1n, lastValid: 1002n },
  'transaction window size excessive (1--1002)',
);
test('window of exactly MaxTxnLife', passes, 'pay', { firstValid: 1n, lastValid: 1001n });
test(
  'note over the absolute cap',
  rejects,
  'pay',
  { note: new Uint8Array(4097) },
  'transaction note too big: 4097 > 4096',
);
test('note at the absolute cap (priced, not rejected)', passes, 'pay', { note: new Uint8Array(4096) });
test(
  'sender is the rewards pool',
  rejects,
  'axfer',
  { sender: DEFAULT_REWARDS_POOL },
  'transaction from incentive pool is invalid',
);
test('zero sender', rejects, 'axfer', { sender: new Uint8Array(32) }, 'transaction cannot have zero sender');
const noSender = { ...base.axfer };
delete noSender.sender;
test('absent sender', rejects, noSender, {}, 'transaction cannot have zero sender');

// pay
test(
  'close to sender',
  rejects,
  'pay',
  { closeRemainderTo: A },
  `transaction cannot close account to its sender ${text(A)}`,
);
test(
  'zero sender of a pay is first caught as closing to itself (upstream order)',
  rejects,
  'pay',
  { sender: new Uint8Array(32) },
  `transaction cannot close account to its sender ${algosdk.ALGORAND_ZERO_ADDRESS_STRING}`,
);
test(
  'fee sink pays (Payouts enabled)',
  rejects,
  'pay',
  { sender: DEFAULT_FEE_SINK, receiver: DEFAULT_REWARDS_POOL },
  `cannot spend from fee sink address ${text(DEFAULT_FEE_SINK)}`,
);
test('close to someone else', passes, 'pay', { closeRemainderTo: B });

// keyreg
test(
  'fee sink registers keys',
  rejects,
  'offline',
  { sender: DEFAULT_FEE_SINK },
  `cannot register participation key for fee sink's address ${text(DEFAULT_FEE_SINK)}`,
);
test(
  'vote first after vote last',
  rejects,
  'online',
  { voteFirst: 3000n },
  'transaction first voting round need to be less than its last voting round',
);
test(
  'vote key without selection key',
  rejects,
  'online',
  { selectionKey: new Uint8Array(32) },
  'the following transaction fields need to be clear/set together : votekey, selkey, votekd',
);
test(
  'keys without dilution',
  rejects,
  'online',
  { voteKeyDilution: 0n },
  'the following transaction fields need to be clear/set together : votekey, selkey, votekd',
);
test(
  'offline with voting rounds',
  rejects,
  'offline',
  { voteLast: 5n },
  'on going offline key registration transaction, the vote first and vote last fields should not be set',
);
test(
  'online with vote last zero',
  rejects,
  'online',
  { voteFirst: 0n, voteLast: 0n },
  'transaction tries to register keys to go online, but vote last is set to zero',
);
test(
  'online with vote first beyond lv+1',
  rejects,
  'online',
  { voteFirst: 1102n },
  'transaction tries to register keys to go online, but first voting round is beyond the round after last valid round',
);
test('online with vote first = lv+1', passes, 'online', { voteFirst: 1101n });
test(
  'lv+1 wraps at the maximum round like Go',
  rejects,
  'online',
  { firstValid: MAX_UINT64 - 5n, lastValid: MAX_UINT64, voteFirst: 1n },
  'transaction tries to register keys to go online, but first voting round is beyond the round after last valid round',
);
test(
  'nonparticipation with keys',
  rejects,
  'online',
  { nonParticipation: true },
  'transaction tries to register keys to go online, but nonparticipatory flag is set',
);
test(
  'voting period too long',
  rejects,
  'online',
  { voteFirst: 100n, voteLast: 100n + 16_777_216n },
  'validity period for keyreg transaction is too long',
);
test('voting period of exactly MaxKeyregValidPeriod', passes, 'online', {
  voteFirst: 100n,
  voteLast: 100n + 16_777_215n,
});
test(
  'nonparticipation with a state-proof key',
  rejects,
  'nonpart',
  { stateProofKey: keys.stateProofKey },
  'non participation keyreg transactions should contain empty stateProofPK',
);
test(
  'offline with a state-proof key',
  rejects,
  'offline',
  { stateProofKey: keys.stateProofKey },
  'offline keyreg transactions should contain empty stateProofPK',
);
const noStateProofKey = { ...base.online };
delete noStateProofKey.stateProofKey;
test(
  'online without a state-proof key',
  rejects,
  noStateProofKey,
  {},
  'online keyreg transaction cannot have empty field StateProofPK',
);

// acfg (limits at the boundary pass: see the algosdk base)
test(
  'asset name 33 bytes',
  rejects,
  'acfg',
  { assetParams: { assetName: 'n'.repeat(33) } },
  'transaction asset name too big: 33 > 32',
);
test(
  'asset name counted in UTF-8 bytes',
  rejects,
  'acfg',
  { assetParams: { assetName: 'é'.repeat(17) } },
  'transaction asset name too big: 34 > 32',
);
test(
  'unit name 9 bytes',
  rejects,
  'acfg',
  { assetParams: { unitName: Buffer.alloc(9, 0x41) } },
  'transaction asset unit name too big: 9 > 8',
);
test(
  'url 97 bytes',
  rejects,
  'acfg',
  { assetParams: { url: 'u'.repeat(97) } },
  'transaction asset url too big: 97 > 96',
);
test(
  '20 decimals',
  rejects,
  'acfg',
  { assetParams: { decimals: 20 } },
  'transaction asset decimals is too high (max is 19)',
);
test('destroy (empty params)', passes, 'acfg', { configAsset: 1001n, assetParams: {} });

// axfer, afrz
test('transfer of asset 0', rejects, 'axfer', { xferAsset: 0n }, 'asset ID cannot be zero');
test('opt-in shaped transfer of asset 0 with no amount', passes, 'axfer', { xferAsset: 0n, assetAmount: 0n });
test('clawback with close-to', rejects, 'axfer', { assetSender: B, assetCloseTo: B }, 'cannot close asset by clawback');
test('freeze of asset 0', rejects, 'afrz', { freezeAsset: 0n }, 'asset ID cannot be zero');
test(
  'freeze of the zero account',
  rejects,
  'afrz',
  { freezeAccount: new Uint8Array(32) },
  'freeze account cannot be empty',
);

// fields of another type
test(
  'pay with an asset id',
  rejects,
  'pay',
  { xferAsset: 5n },
  'transaction of type pay has non-zero fields for type axfer',
);
test(
  'axfer with an Algo amount',
  rejects,
  'axfer',
  { amount: 5n },
  'transaction of type axfer has non-zero fields for type pay',
);
test(
  'pay with app args',
  rejects,
  'pay',
  { appArgs: [Uint8Array.of(1)] },
  'transaction of type pay has non-zero fields for type appl',
);
test(
  'pay with asset params',
  rejects,
  'pay',
  { assetParams: { defaultFrozen: true } },
  'transaction of type pay has non-zero fields for type acfg',
);
test(
  'pay with a vote key',
  rejects,
  'pay',
  { voteKey: keys.voteKey },
  'transaction of type pay has non-zero fields for type keyreg',
);
test(
  'axfer with freeze flag',
  rejects,
  'axfer',
  { assetFrozen: true },
  'transaction of type axfer has non-zero fields for type afrz',
);
test(
  'pay with heartbeat',
  rejects,
  'pay',
  { heartbeat: {} },
  'transaction of type pay has non-zero fields for type hb',
);
test('pay with zero-valued foreign fields', passes, 'pay', {
  xferAsset: 0n,
  assetParams: {},
  voteKey: new Uint8Array(32),
});

// types this node does not run
const hb: Transaction = {
  type: 'hb',
  sender: A,
  firstValid: 1n,
  lastValid: 10n,
  heartbeat: {
    address: B,
    proof: { sig: new Uint8Array(64).fill(1) },
    seed: new Uint8Array(32).fill(1),
    voteId: new Uint8Array(32).fill(1),
    keyDilution: 100n,
  },
};
test('heartbeat passing upstream rules', rejects, hb, {}, 'heartbeat transaction not supported');
const hbBare: Transaction = { type: 'hb', sender: A, firstValid: 1n, lastValid: 10n };
test('heartbeat without fields', rejects, hbBare, {}, 'heartbeat transaction has no heartbeat fields');
test(
  'discounted heartbeat with a note',
  rejects,
  hb,
  { heartbeat: { ...hb.heartbeat, challengeDiscount: true }, note: Uint8Array.of(1) },
  'tx.Note is set in discounted heartbeat',
);
test(
  'discounted heartbeat with a rekey',
  rejects,
  hb,
  { heartbeat: { ...hb.heartbeat, challengeDiscount: true }, rekeyTo: B },
  'tx.RekeyTo is set in discounted heartbeat',
);
test('heartbeat without proof', rejects, hb, { heartbeat: { ...hb.heartbeat, proof: {} } }, 'tx.HbProof is empty');
test(
  'heartbeat without seed',
  rejects,
  hb,
  { heartbeat: { ...hb.heartbeat, seed: new Uint8Array(32) } },
  'tx.HbSeed is empty',
);
test(
  'heartbeat without vote id',
  rejects,
  hb,
  { heartbeat: { ...hb.heartbeat, voteId: new Uint8Array(32) } },
  'tx.HbVoteID is empty',
);
test(
  'heartbeat without key dilution',
  rejects,
  hb,
  { heartbeat: { ...hb.heartbeat, keyDilution: 0n } },
  'tx.HbKeyDilution is zero',
);
const stpf: Transaction = {
  type: 'stpf',
  sender: STATE_PROOF_SENDER,
  firstValid: 1n,
  lastValid: 10n,
  stateProofType: 0n,
};
test('state proof passing upstream rules', rejects, stpf, {}, 'state proofs not supported');
test('state proof from another sender', rejects, stpf, { sender: A }, 'sender must be the state-proof sender');
test('state proof with a fee', rejects, stpf, { fee: 1n }, 'fee must be zero in state-proof transaction');
test(
  'state proof with a note',
  rejects,
  stpf,
  { note: Uint8Array.of(1) },
  'note must be empty in state-proof transaction',
);
test('state proof with a group', rejects, stpf, { group: B }, 'group must be zero in state-proof transaction');
test('state proof with a rekey', rejects, stpf, { rekeyTo: B }, 'rekey must be zero in state-proof transaction');
test('state proof with a lease', rejects, stpf, { lease: B }, 'lease must be zero in state-proof transaction');
test('unknown type', rejects, 'pay', { type: 'xyz' as TxType }, 'unknown tx type xyz');
const untyped = { ...base.pay };
delete untyped.type;
test('missing type', rejects, untyped, {}, 'unknown tx type ');
