/**
 * Logic signatures through algosdk against a dev-mode node: an escrow (contract account) paying out, arguments,
 * a delegated logic sig signed by an account, a multisig-delegated one (`lmsig`), a rejecting program, a bad
 * delegation signature, and a logic sig reading its group with `gtxn`.
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

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

const compile = (source: string): Promise<Uint8Array> => compileTeal(h.algod, source);

async function payFrom(sender: string, to: string, amount: number): Promise<algosdk.Transaction> {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: to,
    amount,
    suggestedParams: await params(h.algod),
  });
}

const ARG_IS_SECRET = '#pragma version 8\narg 0\nbyte "secret"\n==\ntxn Amount\nint 5000\n<=\n&&';

test.serial('escrow: pays out when the program approves; rejections carry upstream texts', async (t) => {
  const lsa = new algosdk.LogicSigAccount(await compile(ARG_IS_SECRET), [new TextEncoder().encode('secret')]);
  await pay(h.algod, h.funded[0]!, lsa.address().toString(), 1_000_000);
  const small = await payFrom(lsa.address().toString(), h.funded[1]!.addr, 4000);
  await send(h.algod, algosdk.signLogicSigTransaction(small, lsa).blob);
  const account = await h.algod.accountInformation(lsa.address().toString()).do();
  t.is(account.amount, 1_000_000n - 4000n - 1000n);

  const tooMuch = await payFrom(lsa.address().toString(), h.funded[1]!.addr, 6000);
  t.is(
    await rejection(h.algod, algosdk.signLogicSigTransaction(tooMuch, lsa).blob),
    `Network request error. Received status 400 (Bad Request): transaction ${tooMuch.txID()}: rejected by logic`,
  );
  const wrongArg = new algosdk.LogicSigAccount(lsa.lsig.logic, [new TextEncoder().encode('guess')]);
  const guessed = await payFrom(lsa.address().toString(), h.funded[1]!.addr, 10);
  t.regex(await rejection(h.algod, algosdk.signLogicSigTransaction(guessed, wrongArg).blob), /rejected by logic$/);
  const failing = new algosdk.LogicSigAccount(await compile('#pragma version 8\nerr'));
  await pay(h.algod, h.funded[0]!, failing.address().toString(), 1_000_000);
  const erring = await payFrom(failing.address().toString(), h.funded[1]!.addr, 10);
  t.regex(
    await rejection(h.algod, algosdk.signLogicSigTransaction(erring, failing).blob),
    new RegExp(`transaction ${erring.txID()}: rejected by logic err=err opcode executed\\. Details: pc=1`),
  );
});

test.serial('delegated logic sig: signed by the account, spends from it; a forged delegation is refused', async (t) => {
  const owner: Funded = fresh();
  await pay(h.algod, h.funded[0]!, owner.addr, 1_000_000);
  const lsa = new algosdk.LogicSigAccount(await compile('#pragma version 8\ntxn Amount\nint 1000\n<='));
  lsa.sign(owner.sk);
  const txn = await payFrom(owner.addr, h.funded[1]!.addr, 1000);
  await send(h.algod, algosdk.signLogicSigTransaction(txn, lsa).blob);
  const after = await h.algod.accountInformation(owner.addr).do();
  t.is(after.amount, 1_000_000n - 2000n);

  const other = fresh();
  const foreign = new algosdk.LogicSigAccount(lsa.lsig.logic);
  foreign.sign(other.sk);
  const stolen = await payFrom(owner.addr, h.funded[1]!.addr, 500);
  t.regex(
    await rejection(h.algod, algosdk.signLogicSigTransactionObject(stolen, foreign).blob),
    new RegExp(`should have been authorized by ${owner.addr} but was actually authorized by ${other.addr}`),
  );
  const forged = Buffer.from(
    algosdk.signLogicSigTransactionObject(await payFrom(owner.addr, h.funded[1]!.addr, 500), lsa).blob,
  );
  const at = forged.indexOf(Buffer.from(lsa.lsig.sig!));
  forged[at] = forged[at]! ^ 1;
  t.regex(await rejection(h.algod, forged), /At least one signature didn't pass verification/);
});

test.serial('multisig-delegated logic sig (lmsig)', async (t) => {
  const a = fresh();
  const b = fresh();
  const msig = { version: 1, threshold: 2, addrs: [a.addr, b.addr] };
  const msigAddr = algosdk.multisigAddress(msig).toString();
  await pay(h.algod, h.funded[0]!, msigAddr, 1_000_000);
  const lsa = new algosdk.LogicSigAccount(await compile('#pragma version 8\nint 1'));
  lsa.signMultisig(msig, a.sk);
  lsa.appendToMultisig(b.sk);
  const txn = await payFrom(msigAddr, h.funded[1]!.addr, 1234);
  const signed = algosdk.signLogicSigTransaction(txn, lsa);
  await send(h.algod, signed.blob);
  const after = await h.algod.accountInformation(msigAddr).do();
  t.is(after.amount, 1_000_000n - 1234n - 1000n);
});

test.serial('a logic sig reads its group: gtxn checks the companion payment', async (t) => {
  const lsa = new algosdk.LogicSigAccount(
    await compile('#pragma version 8\nglobal GroupSize\nint 2\n==\ngtxn 0 Amount\nint 7777\n==\n&&'),
  );
  await pay(h.algod, h.funded[0]!, lsa.address().toString(), 1_000_000);
  const payer = h.funded[0]!;
  const first = await payFrom(payer.addr, lsa.address().toString(), 7777);
  const second = await payFrom(lsa.address().toString(), payer.addr, 100);
  algosdk.assignGroupID([first, second]);
  await send(h.algod, [first.signTxn(payer.sk), algosdk.signLogicSigTransaction(second, lsa).blob]);
  const wrongFirst = await payFrom(payer.addr, lsa.address().toString(), 7776);
  const wrongSecond = await payFrom(lsa.address().toString(), payer.addr, 100);
  algosdk.assignGroupID([wrongFirst, wrongSecond]);
  t.regex(
    await rejection(h.algod, [wrongFirst.signTxn(payer.sk), algosdk.signLogicSigTransaction(wrongSecond, lsa).blob]),
    /rejected by logic$/,
  );
});
