import test from 'ava';
import algosdk from 'algosdk';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL } from '../../../src/core/crypto/accounts.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { readUvarint } from '../../../src/core/ledger/well-formed-app.js';
import { wellFormed, type WellFormedContext } from '../../../src/core/ledger/well-formed.js';
import { decodeTransaction } from '../../../src/core/txn/transaction.js';
import type { ResourceRef, Transaction } from '../../../src/core/txn/types.js';

const ctx: WellFormedContext = { params: V42, feeSink: DEFAULT_FEE_SINK, rewardsPool: DEFAULT_REWARDS_POOL };
const sender = new algosdk.Address(Buffer.alloc(32, 0x11));
const other = new algosdk.Address(Buffer.alloc(32, 0x22));
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1000,
  genesisHash: new Uint8Array(32).fill(0xaa),
};
const ours = (txn: algosdk.Transaction): Transaction => decodeTransaction(algosdk.encodeUnsignedTransaction(txn));
const v = (version: number, size = 3): Uint8Array =>
  Uint8Array.from({ length: size }, (_, i) => (i === 0 ? version : 1));

const create = ours(
  algosdk.makeApplicationCreateTxnFromObject({
    sender,
    approvalProgram: v(8),
    clearProgram: v(8),
    numGlobalInts: 1,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: sp,
  }),
);
const call = ours(algosdk.makeApplicationNoOpTxnFromObject({ sender, appIndex: 1001, suggestedParams: sp }));
const accessCall = ours(
  algosdk.makeApplicationNoOpTxnFromObject({
    sender,
    appIndex: 1001,
    suggestedParams: sp,
    access: [{ address: other }, { assetIndex: 9 }, { appIndex: 7 }, { holding: { address: other, assetIndex: 9 } }],
  }),
);
const update = ours(
  algosdk.makeApplicationUpdateTxnFromObject({
    sender,
    appIndex: 1001,
    approvalProgram: v(8),
    clearProgram: v(8),
    suggestedParams: sp,
  }),
);
const bases = { create, call, accessCall, update };
type Base = keyof typeof bases;

test('algosdk create, call, access-list call and update are well formed', (t) => {
  for (const txn of Object.values(bases)) t.notThrows(() => wellFormed(txn, ctx));
  t.deepEqual(accessCall.access?.[3], { holding: { address: 1n, asset: 2n } });
});

const passes = test.macro({
  exec(t, from: Base, change: Partial<Transaction>) {
    t.notThrows(() => wellFormed({ ...bases[from], ...change }, ctx));
  },
  title: (label) => `passes: ${label ?? ''}`,
});
const rejects = test.macro({
  exec(t, from: Base, change: Partial<Transaction>, message: string) {
    const err = t.throws(() => wellFormed({ ...bases[from], ...change }, ctx));
    t.is((err as { code?: string }).code, 'ALGOD_TXN_REJECTED');
    t.is(err?.message, message);
  },
  title: (label) => `rejects: ${label ?? ''}`,
});

const bytes = (n: number): Uint8Array => new Uint8Array(n);
const many = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

test('OnCompletion 6', rejects, 'call', { onCompletion: 6 }, 'invalid application OnCompletion (6)');
test(
  'reject version on create',
  rejects,
  'create',
  { rejectVersion: 1n },
  'tx.RejectVersion cannot be set during creation',
);
test('reject version on a call', passes, 'call', { rejectVersion: 3n });
test(
  'programs on a plain call',
  rejects,
  'call',
  { approvalProgram: v(8) },
  'programs may only be specified during application creation or update',
);
test(
  'clear program on opt-in',
  rejects,
  'call',
  { onCompletion: 1, clearProgram: v(8) },
  'programs may only be specified during application creation or update',
);
test(
  'create without approval',
  rejects,
  'create',
  { approvalProgram: bytes(0) },
  'bad ApprovalProgram: invalid program (empty)',
);
test(
  'create without clear program',
  rejects,
  'create',
  { clearProgram: bytes(0) },
  'bad ClearStateProgram: invalid program (empty)',
);
test('update without programs', rejects, 'call', { onCompletion: 4 }, 'bad ApprovalProgram: invalid program (empty)');
test(
  'truncated version varint',
  rejects,
  'create',
  { approvalProgram: Uint8Array.of(0x80) },
  'bad ApprovalProgram: invalid version',
);
test(
  'version mismatch from v6',
  rejects,
  'create',
  { approvalProgram: v(6), clearProgram: v(5) },
  'program version mismatch: 6 != 5',
);
test('versions may differ below v6', passes, 'create', { approvalProgram: v(5), clearProgram: v(4) });
test(
  'extra pages above absolute max',
  rejects,
  'create',
  { extraPages: 8 },
  'tx.ExtraProgramPages exceeds MaxAbsoluteExtraProgramPages = 7',
);
test(
  'local schema on a call',
  rejects,
  'call',
  { localSchema: { numUint: 1n } },
  'inappropriate non-zero tx.LocalStateSchema ({NumUint:1 NumByteSlice:0})',
);
test(
  'global schema on a call',
  rejects,
  'call',
  { globalSchema: { numByteSlice: 2n } },
  'inappropriate non-zero tx.GlobalStateSchema ({NumUint:0 NumByteSlice:2})',
);
test('extra pages on a call', rejects, 'call', { extraPages: 1 }, 'inappropriate non-zero tx.ExtraProgramPages (1)');
test('update resizing global schema and pages (AppSizeUpdates)', passes, 'update', {
  globalSchema: { numUint: 3n },
  extraPages: 2,
});
test(
  'approval one byte over one page',
  rejects,
  'create',
  { approvalProgram: v(8, 2049) },
  'approval program too long. (2049 > 2048)',
);
test(
  'clear one byte over one page',
  rejects,
  'create',
  { clearProgram: v(8, 2049) },
  'clear state program too long. (2049 > 2048)',
);
test(
  'programs together over one page',
  rejects,
  'create',
  { approvalProgram: v(8, 1500), clearProgram: v(8, 549) },
  'app programs too long. (1500 + 549 > 2048)',
);
test('programs filling one page', passes, 'create', { approvalProgram: v(8, 1500), clearProgram: v(8, 548) });
test('programs filling 8 pages', passes, 'create', {
  extraPages: 7,
  approvalProgram: v(8, 16000),
  clearProgram: v(8, 384),
});
test(
  'update bigger than its declared pages',
  rejects,
  'update',
  { extraPages: 1, approvalProgram: v(8, 4097) },
  'approval program too long. (4097 > 4096)',
);
test('update without sizes may use the absolute maximum', passes, 'update', {
  approvalProgram: v(8, 16000),
  clearProgram: v(8, 384),
});
test(
  '17 app args',
  rejects,
  'call',
  { appArgs: many(17, () => bytes(1)) },
  'tx.ApplicationArgs has too many arguments. 17 > 16',
);
test(
  'an app arg over 4096 bytes',
  rejects,
  'call',
  { appArgs: [bytes(1), bytes(4097)] },
  'tx.ApplicationArgs[1] length is too long. 4097 > 4096',
);
test(
  'app args over 16384 bytes in total',
  rejects,
  'call',
  { appArgs: many(5, () => bytes(4000)) },
  'tx.ApplicationArgs total length is too long. 20000 > 16384',
);
test('app args of exactly 16384 bytes', passes, 'call', { appArgs: many(4, () => bytes(4096)) });
test(
  '9 accounts',
  rejects,
  'call',
  { accounts: many(9, () => other.publicKey) },
  'tx.Accounts too long, max number of accounts is 8',
);
test(
  '9 foreign apps',
  rejects,
  'call',
  { foreignApps: many(9, (i) => BigInt(i + 1)) },
  'tx.ForeignApps too long, max number of foreign apps is 8',
);
test(
  '9 foreign assets',
  rejects,
  'call',
  { foreignAssets: many(9, (i) => BigInt(i + 1)) },
  'tx.ForeignAssets too long, max number of foreign assets is 8',
);
test(
  '9 boxes',
  rejects,
  'call',
  { boxes: many(9, () => ({})) },
  'tx.Boxes too long, max number of box references is 8',
);
test(
  '9 references in total',
  rejects,
  'call',
  {
    accounts: [other.publicKey],
    foreignApps: many(4, (i) => BigInt(i + 1)),
    foreignAssets: many(4, (i) => BigInt(i + 1)),
  },
  'tx references exceed MaxAppTotalTxnReferences = 8',
);
test(
  'box index past the foreign apps',
  rejects,
  'call',
  { foreignApps: [5n], boxes: [{ index: 2n, name: bytes(1) }] },
  'tx.Boxes[0].Index is 2. Exceeds len(tx.ForeignApps)',
);
test(
  'box name over 64 bytes',
  rejects,
  'call',
  { boxes: [{}, { name: bytes(65) }] },
  'tx.Boxes[1].Name too long, max len 64 bytes',
);
test(
  '17 access entries',
  rejects,
  'call',
  { access: many(17, (i) => ({ asset: BigInt(i + 1) })) },
  'tx.Access too long, max number of references is 16',
);
test(
  'access with accounts',
  rejects,
  'accessCall',
  { accounts: [other.publicKey] },
  "tx.Accounts can't be used when tx.Access is used",
);
test(
  'access with foreign apps',
  rejects,
  'accessCall',
  { foreignApps: [1n] },
  "tx.ForeignApps can't be used when tx.Access is used",
);
test(
  'access with foreign assets',
  rejects,
  'accessCall',
  { foreignAssets: [1n] },
  "tx.ForeignAssets can't be used when tx.Access is used",
);
test('access with boxes', rejects, 'accessCall', { boxes: [{}] }, "tx.Boxes can't be used when tx.Access is used");
test('empty access entries (box quota)', passes, 'call', { access: [{}, {}] });

const access = (...refs: ResourceRef[]): Partial<Transaction> => ({ access: refs });
const addr = { address: other.publicKey };
test(
  'entry with two kinds',
  rejects,
  'call',
  access({ ...addr, asset: 1n }),
  'tx.Access element has fields from multiple types',
);
test(
  'holding address outside',
  rejects,
  'call',
  access(addr, { holding: { address: 3n, asset: 1n } }),
  'holding Address reference 3 outside tx.Access',
);
test(
  'holding address not an address',
  rejects,
  'call',
  access({ asset: 4n }, { holding: { address: 1n, asset: 1n } }),
  'holding Address reference 1 is not an Address',
);
test(
  'holding asset zero',
  rejects,
  'call',
  access(addr, { holding: { address: 1n } }),
  'holding Asset reference 0 outside tx.Access',
);
test(
  'holding asset not an asset',
  rejects,
  'call',
  access(addr, { holding: { asset: 1n } }),
  'holding Asset reference 1 is not an Asset',
);
test('holding of the sender', passes, 'call', access({ asset: 4n }, { holding: { asset: 1n } }));
test(
  'locals of app 0 during create',
  rejects,
  'create',
  access(addr, { locals: { address: 1n } }),
  '0 App in LocalsRef during app create is not allowed or necessary',
);
test('locals of app 0 on a call (AllowZeroLocalAppRef)', passes, 'call', access(addr, { locals: { address: 1n } }));
test(
  'locals address outside',
  rejects,
  'call',
  access({ locals: { address: 2n, app: 1n } }),
  'locals Address reference 2 outside tx.Access',
);
test(
  'locals app outside',
  rejects,
  'call',
  access({ locals: { app: 5n } }),
  'locals App reference 5 outside tx.Access',
);
test(
  'locals app not an app',
  rejects,
  'call',
  access(addr, { locals: { app: 1n } }),
  'locals App reference 1 is not an App',
);
test(
  'access box name over 64 bytes',
  rejects,
  'call',
  access({ box: { name: bytes(65) } }),
  'tx.Access box Name too long, max len 64 bytes',
);
test(
  'access box index outside',
  rejects,
  'call',
  access({ box: { index: 3n, name: bytes(1) } }),
  'box Index 3 outside tx.Access',
);
test(
  'access box index not an app',
  rejects,
  'call',
  access(addr, { box: { index: 1n, name: bytes(1) } }),
  'box Index reference 1 is not an App',
);
test('access box of a listed app', passes, 'call', access({ app: 9n }, { box: { index: 1n, name: bytes(64) } }));
test(
  'local schema of 17 entries',
  rejects,
  'create',
  { localSchema: { numUint: 9n, numByteSlice: 8n } },
  'tx.LocalStateSchema is too large. 17 > 16',
);
test(
  'global schema of 65 entries',
  rejects,
  'create',
  { globalSchema: { numUint: 64n, numByteSlice: 1n } },
  'tx.GlobalStateSchema is too large. 65 > 64',
);
test('schemas at their limits', passes, 'create', {
  localSchema: { numUint: 16n },
  globalSchema: { numByteSlice: 64n },
});

const uvarint = test.macro((t, input: number[], expected: [bigint, number]) =>
  t.deepEqual(readUvarint(Uint8Array.from(input)), expected),
);
test('uvarint one byte', uvarint, [8, 0x81], [8n, 1]);
test('uvarint two bytes', uvarint, [0x80, 0x01], [128n, 2]);
test('uvarint truncated', uvarint, [0xff], [0n, 0]);
test('uvarint max uint64', uvarint, [...Array(9).fill(0xff), 0x01], [(1n << 64n) - 1n, 10]);
test('uvarint overflow in the tenth byte', uvarint, [...Array(9).fill(0xff), 0x02], [0n, -10]);
test('uvarint longer than ten bytes', uvarint, Array(11).fill(0x80), [0n, -11]);
