/** TEAL programs and helpers shared by the simulate contract tests. */
import algosdk from 'algosdk';
import { compileTeal, params, send, type AlgodHarness, type Funded } from './harness.js';

/** Adds 1 to global "n", logs it. */
export const COUNTER = `#pragma version 8
txn ApplicationID
bz ok
byte "n"
byte "n"
app_global_get
int 1
+
dup
store 0
app_global_put
load 0
itob
log
ok:
int 1`;

/** 300 loop iterations: about 2400 opcodes, over one app call's 700. */
export const BURN = `#pragma version 8
txn ApplicationID
bz ok
int 0
store 0
loop:
load 0
int 1
+
dup
store 0
int 300
<
bnz loop
ok:
int 1`;

/** 40 logs: more than MaxLogCalls (32). */
export const LOGGER = `#pragma version 8
txn ApplicationID
bz ok
int 0
store 0
loop:
byte "x"
log
load 0
int 1
+
dup
store 0
int 40
<
bnz loop
ok:
int 1`;

/** Fails when its first argument is 7; otherwise records it in global "seen". */
export const CALLEE = `#pragma version 8
txn ApplicationID
bz ok
txna ApplicationArgs 0
btoi
int 7
!=
assert
byte "seen"
txna ApplicationArgs 0
btoi
app_global_put
ok:
int 1`;

/** Pays its caller 1000 µAlgo, calls app Applications[1] with its own argument, writes scratch and global state. */
export const CALLER = `#pragma version 8
txn ApplicationID
bz ok
itxn_begin
int pay
itxn_field TypeEnum
txn Sender
itxn_field Receiver
int 1000
itxn_field Amount
int 0
itxn_field Fee
itxn_submit
itxn_begin
int appl
itxn_field TypeEnum
txna Applications 1
itxn_field ApplicationID
txna ApplicationArgs 0
itxn_field ApplicationArgs
int 0
itxn_field Fee
itxn_submit
int 5
int 6
stores
byte "calls"
int 1
app_global_put
ok:
int 1`;

/** Reads the balance of the account in its first argument (which the transaction does not name). */
export const unnamedReader = (version: number): string => `#pragma version ${version}
txn ApplicationID
bz ok
txna ApplicationArgs 0
balance
pop
ok:
int 1`;

/** Create an app; returns its id. */
export async function createApp(h: AlgodHarness, from: Funded, approval: string, globalUints = 2): Promise<bigint> {
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: from.addr,
    approvalProgram: await compileTeal(h.algod, approval),
    clearProgram: await compileTeal(h.algod, approval.split('\n')[0] + '\nint 1'),
    numGlobalInts: globalUints,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(h.algod),
  });
  const { txid } = await send(h.algod, txn.signTxn(from.sk));
  const info = await h.algod.pendingTransactionInformation(txid).do();
  return info.applicationIndex!;
}

/** An app call transaction (unsigned). */
export async function appCall(
  h: AlgodHarness,
  from: Funded,
  appId: bigint,
  args: Uint8Array[] = [],
  extra: Partial<algosdk.ApplicationCallTransactionParams> & { fee?: bigint } = {},
): Promise<algosdk.Transaction> {
  const suggestedParams = await params(h.algod);
  if (extra.fee !== undefined) {
    suggestedParams.flatFee = true;
    suggestedParams.fee = extra.fee;
  }
  return algosdk.makeApplicationCallTxnFromObject({
    sender: from.addr,
    appIndex: appId,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: args,
    suggestedParams,
    ...extra,
  });
}

export const u64 = (n: number): Uint8Array => algosdk.encodeUint64(n);

/** A simulate request for one group of signed (or, with `sk` undefined, unsigned) transactions. */
export function request(
  txns: readonly algosdk.Transaction[],
  sk: Uint8Array | undefined,
  options: Omit<ConstructorParameters<typeof algosdk.modelsv2.SimulateRequest>[0], 'txnGroups'> = {},
): algosdk.modelsv2.SimulateRequest {
  const signed = txns.map((txn) =>
    sk === undefined ? new algosdk.SignedTransaction({ txn }) : algosdk.decodeSignedTransaction(txn.signTxn(sk)),
  );
  return new algosdk.modelsv2.SimulateRequest({
    txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: signed })],
    ...options,
  });
}
