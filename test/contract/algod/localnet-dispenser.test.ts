/**
 * A fresh node passes for AlgoKit LocalNet: genesis id `dockernet-v1` (one of the ids AlgoKit treats as LocalNet),
 * and AlgoKit's dispenser look-up succeeds: among the keys of kmd wallet `unencrypted-default-wallet` (opened with
 * the empty password), the first account that is not Offline and holds more than 1000 Algos, whose exported key
 * then pays. The look-up is done with algosdk, in AlgoKit's order of calls.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { fresh, params, send, startAlgod, type AlgodHarness } from './harness.js';

const LOCALNET_GENESIS_IDS = ['devnet-v1', 'sandnet-v1', 'dockernet-v1'];

let h: AlgodHarness;

test.before(async () => {
  h = await startAlgod();
});
test.after.always(async () => {
  await h?.close();
});

test('the genesis id is a LocalNet one and AlgoKit’s dispenser predicate finds a funded, online account', async (t) => {
  const { genesisId } = await h.algod.versionsCheck().do();
  t.true(LOCALNET_GENESIS_IDS.includes(genesisId));
  t.is(genesisId, 'dockernet-v1');

  const { wallets } = (await h.kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const dev = wallets.filter((w) => w.name === 'unencrypted-default-wallet');
  t.is(dev.length, 1);
  const { wallet_handle_token: handle } = await h.kmd.initWalletHandle(dev[0]!.id, '');
  const { addresses } = (await h.kmd.listKeys(handle)) as { addresses: string[] };
  const infos = await Promise.all(addresses.map((a) => h.algod.accountInformation(a).do()));
  t.deepEqual(
    infos.map((i) => i.status),
    ['Online', 'Online', 'Online'],
  );
  const index = infos.findIndex((i) => i.status !== 'Offline' && i.amount > 1_000_000_000n);
  t.true(index >= 0);
  const { private_key: sk } = await h.kmd.exportKey(handle, '', addresses[index]!);
  await h.kmd.releaseWalletHandle(handle);

  const dispenser = algosdk.mnemonicToSecretKey(algosdk.secretKeyToMnemonic(sk));
  t.is(dispenser.addr.toString(), addresses[index]!);
  const receiver = fresh();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: dispenser.addr,
    receiver: receiver.addr,
    amount: 1_000_000_000n,
    suggestedParams: await params(h.algod),
  });
  await send(h.algod, txn.signTxn(dispenser.sk));
  t.is((await h.algod.accountInformation(receiver.addr).do()).amount, 1_000_000_000n);
  const participation = infos[index]!.participation;
  t.is(participation?.voteKeyDilution, 10_000n);
  t.is(participation?.voteFirstValid, 0n);
});
