/**
 * `txn`-family field values (upstream txnFieldToStack), one row per field: every field of versions 1–13 read with
 * `gtxn`/`gtxna` from a hand-built group of each transaction type, absent values as their zeros, array fields
 * with their counts and index errors, version gating and the scalar/array misuse texts.
 */
import test from 'ava';
import { RunMode } from '../../../../src/core/avm/index.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { ALICE, BOB, CAROL } from '../apply/memory-ledger.js';
import { appCall, hex, pay, runOn, top } from './fields-fixture.js';

const b = (fill: number, length = 32): Uint8Array => new Uint8Array(length).fill(fill);
const Z32 = hex(b(0));
const bytes = (s: string): Uint8Array => Buffer.from(s);
const PROGRAM = new Uint8Array(4096 + 10).map((_, i) => i % 251);

const PAY: Transaction = pay({ note: bytes('memo'), lease: b(7), rekeyTo: CAROL, closeRemainderTo: CAROL });
const KEYREG: Transaction = {
  type: 'keyreg',
  sender: ALICE,
  fee: 2000n,
  firstValid: 6n,
  lastValid: 90n,
  voteKey: b(1),
  selectionKey: b(2),
  stateProofKey: b(3, 64),
  voteFirst: 10n,
  voteLast: 20n,
  voteKeyDilution: 5n,
};
const KEYREG_OFF: Transaction = { type: 'keyreg', sender: ALICE, nonParticipation: true };
const ACFG: Transaction = {
  type: 'acfg',
  sender: ALICE,
  configAsset: 77n,
  assetParams: {
    total: 1000n,
    decimals: 2,
    defaultFrozen: true,
    unitName: 'UN',
    assetName: 'Name',
    url: 'https://x',
    metadataHash: b(4),
    manager: ALICE,
    reserve: BOB,
    freeze: CAROL,
    clawback: b(5),
  },
};
const AXFER: Transaction = {
  type: 'axfer',
  sender: ALICE,
  xferAsset: 77n,
  assetAmount: 9n,
  assetSender: BOB,
  assetReceiver: CAROL,
  assetCloseTo: b(6),
};
const AFRZ: Transaction = { type: 'afrz', sender: ALICE, freezeAsset: 77n, freezeAccount: BOB, assetFrozen: true };
const APPL: Transaction = appCall({
  onCompletion: 1,
  appArgs: [bytes('a'), new Uint8Array(0)],
  accounts: [CAROL],
  foreignAssets: [77n, 78n],
  foreignApps: [5n],
  globalSchema: { numUint: 1n, numByteSlice: 2n },
  localSchema: { numUint: 3n, numByteSlice: 4n },
  approvalProgram: PROGRAM,
  clearProgram: Uint8Array.of(9, 0x81, 1),
  extraPages: 1,
  rejectVersion: 4n,
});
const GROUP = [PAY, KEYREG, KEYREG_OFF, ACFG, AXFER, AFRZ, APPL, appCall()];

/** Patch the field byte after the first `op` opcode byte. */
const field =
  (op: number, encoding: number) =>
  (p: Uint8Array): void => {
    p[p.indexOf(op) + 1] = encoding;
  };

type Row = readonly [index: number, field: string, expected: bigint | string];

const ROWS: readonly Row[] = [
  [0, 'Sender', hex(ALICE)],
  [0, 'Fee', 1000n],
  [0, 'FirstValid', 5n],
  [0, 'LastValid', 100n],
  [0, 'Note', hex('memo')],
  [0, 'Lease', hex(b(7))],
  [0, 'Receiver', hex(BOB)],
  [0, 'Amount', 3n],
  [0, 'CloseRemainderTo', hex(CAROL)],
  [0, 'RekeyTo', hex(CAROL)],
  [0, 'Type', hex('pay')],
  [0, 'TypeEnum', 1n],
  [0, 'GroupIndex', 0n],
  [0, 'VotePK', Z32],
  [0, 'XferAsset', 0n],
  [0, 'ApplicationID', 0n],
  [0, 'NumAppArgs', 0n],
  [0, 'ApprovalProgram', ''],
  [0, 'ConfigAssetMetadataHash', Z32],
  [0, 'StateProofPK', hex(b(0, 64))],
  [1, 'VotePK', hex(b(1))],
  [1, 'SelectionPK', hex(b(2))],
  [1, 'StateProofPK', hex(b(3, 64))],
  [1, 'VoteFirst', 10n],
  [1, 'VoteLast', 20n],
  [1, 'VoteKeyDilution', 5n],
  [1, 'Nonparticipation', 0n],
  [1, 'TypeEnum', 2n],
  [1, 'Fee', 2000n],
  [1, 'Note', ''],
  [1, 'Lease', Z32],
  [1, 'RekeyTo', Z32],
  [1, 'GroupIndex', 1n],
  [2, 'Nonparticipation', 1n],
  [2, 'Fee', 0n],
  [3, 'ConfigAsset', 77n],
  [3, 'ConfigAssetTotal', 1000n],
  [3, 'ConfigAssetDecimals', 2n],
  [3, 'ConfigAssetDefaultFrozen', 1n],
  [3, 'ConfigAssetUnitName', hex('UN')],
  [3, 'ConfigAssetName', hex('Name')],
  [3, 'ConfigAssetURL', hex('https://x')],
  [3, 'ConfigAssetMetadataHash', hex(b(4))],
  [3, 'ConfigAssetManager', hex(ALICE)],
  [3, 'ConfigAssetReserve', hex(BOB)],
  [3, 'ConfigAssetFreeze', hex(CAROL)],
  [3, 'ConfigAssetClawback', hex(b(5))],
  [3, 'TypeEnum', 3n],
  [4, 'XferAsset', 77n],
  [4, 'AssetAmount', 9n],
  [4, 'AssetSender', hex(BOB)],
  [4, 'AssetReceiver', hex(CAROL)],
  [4, 'AssetCloseTo', hex(b(6))],
  [4, 'TypeEnum', 4n],
  [5, 'FreezeAsset', 77n],
  [5, 'FreezeAssetAccount', hex(BOB)],
  [5, 'FreezeAssetFrozen', 1n],
  [5, 'TypeEnum', 5n],
  [6, 'ApplicationID', 1001n],
  [6, 'OnCompletion', 1n],
  [6, 'NumAppArgs', 2n],
  [6, 'NumAccounts', 1n],
  [6, 'NumAssets', 2n],
  [6, 'NumApplications', 1n],
  [6, 'GlobalNumUint', 1n],
  [6, 'GlobalNumByteSlice', 2n],
  [6, 'LocalNumUint', 3n],
  [6, 'LocalNumByteSlice', 4n],
  [6, 'ExtraProgramPages', 1n],
  [6, 'RejectVersion', 4n],
  [6, 'ApprovalProgram', 'error: gtxn produced a too big (4106) byte-array'],
  [6, 'ClearStateProgram', '098101'],
  [6, 'NumApprovalProgramPages', 2n],
  [6, 'NumClearStateProgramPages', 1n],
  [6, 'TypeEnum', 6n],
  [6, 'Type', hex('appl')],
  [7, 'NumAccounts', 0n],
  [7, 'ClearStateProgram', ''],
  [7, 'NumApprovalProgramPages', 0n],
  [7, 'OnCompletion', 0n],
];

for (const [index, field, expected] of ROWS) {
  test(`gtxn ${index} ${field}`, (t) => {
    t.is(top(runOn(GROUP, `gtxn ${index} ${field}`)), expected);
  });
}

const ARRAY_ROWS: readonly (readonly [string, bigint | string])[] = [
  ['ApplicationArgs 0', hex('a')],
  ['ApplicationArgs 1', ''],
  ['ApplicationArgs 2', 'error: invalid ApplicationArgs index 2'],
  ['Accounts 0', hex(BOB)],
  ['Accounts 1', hex(CAROL)],
  ['Accounts 2', 'error: invalid Accounts index 2'],
  ['Assets 0', 77n],
  ['Assets 1', 78n],
  ['Assets 2', 'error: invalid Assets index 2'],
  ['Applications 0', 1001n],
  ['Applications 1', 5n],
  ['Applications 2', 'error: invalid Applications index 2'],
  ['ApprovalProgramPages 0', hex(PROGRAM.subarray(0, 4096))],
  ['ApprovalProgramPages 1', hex(PROGRAM.subarray(4096))],
  ['ApprovalProgramPages 2', 'error: invalid ApprovalProgramPages index 2'],
  ['ClearStateProgramPages 0', '098101'],
  ['ClearStateProgramPages 1', 'error: invalid ClearStateProgramPages index 1'],
];

for (const [immediates, expected] of ARRAY_ROWS) {
  test(`gtxna 6 ${immediates}`, (t) => {
    t.is(top(runOn(GROUP, `gtxna 6 ${immediates}`)), expected);
  });
}

test('array index forms agree: txna, txnas, gtxnas, gtxnsa, gtxnsas', (t) => {
  const txns = [pay(), APPL];
  t.is(top(runOn(txns, 'txna Assets 1')), 78n);
  t.is(top(runOn(txns, 'int 1\ntxnas Assets')), 78n);
  t.is(top(runOn(txns, 'int 1\ngtxnas 1 Assets')), 78n);
  t.is(top(runOn(txns, 'int 1\ngtxnsa Assets 1')), 78n);
  t.is(top(runOn(txns, 'int 1\nint 1\ngtxnsas Assets')), 78n);
  t.is(top(runOn(txns, 'int 0\ngtxns Amount')), 3n);
  t.is(top(runOn(txns, 'int 4294967296\ntxnas Accounts')), 'error: invalid Accounts index 4294967296');
  t.is(
    top(runOn(txns, 'int 18446744073709551615\ntxnas ApplicationArgs')),
    'error: invalid ApplicationArgs index 18446744073709551615',
  );
});

test('group index checks', (t) => {
  const txns = [pay(), appCall()];
  t.is(top(runOn(txns, 'gtxn 2 Fee')), 'error: txn index 2, len(group) is 2');
  t.is(top(runOn(txns, 'int 5\ngtxns Fee')), 'error: txn index 5, len(group) is 2');
  t.is(top(runOn(txns, 'int 2\nint 0\ngtxnsas ApplicationArgs')), 'error: txn index 2, len(group) is 2');
  t.is(
    top(runOn(txns, 'int 18446744073709551615\ngtxns Fee')),
    'error: txn index 18446744073709551615, len(group) is 2',
  );
});

test('TxID of a top-level transaction is its ordinary id', async (t) => {
  const { default: algosdk } = await import('algosdk');
  const genesisHash = b(9);
  const txn = pay({ genesisHash, note: bytes('n') });
  const oracle = new algosdk.Transaction({
    type: algosdk.TransactionType.pay,
    sender: new algosdk.Address(ALICE),
    note: bytes('n'),
    paymentParams: { receiver: new algosdk.Address(BOB), amount: 3n },
    suggestedParams: { fee: 1000n, flatFee: true, minFee: 1000n, firstValid: 5n, lastValid: 100n, genesisHash },
  });
  t.is(top(runOn([txn, appCall()], 'gtxn 0 TxID')), hex(oracle.rawTxID()));
  t.is(top(runOn([txn, appCall()], 'txn TxID')).toString().length, 64);
});

// --- versions and field kinds ----------------------------------------------------------------------------------

const GATED: readonly (readonly [string, number])[] = [
  ['RekeyTo', 2],
  ['ExtraProgramPages', 4],
  ['Nonparticipation', 5],
  ['CreatedApplicationID', 5],
  ['StateProofPK', 6],
  ['NumApprovalProgramPages', 7],
  ['FirstValidTime', 7],
  ['RejectVersion', 12],
];

for (const [name, introduced] of GATED) {
  test(`txn ${name} is refused below v${introduced} by the evaluator`, (t) => {
    const outcome = runOn([appCall()], `txn ${name}`, { claimVersion: introduced - 1 });
    t.is(outcome.error, `invalid txn field ${name}`);
  });
}

test('an unknown field number is named as upstream prints it', (t) => {
  // `txn Sender` with its field byte patched to an encoding no version defines.
  const outcome = runOn([appCall()], 'txn Sender', { patch: field(0x31, 200) });
  t.is(outcome.error, 'invalid txn field TxnField(200)');
});

test('scalar and array misuse', (t) => {
  // txn (0x31) with the array field Accounts (28); txna (0x36) with the scalar field Fee (1).
  t.is(runOn([APPL], 'txn Sender', { version: 2, patch: field(0x31, 28) }).error, 'invalid txn field Accounts');
  t.is(runOn([APPL], 'txna Accounts 0', { version: 2, patch: field(0x36, 1) }).error, 'unsupported array field Fee');
  t.is(top(runOn([APPL], 'txn NumAccounts', { version: 2 })), 1n);
});

test('effects fields are refused in signature mode', (t) => {
  const sig = { mode: RunMode.Signature, version: 6, index: 1 } as const;
  t.is(top(runOn([appCall(), pay()], 'gtxn 0 NumLogs', sig)), 'error: txn[NumLogs] not allowed in current mode');
  t.is(
    top(runOn([appCall(), pay()], 'gtxn 1 CreatedAssetID', sig)),
    'error: txn[CreatedAssetID] not allowed in current mode',
  );
});
