/**
 * Applications through algosdk against a dev-mode node: create from TEAL compiled by our own /v2/teal/compile,
 * opt in, calls that write global and local state and log, the deltas and logs in pending-transaction info, the
 * state reads, rejections with upstream's texts, ClearState whose program rejects, close-out, update, delete, and
 * an ABI method call through AtomicTransactionComposer.
 */
import test from 'ava';
import algosdk from 'algosdk';
import {
  compileTeal,
  fresh,
  pay,
  params,
  rejection,
  send,
  startAlgod,
  type AlgodHarness,
  type Funded,
} from './harness.js';
import { ADDER } from './programs.js';

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const APPROVAL = `#pragma version 8
txn ApplicationID
bz create
txn OnCompletion
int OptIn
==
bnz optin
txn OnCompletion
int NoOp
!=
bnz ok
byte "counter"
byte "counter"
app_global_get
int 1
+
app_global_put
txn Sender
byte "last"
txna ApplicationArgs 0
app_local_put
byte "counter"
app_global_get
itob
log
int 1
return
create:
byte "counter"
int 0
app_global_put
byte "name"
byte "hello"
app_global_put
int 1
return
optin:
txn Sender
byte "last"
byte "none"
app_local_put
ok:
int 1
return
`;

const compile = (source: string): Promise<Uint8Array> => compileTeal(h.algod, source);

async function funded(): Promise<Funded> {
  const account = fresh();
  await pay(h.algod, h.funded[0]!, account.addr, 10_000_000);
  return account;
}

async function createApp(creator: Funded, approval: string, clear = '#pragma version 8\nint 1'): Promise<bigint> {
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: await compile(approval),
    clearProgram: await compile(clear),
    numGlobalInts: 1,
    numGlobalByteSlices: 1,
    numLocalInts: 0,
    numLocalByteSlices: 1,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(h.algod),
  });
  const { txid } = await send(h.algod, txn.signTxn(creator.sk));
  const info = await h.algod.pendingTransactionInformation(txid).do();
  return info.applicationIndex!;
}

function call(
  sender: Funded,
  appIndex: bigint,
  onComplete: algosdk.OnApplicationComplete,
  args: Uint8Array[] = [],
  sp?: algosdk.SuggestedParams,
) {
  return algosdk.makeApplicationCallTxnFromObject({
    sender: sender.addr,
    appIndex,
    onComplete,
    appArgs: args,
    suggestedParams: sp!,
  });
}

test.serial('create: app id from the counter, global state, creator totals and min balance', async (t) => {
  const creator = await funded();
  const id = await createApp(creator, APPROVAL);
  t.true(id > 1000n);
  const app = await h.algod.getApplicationByID(id).do();
  t.is(app.params!.creator.toString(), creator.addr);
  const global = new Map(app.params!.globalState!.map((kv) => [Buffer.from(kv.key).toString(), kv.value]));
  t.is(Buffer.from(global.get('name')!.bytes).toString(), 'hello');
  t.is(global.get('counter')!.uint, 0n);
  const acct = await h.algod.accountInformation(creator.addr).do();
  t.is(acct.createdApps?.[0]?.id, id);
  t.deepEqual([acct.appsTotalSchema?.numUint, acct.appsTotalSchema?.numByteSlice], [1, 1]);
  // 100000 base + 100000 per app + (25000+3500) per uint + (25000+25000) per byte slice
  t.is(acct.minBalance, 278_500n);
});

test.serial('opt in, call: deltas, logs and local state; rejections carry upstream texts', async (t) => {
  const creator = await funded();
  const user = await funded();
  const id = await createApp(creator, APPROVAL);
  await send(
    h.algod,
    call(user, id, algosdk.OnApplicationComplete.OptInOC, [], await params(h.algod)).signTxn(user.sk),
  );
  const { txid } = await send(
    h.algod,
    call(
      user,
      id,
      algosdk.OnApplicationComplete.NoOpOC,
      [new TextEncoder().encode('hi')],
      await params(h.algod),
    ).signTxn(user.sk),
  );
  const info = await h.algod.pendingTransactionInformation(txid).do();
  t.deepEqual(
    info.globalStateDelta?.map((kv) => [Buffer.from(kv.key, 'base64').toString(), kv.value.action, kv.value.uint]),
    [['counter', 2, 1n]],
  );
  t.is(info.localStateDelta?.[0]?.address.toString(), user.addr);
  t.deepEqual(
    info.localStateDelta?.[0]?.delta.map((kv) => [
      Buffer.from(kv.key, 'base64').toString(),
      kv.value.action,
      Buffer.from(kv.value.bytes ?? '', 'base64').toString(),
    ]),
    [['last', 1, 'hi']],
  );
  t.deepEqual(
    info.logs?.map((l) => Buffer.from(l).readBigUInt64BE(0)),
    [1n],
  );
  const local = await h.algod.accountApplicationInformation(user.addr, id).do();
  t.is(Buffer.from(local.appLocalState!.keyValue![0]!.value.bytes).toString(), 'hi');

  const noArgs = call(user, id, algosdk.OnApplicationComplete.NoOpOC, [], await params(h.algod));
  t.regex(
    await rejection(h.algod, noArgs.signTxn(user.sk)),
    new RegExp(
      `transaction ${noArgs.txID()}: logic eval error: invalid ApplicationArgs index 0\\. Details: app=${id}, pc=\\d+`,
    ),
  );
  const stranger = await funded();
  const notOptedIn = call(
    stranger,
    id,
    algosdk.OnApplicationComplete.NoOpOC,
    [new Uint8Array([1])],
    await params(h.algod),
  );
  t.regex(await rejection(h.algod, notOptedIn.signTxn(stranger.sk)), /has not opted in to app/);
  const again = call(user, id, algosdk.OnApplicationComplete.OptInOC, [], await params(h.algod));
  t.regex(
    await rejection(h.algod, again.signTxn(user.sk)),
    new RegExp(`account ${user.addr} has already opted in to app ${id}`),
  );
});

test.serial(
  'clear state runs a rejecting clear program yet removes local state; close out, update, delete',
  async (t) => {
    const creator = await funded();
    const user = await funded();
    const id = await createApp(creator, APPROVAL, '#pragma version 8\nint 0');
    await send(
      h.algod,
      call(user, id, algosdk.OnApplicationComplete.OptInOC, [], await params(h.algod)).signTxn(user.sk),
    );
    await send(
      h.algod,
      call(user, id, algosdk.OnApplicationComplete.ClearStateOC, [], await params(h.algod)).signTxn(user.sk),
    );
    let acct = await h.algod.accountInformation(user.addr).do();
    t.is(acct.appsLocalState?.length ?? 0, 0);
    const clearAgain = call(user, id, algosdk.OnApplicationComplete.ClearStateOC, [], await params(h.algod));
    t.regex(
      await rejection(h.algod, clearAgain.signTxn(user.sk)),
      /cannot clear state: .* is not currently opted in to app/,
    );

    await send(
      h.algod,
      call(user, id, algosdk.OnApplicationComplete.OptInOC, [], await params(h.algod)).signTxn(user.sk),
    );
    await send(
      h.algod,
      call(user, id, algosdk.OnApplicationComplete.CloseOutOC, [], await params(h.algod)).signTxn(user.sk),
    );
    acct = await h.algod.accountInformation(user.addr).do();
    t.is(acct.appsLocalState?.length ?? 0, 0);

    const update = algosdk.makeApplicationUpdateTxnFromObject({
      sender: creator.addr,
      appIndex: id,
      approvalProgram: await compile(APPROVAL),
      clearProgram: await compile('#pragma version 8\nint 1'),
      suggestedParams: await params(h.algod),
    });
    await send(h.algod, update.signTxn(creator.sk));
    const app = await h.algod.getApplicationByID(id).do();
    t.is(app.params!.version, 1);
    await send(
      h.algod,
      call(creator, id, algosdk.OnApplicationComplete.DeleteApplicationOC, [], await params(h.algod)).signTxn(
        creator.sk,
      ),
    );
    await t.throwsAsync(h.algod.getApplicationByID(id).do(), { message: /application does not exist|404/ });
    const missing = call(user, id, algosdk.OnApplicationComplete.NoOpOC, [], await params(h.algod));
    t.regex(
      await rejection(h.algod, missing.signTxn(user.sk)),
      new RegExp(`only ClearState is supported for an application \\(${id}\\) that does not exist`),
    );
  },
);

test.serial('ABI method call through AtomicTransactionComposer returns the logged value', async (t) => {
  const creator = await funded();
  const id = await createApp(creator, ADDER);
  const method = algosdk.ABIMethod.fromSignature('add(uint64,uint64)uint64');
  const atc = new algosdk.AtomicTransactionComposer();
  atc.addMethodCall({
    appID: id,
    method,
    methodArgs: [3, 4],
    sender: creator.addr,
    signer: algosdk.makeBasicAccountTransactionSigner({
      addr: algosdk.Address.fromString(creator.addr),
      sk: creator.sk,
    }),
    suggestedParams: await params(h.algod),
  });
  const result = await atc.execute(h.algod, 1);
  t.is(result.methodResults[0]?.returnValue, 7n);
});

const PAYER = `#pragma version 8
txn ApplicationID
bz done
itxn_begin
int pay
itxn_field TypeEnum
txn Sender
itxn_field Receiver
int 5000
itxn_field Amount
itxn_submit
done:
int 1
`;

const CALLER = `#pragma version 8
txn ApplicationID
bz done
itxn_begin
int appl
itxn_field TypeEnum
txna Applications 1
itxn_field ApplicationID
method "add(uint64,uint64)uint64"
itxn_field ApplicationArgs
int 2
itob
itxn_field ApplicationArgs
int 3
itob
itxn_field ApplicationArgs
itxn_submit
itxn LastLog
log
global CallerApplicationID
!
assert
done:
int 1
`;

test.serial(
  'inner transactions: an app pays from its account; an app calls another (c2c) and reads its log',
  async (t) => {
    const creator = await funded();
    const payer = await createApp(creator, PAYER);
    const appAddr = algosdk.getApplicationAddress(payer).toString();
    await pay(h.algod, h.funded[0]!, appAddr, 1_000_000);
    const sp = { ...(await params(h.algod)), flatFee: true, fee: 2000n };
    const { txid } = await send(
      h.algod,
      call(creator, payer, algosdk.OnApplicationComplete.NoOpOC, [], sp).signTxn(creator.sk),
    );
    const info = await h.algod.pendingTransactionInformation(txid).do();
    const inner = info.innerTxns?.[0];
    t.is(inner?.txn.txn.type, algosdk.TransactionType.pay);
    t.is(inner?.txn.txn.payment?.amount, 5000n);
    t.is(inner?.txn.txn.sender.toString(), appAddr);
    const app = await h.algod.accountInformation(appAddr).do();
    t.is(app.amount, 1_000_000n - 5000n, 'the inner fee came from the outer fee credit');

    const adder = await createApp(creator, ADDER);
    const caller = await createApp(creator, CALLER);
    const c2c = algosdk.makeApplicationCallTxnFromObject({
      sender: creator.addr,
      appIndex: caller,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      foreignApps: [adder],
      suggestedParams: sp,
    });
    const sent = await send(h.algod, c2c.signTxn(creator.sk));
    const result = await h.algod.pendingTransactionInformation(sent.txid).do();
    t.is(Buffer.from(result.logs![0]!).subarray(4).readBigUInt64BE(0), 5n);
    t.is(result.innerTxns?.[0]?.txn.txn.applicationCall?.appIndex, adder);
    t.is(Buffer.from(result.innerTxns![0]!.logs![0]!).subarray(4).readBigUInt64BE(0), 5n);

    const cheap = algosdk.makeApplicationCallTxnFromObject({
      sender: creator.addr,
      appIndex: payer,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await params(h.algod),
    });
    await send(h.algod, cheap.signTxn(creator.sk));
    const after = await h.algod.accountInformation(appAddr).do();
    t.is(after.amount, 1_000_000n - 5000n - 5000n - 1000n, 'without fee credit the app account pays the inner fee');
  },
);

test.serial('block and txn FirstValidTime read older committed headers (the header window)', async (t) => {
  const creator = await funded();
  // a v11 program that logs FirstValidTime and the timestamp and seed of round FirstValid - 2
  const id = await createApp(
    creator,
    `#pragma version 11
txn ApplicationID
bz done
txn FirstValidTime
itob
log
txn FirstValid
int 2
-
block BlkTimestamp
itob
log
txn FirstValid
int 2
-
block BlkSeed
log
done:
int 1`,
    '#pragma version 11\nint 1',
  );
  for (let i = 0; i < 3; i++) await pay(h.algod, creator, creator.addr, 0n);
  const sp = await params(h.algod);
  const first = BigInt(sp.firstValid) - 3n;
  const { txid } = await send(
    h.algod,
    call(creator, id, algosdk.OnApplicationComplete.NoOpOC, [], {
      ...sp,
      firstValid: first,
      lastValid: first + 500n,
    }).signTxn(creator.sk),
  );
  const info = await h.algod.pendingTransactionInformation(txid).do();
  const [fvTime, ts, seed] = info.logs!.map((l) => Buffer.from(l));
  const previous = await h.algod.block(first - 1n).do();
  const older = await h.algod.block(first - 2n).do();
  t.is(fvTime!.readBigUInt64BE(), BigInt(previous.block.header.timestamp));
  t.is(ts!.readBigUInt64BE(), BigInt(older.block.header.timestamp));
  t.deepEqual(seed, Buffer.from(older.block.header.seed));
});
