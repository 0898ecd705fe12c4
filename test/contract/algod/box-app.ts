/**
 * A box-writing application for the box and block-log contract tests: a NoOp call with arguments (name, value)
 * puts `value` into box `name` and logs `name`; (name) alone deletes the box. The app account is funded for the
 * boxes' minimum balance when the app is created.
 */
import algosdk from 'algosdk';
import { compileTeal, pay, params, send, type Funded } from './harness.js';

const APPROVAL = `#pragma version 8
txn ApplicationID
bz ok
txn NumAppArgs
int 1
==
bnz del
txna ApplicationArgs 0
txna ApplicationArgs 1
box_put
txna ApplicationArgs 0
log
b ok
del:
txna ApplicationArgs 0
box_del
assert
ok:
int 1
`;

/** Create the box app as `creator` and fund its account; returns its id. */
export async function createBoxApp(algod: algosdk.Algodv2, creator: Funded): Promise<bigint> {
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: await compileTeal(algod, APPROVAL),
    clearProgram: await compileTeal(algod, '#pragma version 8\nint 1'),
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(algod),
  });
  const { txid } = await send(algod, txn.signTxn(creator.sk));
  const id = (await algod.pendingTransactionInformation(txid).do()).applicationIndex!;
  await pay(algod, creator, algosdk.getApplicationAddress(id).toString(), 10_000_000);
  return id;
}

/** Put `value` into box `name` (or delete it when `value` is undefined); returns the call's txid and round. */
export async function putBox(
  algod: algosdk.Algodv2,
  sender: Funded,
  appIndex: bigint,
  name: Uint8Array,
  value?: Uint8Array,
): Promise<{ txid: string; round: bigint }> {
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender: sender.addr,
    appIndex,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: value === undefined ? [name] : [name, value],
    boxes: [{ appIndex, name }],
    suggestedParams: await params(algod),
  });
  return send(algod, txn.signTxn(sender.sk));
}

export const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
