import test from 'ava';
import algosdk from 'algosdk';
import { BOB, CAROL, text } from '../apply/memory-ledger.js';
import { APP_ADDRESS, bytes, runInner } from './inner-fixture.js';

const refusal = test.macro({
  exec(t, snippet: string, error: string, version?: number) {
    t.is(runInner(`itxn_begin\n${snippet}\nint 1`, { version: version ?? 10 }).error, error);
  },
  title: (given = '', snippet: string) => given || snippet.replace(/0x[0-9a-f]{40,}/g, '0x…').replace(/\n/g, '; '),
});

// type checks (itxn_field takes any value; the field decides)
test(refusal, 'byte "ab"\nitxn_field Amount', '[]byte{0x61, 0x62} is not a uint64');
test(refusal, 'byte ""\nitxn_field Fee', '[]byte{} is not a uint64');
test(refusal, 'int 1\nitxn_field Type', 'Type arg not a byte array');
test(refusal, 'int 0\nitxn_field Receiver', 'not an address');
test(refusal, 'byte 0x0102\nitxn_field RekeyTo', 'not an address');
test(refusal, 'int 2\nitxn_field ConfigAssetDefaultFrozen', 'boolean is neither 1 nor 0: 2');
test(refusal, 'int 2\nitxn_field FreezeAssetFrozen', 'boolean is neither 1 nor 0: 2');
test(refusal, 'byte "x"\nitxn_field Nonparticipation', '[]byte{0x78} is not a uint64');
test(refusal, 'int 1\nitxn_field ConfigAssetName', 'not a byte array');
test(refusal, 'int 1\nitxn_field ApplicationArgs', 'ApplicationArg is not a byte array');

// types
test(refusal, 'byte "foo"\nitxn_field Type', 'foo is not a valid Type for itxn_field');
test(refusal, 'byte "appl"\nitxn_field Type', 'appl is not a valid Type for itxn_field', 5);
test(refusal, 'int 2\nitxn_field TypeEnum', 'keyreg is not a valid Type for itxn_field', 5);
test(refusal, 'int 0\nitxn_field TypeEnum', '0 is not a valid TypeEnum');
test(refusal, 'int 7\nitxn_field TypeEnum', '7 is not a valid TypeEnum');

// bounds
test(refusal, 'int 20\nitxn_field ConfigAssetDecimals', '20 is larger than max=19');
test(refusal, `byte ${bytes(9)}\nitxn_field ConfigAssetUnitName`, 'value is too long');
test(refusal, `byte ${bytes(33)}\nitxn_field ConfigAssetName`, 'value is too long');
test(refusal, `byte ${bytes(97)}\nitxn_field ConfigAssetURL`, 'value is too long');
test(refusal, `byte ${bytes(31)}\nitxn_field ConfigAssetMetadataHash`, 'ConfigAssetMetadataHash must be 32 bytes');
test(refusal, `byte ${bytes(31)}\nitxn_field VotePK`, 'VotePK must be 32 bytes');
test(refusal, `byte ${bytes(33)}\nitxn_field SelectionPK`, 'SelectionPK must be 32 bytes');
test(refusal, `byte ${bytes(32)}\nitxn_field StateProofPK`, 'StateProofPK must be 64 bytes');
test(refusal, 'int 6\nitxn_field OnCompletion', '6 is larger than max=5');
test(refusal, 'int 65\nitxn_field GlobalNumUint', '65 is larger than max=64');
test(refusal, 'int 65\nitxn_field GlobalNumByteSlice', '65 is larger than max=64');
test(refusal, 'int 17\nitxn_field LocalNumUint', '17 is larger than max=16');
test(refusal, 'int 17\nitxn_field LocalNumByteSlice', '17 is larger than max=16');
test(refusal, 'int 8\nitxn_field ExtraProgramPages', '8 is larger than max=7');
test(
  'ApprovalProgramPages: the joined length is checked',
  refusal,
  `${'int 4096\nbzero\nitxn_field ApprovalProgramPages\n'.repeat(4)}byte 0x01\nitxn_field ApprovalProgramPages`,
  'ApprovalProgramPages may not exceed 16384 bytes',
);
test(
  '16 application args, then too many',
  refusal,
  Array.from({ length: 17 }, () => 'byte "a"\nitxn_field ApplicationArgs').join('\n'),
  'too many application args',
);
test(
  'application args total length',
  refusal,
  `${'int 4096\nbzero\nitxn_field ApplicationArgs\n'.repeat(4)}byte "a"\nitxn_field ApplicationArgs`,
  'total application args length too long',
);
test(
  'foreign accounts: at most 8',
  refusal,
  Array.from({ length: 9 }, () => 'txn Sender\nitxn_field Accounts').join('\n'),
  'too many foreign accounts',
);
test(
  'foreign apps: at most 8',
  refusal,
  Array.from({ length: 9 }, () => 'global CurrentApplicationID\nitxn_field Applications').join('\n'),
  'too many foreign apps',
);

// availability (upstream assignAccount / assignAsset / assignApp)
test(refusal, `addr ${text(CAROL)}\nitxn_field Receiver`, `unavailable Account ${text(CAROL)}`);
test(refusal, `addr ${text(CAROL)}\nitxn_field Sender`, `unavailable Account ${text(CAROL)}`);
test(refusal, 'int 5\nitxn_field XferAsset', 'unavailable Asset 5 during assignment');
test(refusal, 'int 77\nitxn_field ApplicationID', 'unavailable App 77');
test(refusal, 'int 77\nitxn_field Applications', 'unavailable App 77');
test(refusal, 'int 1\nitxn_field Assets', 'unavailable Asset 1 during assignment');

test('itxn_field without itxn_begin', (t) => {
  t.is(runInner('int 1\nitxn_field Fee\nint 1').error, 'itxn_field without itxn_begin');
});

test('a field not settable at the program version is refused', (t) => {
  // RejectVersion is settable from v12: assembled for v12, run under a v11 header
  const source = 'itxn_begin\nint 1\nitxn_field RejectVersion\nint 1';
  t.true(runInner(source, { version: 12 }).pass);
  t.is(runInner(source, { version: 12, claimVersion: 11 }).error, 'invalid itxn_field RejectVersion');
  // ApprovalProgramPages arrived in v7
  const pages = 'itxn_begin\nbyte 0x01\nitxn_field ApprovalProgramPages\nint 1';
  t.is(runInner(pages, { version: 7, claimVersion: 6 }).error, 'invalid itxn_field ApprovalProgramPages');
});

test('Note up to MaxAbsoluteTxnNoteBytes (4096, also the AVM value limit); a uint64 sets it empty', (t) => {
  const run = runInner('itxn_begin\nint 4096\nbzero\nitxn_field Note\nint 1');
  t.is(run.program.pendingInner?.txns[0]?.note?.length, 4096);
  const empty = runInner('itxn_begin\nint 7\nitxn_field Note\nint 7\nitxn_field ApprovalProgram\nint 1');
  t.is(empty.error, undefined);
  t.is(empty.program.pendingInner?.txns[0]?.note?.length, 0);
  t.is(empty.program.pendingInner?.txns[0]?.approvalProgram?.length, 0);
});

test('settable fields land in the pending transaction', (t) => {
  const run = runInner(
    [
      'itxn_begin',
      'int appl\nitxn_field TypeEnum',
      'txn Sender\nitxn_field Accounts',
      'txn Sender\nitxn_field Receiver',
      'int 1001\nitxn_field Applications',
      'byte "arg"\nitxn_field ApplicationArgs',
      'int 1\nitxn_field OnCompletion',
      'int 3\nitxn_field GlobalNumUint',
      'int 2\nitxn_field LocalNumByteSlice',
      'int 1\nitxn_field ExtraProgramPages',
      'byte 0x0a01\nitxn_field ApprovalProgramPages',
      'byte 0x8101\nitxn_field ApprovalProgramPages',
      'byte "memo"\nitxn_field Note',
      'int 1\nitxn_field ConfigAssetDefaultFrozen',
      'byte "USD"\nitxn_field ConfigAssetUnitName',
      'int 2\nitxn_field ConfigAssetDecimals',
      'txn Sender\nitxn_field ConfigAssetManager',
      'int 0\nitxn_field Fee',
      'int 1',
    ].join('\n'),
  );
  t.is(run.error, undefined);
  const txn = run.program.pendingInner!.txns[0]!;
  t.is(txn.type, 'appl');
  t.deepEqual(txn.sender, APP_ADDRESS);
  t.deepEqual(txn.accounts, [BOB]);
  t.deepEqual(txn.receiver, BOB);
  t.deepEqual(txn.foreignApps, [1001n]);
  t.deepEqual(
    txn.appArgs?.map((a) => Buffer.from(a).toString()),
    ['arg'],
  );
  t.is(txn.onCompletion, 1);
  t.deepEqual(txn.globalSchema, { numUint: 3n });
  t.deepEqual(txn.localSchema, { numByteSlice: 2n });
  t.is(txn.extraPages, 1);
  t.is(Buffer.from(txn.approvalProgram!).toString('hex'), '0a018101');
  t.is(Buffer.from(txn.note!).toString(), 'memo');
  t.deepEqual(txn.assetParams, { defaultFrozen: true, unitName: 'USD', decimals: 2, manager: BOB });
  t.is(txn.fee, 0n);
  t.true(run.program.pendingInner!.feeSet[0]);
  t.is(algosdk.encodeAddress(txn.sender!), algosdk.getApplicationAddress(1001n).toString());
});
