// The dev genesis of a data directory: dockernet by default for a new one, the stored network kept when no
// --network is given, a different --network refused.
import test from 'ava';
import algosdk from 'algosdk';
import { Status } from '../../../src/core/ledger/account.js';
import { addressKey } from '../../../src/core/ledger/state.js';
import { decodeAddress } from '../../../src/core/crypto/address.js';
import { genesisAccounts } from '../../../src/core/ledger/dev-genesis.js';
import { loadOrCreateGenesis } from '../../../src/service/algod/bootstrap.js';
import { tempStore } from '../../helpers/temp-store.js';

const wallets = Array.from({ length: 3 }, () => algosdk.generateAccount().addr.toString());
const options = (network: string | null) => ({ network, wallets: () => Promise.resolve(wallets) });

test('a new data dir gets dockernet-v1 with online wallets; a restart without --network keeps any stored network', async (t) => {
  const store = await tempStore(t);
  const created = await loadOrCreateGenesis(store, options(null));
  t.is(created.id, 'dockernet-v1');
  const accounts = genesisAccounts(created.genesis);
  t.deepEqual(
    wallets.map((w) => accounts.get(addressKey(decodeAddress(w)))?.status),
    [Status.Online, Status.Online, Status.Online],
  );
  t.is((await loadOrCreateGenesis(store, options(null))).text, created.text);
  t.is((await loadOrCreateGenesis(store, options('dockernet'))).id, 'dockernet-v1');
  await t.throwsAsync(loadOrCreateGenesis(store, options('devmodenet')), {
    message:
      'the data directory holds network "dockernet", not "devmodenet": pass --network dockernet or use another --data-dir',
  });
});

test('an older data dir made as devmodenet opens without --network and keeps its genesis', async (t) => {
  const store = await tempStore(t);
  const old = await loadOrCreateGenesis(store, options('devmodenet'));
  const again = await loadOrCreateGenesis(store, options(null));
  t.is(again.id, 'devmodenet-v1');
  t.deepEqual(again.hash, old.hash);
});
